/**
 * One cart line: its unit price for the buyer's typology, its quantity discount, its excise and
 * custom tax, its VAT and its gift wrapping.
 *
 * - Unit price: `typologyPrice` (the typology's own price, else the public TTC price converted
 *   for an HT typology, less the typology's global discount). Quantity discounts apply at every
 *   threshold reached and the lowest price wins, exactly as the shop shows its steps
 *   (`discountSteps` of public-pricing): `discountPrice` is a public TTC unit price converted like
 *   the base price and never raising it; `discountAdd` is cents TTC off each unit (its HT amount
 *   for an HT typology). Never below 0.
 * - Catalogue prices INCLUDE excise ("droits compris"): the TTC price a consumer is shown is what
 *   they pay (French consumer law), and a professional's HT price is duty-paid too. The excise of
 *   a DA2 (duty-paid) vintage is worked out and reported as the part of the line's HT that is
 *   duty (`dutiesCents`, for invoices and the DRM), never added: excise and CSS of the product's
 *   fiscal category at the rates in force on the date of the sale (catalogue/domain/excise.ts);
 *   a gift box, those of the bottles inside. DSU (suspended) and NULL (not subject) vintages, and
 *   formats sold by weight, have none.
 * - A custom tax per hl flagged `customTaxAdded` (only for `customTaxFamilies` when listed) is
 *   the one tax added on top of the price, in the VAT base unless `customTaxVat` is false.
 * - TTC typology: the line's TTC is unit × quantity less promotions; its HT is `htFromTtc` of that
 *   amount and the VAT the difference (so the TTC shown is the TTC charged). HT typology: HT =
 *   unit × quantity less promotions, VAT = round(HT × rate). Half-up rounding to the cent, once
 *   per line; then any added custom tax and its VAT.
 * - Gift wrapping: the shop's `wrappingPriceCents` (TTC) per wrapped unit, outside the line.
 */
import {
  eq75Of,
  litres,
  productVatRate,
  thresholdSteps,
  thresholdValue,
  typologyPrice,
} from '#app/modules/catalogue/domain/catalogue'
import {
  exciseCentsOf,
  fiscalCategoryOf,
  type ExciseItem,
  type ExciseRatesInForce,
} from '#app/modules/catalogue/domain/excise'
import { htFromTtc } from '#app/platform/domain/money'
import { percentOf, roundProduct } from '#app/platform/domain/money'
import { netOfFrenchTaxes, regimeTaxes, type RegimeTaxes } from './tax-regime'
import type { PricedLine, PricingLineInput, PricingSeller, PricingTypology } from './types'

/** Kinds shipped in parcels and counted by the order rules; accessories and prestations are not. */
export const isBottleKind = (kind: string) => kind === 'bottle' || kind === 'box'

/** The unit price at a quantity, in the typology's convention; null when the format is hidden. */
export function unitPrice(
  format: Pick<
    PricingLineInput['format'],
    'priceCents' | 'typologies' | 'discountPrice' | 'discountAdd'
  >,
  typology: PricingTypology,
  vatRate: number,
  quantity: number,
): number | null {
  const quote = typologyPrice(format, typology.key, typology, vatRate)
  if (!quote) return null
  const base = quote.cents
  const convert = (publicTtc: number) =>
    typologyPrice({ priceCents: publicTtc, typologies: {} }, typology.key, typology, vatRate)
      ?.cents ?? publicTtc
  const thresholds = new Set(
    [...thresholdSteps(format.discountPrice), ...thresholdSteps(format.discountAdd)]
      .map((s) => s.from)
      .filter((from) => from <= quantity),
  )
  let best = base
  for (const from of thresholds) {
    const price = thresholdValue(format.discountPrice, from)
    const off = thresholdValue(format.discountAdd, from)
    let cents = price === null ? base : Math.min(base, convert(price))
    if (off !== null) cents -= typology.ttc ? off : htFromTtc(off, vatRate)
    best = Math.min(best, Math.max(0, cents))
  }
  return best
}

export type DiscountStep = { from: number; priceCents: number }

/**
 * The steps a shop shows beside a format: from each quantity threshold, the unit price the cart
 * will charge there (`unitPrice`), kept only where it is lower than the step before.
 */
export function discountSteps(
  format: Pick<
    PricingLineInput['format'],
    'priceCents' | 'typologies' | 'discountPrice' | 'discountAdd'
  >,
  typology: PricingTypology,
  vatRate: number,
): DiscountStep[] {
  const thresholds = [
    ...new Set(
      [...thresholdSteps(format.discountPrice), ...thresholdSteps(format.discountAdd)].map(
        (s) => s.from,
      ),
    ),
  ].sort((a, b) => a - b)
  const steps: DiscountStep[] = []
  let previous = typologyPrice(format, typology.key, typology, vatRate)?.cents
  if (previous === undefined) return steps
  for (const from of thresholds) {
    const price = unitPrice(format, typology, vatRate, from)
    if (price !== null && price < previous) {
      steps.push({ from, priceCents: price })
      previous = price
    }
  }
  return steps
}

