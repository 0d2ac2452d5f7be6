/**
 * How an e-label visitor's language is chosen (the languages: elabel/domain/languages.ts): the
 * `lang` query first (the page's own switch), then the site's `locale` cookie, then
 * Accept-Language. French when nothing matches (Loi Toubon: French is always available).
 */
import { elabelLanguages, type ElabelLanguage } from '#app/modules/elabel/domain/languages'

export {
  elabelLanguages,
  languageNames,
  type ElabelLanguage,
} from '#app/modules/elabel/domain/languages'

/** `en-GB` → `en`, when it is one of the e-label's languages. */
export function asLanguage(tag: string | null | undefined): ElabelLanguage | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0] ?? ''
  return (elabelLanguages as readonly string[]).includes(primary)
    ? (primary as ElabelLanguage)
    : null
}

/** The best of the e-label's languages in an Accept-Language header, by quality then order. */
export function fromAcceptLanguage(header: string | null): ElabelLanguage | null {
  if (!header) return null
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag, ...params] = part.split(';')
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { language: asLanguage(tag), q: q === undefined ? 1 : Number(q), index }
    })
    .filter((r) => r.language && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  return ranked[0]?.language ?? null
}

function cookieValue(header: string | null, name: string): string | null {
  for (const pair of (header ?? '').split(/;\s*/)) {
    const at = pair.indexOf('=')
    if (at > 0 && pair.slice(0, at) === name) {
      try {
        return decodeURIComponent(pair.slice(at + 1))
      } catch {
        return null
      }
    }
  }
  return null
}

/** The language to render in, and whether the visitor chose it through the page's switch. */
export function pickLanguage(request: Request): { language: ElabelLanguage; chosen: boolean } {
  const fromQuery = asLanguage(new URL(request.url).searchParams.get('lang'))
  if (fromQuery) return { language: fromQuery, chosen: true }
  const language =
    asLanguage(cookieValue(request.headers.get('cookie'), 'locale')) ??
    fromAcceptLanguage(request.headers.get('accept-language')) ??
    'fr'
  return { language, chosen: false }
}
