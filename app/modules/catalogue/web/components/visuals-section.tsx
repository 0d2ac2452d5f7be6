/** The product's pictures: add one (a multipart form), remove one. */
import { Form } from '@remix-run/react'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import type { FormReply } from './edit-form'
import { Section } from './fields'

export function VisualsSection({
  visuals,
  name,
  readOnly,
  reply,
}: {
  visuals: string[]
  name: string
  readOnly: boolean
  reply?: FormReply | null
}) {
  const mine = reply?.form === 'visuals' ? reply : null
  return (
    <Section title="Visuels" id="visuals">
      {visuals.length === 0 ? (
        <p className="text-gray-600">Aucun visuel pour le moment.</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {visuals.map((url, i) => (
            <li key={url} className="space-y-2 rounded-md border border-gray-200 p-2">
              <img
                src={url}
                alt={`${name}, visuel ${i + 1}`}
                className="aspect-square w-full rounded object-contain"
                loading="lazy"
              />
              {readOnly ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-visual" />
                  <input type="hidden" name="formId" value="visuals" />
                  <input type="hidden" name="url" value={url} />
                  <Button type="submit" variant="secondary" className="w-full">
                    Retirer<span className="sr-only"> le visuel {i + 1}</span>
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      )}
      {readOnly ? null : (
        <Form method="post" encType="multipart/form-data" className="space-y-2">
          <input type="hidden" name="intent" value="upload-visual" />
          <input type="hidden" name="formId" value="visuals" />
          <label htmlFor="visual-file" className="block text-sm font-medium text-gray-800">
            Ajouter un visuel (JPEG, PNG ou WebP, 5 Mo au plus)
          </label>
          <input
            id="visual-file"
            type="file"
            name="file"
            accept="image/jpeg,image/png,image/webp"
            required
            className="block w-full text-sm"
          />
          <ErrorList errors={mine?.message ? [mine.message] : null} />
          <Button type="submit">Envoyer le visuel</Button>
        </Form>
      )}
    </Section>
  )
}
