import en from './locales/en'
import fr from './locales/fr'

export const supportedLngs = ['fr', 'en'] as const
export type Locale = (typeof supportedLngs)[number]

export const i18nConfig = {
  supportedLngs: [...supportedLngs],
  fallbackLng: 'fr',
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  resources: { fr: { common: fr }, en: { common: en } },
} as const

/** Spec 1: English when the browser's language contains 'en', French otherwise. */
export function localeFromLanguage(language: string | null | undefined): Locale {
  return language && language.toLowerCase().includes('en') ? 'en' : 'fr'
}

/** The dashboard is always French (spec 1). */
export function isFrenchOnly(pathname: string): boolean {
  return pathname === '/dashboard' || pathname.startsWith('/dashboard/') || pathname === '/admin'
}
