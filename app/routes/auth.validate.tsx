import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { validateAccountRoute } from '#app/modules/accounts/contract'
import { MailedLinkForm } from '#app/modules/accounts/web/components/mailed-link'
import { mailedLinkAction, mailedLinkLoader } from '#app/modules/accounts/web/mailed-link.server'
import { guard, homeFor } from '#app/platform/web/guard.server'

/** The link from the validation mail (a button: web/mailed-link.server.ts says why). */
export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request)
  return mailedLinkLoader(request)
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return mailedLinkAction(
    request,
    ctx,
    (ctx, json) => ctx.api.call(validateAccountRoute, { json }),
    (ctx) => (ctx.user ? homeFor(ctx.user) : '/auth/login'),
  )
}

export const meta: MetaFunction = () => [{ title: 'Validation du compte | Caveau' }]

export default function Validate() {
  const { t } = useTranslation()
  const { token } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <MailedLinkForm
      id="validate-account"
      token={token}
      lastResult={actionData?.result}
      title={t('auth.validateTitle')}
      button={t('auth.validateButton')}
      missing={t('auth.validateMissing')}
      back={{ to: '/auth/login', label: t('auth.backToLogin') }}
    />
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
