import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { confirmEmailRoute } from '#app/modules/accounts/contract'
import { MailedLinkForm } from '#app/modules/accounts/web/components/mailed-link'
import { mailedLinkAction, mailedLinkLoader } from '#app/modules/accounts/web/mailed-link.server'
import { guard } from '#app/platform/web/guard.server'

const settings = '/dashboard/settings?link=account'

/**
 * The link mailed to a new address (issue 16 §1; a button: web/mailed-link.server.ts says why).
 * Signed-in accounts only (the guard sends a visitor to the login and back here): only the
 * account that asked may confirm it.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request)
  return mailedLinkLoader(request)
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return mailedLinkAction(
    request,
    ctx,
    (ctx, json) => ctx.api.call(confirmEmailRoute, { json }),
    () => settings,
  )
}

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
