import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { Link, useLoaderData } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { LocaleSwitch } from '#app/ui/locale-switch'
import { buttonClass } from '#app/ui/button'
import { i18nClientLoader } from '#app/platform/web/i18n-client'
import { guard, homeFor } from '#app/platform/web/guard.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await guard(request)
  return { home: user ? homeFor(user) : null, username: user?.username ?? null }
}

/** This page translates: i18next comes with it (see app/platform/web/i18n-client.ts). */
export const handle = { i18n: true }
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  i18nClientLoader(serverLoader)

export const meta: MetaFunction = () => [
  { title: 'Caveau — gestion commerciale des vignerons' },
  {
    name: 'description',
    content:
      'Commandes, factures, stocks, douanes, clients et boutique en ligne pour les domaines viticoles.',
  },
]

export default function Index() {
  const { t } = useTranslation()
  const { home, username } = useLoaderData<typeof loader>()
  return (
    <div className="min-h-screen">
      <header className="flex items-center justify-between gap-4 bg-white px-4 py-3 shadow-sm">
        <Link to="/" aria-label="Caveau">
          <img src="/logo.svg" alt="" width={128} height={32} />
        </Link>
        <div className="flex items-center gap-2">
          <LocaleSwitch />
          {home ? (
            <Link to={home} className={buttonClass('primary')}>
              {t('nav.dashboard')}
            </Link>
          ) : (
            <Link to="/auth/login" className={buttonClass('primary')}>
              {t('nav.login')}
            </Link>
          )}
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-3xl font-semibold text-gray-900">{t('tagline')}</h1>
        <p className="mt-4 text-lg text-gray-700">{t('intro')}</p>
        {username ? null : (
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to="/auth/register-wineriz" className={buttonClass('primary')}>
              {t('nav.register')}
            </Link>
            <Link to="/auth/login" className={buttonClass('secondary')}>
              {t('nav.login')}
            </Link>
          </div>
        )}
      </main>
    </div>
  )
}
