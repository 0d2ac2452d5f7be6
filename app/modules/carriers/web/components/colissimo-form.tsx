/** 'Transport (Colissimo)' in the settings' 'Intégrations' tab: the web-service credentials. */
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { SecretInput, TextInput, type Meta } from '#app/modules/catalogue/web/components/fields'
import {
  colissimoIntent,
  colissimoSettingsForm,
  removeColissimoIntent,
} from '#app/modules/carriers/domain/carriers'
import { readOnlyNote } from '#app/modules/settings/web/components/legal-forms'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import type { CarrierSettingsView } from '../carrier-settings.server'

export function ColissimoForm({
  settings,
  lastResult,
}: {
  settings: CarrierSettingsView
  lastResult?: SubmissionResult<string[]>
}) {
  const { t } = useTranslation()
  const { colissimo, editable } = settings
  const [form, fields] = useForm({
    id: 'colissimo',
    defaultValue: { contractNumber: colissimo.contractNumber ?? '', password: '', okapiKey: '' },
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: colissimoSettingsForm }),
  })
  const m = (name: keyof typeof fields) => fields[name] as Meta
  const status = colissimo.labels
    ? colissimo.tracking
      ? t('carriers.settings.tracked')
      : t('carriers.settings.untracked')
    : t('carriers.settings.none')
  return (
    <section className="space-y-4" data-testid="colissimo">
      <h3 className="text-base font-semibold">{t('carriers.settings.title')}</h3>
      <p className="text-sm text-gray-700" role="status">
        {status}
      </p>
      {editable ? (
        <>
          <Form method="post" {...getFormProps(form)} className="space-y-4">
            <input type="hidden" name="intent" value={colissimoIntent} />
            <p className="text-sm text-gray-700">{t('carriers.settings.intro')}</p>
            <ErrorList id={form.errorId} errors={form.errors} />
            <div className="grid gap-x-4 sm:grid-cols-2">
              <TextInput
                meta={m('contractNumber')}
                label={t('carriers.settings.contractNumber')}
                extra={{ autoComplete: 'off', inputMode: 'numeric' }}
              />
              <SecretInput
                meta={m('password')}
                label={t('carriers.settings.password')}
                saved={{ set: colissimo.labels, hint: colissimo.passwordHint }}
              />
              <SecretInput
                meta={m('okapiKey')}
                label={t('carriers.settings.okapiKey')}
                saved={{ set: colissimo.tracking, hint: colissimo.okapiKeyHint }}
              />
            </div>
            <Button type="submit">{t('carriers.settings.submit')}</Button>
          </Form>
          {colissimo.labels ? (
            <Form method="post">
              <input type="hidden" name="intent" value={removeColissimoIntent} />
              <Button type="submit" variant="secondary">
                {t('carriers.settings.remove')}
              </Button>
            </Form>
          ) : null}
        </>
      ) : (
        readOnlyNote
      )}
    </section>
  )
}
