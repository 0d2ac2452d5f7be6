import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { TextArea, type Meta } from '#app/modules/catalogue/web/components/fields'
import {
  hiddenVintagesForm,
  hiddenVintagesIntent,
  maxHiddenVintageNames,
  maxVintageNameLength,
} from '#app/modules/settings/domain/hidden-vintages'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import type { HiddenVintagesView } from '../hidden-vintages.server'
import { readOnlyNote } from './legal-forms'

/** The action's answer to a refused hidden vintages form. */
export type HiddenVintagesReply = { form: 'hiddenVintages'; result: SubmissionResult<string[]> }

/**
 * 'Millésimes masqués' (issue 16 §1): the vintage names the shop shows as no vintage. Issued
 * documents keep their lines as written.
 */
export function HiddenVintagesForm({
  settings,
  lastResult,
}: {
  settings: HiddenVintagesView
  lastResult?: SubmissionResult<string[]>
}) {
  const { editable } = settings
  const [form, fields] = useForm({
    id: 'hidden-vintages',
    defaultValue: { names: settings.names.join('\n') },
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: hiddenVintagesForm }),
  })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3" data-testid="hidden-vintages">
      <input type="hidden" name="intent" value={hiddenVintagesIntent} />
      <h3 className="text-base font-semibold">Millésimes masqués</h3>
      <p className="text-sm text-gray-700">
        Un millésime portant l’un de ces noms s’affiche comme un vin sans millésime dans votre
        boutique, sur les étiquettes électroniques, les paniers et les nouveaux devis ; les
        documents déjà émis gardent leurs lignes telles qu’écrites.
      </p>
      {editable ? null : readOnlyNote}
      <ErrorList id={form.errorId} errors={form.errors} />
      <fieldset disabled={!editable}>
        <TextArea
          meta={fields.names as Meta}
          label="Noms masqués"
          hint={`Un nom par ligne, ${maxHiddenVintageNames} au plus, de ${maxVintageNameLength} caractères chacun au plus. Laissez vide pour afficher tous les noms.`}
          rows={5}
        />
      </fieldset>
      {editable ? <Button type="submit">Enregistrer les millésimes masqués</Button> : null}
    </Form>
  )
}
