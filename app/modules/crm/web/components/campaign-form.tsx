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
import { campaignForm } from '#app/modules/crm/domain/campaigns'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { Field } from '#app/ui/field'
import { SelectField } from '#app/ui/select-field'

type Choice = { value: string; label: string }

/**
 * A new campaign: its name, a model, a list, and now or a day and a time (Paris). A plain POST;
 * the day and time are read only when 'à une date' is chosen.
 */
export function CampaignForm({
  models,
  lists,
  today,
  lastResult,
}: {
  models: readonly Choice[]
  lists: readonly Choice[]
  today: string
  lastResult?: SubmissionResult<string[]>
}) {
  const { t } = useTranslation()
  const [form, fields] = useForm({
    id: 'campaign',
    defaultValue: { when: 'now', date: today, time: '09:00' },
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: campaignForm }),
  })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3" data-testid="campaign-form">
      <ErrorList id={form.errorId} errors={form.errors} />
      <Field
        label={t('crm.campaignForm.name')}
        errors={fields.name.errors}
        inputProps={getInputProps(fields.name, { type: 'text' })}
      />
      <SelectField
        label={t('crm.campaignForm.model')}
        placeholder={t('crm.campaignForm.chooseModel')}
        options={models}
        errors={fields.modelId.errors}
        selectProps={getSelectProps(fields.modelId)}
      />
      <SelectField
        label={t('crm.campaignForm.list')}
        placeholder={t('crm.campaignForm.chooseList')}
        options={lists}
        errors={fields.listId.errors}
        selectProps={getSelectProps(fields.listId)}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-gray-800">
          {t('crm.campaignForm.sending')}
        </legend>
        {(['now', 'later'] as const).map((value) => (
          <label key={value} className="flex min-h-[44px] items-center gap-2">
            <input
              type="radio"
              name={fields.when.name}
              value={value}
              defaultChecked={(fields.when.initialValue ?? 'now') === value}
            />
            {t(`crm.campaignForm.${value}`)}
          </label>
        ))}
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field
            label={t('crm.campaignForm.date')}
            errors={fields.date.errors}
            inputProps={getInputProps(fields.date, { type: 'date' })}
          />
          <Field
            label={t('crm.campaignForm.time')}
            errors={fields.time.errors}
            inputProps={getInputProps(fields.time, { type: 'time' })}
          />
        </div>
      </fieldset>
      <p className="text-sm text-gray-700">{t('crm.campaignForm.recipients')}</p>
      <Button type="submit">{t('crm.campaignForm.submit')}</Button>
    </Form>
  )
}
