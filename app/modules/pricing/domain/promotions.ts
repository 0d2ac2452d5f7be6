/**
 * Promotions and promo codes (spec 3). Rules:
 * - A promotion counts when it is active and running at `now` (startsAt ≤ now < endsAt). One with
 *   a code counts only when the buyer typed that code (trimmed, any case); the others apply by
 *   themselves. Every promotion that counts and is activated applies: they add up.
 * - It concerns the lines of its formats (`formatIds`; every line when empty).
 * - Activation (its `activationValue`, 0 when missing): always; minProduct: the quantity of the
 *   product (all its concerned lines) reaches the value, per product; minPrice: the amount of the
 *   product (concerned lines, before promotions) reaches the value in cents, per product;
 *   minProductOrder: the order's product count (as the order rules count them) reaches the value;
 *   minPriceOrder: the order's amount before promotions reaches the value in cents.
 * - Amounts are in the typology's convention (TTC or HT) and apply to the lines' goods (unit
 *   price × quantity), never to duties, wrapping or shipping. A % promotion takes that percentage
 *   of each concerned line's amount before promotions (two 10 % promotions take 20 %); then a €
 *   promotion takes its amount once per order, split over its concerned lines in proportion of
 *   what is left of them. A line never goes below 0, so the order never does.
 * - Promotions are applied by id so the result does not depend on the order of anything.
 */
import { splitProRata, percentOf } from '#app/platform/domain/money'
import type { LineBase } from './lines'
import type { AppliedPromotion, PricingPromotion } from './types'

export type PromotionContext = {
  now: Date
  promoCode?: string | null
  /** The order's product count, as the order rules count it. */
  orderCount: number
}

export type PromotionResult = {
  /** Cents off each line (by idTmp), typology convention. */
  discounts: Map<string, number>
  applied: AppliedPromotion[]
  promoCode: { code: string; known: boolean; applied: boolean } | null
}

const normalCode = (code: string | null | undefined) => code?.trim().toUpperCase() || null

export const promotionRuns = (p: PricingPromotion, now: Date) =>
  p.active &&
  (p.startsAt === null || p.startsAt.getTime() <= now.getTime()) &&
  (p.endsAt === null || p.endsAt.getTime() > now.getTime())

/** The lines a promotion takes something off, once its activation is checked. */
export function activatedLines(
  promotion: PricingPromotion,
  lines: LineBase[],
  orderCount: number,
): LineBase[] {
  const concerned = lines.filter(
    (l) => promotion.formatIds.length === 0 || promotion.formatIds.includes(l.input.format.id),
  )
  const threshold = promotion.activationValue ?? 0
  switch (promotion.activation) {
    case 'always':
      return concerned
    case 'minProductOrder':
      return orderCount >= threshold ? concerned : []
    case 'minPriceOrder':
      return lines.reduce((s, l) => s + l.gross, 0) >= threshold ? concerned : []
    case 'minProduct':
    case 'minPrice': {
      const perProduct = new Map<number, number>()
      for (const l of concerned) {
        const add = promotion.activation === 'minProduct' ? l.input.quantity : l.gross
        perProduct.set(l.input.product.id, (perProduct.get(l.input.product.id) ?? 0) + add)
      }
      return concerned.filter((l) => (perProduct.get(l.input.product.id) ?? 0) >= threshold)
    }
  }
}

export function applyPromotions(
  promotions: PricingPromotion[],
  lines: LineBase[],
  context: PromotionContext,
): PromotionResult {
  const typed = normalCode(context.promoCode)
  const running = promotions
    .filter((p) => promotionRuns(p, context.now))
    .sort((a, b) => a.id - b.id)
  const counting = running.filter((p) => p.code === null || normalCode(p.code) === typed)
  const discounts = new Map(lines.map((l) => [l.input.idTmp, 0]))
  const left = (l: LineBase) => l.gross - (discounts.get(l.input.idTmp) ?? 0)
  const taken = new Map<number, number>()

  const take = (p: PricingPromotion, line: LineBase, cents: number) => {
    const off = Math.min(Math.max(0, cents), left(line))
    discounts.set(line.input.idTmp, (discounts.get(line.input.idTmp) ?? 0) + off)
    taken.set(p.id, (taken.get(p.id) ?? 0) + off)
  }

  for (const p of counting.filter((p) => p.type === '%')) {
    const percent = Math.min(Math.max(p.amount, 0), 10_000) / 100
    for (const line of activatedLines(p, lines, context.orderCount)) {
      take(p, line, percentOf(line.gross, percent))
    }
  }
  for (const p of counting.filter((p) => p.type === '€')) {
    const targets = activatedLines(p, lines, context.orderCount)
    const room = targets.reduce((s, l) => s + left(l), 0)
    const shares = splitProRata(
      Math.min(Math.max(p.amount, 0), room),
      targets.map((l) => ({ key: l.input.idTmp, weight: left(l) })),
    )
    for (const line of targets) take(p, line, shares.get(line.input.idTmp) ?? 0)
  }

  const applied = counting
    .filter((p) => (taken.get(p.id) ?? 0) > 0)
    .map((p) => ({ id: p.id, name: p.name, code: p.code, amountCents: taken.get(p.id) ?? 0 }))
  const promoCode = typed
    ? {
        code: context.promoCode?.trim() ?? typed,
        known: running.some((p) => normalCode(p.code) === typed),
        applied: applied.some((p) => normalCode(p.code) === typed),
      }
    : null
  return { discounts, applied, promoCode }
}
