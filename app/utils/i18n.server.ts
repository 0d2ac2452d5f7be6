import { createCookie } from '@remix-run/node'
import { RemixI18Next } from 'remix-i18next/server'
import { i18nConfig, isFrenchOnly, localeFromLanguage, supportedLngs, type Locale } from '#app/i18n'

export const localeCookie = createCookie('locale', {
  path: '/',
  sameSite: 'lax',
  maxAge: 365 * 86_400,
})

/** The browser's first language, as navigator.language would give it. */
function browserLanguage(request: Request): string | null {
  return request.headers.get('accept-language')?.split(',')[0]?.split(';')[0]?.trim() ?? null
}

export async function getLocale(request: Request): Promise<Locale> {
  if (isFrenchOnly(new URL(request.url).pathname)) return 'fr'
  const fromCookie = await localeCookie.parse(request.headers.get('cookie'))
  if (supportedLngs.includes(fromCookie)) return fromCookie
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
