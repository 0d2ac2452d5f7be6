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
import { dkimForm, dkimIntent } from '#app/modules/crm/domain/dkim'
import { Button, buttonClass } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { Field, FieldNotes } from '#app/ui/field'
import type { CampaignSettingsView } from '../campaign-settings.server'

/**
 * 'Signature DKIM et DNS': the optional key that signs the campaigns (its private half pasted
 * once, then only 'clé enregistrée'), and the SPF, DKIM and DMARC records to publish for the
 * sender's domain. Plain POST forms.
 */
export function DkimForm({
  settings,
  lastResult,
}: {
  settings: CampaignSettingsView
  lastResult?: SubmissionResult<string[]>
}) {
  const { t } = useTranslation()
  const { editable, dkim, dns } = settings
  const [form, fields] = useForm({
    id: 'dkim',
    defaultValue: { domain: dkim?.domain ?? '', selector: dkim?.selector ?? 'caveau' },
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: dkimForm }),
  })
  const keyId = 'dkim-private-key'
  return (
    <section className="space-y-3" aria-labelledby="dkim-title" data-testid="dkim">
      <h3 id="dkim-title" className="text-base font-semibold">
        {t('crm.dkim.title')}
      </h3>
      <p className="text-sm text-gray-700">{t('crm.dkim.intro')}</p>
      {dns.length ? (
        <dl className="space-y-2 text-sm" data-testid="dns-records">
          {dns.map((r) => (
            <div key={r.kind} className="rounded border bg-gray-50 p-2">
              <dt className="font-medium">
                {r.kind} — {t('crm.dkim.recordName')} <code>{r.name}</code>
              </dt>
              <dd className="break-all">
                {t('crm.dkim.recordValue')} <code>{r.value}</code>
              </dd>
            </div>
          ))}
        </dl>
      ) : (
        <p className="text-sm text-gray-700">{t('crm.dkim.senderFirst')}</p>
      )}
      <Form method="post" {...getFormProps(form)} className="space-y-3">
        <input type="hidden" name="intent" value={dkimIntent} />
        <ErrorList id={form.errorId} errors={form.errors} />
        <fieldset disabled={!editable} className="space-y-3">
          <div className="grid gap-x-4 sm:grid-cols-2">
            <Field
              label={t('crm.dkim.domain')}
              hint={t('crm.dkim.domainHint')}
              errors={fields.domain.errors}
              inputProps={getInputProps(fields.domain, { type: 'text' })}
            />
            <Field
              label={t('crm.dkim.selector')}
              errors={fields.selector.errors}
              inputProps={getInputProps(fields.selector, { type: 'text' })}
            />
          </div>
          <div>
            <label htmlFor={keyId} className="mb-1 block text-sm font-medium text-gray-800">
              {t('crm.dkim.privateKey')}
            </label>
            <textarea
              {...getTextareaProps(fields.privateKey)}
              id={keyId}
              rows={4}
              autoComplete="off"
              spellCheck={false}
              placeholder="-----BEGIN PRIVATE KEY-----"
              className="block w-full rounded-md border border-gray-300 px-3 py-2 font-mono text-sm shadow-sm"
            />
            <FieldNotes
              hint={dkim ? t('crm.dkim.keySaved') : t('crm.dkim.keyHint')}
              hintId={`${keyId}-hint`}
              errors={fields.privateKey.errors}
              errorId={`${keyId}-error`}
            />
          </div>
        </fieldset>
        {editable ? <Button type="submit">{t('crm.dkim.submit')}</Button> : null}
      </Form>
      {editable && dkim ? (
        <Form method="post">
          <input type="hidden" name="intent" value="dkim-remove" />
          <button type="submit" className={buttonClass('secondary')}>
            {t('crm.dkim.remove')}
          </button>
        </Form>
      ) : null}
    </section>
  )
}
