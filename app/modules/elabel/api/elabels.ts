/**
 * E-labels (Reg. 2021/2117): the nutrition declaration and ingredients a bottle's QR code opens.
 * They stay readable whatever the product's status, for as long as bottles are in circulation,
 * and they never depend on who reads them.
 */
import type { IngredientTerm } from '#app/modules/catalogue/domain/ingredients'
import type { ElabelLanguage } from '#app/modules/elabel/domain/languages'
import {
  hiddenVintageNamesOf,
  vintageLabel,
  formatLabel,
  type Allergen,
  type Nutrition,
} from '#app/modules/catalogue/domain/catalogue'
import type { Db } from '#app/platform/db/client'
import {
  shopCatalogue,
  type ProductRow,
  type VintageRow,
} from '#app/modules/catalogue/api/catalogue-cache'
import type { ShopRow } from '#app/modules/catalogue/api/catalogue-viewer'

export type ElabelQuery = { product: string; vintage?: string; format?: number; lot?: string }

export type Elabel = {
  shopName: string
  owner: string
  brand: string | null
  country: string
  productName: string
  appellation: string | null
  category: number | null
  color: string | null
  quality: string | null
  type: string | null
  vintage: string
  grapes: string[]
  alcohol: number | null
  format: string | null
  ingredients: string | null
  /** `ingredients` in other languages, where the producer wrote it. */
  ingredientsByLanguage: Partial<Record<ElabelLanguage, string>>
  ingredientTerms: IngredientTerm[]
  allergens: Allergen[]
  nutrition: Nutrition | null
  lot: string | null
  updatedAt: string
}

/** A bottle has an e-label (spec 2.9); accessories, boxes and services none. */
export const hasElabel = (p: ProductRow) => p.productType === 'bottle'

/** The vintage a label or a GS1 link without a vintage names: the latest one. */
export function latestVintage<T extends { id: number; position: number }>(
  vintages: readonly T[],
): T | null {
  let latest: T | null = null
  for (const v of vintages) {
    if (
      !latest ||
      v.position > latest.position ||
      (v.position === latest.position && v.id > latest.id)
    )
      latest = v
  }
  return latest
}

/** A vintage by name first (a year in a GS1 link), else by id. */
export function vintageByRef<T extends { id: number; name: string }>(
  vintages: readonly T[],
  ref: string,
): T | null {
  const value = ref.trim().toLowerCase()
  return (
    vintages.find((v) => v.name.trim().toLowerCase() === value) ??
    (/^\d{1,10}$/.test(value) ? vintages.find((v) => v.id === Number(value)) : undefined) ??
    null
  )
}

/** A lot belongs to a vintage when the vintage lists it, or lists none at all. */
export const lotAllowed = (vintage: Pick<VintageRow, 'lots'>, lot: string) =>
  vintage.lots.length === 0 || vintage.lots.includes(lot)

export async function listElabels(db: Db, shop: ShopRow) {
  const catalogue = await shopCatalogue(db, shop.id)
  const hidden = hiddenVintageNamesOf(shop.settings)
  return {
    shop: { name: shop.name, urlShop: shop.urlShop },
    products: catalogue.products.filter(hasElabel).map((p) => ({
      slug: p.slug,
      name: p.name,
      vintages: (catalogue.vintagesOf.get(p.id) ?? []).map((v) => ({
        id: v.id,
        name: v.name,
        label: vintageLabel(v.name, hidden),
      })),
    })),
  }
}

/** The e-label of a product's vintage (its latest when none is named), or null when unknown. */
export async function findElabel(
  db: Db,
  shop: ShopRow,
  query: ElabelQuery,
): Promise<Elabel | null> {
  const catalogue = await shopCatalogue(db, shop.id)
  const product = catalogue.products.find((p) => p.slug === query.product.toLowerCase())
  if (!product || !hasElabel(product)) return null
  const vintages = catalogue.vintagesOf.get(product.id) ?? []
  const vintage = query.vintage ? vintageByRef(vintages, query.vintage) : latestVintage(vintages)
  if (!vintage) return null
  const formats = catalogue.formatsOf.get(product.id) ?? []
  const format = query.format === undefined ? null : formats.find((f) => f.id === query.format)
  if (format === undefined) return null
  if (query.lot !== undefined && !lotAllowed(vintage, query.lot)) return null
  const updatedAt = Math.max(product.updatedAt.getTime(), vintage.updatedAt.getTime())
  return {
    shopName: shop.name,
    owner: shop.business?.reason?.trim() || shop.name,
    brand: product.brand,
    country: product.country,
    productName: product.name,
    appellation: product.appellation,
    category: product.category,
    color: product.color,
    quality: product.quality,
    type: product.type,
    vintage: vintageLabel(vintage.name, hiddenVintageNamesOf(shop.settings)),
    grapes: product.grapes,
    alcohol: vintage.alcohol,
    format: format ? formatLabel(format) : null,
    ingredients: vintage.ingredients,
    ingredientsByLanguage: vintage.ingredientsByLanguage,
    ingredientTerms: vintage.ingredientTerms ?? [],
    allergens: vintage.allergens,
    nutrition: vintage.nutrition ?? null,
    lot: query.lot ?? null,
    updatedAt: new Date(updatedAt).toISOString(),
  }
}
