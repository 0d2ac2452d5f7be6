import { useTranslation } from 'react-i18next'
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { opportunityForm } from '#app/modules/clients/domain/pipeline'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { Field } from '#app/ui/field'
import { SelectField } from '#app/ui/select-field'

type Person = { id: number; name: string }
type Choice = { value: string; label: string }
const asOptions = (people: Person[]) => people.map((p) => ({ value: String(p.id), label: p.name }))

/** The add form of an opportunity: a plain POST read by the page's action, checked here too. */
export function OpportunityForm({
  values,
  clients,
  owners,
  stages,
  lastResult,
}: {
  values: Record<string, string>
  clients: Person[]
  owners: Person[]
  stages: Choice[]
  lastResult?: SubmissionResult<string[]>
}) {
  const { t } = useTranslation()
  const [form, fields] = useForm({
    id: 'new-opportunity',
    defaultValue: values,
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: opportunityForm }),
  })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3" data-testid="new-opportunity">
      <input type="hidden" name="intent" value="create" />
      <ErrorList id={form.errorId} errors={form.errors} />
      <Field
        label={t('clients.opportunityForm.title')}
        errors={fields.title.errors}
        inputProps={getInputProps(fields.title, { type: 'text' })}
      />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <SelectField
          label={t('clients.opportunityForm.client')}
          placeholder={t('clients.opportunityForm.choose')}
          errors={fields.clientId.errors}
          selectProps={getSelectProps(fields.clientId)}
          options={asOptions(clients)}
        />
        <SelectField
          label={t('clients.opportunityForm.owner')}
          errors={fields.ownerId.errors}
          selectProps={getSelectProps(fields.ownerId)}
          options={asOptions(owners)}
        />
        <Field
          label={t('clients.opportunityForm.amount')}
          hint={t('clients.opportunityForm.amountHint')}
          errors={fields.amount.errors}
          inputProps={{ ...getInputProps(fields.amount, { type: 'text' }), inputMode: 'decimal' }}
        />
        <Field
          label={t('clients.opportunityForm.probability')}
          errors={fields.probability.errors}
          inputProps={getInputProps(fields.probability, { type: 'number' })}
        />
        <Field
          label={t('clients.opportunityForm.expectedDate')}
          errors={fields.expectedDate.errors}
          inputProps={getInputProps(fields.expectedDate, { type: 'date' })}
        />
        <SelectField
          label={t('clients.opportunityForm.stage')}
          errors={fields.stageId.errors}
          selectProps={getSelectProps(fields.stageId)}
          options={stages}
        />
      </div>
      <Button type="submit">{t('clients.opportunityForm.submit')}</Button>
    </Form>
  )
}
