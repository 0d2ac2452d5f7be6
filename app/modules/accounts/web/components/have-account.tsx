import { Link } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

export function HaveAccountLink() {
  const { t } = useTranslation()
  return (
    <p className="mt-4 text-sm">
      {t('auth.haveAccount')}{' '}
      <Link to="/auth/login" className="text-primary-dark underline">
        {t('nav.login')}
      </Link>
    </p>
  )
}
