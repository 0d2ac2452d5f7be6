import type { Nutrition } from '#app/modules/catalogue/domain/catalogue'

/** `GET /v1/shops/:id/elabels`: what the index links to. */
export type ElabelIndex = {
  shop: { name: string; urlShop: string | null }
  products: {
    slug: string
    name: string
    vintages: { id: number; name: string; label: string }[]
  }[]
}

/** `GET /v1/shops/:id/elabel`: one product, vintage, format and lot, as the label shows them. */
export type Elabel = {
  shopName: string
  owner: string | null
  brand: string | null
  country: string | null
  productName: string
  appellation: string | null
  category: number | string | null
  color: string | null
  quality: string | null
  type: string | null
  vintage: string | null
  grapes: string[] | null
  alcohol: number | null
  format: string | null
  ingredients: string | null
  allergens: string[] | null
  nutrition: Nutrition | null
  lot: string | null
  updatedAt: string | null
}

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
