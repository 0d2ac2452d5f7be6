import { Form } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import type { ApiSession } from '#app/modules/accounts/contract'
import { formatDeadline } from '#app/modules/groups/web/components/group-format'
import { AccountField, accountButton } from './account-field'

/** One's active sessions, each with its form to end it, and the password change below. */
export function AccountSessions({
  sessions,
  error,
}: {
  sessions: ApiSession[]
  error?: { form: string; message?: string }
}) {
  const { t } = useTranslation()
  return (
    <div className="mt-6 space-y-6">
      <section aria-labelledby="sessions-title" className="space-y-3">
        <h3 id="sessions-title" className="font-semibold">
          {t('sessions.title')}
        </h3>
        <p className="text-sm text-gray-700">{t('sessions.intro')}</p>
        {error?.form === 'end-session' ? (
          <p role="alert" className="text-sm text-red-700">
            {error.message}
          </p>
        ) : null}
        <ul
          className="divide-y divide-gray-200 rounded-md border border-gray-200"
          data-testid="sessions"
        >
          {sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
              <dl className="grid grid-cols-[max-content_1fr] gap-x-3 text-sm">
                <dt className="text-gray-600">{t('sessions.device')}</dt>
                <dd className="font-medium">{s.device}</dd>
                <dt className="text-gray-600">{t('sessions.address')}</dt>
                <dd>{s.ip ?? '—'}</dd>
                <dt className="text-gray-600">{t('sessions.lastSeen')}</dt>
                <dd>{formatDeadline(s.lastSeenAt)}</dd>
              </dl>
              {s.current ? (
                <span className="rounded-full bg-green-100 px-3 py-1 text-sm text-green-800">
                  {t('sessions.current')}
                </span>
              ) : (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="sessionId" value={s.id} />
                  <button
                    type="submit"
                    className="inline-flex min-h-[44px] items-center rounded-md border border-gray-300 px-3 py-2 text-sm"
                  >
                    {t('sessions.end')}
                  </button>
                </Form>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="password-title" className="space-y-3">
        <h3 id="password-title" className="font-semibold">
          {t('sessions.passwordTitle')}
        </h3>
        <p className="text-sm text-gray-700">{t('sessions.passwordText')}</p>
        <Form method="post" className="max-w-sm space-y-3" preventScrollReset>
          <input type="hidden" name="intent" value="password" />
          <AccountField
            label={t('sessions.currentPassword')}
            type="password"
            name="currentPassword"
            autoComplete="current-password"
          />
          <AccountField
            label={t('sessions.newPassword')}
            type="password"
            name="password"
            autoComplete="new-password"
          />
          {error?.form === 'password' ? (
            <p role="alert" className="text-sm text-red-700">
              {error.message}
            </p>
          ) : null}
          <button type="submit" className={accountButton}>
            {t('sessions.change')}
          </button>
        </Form>
      </section>
    </div>
  )
}
