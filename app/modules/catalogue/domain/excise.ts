/**
 * French excise (droits d'accises) and social-security contribution (cotisation sécurité sociale,
 * CSS) of what a shop sells: the one rule read by pricing, documents and the catalogue
 * (DOMAIN.md §4).
 *
 * - A product's fiscal category is what the product is, not its strength alone: derived from its
 *   type (Vin → still wine, Crémant → sparkling, Cidre → cider, Liqueur → spirit…), unless the
 *   product names one (`fiscalCategory`), which it must where the type does not tell (a VDN or a
 *   Pineau is a 'Vin' by type but an intermediate product). Accessories, prestations, juices and
 *   types without a French rate here (beer, saké) owe none; a gift box owes the excise of the
 *   bottles inside (its `boxContents`).
 * - Rates come from one table by category and year (`excise_rates`, from each 1 January, Paris
 *   time), never copied onto products: the date of the sale picks the year.
 * - Wines, cider and intermediate products: cents per hl of volume. Spirits (NC 2208, whatever
 *   their strength: a liqueur at 18 % is a spirit) and DOM rum: cents per hl of pure alcohol
 *   (hl × ABV). Above 18 % vol the CSS is added: per hl of pure alcohol for spirits, per hl of
 *   volume for the others, capped at 40 % of their excise (CSS L245-9).
 * - One line's excise is rounded half up to the cent once (a box: once for all its bottles).
 */
import { roundSumOfProducts } from '#app/platform/domain/money'
import { parisYear } from '#app/platform/domain/paris-calendar'
import type { ProductKind } from './catalogue'

export const fiscalCategories = [
  'stillWine',
  'sparklingWine',
  'cider',
  'intermediateAop',
  'intermediate',
  'spirit',
  'domRum',
  'none',
] as const
export type FiscalCategory = (typeof fiscalCategories)[number]

export const fiscalCategoryLabels: Record<FiscalCategory, string> = {
  stillWine: 'Vin tranquille',
  sparklingWine: 'Vin mousseux',
  cider: 'Cidre, poiré, hydromel',
  intermediateAop: 'Produit intermédiaire AOP (VDN, VDL)',
  intermediate: 'Autre produit intermédiaire',
  spirit: 'Spiritueux (par hl d’alcool pur)',
  domRum: 'Rhum traditionnel des DOM',
  none: 'Non soumis',
}

/** Categories taxed per hectolitre of pure alcohol; the others per hectolitre of volume. */
export const perPureAlcohol: ReadonlySet<FiscalCategory> = new Set(['spirit', 'domRum'])

/** Above this strength (% vol, exclusive) the CSS is due. */
export const CSS_MIN_ALCOHOL = 18
/** The CSS of drinks other than spirits cannot exceed 40 % of their excise. */
const CSS_CAP_OF_EXCISE = 0.4

const byType: Record<string, FiscalCategory> = {
  Vin: 'stillWine',
  'Vin tranquille': 'stillWine',
  Champagne: 'sparklingWine',
  Crémant: 'sparklingWine',
  'Vin pétillant': 'sparklingWine',
  'Vin mousseux': 'sparklingWine',
  Cidre: 'cider',
  Poiré: 'cider',
  Hydromel: 'cider',
  Rhum: 'spirit',
  Gin: 'spirit',
  Vodka: 'spirit',
  Tequila: 'spirit',
  Liqueur: 'spirit',
  'Eau de vie': 'spirit',
  Whisky: 'spirit',
  Cognac: 'spirit',
  Brandy: 'spirit',
  Bourbon: 'spirit',
  Armagnac: 'spirit',
  Pastis: 'spirit',
  Calvados: 'spirit',
  'Marc de Champagne': 'spirit',
  Crème: 'spirit',
}

export type FiscalProduct = {
  productType: ProductKind
  type: string | null
  /** Set where the type does not tell (VDN, Pineau…); null: derived from the type. */
  fiscalCategory?: FiscalCategory | null
}

/** The category a product is taxed in; null for a gift box (taxed by its contents). */
export function fiscalCategoryOf(product: FiscalProduct): FiscalCategory | null {
  if (product.productType === 'box') return null
  if (product.productType !== 'bottle') return 'none'
  if (product.fiscalCategory) return product.fiscalCategory
  return (product.type !== null ? byType[product.type] : undefined) ?? 'none'
}

/** One kind of bottle in a gift box: a format of the same shop, and how many per box. */
export type BoxContent = { formatId: number; quantity: number }

/** One row of the `excise_rates` table. */
export type ExciseRate = {
  /** Applies from 1 January of this year (Paris time) until a later year's row. */
  year: number
  category: FiscalCategory
  /** Cents per hl of volume, or per hl of pure alcohol for `perPureAlcohol` categories. */
  exciseCents: number
  /** CSS above 18 % vol, in the same unit (per hl of volume for non-spirits, before the cap). */
  cssCents: number
}

/** The rates in force on `date`: per category, the row of the latest year not after its year. */
export type ExciseRatesInForce = Partial<Record<FiscalCategory, ExciseRate>>

export function exciseRatesAt(table: readonly ExciseRate[], date: Date): ExciseRatesInForce {
  const year = parisYear(date)
  const rates: ExciseRatesInForce = {}
  for (const row of table) {
    const held = rates[row.category]
    if (row.year <= year && (!held || held.year < row.year)) rates[row.category] = row
  }
  return rates
}

/** What one kind of bottle in a line holds: its category, litres and strength, and how many. */
export type ExciseItem = {
  category: FiscalCategory | null
  /** Litres of one unit; null for a format sold by weight (no excise). */
  litres: number | null
  /** % vol; null when unknown. */
  alcohol: number | null
  count: number
}

/** A box's bottles, for `count` boxes. */
export type BoxItem = Omit<ExciseItem, 'count'> & { quantity: number }

/** The rate per unit (hl, or hlap) of an item, cents (the CSS capped where it applies). */
function ratePerUnit(item: ExciseItem, rate: ExciseRate): number {
  const withCss = item.alcohol !== null && item.alcohol > CSS_MIN_ALCOHOL
  if (!withCss) return rate.exciseCents
  if (perPureAlcohol.has(rate.category)) return rate.exciseCents + rate.cssCents
  return rate.exciseCents + Math.min(rate.cssCents, rate.exciseCents * CSS_CAP_OF_EXCISE)
}

/**
 * The excise and CSS of items sold together in one line (one bottle kind, or a box's bottles
 * times the boxes), cents, rounded once. Items without a category, a volume or a rate owe none;
 * per-pure-alcohol items without a strength owe none either.
 */
export function exciseCentsOf(items: readonly ExciseItem[], rates: ExciseRatesInForce): number {
  const terms = items.flatMap((item) => {
    const rate = item.category && item.category !== 'none' ? rates[item.category] : undefined
    if (!rate || item.litres === null || item.count <= 0) return []
    const pure = perPureAlcohol.has(rate.category)
    if (pure && item.alcohol === null) return []
    return [
      [
        { value: item.litres, digits: 6 },
        { value: item.count, digits: 0 },
        { value: 0.01, digits: 2 },
        { value: ratePerUnit(item, rate), digits: 2 },
        ...(pure ? [{ value: (item.alcohol ?? 0) / 100, digits: 4 }] : []),
      ],
    ]
  })
  return terms.length === 0 ? 0 : roundSumOfProducts(terms)
}