/** `excise` is inside the price; `custom` is added on top (`customInVatBase` of it bears VAT). */
export type Duties = { excise: number; custom: number; customInVatBase: number }

/**
 * The excise and custom tax of a line, cents HT (see the module comment), at `rates`: those in
 * force on the date of the sale (`exciseRatesAt`).
 */
export function lineDuties(line: PricingLineInput, rates: ExciseRatesInForce): Duties {
  const { legal, alcohol } = line.vintage
  const perUnit = litres(line.format.unity, line.format.unityValue)
  if (legal.typeDA !== 'DA2' || perUnit === null || line.quantity <= 0) {
    return { excise: 0, custom: 0, customInVatBase: 0 }
  }
  const hl = [
    { value: perUnit, digits: 6 },
    { value: line.quantity, digits: 0 },
    { value: 0.01, digits: 2 },
  ]
  const category = fiscalCategoryOf(line.product)
  const items: ExciseItem[] =
    category === null
      ? (line.box ?? []).map((b) => ({ ...b, count: b.quantity * line.quantity }))
      : [{ category, litres: perUnit, alcohol, count: line.quantity }]
  const excise = exciseCentsOf(items, rates)
  const families = legal.customTaxFamilies ?? []
  const customApplies =
    legal.customTaxAdded === true &&
    (legal.customTaxAmountPerHL ?? 0) > 0 &&
    (families.length === 0 || (line.product.type !== null && families.includes(line.product.type)))
  const custom = customApplies
    ? roundProduct([...hl, { value: legal.customTaxAmountPerHL ?? 0, digits: 2 }])
    : 0
  return { excise, custom, customInVatBase: legal.customTaxVat === false ? 0 : custom }
}

/** The part of a line's added custom tax outside the VAT base (a 0 % amount of its own). */
export const outsideVatBase = (duties: Duties) => duties.custom - duties.customInVatBase

/** What a line costs before promotions: the facts the promotions and the totals work from. */
export type LineBase = {
  input: PricingLineInput
  /** The VAT charged (the regime's), and the French rate inside the catalogue's TTC prices. */
  vatRate: number
  frenchRate: number
  /** The sale's tax regime (tax-regime.ts): French VAT and excise unless it says otherwise. */
  taxes: RegimeTaxes
  ttc: boolean
  /** Unit price after quantity discounts, typology convention. */
  unit: number
  /** unit × quantity, typology convention: the amount promotions apply to. */
  gross: number
  duties: Duties
  wrappingCents: number
  bottles: number
}

export function lineBase(
  input: PricingLineInput,
  seller: PricingSeller,
  typology: PricingTypology,
  rates: ExciseRatesInForce,
  taxes: RegimeTaxes = regimeTaxes(null),
): LineBase | null {
  const frenchRate = productVatRate(input.product, seller)
  const unit = unitPrice(input.format, typology, frenchRate, input.quantity)
  if (unit === null) return null
  const bottles = isBottleKind(input.product.productType)
    ? Math.round(eq75Of(input.format.unity, input.format.unityValue) * input.quantity * 1e4) / 1e4
    : 0
  return {
    input,
    vatRate: taxes.vatRate(frenchRate),
    frenchRate,
    taxes,
    ttc: typology.ttc,
    unit,
    gross: unit * input.quantity,
    duties: lineDuties(input, rates),
    wrappingCents: input.isWrapped
      ? Math.max(0, seller.wrappingPriceCents ?? 0) * input.quantity
      : 0,
    bottles,
  }
}

/** The line's amounts once promotions took `discount` (typology convention) off it. */
export function settleLine(base: LineBase, discount: number): PricedLine {
  const net = Math.max(0, base.gross - discount)
  // The excise inside a price cut by promotions cannot exceed what is left of it.
  const goods = netOfFrenchTaxes(
    net,
    { ttc: base.ttc, frenchRate: base.frenchRate, excise: base.duties.excise },
    base.taxes,
  )
  // The custom tax is French: charged only where the French excise is.
  const custom = base.taxes.frenchExcise ? base.duties.custom : 0
  const customInVatBase = base.taxes.frenchExcise ? base.duties.customInVatBase : 0
  const vat = goods.vat + percentOf(customInVatBase, base.vatRate)
  const totalHt = goods.ht + custom
  return {
    idTmp: base.input.idTmp,
    unitPriceCents: base.unit,
    ttc: base.ttc,
    quantity: base.input.quantity,
    discountCents: base.gross - net,
    totalHtCents: totalHt,
    vatRate: base.vatRate,
    vatCents: vat,
    dutiesCents: goods.excise + custom,
    totalTtcCents: totalHt + vat,
    wrappingCents: base.wrappingCents,
    bottles: base.bottles,
  }
}

/** The goods HT of a settled line, for the shop's minimum order amount (prices are duty-paid). */
export const goodsHtOf = (line: PricedLine) => line.totalHtCents
