import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import {
  TwoFactorSettings,
  type TwoFactorReply,
} from '#app/modules/accounts/web/components/two-factor'
import { loadTwoFactor, twoFactorAction } from '#app/modules/accounts/web/two-factor.server'
import { readForm } from '#app/platform/web/forms.server'
import { guard, homeFor } from '#app/platform/web/guard.server'
import { takeRecoveryCodes } from '#app/platform/web/session.server'

const here = '/auth/two-factor'

/**
 * The second factor of whoever is signed in, a master account choosing its sub-account included:
 * where the guard sends an admin or a master account that has none yet (issue 14 §2). Others
 * find the same forms in the settings' 'Compte' tab.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { auth, user } = await guard(request)
  if (!auth.jwt && !auth.masterJwt) throw redirect('/auth/login')
  const twoFactor = await loadTwoFactor(request, auth)
  // The recovery codes of the set-up just confirmed (twoFactorAction), shown once.
  const { recoveryCodes, setCookie } = await takeRecoveryCodes(request)
  const doneTo = auth.jwt ? homeFor(user) : '/auth/accounts'
  return data(
    { twoFactor, recoveryCodes, mustSetUp: !!auth.twoFactorSetup, doneTo },
    setCookie ? { headers: { 'set-cookie': setCookie } } : undefined,
  )
}

export async function action({ request }: ActionFunctionArgs) {
  const { auth } = await guard(request)
  return twoFactorAction(request, auth, await readForm(request), here)
}

export default function TwoFactorPage() {
  const { t } = useTranslation()
  const { twoFactor, recoveryCodes, mustSetUp, doneTo } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as TwoFactorReply | undefined
  return (
    <>
      <h1 className="mb-4 text-2xl font-semibold">{t('twoFactor.title')}</h1>
      {mustSetUp ? (
        <p role="alert" className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900">
          {t('twoFactor.mustSetUp')}
        </p>
      ) : null}
      <TwoFactorSettings
        state={twoFactor}
        reply={reply}
        flashedCodes={recoveryCodes}
        doneTo={doneTo}
      />
    </>
  )
}

export const meta: MetaFunction = () => [{ title: 'Double authentification | Caveau' }]

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
