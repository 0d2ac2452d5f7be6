import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { confirmEmailRoute } from '#app/modules/accounts/contract'
import { MailedLinkForm } from '#app/modules/accounts/web/components/mailed-link'
import { mailedLinkAction, mailedLinkLoader } from '#app/modules/accounts/web/mailed-link.server'

const settings = '/dashboard/settings?link=account'

/**
 * The link mailed to a new address (issue 16 §1; a button: web/mailed-link.server.ts says why).
 * Signed-in accounts only (the guard sends a visitor to the login and back here): only the
 * account that asked may confirm it.
 */
export const loader = ({ request }: LoaderFunctionArgs) => mailedLinkLoader(request)

export const action = ({ request }: ActionFunctionArgs) =>
  mailedLinkAction(
    request,
    (ctx, json) => ctx.api.call(confirmEmailRoute, { json }),
    () => settings,
  )

export const meta: MetaFunction = () => [{ title: 'Nouvelle adresse e-mail | Caveau' }]

export default function ConfirmEmail() {
  const { t } = useTranslation()
  const { token } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <MailedLinkForm
      id="confirm-email"
      token={token}
      lastResult={actionData?.result}
      title={t('auth.confirmEmailTitle')}
      button={t('auth.confirmEmailButton')}
      missing={t('auth.confirmEmailMissing')}
      back={{ to: settings, label: t('auth.confirmEmailBack') }}
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
