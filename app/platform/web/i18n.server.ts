import { RemixI18Next } from 'remix-i18next/server'
import { plainCookie } from './cookies.server'
import { i18nConfig, isFrenchOnly, localeFromLanguage, supportedLngs, type Locale } from '#app/i18n'

/** Kept 365 days (spec 1); readable by the page's scripts too. */
export const localeCookie = plainCookie('locale', { httpOnly: false })

/** The browser's first language, as navigator.language would give it. */
function browserLanguage(request: Request): string | null {
  return request.headers.get('accept-language')?.split(',')[0]?.split(';')[0]?.trim() ?? null
}

export async function getLocale(request: Request): Promise<Locale> {
  if (isFrenchOnly(new URL(request.url).pathname)) return 'fr'
  const fromCookie = localeCookie.read(request)
  if ((supportedLngs as readonly string[]).includes(fromCookie ?? '')) return fromCookie as Locale
  return localeFromLanguage(browserLanguage(request))
}

export const i18next = new RemixI18Next({
  detection: {
    supportedLanguages: [...supportedLngs],
    fallbackLanguage: 'fr',
    order: ['custom'],
    findLocale: getLocale,
  },
  i18next: { ...i18nConfig },
})
