/**
 * i18next in the browser, loaded only by the pages that translate (the auth pages and the home
 * page, `handle.i18n`): shop pages must stay under their JavaScript budget and never need it.
 * `initReactI18next` makes the instance global, so `useTranslation` finds it without a provider.
 */
import type { i18n as I18n } from 'i18next'

let instance: I18n | null = null
let ready: Promise<void> | null = null

export function ensureI18n(lng: string): Promise<void> {
  ready ??= (async () => {
    const [{ default: i18next }, { initReactI18next }, { i18nConfig }] = await Promise.all([
      import('i18next'),
      import('react-i18next'),
      import('#app/i18n'),
    ])
    await i18next.use(initReactI18next).init({ ...i18nConfig, lng })
    instance = i18next
  })()
  return ready
}

/** Follows the root's locale once i18next is there; does nothing on pages without it. */
export function followLocale(locale: string) {
  if (instance && instance.language !== locale) void instance.changeLanguage(locale)
}

/** For the translating routes: make sure i18next is ready before a client-side navigation. */
export async function i18nClientLoader<T>(serverLoader: () => Promise<T>): Promise<T> {
  const [data] = await Promise.all([
    serverLoader(),
    ensureI18n(document.documentElement.lang || 'fr'),
  ])
  return data
}
