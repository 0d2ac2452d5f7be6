import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { Select, TextInput, type Meta } from '#app/modules/catalogue/web/components/fields'
import {
  fiscalYearForm,
  fiscalYearIntent,
  frenchDay,
  monthNames,
} from '#app/modules/settings/domain/fiscal-year'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import type { FiscalYearSettingsView } from '../fiscal-year.server'
import { readOnlyNote } from './legal-forms'

/** The action's answer to a refused fiscal year form. */
export type FiscalYearReply = { form: 'fiscalYear'; result: SubmissionResult<string[]> }

const months = monthNames.map((label, i) => ({ value: String(i + 1), label }))

/** 'Exercice comptable' (issue 16 §1): the month and day the fiscal year starts on. */
export function FiscalYearForm({
  settings,
  lastResult,
}: {
  settings: FiscalYearSettingsView
  lastResult?: SubmissionResult<string[]>
}) {
  const { month, day, current, editable } = settings
  const [form, fields] = useForm({
    id: 'fiscal-year',
    defaultValue: { month: String(month), day: String(day) },
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: fiscalYearForm }),
  })
  const m = (name: keyof typeof fields) => fields[name] as Meta
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4" data-testid="fiscal-year">
      <input type="hidden" name="intent" value={fiscalYearIntent} />
      <h3 className="text-base font-semibold">Exercice comptable</h3>
      <p className="text-sm text-gray-700" data-testid="current-fiscal-year">
        Exercice en cours : du {frenchDay(current.from)} au {frenchDay(current.to)}
      </p>
      {editable ? null : readOnlyNote}
      <ErrorList id={form.errorId} errors={form.errors} />
      <fieldset disabled={!editable} className="grid gap-x-4 sm:grid-cols-2">
        <Select meta={m('month')} label="Mois de début" options={months} />
        <TextInput
          meta={m('day')}
          label="Jour de début"
          hint="L’exercice se termine la veille du même jour l’année suivante."
          extra={{ inputMode: 'numeric' }}
        />
      </fieldset>
      {editable ? <Button type="submit">Enregistrer l’exercice</Button> : null}
    </Form>
  )
}
