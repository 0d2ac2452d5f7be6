import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { TextInput, type Meta } from '#app/modules/catalogue/web/components/fields'
import {
  formatDocumentNumber,
  numberingForm,
  numberingIntent,
} from '#app/modules/settings/domain/numbering'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import type { NumberingSettingsView } from '../numbering.server'
import { readOnlyNote } from './legal-forms'

/** The action's answer to a refused numbering form. */
export type NumberingReply = { form: 'numbering'; result: SubmissionResult<string[]> }

/**
 * 'Numérotation des documents' (issue 16 §1): the prefixes of quotes, invoices and credit notes,
 * with the number each would take next (as saved: the examples change once the form is saved).
 */
export function NumberingForm({
  settings,
  lastResult,
}: {
  settings: NumberingSettingsView
  lastResult?: SubmissionResult<string[]>
}) {
  const { prefixes, next, editable } = settings
  const [form, fields] = useForm({
    id: 'numbering',
    defaultValue: prefixes,
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: numberingForm }),
  })
  const m = (name: keyof typeof fields) => fields[name] as Meta
  const example = (label: string, prefix: string, sequence: number) =>
    `${label} : ${formatDocumentNumber(prefix, sequence)}`
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4" data-testid="numbering">
      <input type="hidden" name="intent" value={numberingIntent} />
      <h3 className="text-base font-semibold">Numérotation des documents</h3>
      <p className="text-sm text-gray-700">
        Un nouveau préfixe s’applique au prochain numéro attribué. Le compteur continue sans jamais
        repartir à zéro : vos numéros se suivent sans trou, comme la loi l’exige. Factures, factures
        d’acompte et avoirs partagent un même compteur ; les devis ont le leur.
      </p>
      {editable ? null : readOnlyNote}
      <ErrorList id={form.errorId} errors={form.errors} />
      <fieldset disabled={!editable} className="grid gap-x-4 sm:grid-cols-3">
        <TextInput
          meta={m('quote')}
          label="Préfixe des devis"
          hint={example('Prochain devis', prefixes.quote, next.quote)}
        />
        <TextInput
          meta={m('invoice')}
          label="Préfixe des factures"
          hint={example('Prochaine facture', prefixes.invoice, next.invoice)}
        />
        <TextInput
          meta={m('creditNote')}
          label="Préfixe des avoirs"
          hint={example('Prochain avoir', prefixes.creditNote, next.invoice)}
        />
      </fieldset>
      <p className="text-sm text-gray-600">
        De 1 à 10 caractères : lettres, chiffres, tiret, barre oblique ou tiret bas.
      </p>
      {editable ? <Button type="submit">Enregistrer la numérotation</Button> : null}
    </Form>
  )
}
