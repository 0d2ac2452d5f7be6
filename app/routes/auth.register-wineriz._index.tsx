import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useSearchParams } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { HaveAccountLink } from '#app/modules/accounts/web/components/have-account'
import { guard } from '#app/platform/web/guard.server'

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request)
  return null
}

export const meta: MetaFunction = () => [{ title: 'Créer un compte | Caveau' }]

export default function RegisterChoice() {
  const { t } = useTranslation()
  // A visitor sent to sign in at the checkout comes back there once signed up as a buyer.
  const redirectLink = useSearchParams()[0].get('redirectLink')
  const choices = [
    {
      to: `/auth/register/buyer${redirectLink ? `?redirectLink=${encodeURIComponent(redirectLink)}` : ''}`,
      title: t('auth.registerBuyer'),
      text: t('auth.registerBuyerText'),
    },
    {
      to: '/auth/register-wineriz/seller',
      title: t('auth.registerSeller'),
      text: t('auth.registerSellerText'),
    },
    {
      to: '/auth/register-wineriz/agent',
      title: t('auth.registerAgent'),
      text: t('auth.registerAgentText'),
    },
  ]
  return (
    <>
      <h1 className="mb-2 text-2xl font-semibold">{t('auth.registerTitle')}</h1>
      <p className="mb-4 text-gray-700">{t('auth.registerChoose')}</p>
      <ul className="space-y-3">
        {choices.map((c) => (
          <li key={c.to}>
            <Link
              to={c.to}
              className="block rounded-md border border-gray-200 p-4 hover:border-primary"
            >
              <span className="block font-semibold text-primary-dark">{c.title}</span>
              <span className="text-sm text-gray-700">{c.text}</span>
            </Link>
          </li>
        ))}
      </ul>
      <HaveAccountLink />
    </>
  )
}
