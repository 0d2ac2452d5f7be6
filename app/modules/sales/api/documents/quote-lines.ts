/**
 * The lines of a quote: catalogue lines priced for the client's typology by the pricing engine
 * (its `lineBase` and `settleLine`, the functions that price a cart line, with the line discount
 * taken off the unit price by the engine exactly as for back-office order entry), and free
 * lines (services) priced HT by the producer. No price is ever taken from the request for a
 * catalogue line, so a quote and the order entered for the same lines cost the same.
 */
import { boxItemsOf, exciseRateTable } from '#app/modules/catalogue/api/excise'
import { exciseRatesAt } from '#app/modules/catalogue/domain/excise'
import { and, asc, eq, inArray } from 'drizzle-orm'
import {
  buyerTypology,
  formatLabel,
  litres,
  hiddenVintageNamesOf,
  vintageLabel,
} from '#app/modules/catalogue/domain/catalogue'
import { lineBase, settleLine } from '#app/modules/pricing/domain/lines'
import type { PricingSeller, PricingTypology } from '#app/modules/pricing/domain/types'
import {
  catalogueLine,
  freeLine,
  lineName,
  withVatPerRate,
} from '#app/modules/sales/domain/document-math'
import type { Db } from '#app/platform/db/client'
import {
  productFormats,
  products,
  productVintages,
  type DocumentLine,
  type shops,
} from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import type { ClientRow } from './records'

type ShopRow = typeof shops.$inferSelect

export type CatalogueLineInput = {
  formatId: number
  vintageId?: number
  quantity: number
  discountPercent?: number
}
export type FreeLineInput = {
  name: string
  quantity: number
  unitHtCents: number
  vatRate: number
  discountPercent?: number
}
export type LineInput = CatalogueLineInput | FreeLineInput

export const lineText = {
  unknownProduct: 'Produit inexistant',
  hiddenFormat: 'Ce format n’est pas proposé à la typologie de ce client.',
  noTypology: 'Ce client n’a pas de typologie de prix et la boutique n’en a pas de publique.',
  badVatRate: 'Ce taux de TVA n’est pas un taux de la boutique.',
} as const

const isFree = (line: LineInput): line is FreeLineInput => 'name' in line

/** The typology whose prices the client gets: theirs, else the shop's public one. */
export function clientTypology(shop: ShopRow, client: ClientRow): PricingTypology {
  const key = buyerTypology(shop.typologies, client.typology)
  const typology = key ? shop.typologies[key] : undefined
  if (!key || !typology) throw new ApiError(400, lineText.noTypology)
  return { ...typology, key }
}

export function pricingSeller(shop: ShopRow): PricingSeller {
  return {
    id: shop.id,
    name: shop.name,
    hasTVA: shop.settings.hasTVA,
    vatRate: shop.settings.vatRate,
    allRulesInEq75: shop.settings.allRulesInEq75,
  }
}

/** The VAT rates a free line may carry: the shop's, or none without VAT. */
export function allowedVatRates(shop: ShopRow): number[] {
  if (!shop.settings.hasTVA) return [0]
  return [0, ...Object.values(shop.settings.vatRate ?? {})]
}

/** Prices `inputs` for `client`; a bad line is a 400 naming it (`lines.<index>`). */
export async function priceQuoteLines(
  db: Db,
  shop: ShopRow,
  client: ClientRow,
  inputs: LineInput[],
): Promise<DocumentLine[]> {
  const catalogueInputs = inputs.filter((l): l is CatalogueLineInput => !isFree(l))
  const typology = catalogueInputs.length ? clientTypology(shop, client) : null
  const formatIds = [...new Set(catalogueInputs.map((l) => l.formatId))]
  const formatRows = formatIds.length
    ? await db
        .select({ format: productFormats, product: products })
        .from(productFormats)
        .innerJoin(products, eq(products.id, productFormats.productId))
        .where(and(inArray(productFormats.id, formatIds), eq(products.shopId, shop.id)))
    : []
  const productIds = [...new Set(formatRows.map((r) => r.product.id))]
  const vintageRows = productIds.length
    ? await db
        .select()
        .from(productVintages)
        .where(inArray(productVintages.productId, productIds))
        .orderBy(asc(productVintages.position), asc(productVintages.id))
    : []
  const seller = pricingSeller(shop)
  const rates = allowedVatRates(shop)
  // The line keeps the name written today: a later change of the list leaves issued ones be.
  const hidden = hiddenVintageNamesOf(shop.settings)
  // A quote's lines are priced when written: the excise rates of that day.
  const excise = exciseRatesAt(await exciseRateTable(db), new Date())
  const boxes = await boxItemsOf(
    db,
    formatRows.map((r) => r.product),
  )
  const refuse = (index: number, message: string): never => {
    throw new ApiError(400, message, { [`lines.${index}`]: [message] })
  }

  const lines = inputs.map((input, index) => {
    if (isFree(input)) {
      if (!rates.includes(input.vatRate)) refuse(index, lineText.badVatRate)
      return freeLine(input)
    }
    const found = formatRows.find((r) => r.format.id === input.formatId)
    const vintage = found
      ? vintageRows.find(
          (v) =>
            v.productId === found.product.id &&
            (input.vintageId === undefined || v.id === input.vintageId),
        )
      : undefined
    if (!found || !vintage) return refuse(index, lineText.unknownProduct)
    const { product, format } = found
    const base = lineBase(
      {
        idTmp: String(index),
        quantity: input.quantity,
        isWrapped: false,
        product,
        format,
        ...(input.discountPercent ? { discountPercent: input.discountPercent } : {}),
        vintage,
        ...(boxes.has(product.id) ? { box: boxes.get(product.id) } : {}),
      },
      seller,
      typology!,
      excise,
    )
    if (!base) return refuse(index, lineText.hiddenFormat)
    const priced = settleLine(base, 0)
    return catalogueLine({
      productId: product.id,
      formatId: format.id,
      vintageId: vintage.id,
      name: lineName(product.name, vintageLabel(vintage.name, hidden), formatLabel(format)),
      quantity: input.quantity,
      unitPriceCents: priced.unitPriceCents,
      ttc: priced.ttc,
      discountPercent: input.discountPercent,
      vatRate: priced.vatRate,
      totalHtCents: priced.totalHtCents,
      vatCents: priced.vatCents,
      dutiesCents: priced.dutiesCents,
      totalTtcCents: priced.totalTtcCents,
      typeDA: vintage.legal.typeDA === 'NULL' ? null : vintage.legal.typeDA,
      litres: litres(format.unity, format.unityValue),
      alcohol: vintage.alcohol,
    })
  })
  // VAT per rate on the quote's totals (EN 16931 BR-CO-17), as the order will compute it.
  return withVatPerRate(lines)
}
