import type { elabelRoute, elabelsRoute } from '#app/modules/shop/contract'
import type { AnswerOf } from '#app/platform/contract'

/** `GET /v1/shops/{id}/elabels`: what the index links to. */
export type ElabelIndex = AnswerOf<typeof elabelsRoute>

/** `GET /v1/shops/{id}/elabel`: one product, vintage, format and lot, as the label shows them. */
export type Elabel = AnswerOf<typeof elabelRoute>['elabel']

/** What the e-label URL asks for; `null` parts are not in the query. */
export type ElabelQuery = {
  product: string | null
  vintage: string | null
  format: string | null
  lot: string | null
}

/** `/{shop}/nutritiveValues?product=…&vintage=…&format=…&lot=…&lang=…`. */
export function elabelHref(shop: string, query: Partial<ElabelQuery> & { lang?: string | null }) {
  const search = new URLSearchParams()
  for (const key of ['product', 'vintage', 'format', 'lot', 'lang'] as const) {
    const value = query[key]
    if (value) search.set(key, value)
  }
  const qs = search.toString()
  return `/${encodeURIComponent(shop)}/nutritiveValues${qs ? `?${qs}` : ''}`
}
