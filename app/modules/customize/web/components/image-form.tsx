import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { lazy, Suspense, useRef, useState } from 'react'
import { useHydrated } from '#app/platform/web/use-hydrated'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'

type Target = 'logo' | 'banner'

/** The cropper (spec 2.12), downloaded only once a file is chosen with JavaScript on. */
const ImageCropper = lazy(() => import('#app/ui/image-cropper'))
/** A logo is cropped square, a banner four times as wide as high. */
const cropOf: Record<Target, { aspect: number; maxWidth: number }> = {
  logo: { aspect: 1, maxWidth: 600 },
  banner: { aspect: 4, maxWidth: 1600 },
}

/**
 * One image of the shop: what it is now, a file to send instead (multipart, works without
 * JavaScript) and 'Retirer', a form of its own since forms cannot nest.
 */
export function ImageForm({
  target,
  label,
  hint,
  url,
  version,
  results,
  readOnly,
  busy,
  intents = { upload: 'image', remove: 'remove-image' },
}: {
  /** The forms' intents: the customise page's by default, the settings' own there. */
  intents?: { upload: string; remove: string }
  target: Target
  label: string
  hint: string
  url: string | null
  version: string
  results: Record<string, SubmissionResult<string[]> | undefined>
  readOnly: boolean
  busy: boolean
}) {
  const [form, fields] = useForm({
    id: `image-${target}-${version}`,
    lastResult: results[`image-${target}`],
  })
  const [removeForm] = useForm({
    id: `remove-${target}-${version}`,
    lastResult: results[`remove-image-${target}`],
  })
  const fileId = `${target}-file`
  const hydrated = useHydrated()
  const input = useRef<HTMLInputElement>(null)
  const [chosen, setChosen] = useState<File | null>(null)
  return (
    <div className="space-y-3" data-testid={`image-${target}`}>
      <h3 className="font-medium text-gray-900">{label}</h3>
      <div className="flex min-h-[6rem] items-center justify-center rounded-md border border-dashed border-gray-300 bg-gray-50 p-2">
        {url ? (
          <img
            src={url}
            alt={`${label} actuel${target === 'banner' ? 'le' : ''}`}
            className={target === 'banner' ? 'max-h-32 w-full object-cover' : 'max-h-20 w-auto'}
          />
        ) : (
          <p className="text-sm text-gray-600">
            {target === 'logo' ? 'Aucun logo' : 'Aucune bannière'}
          </p>
        )}
      </div>
      {readOnly ? null : (
        <>
          <Form
            method="post"
            encType="multipart/form-data"
            preventScrollReset
            {...getFormProps(form)}
            className="space-y-2"
          >
            <input type="hidden" name="intent" value={intents.upload} />
            <input type="hidden" name="target" value={target} />
            <label htmlFor={fileId} className="block text-sm font-medium text-gray-800">
              {url
                ? `Remplacer ${target === 'logo' ? 'le logo' : 'la bannière'}`
                : `Choisir ${target === 'logo' ? 'un logo' : 'une bannière'}`}
            </label>
            <input
              {...getInputProps(fields.file, { type: 'file' })}
              ref={input}
              onChange={(e) => setChosen(e.currentTarget.files?.[0] ?? null)}
              id={fileId}
              accept="image/jpeg,image/png,image/webp"
              aria-describedby={`${fileId}-hint ${fields.file.errorId}`}
              className="block w-full text-sm file:mr-3 file:min-h-[44px] file:rounded-md file:border file:border-gray-300 file:bg-white file:px-3 file:py-2"
            />
            <p id={`${fileId}-hint`} className="text-xs text-gray-600">
              {hint}
            </p>
            {hydrated && chosen ? (
              <Suspense fallback={null}>
                <ImageCropper
                  file={chosen}
                  {...cropOf[target]}
                  onCropped={(cropped) => {
                    // The cropped image takes the chosen one's place in the same field.
                    const files = new DataTransfer()
                    files.items.add(cropped)
                    if (input.current) input.current.files = files.files
                  }}
                />
              </Suspense>
            ) : null}
            <ErrorList id={fields.file.errorId} errors={fields.file.errors} />
            <ErrorList id={form.errorId} errors={form.errors} />
            <Button type="submit" variant="secondary" disabled={busy}>
              Envoyer
            </Button>
          </Form>
          {url ? (
            <Form method="post" preventScrollReset {...getFormProps(removeForm)}>
              <input type="hidden" name="intent" value={intents.remove} />
              <input type="hidden" name="target" value={target} />
              <ErrorList id={removeForm.errorId} errors={removeForm.errors} />
              <Button
                type="submit"
                variant="secondary"
                disabled={busy}
                aria-label={`Retirer ${target === 'logo' ? 'le logo' : 'la bannière'}`}
              >
                Retirer
              </Button>
            </Form>
          ) : null}
        </>
      )}
    </div>
  )
}
