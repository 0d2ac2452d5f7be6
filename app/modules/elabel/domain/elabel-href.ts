/** What an e-label URL asks for; `null` parts are not in the query. */
export type ElabelQuery = {
  product: string | null
  vintage: string | null
  format: string | null
  lot: string | null
}

/**
 * `/{shop}/nutritiveValues?product=…&vintage=…&format=…&lot=…&lang=…`: the e-label page, linked
 * from the shop's pages, the e-labels' index and the CSV of the links to print.
 */
export function elabelHref(shop: string, query: Partial<ElabelQuery> & { lang?: string | null }) {
  const search = new URLSearchParams()
  for (const key of ['product', 'vintage', 'format', 'lot', 'lang'] as const) {
    const value = query[key]
    if (value) search.set(key, value)
  }
  const qs = search.toString()
  return `/${encodeURIComponent(shop)}/nutritiveValues${qs ? `?${qs}` : ''}`
}
