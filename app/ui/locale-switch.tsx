import { Form, useLocation } from '@remix-run/react'
import { useTranslation } from 'react-i18next'

/** Switches between French and English; a plain form, so it works without JavaScript. */
export function LocaleSwitch() {
  const { t, i18n } = useTranslation()
  const location = useLocation()
  const other = i18n.language === 'en' ? 'fr' : 'en'
  return (
    <Form method="post" action="/resources/locale">
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <button
        type="submit"
        name="locale"
        value={other}
        className="rounded px-2 py-1 text-sm text-primary-dark underline"
        aria-label={`${t('language.label')} : ${t(`language.${other}`)}`}
      >
        {t(`language.${other}`)}
      </button>
    </Form>
  )
}
