import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { getZodConstraint, parseWithZod } from '@conform-to/zod/v4'
import { Form, Link, useNavigation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { loginSecondStepSchema } from '#app/modules/accounts/domain/two-factor'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { Field } from '#app/ui/field'
import type { TwoFactorView } from '../two-factor.server'
import { AccountField, accountButton } from './account-field'

/** The sign-in's second step: the code (or a recovery code), the signed challenge hidden. */
export function SecondStepForm({
  challenge,
  redirectLink,
  lastResult,
}: {
  challenge: string
  redirectLink: string
  lastResult?: SubmissionResult<string[]>
}) {
  const { t } = useTranslation()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'login-second-step',
    lastResult,
    constraint: getZodConstraint(loginSecondStepSchema),
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: loginSecondStepSchema }),
  })
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-1">
      <h2 className="text-lg font-semibold">{t('twoFactor.title')}</h2>
      <p className="mb-2 text-sm text-gray-700">{t('twoFactor.stepText')}</p>
      <input type="hidden" name="challenge" value={challenge} />
      <input type="hidden" name="redirectLink" value={redirectLink} />
      <Field
        label={t('twoFactor.code')}
        inputProps={{
          ...getInputProps(fields.code, { type: 'text' }),
          autoComplete: 'one-time-code',
          autoFocus: true,
        }}
        errors={fields.code.errors}
      />
      <ErrorList id={form.errorId} errors={form.errors} />
      <Button type="submit" className="w-full" disabled={navigation.state === 'submitting'}>
        {t('twoFactor.verify')}
      </Button>
      <p className="pt-3 text-sm">
        <Link to="/auth/login" className="text-primary-dark underline">
          {t('twoFactor.restart')}
        </Link>
      </p>
    </Form>
  )
}

export type TwoFactorReply = { form: string; message?: string; recoveryCodes?: string[] }

/**
 * The second factor of one's account: on or off, its set-up (QR code, key, confirmation), the
 * recovery codes once, and turning it off (never offered when the account must keep it).
 */
export function TwoFactorSettings({
  state,
  reply,
  flashedCodes,
  doneTo,
}: {
  state: TwoFactorView
  reply?: TwoFactorReply
  /** The recovery codes of a confirmation made just before a redirect. */
  flashedCodes?: string[] | null
  /** Where 'J'ai noté mes codes' leads. */
  doneTo: string
}) {
  const { t } = useTranslation()
  const error = (form: string) =>
    reply?.form === form && !reply.recoveryCodes ? (
      <p role="alert" className="text-sm text-red-700">
        {reply.message}
      </p>
    ) : null
  const recoveryCodes = reply?.recoveryCodes ?? flashedCodes
  return (
    <section aria-labelledby="two-factor-title" className="space-y-3">
      <h3 id="two-factor-title" className="font-semibold">
        {t('twoFactor.title')}{' '}
        <span
          className={`ml-2 rounded-full px-3 py-1 text-sm font-normal ${state.enabled || recoveryCodes ? 'bg-green-100 text-green-800' : 'bg-gray-200 text-gray-800'}`}
          data-testid="two-factor-status"
        >
          {state.enabled || recoveryCodes ? t('twoFactor.on') : t('twoFactor.off')}
        </span>
      </h3>
      <p className="text-sm text-gray-700">
        {state.required ? t('twoFactor.required') : t('twoFactor.intro')}
      </p>
      {recoveryCodes ? (
        <div className="space-y-3 rounded-md border border-green-300 bg-green-50 p-4">
          {reply?.message ? (
            <p role="status" className="font-medium">
              {reply.message}
            </p>
          ) : null}
          <h4 className="font-semibold">{t('twoFactor.recoveryTitle')}</h4>
          <p className="text-sm">{t('twoFactor.recoveryText')}</p>
          <ul className="grid grid-cols-2 gap-2 font-mono" data-testid="recovery-codes">
            {recoveryCodes.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
          <Link to={doneTo} className={accountButton}>
            {t('twoFactor.done')}
          </Link>
        </div>
      ) : state.enabled ? (
        <>
          <p className="text-sm">
            {t('twoFactor.recoveryLeft', { count: state.recoveryCodesLeft })}
          </p>
          {state.required ? null : (
            <Form method="post" className="max-w-sm space-y-3" preventScrollReset>
              <h4 className="font-semibold">{t('twoFactor.disableTitle')}</h4>
              <input type="hidden" name="intent" value="two-factor-disable" />
              <AccountField
                label={t('twoFactor.password')}
                type="password"
                name="password"
                autoComplete="current-password"
              />
              <AccountField label={t('twoFactor.code')} name="code" autoComplete="one-time-code" />
              {error('two-factor-disable')}
              <button type="submit" className={accountButton}>
                {t('twoFactor.disable')}
              </button>
            </Form>
          )}
        </>
      ) : state.setup ? (
        <div className="space-y-3">
          <p className="text-sm">{t('twoFactor.scan')}</p>
          {state.qrImage ? (
            <img src={state.qrImage} alt="Code QR" width={200} height={200} />
          ) : null}
          <p className="text-sm">
            {t('twoFactor.secret')} :{' '}
            <code className="break-all font-mono" data-testid="two-factor-secret">
              {state.setup.secret}
            </code>
          </p>
          <Form method="post" className="max-w-sm space-y-3" preventScrollReset>
            <input type="hidden" name="intent" value="two-factor-confirm" />
            <p className="text-sm">{t('twoFactor.confirmText')}</p>
            <AccountField
              label={t('twoFactor.code')}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
            />
            {error('two-factor-confirm')}
            <button type="submit" className={accountButton}>
              {t('twoFactor.confirm')}
            </button>
          </Form>
        </div>
      ) : (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="two-factor-setup" />
          {error('two-factor-setup')}
          <button type="submit" className={accountButton}>
            {t('twoFactor.start')}
          </button>
        </Form>
      )}
    </section>
  )
}
