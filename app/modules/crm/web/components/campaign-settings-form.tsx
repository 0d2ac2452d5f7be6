import { useTranslation } from 'react-i18next'
import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import {
  campaignSettingsForm,
  campaignSettingsIntent,
} from '#app/modules/crm/domain/campaign-settings'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { Field, FieldNotes } from '#app/ui/field'
import type { CampaignSettingsView } from '../campaign-settings.server'

/** The action's answer to a refused campaigns form. */
export type CampaignSettingsReply = { form: 'campaigns'; result: SubmissionResult<string[]> }

/** 'Expéditeur des mails': who the shop's mails come from (campaigns, mails to buyers), and the signature. */
export function CampaignSettingsForm({
  settings,
  lastResult,
}: {
  settings: CampaignSettingsView
  lastResult?: SubmissionResult<string[]>
}) {
  const { t } = useTranslation()
  const { editable, dkim: _dkim, dns: _dns, ...values } = settings
  const [form, fields] = useForm({
    id: 'campaigns',
    defaultValue: { ...values, replyTo: values.replyTo ?? '' },
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: campaignSettingsForm }),
  })
  const signatureId = 'campaigns-signature'
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3" data-testid="campaigns">
      <input type="hidden" name="intent" value={campaignSettingsIntent} />
      <h3 className="text-base font-semibold">{t('crm.sender.title')}</h3>
      <p className="text-sm text-gray-700">{t('crm.sender.usedFor')}</p>
      {editable ? null : <p className="text-sm text-gray-700">{t('crm.sender.ownerOnly')}</p>}
      <ErrorList id={form.errorId} errors={form.errors} />
      <fieldset disabled={!editable} className="space-y-3">
        <div className="grid gap-x-4 sm:grid-cols-2">
          <Field
            label={t('crm.sender.name')}
            errors={fields.senderName.errors}
            inputProps={getInputProps(fields.senderName, { type: 'text' })}
          />
          <Field
            label={t('crm.sender.address')}
            errors={fields.senderEmail.errors}
            inputProps={getInputProps(fields.senderEmail, { type: 'email' })}
          />
          <Field
            label={t('crm.sender.replyTo')}
            hint={t('crm.sender.replyToHint')}
            errors={fields.replyTo.errors}
            inputProps={getInputProps(fields.replyTo, { type: 'email' })}
          />
        </div>
        <div>
          <label htmlFor={signatureId} className="mb-1 block text-sm font-medium text-gray-800">
            {t('crm.sender.signature')}
          </label>
          <textarea
            {...getTextareaProps(fields.signature)}
            id={signatureId}
            rows={4}
            className="block w-full rounded-md border border-gray-300 px-3 py-2 text-base shadow-sm"
          />
          <FieldNotes
            hint={t('crm.sender.signatureHint', { placeholder: '{{signature}}' })}
            hintId={`${signatureId}-hint`}
            errors={fields.signature.errors}
            errorId={`${signatureId}-error`}
          />
        </div>
      </fieldset>
      {editable ? <Button type="submit">{t('crm.sender.submit')}</Button> : null}
    </Form>
  )
}
