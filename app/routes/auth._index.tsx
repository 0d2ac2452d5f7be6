import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'
import { buttonClass } from '#app/ui/button'
import { guard } from '#app/platform/web/guard.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await guard(request)
  return { signedIn: Boolean(user) }
}

export const meta: MetaFunction = () => [{ title: 'Caveau' }]

export default function AuthHome() {
  const { t } = useTranslation()
  const { search } = useLocation()
  return (
    <div className="space-y-4 text-center">
      <h1 className="text-2xl font-semibold">{t('appName')}</h1>
      <p className="text-gray-700">{t('tagline')}</p>
      <Link to={`/auth/login${search}`} className={buttonClass('primary', 'w-full')}>
        {t('nav.login')}
      </Link>
      <Link to="/auth/register-wineriz" className={buttonClass('secondary', 'w-full')}>
        {t('nav.register')}
      </Link>
    </div>
  )
}
