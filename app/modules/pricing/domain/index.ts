/**
 * The pricing engine: the one authority on what a seller's order costs and whether it can be
 * placed. Pure: it reads only its input (the API loads the catalogue rows, the promotions, the
 * delivery modes and passes `now`).
 *
 * Totals (see lines.ts, promotions.ts, shipping.ts and limits.ts for each rule):
 * - totalHT = lines HT after promotions (duty-paid prices, plus any added custom tax) + wrapping
 *   HT + shipping HT;
 *   tva = their VAT; totalTTC = totalHT + tva exactly, never negative.
 * - Wrapping and shipping are priced TTC and carry the shop's standard VAT rate (none without
 *   VAT); `wrapping` and `shipping` are their TTC; `duties` is the excise inside totalHT (plus any
 *   added custom tax); `promoAmount` is the TTC the
 *   promotions took off the lines.
 * - A line whose format is hidden from the buyer's typology is not priced and gets
 *   'Produit inexistant'.
 */
import { productVatRate } from '#app/modules/catalogue/domain/catalogue'
import { exciseRatesAt } from '#app/modules/catalogue/domain/excise'
import { modesServing } from './delivery-zones'
import { cartError } from './errors'
import {
  goodsHtOf,
  isBottleKind,
  lineBase,
  outsideVatBase,
  settleLine,
  type LineBase,
} from './lines'
import { limitErrors } from './limits'
import { freeLine, loyaltyDiscount } from './loyalty'
import { applyPromotions } from './promotions'
import { shippingOf } from './shipping'
import { regimeTaxes } from './tax-regime'
import { allocateVat, saleAmounts } from './vat-totals'
import type { CartError, OrderPrice, OrderPricingInput, PricedLine } from './types'

export type * from './types'
export { cartErrorCodes } from './types'
export { cartError, eurosLabel } from './errors'
export { modeServesAddress, modesServing } from './delivery-zones'

const sum = (values: number[]) => values.reduce((s, v) => s + v, 0)

/** What the order rules count: units of bottle and box lines, or their bottle equivalents. */
function productCountOf(input: OrderPricingInput, bases: LineBase[]): number {
  const inEq75 = input.seller.allRulesInEq75 === true || input.typology.allRulesInEq75 === true
  const counted = bases.filter((b) => isBottleKind(b.input.product.productType))
  const count = inEq75
    ? sum(counted.map((b) => b.bottles))
    : sum(counted.map((b) => b.input.quantity))
  return Math.round(count * 1e4) / 1e4
}

export function priceOrder(order: OrderPricingInput): OrderPrice {
  // Modes that do not serve the delivery address are not available at all: not chosen, not
  // shown in the franco progress, and refused by the limits when chosen.
  const input: OrderPricingInput = order.deliveryAddress
    ? { ...order, deliveryModes: modesServing(order.deliveryModes, order.deliveryAddress) }
    : order
  const errors: CartError[] = []
  const bases: LineBase[] = []
  const rates = exciseRatesAt(input.exciseRates, input.now)
  // Export, intra-EU and distance sales take French VAT and excise out (tax-regime.ts).
  const taxes = regimeTaxes(input.taxRegime)
  for (const line of input.lines) {
    const base = lineBase(
      { ...line, quantity: Math.max(0, Math.trunc(line.quantity)) },
      input.seller,
      input.typology,
      rates,
      taxes,
    )
    if (base) bases.push(base)
    else errors.push(cartError('unknownProduct', { lineId: line.idTmp }))
  }

  const productCount = productCountOf(input, bases)
  const promo = applyPromotions(input.promotions, bases, {
    now: input.now,
    promoCode: input.promoCode,
    orderCount: productCount,
  })
  const lines: PricedLine[] = bases.map((b) =>
    settleLine(b, promo.discounts.get(b.input.idTmp) ?? 0),
  )
  const undiscounted = bases.map((b) => settleLine(b, 0))
  const reward = loyaltyDiscount(lines, input.loyalty?.discountCents ?? 0)
  for (const free of input.loyalty?.freeLines ?? []) {
    const base = lineBase(free, input.seller, input.typology, rates, taxes)
    if (base) lines.push(freeLine(base))
    else errors.push(cartError('unknownProduct', { lineId: free.idTmp }))
  }

  const standardRate = productVatRate({ vatType: 'standard', disableVat: false }, input.seller)
  const wrappingTtc = sum(lines.map((l) => l.wrappingCents))
  const linesTtc = sum(lines.map((l) => l.totalTtcCents))

  const bottles = Math.round(sum(lines.map((l) => l.bottles)) * 1e4) / 1e4
  const ships = bases.some((b) => b.input.product.productType !== 'prestation')
  const mode = input.deliveryModes.find((m) => m.id === input.deliveryModeId) ?? null
  const shipping = shippingOf({
    mode,
    progressMode: mode ?? input.deliveryModes[0] ?? null,
    bottles,
    ships,
    amountCents: linesTtc + wrappingTtc,
    mountain: input.mountain === true,
  })

  // VAT per rate on the order's totals (vat-totals.ts), exactly as its invoice computes it.
  const outside = new Map(
    bases.map((b) => [b.input.idTmp, taxes.frenchExcise ? outsideVatBase(b.duties) : 0]),
  )
  const sale = saleAmounts({
    ttc: input.typology.ttc,
    taxes,
    standardRate,
    lines: lines.map((l) => ({
      ...l,
      key: l.idTmp,
      outsideVatCents: outside.get(l.idTmp) ?? 0,
    })),
    rewardTtcCents: reward.ttc,
    wrappingCents: wrappingTtc,
    shippingCents: shipping.shippingCents,
  })
  const figures = allocateVat(sale.amounts, input.typology.ttc)
  lines.forEach((l, i) => {
    const [goods, custom] = sale.lineAmounts[i].map((at) => figures[at])
    const free = custom?.htCents ?? 0
    Object.assign(l, {
      totalHtCents: goods.htCents + free,
      vatCents: goods.vatCents,
      totalTtcCents: goods.ttcCents + free,
    })
  })
  const totalHT = sum(figures.map((f) => f.htCents))
  const tva = sum(figures.map((f) => f.vatCents))

  errors.push(
    ...limitErrors({
      input,
      lines: bases.map((b) => b.input),
      goodsHtCents: sum(lines.map(goodsHtOf)),
      productCount,
      ships,
    }),
  )

  return {
    lines,
    price: {
      totalHT,
      tva,
      duties: sum(lines.map((l) => l.dutiesCents)),
      shipping: shipping.shippingCents,
      promoAmount: sum(undiscounted.map((l) => l.totalTtcCents)) - linesTtc,
      wrapping: wrappingTtc,
      totalTTC: totalHT + tva,
      payLater: 0,
      ...(input.loyalty ? { loyaltyDiscount: reward.ttc } : {}),
    },
    franco: shipping.franco,
    francoPercent: shipping.francoPercent,
    amountBeforeFranco: shipping.amountBeforeFranco,
    amountBeforeBottleFranco: shipping.amountBeforeBottleFranco,
    nbrPackages: shipping.nbrPackages,
    bottles,
    promotions: promo.applied,
    promoCode: promo.promoCode,
    deliveryModeId: mode?.id ?? null,
    errors,
  }
}

/** Every seller's order of a cart, each priced on its own. */
export function priceCart(orders: OrderPricingInput[]): OrderPrice[] {
  return orders.map(priceOrder)
}
