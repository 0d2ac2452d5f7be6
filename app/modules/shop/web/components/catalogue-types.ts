/**
 * The public catalogue as the provider API answers it (app/modules/shop/contract.ts): what a
 * viewer of a shop may see, prices already in their typology's convention (integer cents).
 */
import type * as contract from '#app/modules/shop/contract'
import type { AnswerOf } from '#app/platform/contract'

/** `GET /v1/shops/{id}/products`: the shop as this viewer sees it, its filters and products. */
export type CatalogueListing = AnswerOf<typeof contract.catalogueRoute>
/** The shop as the listing presents it to this viewer (typology, TTC/HT, hidden prices…). */
export type CatalogueShop = CatalogueListing['shop']
export type CatalogueFilters = CatalogueListing['filters']
export type PublicProduct = CatalogueListing['products'][number]
export type PublicFormat = PublicProduct['formats'][number]
export type PublicVintage = PublicProduct['vintages'][number]
/** `GET /v1/shops/{id}/products/{slug}`: the listing's product, plus what the law asks. */
export type PublicProductDetail = AnswerOf<typeof contract.catalogueProductRoute>['product']
export type PublicVintageDetail = PublicProductDetail['vintages'][number]

/** What a product card shows: the listing page sends no more (its HTML carries this data twice). */
export type CardProduct = Pick<
  PublicProduct,
  'id' | 'slug' | 'name' | 'precision' | 'color' | 'status' | 'promotion' | 'labels'
> & {
  visual: string | null
  vintages: { id: number; name: string; label: string }[]
  formats: { id: number; label: string; priceCents: number | null; ttc: boolean }[]
}

export function cardOf(p: PublicProduct): CardProduct {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    precision: p.precision,
    color: p.color,
    status: p.status,
    promotion: p.promotion,
    labels: p.labels,
    visual: p.visuals[0] ?? p.formats.find((f) => f.visuals[0])?.visuals[0] ?? null,
    vintages: p.vintages.map(({ id, name, label }) => ({ id, name, label })),
    formats: p.formats.map(({ id, label, priceCents, ttc }) => ({ id, label, priceCents, ttc })),
  }
}

/**
 * The filters of the listing form (spec 2.11, and the shop's labels of issue 16), as the query
 * names them. `label` holds a label's id, the others the value itself.
 */
export const filterKeys = ['type', 'gamme', 'color', 'vintage', 'label'] as const
export type FilterKey = (typeof filterKeys)[number]
export type FilterValues = Partial<Record<FilterKey, string>>

/** A choice of a filter's select: the value the query carries, the text the visitor reads. */
export type FilterOption = { value: string; text: string }

const listOf = { type: 'types', gamme: 'gammes', color: 'colors', vintage: 'vintages' } as const

/** The choices the listing offers for `key`. */
export function filterOptions(filters: CatalogueFilters, key: FilterKey): FilterOption[] {
  if (key === 'label') return filters.labels.map((l) => ({ value: String(l.id), text: l.name }))
  return filters[listOf[key]].map((v) => ({ value: v, text: v }))
}
