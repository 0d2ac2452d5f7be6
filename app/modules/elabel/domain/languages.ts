/**
 * The languages an e-label is written in (spec 1's eleven, then the other official languages of
 * the EU, so that a bottle sold anywhere in the EU is readable: Reg. 2021/2117), each under its
 * own name. Read by the e-label page and by the catalogue's forms (free ingredient text per
 * language).
 */
export const elabelLanguages = [
  'fr',
  'en',
  'es',
  'de',
  'it',
  'pt',
  'nl',
  'pl',
  'ru',
  'zh',
  'ja',
  'bg',
  'cs',
  'da',
  'el',
  'et',
  'fi',
  'ga',
  'hr',
  'hu',
  'lt',
  'lv',
  'mt',
  'ro',
  'sk',
  'sl',
  'sv',
] as const
export type ElabelLanguage = (typeof elabelLanguages)[number]

/** Each language under its own name, for the switch. */
export const languageNames: Record<ElabelLanguage, string> = {
  fr: 'Français',
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  nl: 'Nederlands',
  pl: 'Polski',
  ru: 'Русский',
  zh: '中文',
  ja: '日本語',
  bg: 'Български',
  cs: 'Čeština',
  da: 'Dansk',
  el: 'Ελληνικά',
  et: 'Eesti',
  fi: 'Suomi',
  ga: 'Gaeilge',
  hr: 'Hrvatski',
  hu: 'Magyar',
  lt: 'Lietuvių',
  lv: 'Latviešu',
  mt: 'Malti',
  ro: 'Română',
  sk: 'Slovenčina',
  sl: 'Slovenščina',
  sv: 'Svenska',
}
