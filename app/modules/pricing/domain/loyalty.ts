/**
 * Loyalty rewards in the engine (spec 2.11 Loyalty, spec 3 Cart order `loyaltyData`): the API
 * checks that the buyer can afford the reward and hands the engine what it gives.
 *
 * - A discount reward takes `discountCents` TTC off the goods, capped at the goods total after
 *   promotions (never off shipping or wrapping). It is spread over the lines in proportion to
 *   their TTC, and each share is split into HT and VAT at its line's rate, so the order's VAT
 *   stays right with mixed rates.
 * - Free products are priced 0 (`isFromFidelity`); they still count as bottles for shipping.
 */
import { htFromTtc } from '#app/platform/domain/money'
import type { LineBase } from './lines'
import { splitProRata } from '#app/platform/domain/money'
import type { PricedLine } from './types'

/** A free product of a reward: every amount 0. */
export function freeLine(base: LineBase): PricedLine {
  return {
    idTmp: base.input.idTmp,
    unitPriceCents: 0,
    ttc: base.ttc,
    quantity: base.input.quantity,
    discountCents: 0,
    totalHtCents: 0,
    vatRate: base.vatRate,
    vatCents: 0,
    dutiesCents: 0,
    totalTtcCents: 0,
    wrappingCents: 0,
    bottles: base.bottles,
    isFromFidelity: true,
  }
}

export type LoyaltyDiscount = { ttc: number; ht: number; vat: number }

/** The discount actually taken off `lines` (capped at their TTC), with its HT and VAT parts. */
export function loyaltyDiscount(lines: PricedLine[], discountCents: number): LoyaltyDiscount {
  const goods = lines.reduce((s, l) => s + l.totalTtcCents, 0)
  const ttc = Math.max(0, Math.min(Math.trunc(discountCents), goods))
  if (ttc === 0) return { ttc: 0, ht: 0, vat: 0 }
  const shares = splitProRata(
    ttc,
    lines.map((l) => ({ key: l.idTmp, weight: l.totalTtcCents })),
  )
  let ht = 0
  for (const l of lines) {
    const share = shares.get(l.idTmp) ?? 0
    // A line's share never takes more HT or VAT than the line has.
    ht += Math.min(l.totalHtCents, htFromTtc(share, l.vatRate))
  }
  return { ttc, ht, vat: ttc - ht }
}
