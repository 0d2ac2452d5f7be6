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
 * - Back office: a line's `discountPercent` comes off the unit after quantity discounts (half-up);
 *   a sample is at 0 € yet owes the excise of what leaves duty-paid (`dutiesCents`, outside its
 *   price: the producer pays it, the DRM declares it).
 * - Every reduction between the list unit price (before the typology's global discount) and the
 *   unit charged is named (`listReduction`) so that the invoice shows it with its amount (L441-9).
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
import { percentLabel, percentOf, roundProduct } from '#app/platform/domain/money'
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

/** A unit price less `percent` of it, half-up to the cent. */
export const discountedUnit = (unitCents: number, percent: number | undefined) =>
  percent ? Math.max(0, unitCents - percentOf(unitCents, percent)) : unitCents

/** 'Remise Restaurateur 10 % et remise quantité': the reductions of a line's unit price. */
function reductionName(names: string[]): string | null {
  if (names.length === 0) return null
  const text = names.length > 1 ? `${names.slice(0, -1).join(', ')} et ${names.at(-1)}` : names[0]
  return text.charAt(0).toUpperCase() + text.slice(1)
}

type LineUnit = { unit: number; list: number; reduction: string | null }

/**
 * A line's unit price (typology convention) and its list price with the name of what lies
 * between them: the typology's global discount, a quantity step, the back office's discount.
 */
function lineUnit(input: PricingLineInput, typology: PricingTypology, vatRate: number) {
  const quote = typologyPrice(input.format, typology.key, typology, vatRate)
  const stepped = unitPrice(input.format, typology, vatRate, input.quantity)
  if (!quote || stepped === null) return null
  if (input.sample) return { unit: 0, list: 0, reduction: null } satisfies LineUnit
  const unit = discountedUnit(stepped, input.discountPercent)
  const names = [
    quote.listCents > quote.cents
      ? `remise ${typology.name} ${percentLabel(typology.globalDiscount)}`
      : '',
    stepped < quote.cents ? 'remise quantité' : '',
    unit < stepped ? `remise ${percentLabel(input.discountPercent ?? 0)}` : '',
  ].filter(Boolean)
  return { unit, list: quote.listCents, reduction: reductionName(names) } satisfies LineUnit
}

/** What a line costs before promotions: the facts the promotions and the totals work from. */
export type LineBase = {
  input: PricingLineInput
  /** The VAT charged (the regime's), and the French rate inside the catalogue's TTC prices. */
  vatRate: number
  frenchRate: number
  /** The sale's tax regime (tax-regime.ts): French VAT and excise unless it says otherwise. */
  taxes: RegimeTaxes
  ttc: boolean
  /** Unit price after quantity discounts and the line's discount, typology convention. */
  unit: number
  /** The list unit price and the name of the reductions down to `unit` (null: none). */
  list: number
  reduction: string | null
  /** A free sample (its excise owed outside its price). */
  sample: boolean
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
  const priced = lineUnit(input, typology, frenchRate)
  if (priced === null) return null
  const { unit } = priced
  const duties = lineDuties(input, rates)
  const bottles = isBottleKind(input.product.productType)
    ? Math.round(eq75Of(input.format.unity, input.format.unityValue) * input.quantity * 1e4) / 1e4
    : 0
  return {
    input,
    vatRate: taxes.vatRate(frenchRate),
    frenchRate,
    taxes,
    ttc: typology.ttc,
    ...priced,
    sample: input.sample === true,
    gross: unit * input.quantity,
    // A sample is given, not sold: no custom tax is charged on it, only its excise is owed.
    duties: input.sample ? { excise: duties.excise, custom: 0, customInVatBase: 0 } : duties,
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
  // A sample leaves duty-paid like any bottle: the producer owes its excise, its price stays 0.
  const owed = base.sample && base.taxes.frenchExcise ? base.duties.excise : 0
  return {
    idTmp: base.input.idTmp,
    unitPriceCents: base.unit,
    ...(base.reduction ? { listUnitPriceCents: base.list, listReduction: base.reduction } : {}),
    ttc: base.ttc,
    quantity: base.input.quantity,
    discountCents: base.gross - net,
    totalHtCents: totalHt,
    vatRate: base.vatRate,
    vatCents: vat,
    dutiesCents: goods.excise + custom + owed,
    totalTtcCents: totalHt + vat,
    wrappingCents: base.wrappingCents,
    bottles: base.bottles,
  }
}

/** The goods HT of a settled line, for the shop's minimum order amount (prices are duty-paid). */
export const goodsHtOf = (line: PricedLine) => line.totalHtCents
