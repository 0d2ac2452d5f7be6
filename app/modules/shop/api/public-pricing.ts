/**
 * Prices as one typology sees them: the unit price, the quantity steps and the promotion shown
 * beside a product. Pure; the amounts follow the typology's convention (TTC or HT).
 */
import { discountSteps, type DiscountStep } from '#app/modules/pricing/domain/lines'
import {
  typologyPrice,
  type PricedFormat,
  type PromotionActivation,
  type PromotionType,
  type ThresholdMap,
} from '#app/modules/catalogue/domain/catalogue'
import type { ShopTypology } from '#app/platform/domain/enums'

export type { DiscountStep }

export type FormatQuote = { priceCents: number | null; ttc: boolean; discountSteps: DiscountStep[] }

export type Pricing = { key: string; typology: ShopTypology; vatRate: number }

type QuotedFormat = PricedFormat & { discountPrice: ThresholdMap; discountAdd: ThresholdMap }

/** What a typology pays for a format; no price when the format is hidden from it. */
export function quoteFormat(format: QuotedFormat, pricing: Pricing | null): FormatQuote {
  if (!pricing) return { priceCents: null, ttc: true, discountSteps: [] }
  const quote = typologyPrice(format, pricing.key, pricing.typology, pricing.vatRate)
  if (!quote) return { priceCents: null, ttc: pricing.typology.ttc, discountSteps: [] }
  return {
    priceCents: quote.cents,
    ttc: quote.ttc,
    discountSteps: discountSteps(
      format,
      { ...pricing.typology, key: pricing.key },
      pricing.vatRate,
    ),
  }
}

export type PromotionLike = {
  name: string
  type: PromotionType
  amount: number
  activation: PromotionActivation
  activationValue: number | null
  code: string | null
  formatIds: number[]
  startsAt: Date | null
  endsAt: Date | null
  active: boolean
}

export type PublicPromotion = {
  name: string
  type: PromotionType
  /** Cents for €, hundredths of a percent for %. */
  amount: number
  activation: PromotionActivation
  activationValue: number | null
}

export function promotionRunning(p: PromotionLike, now: Date): boolean {
  return (
    p.active &&
    !p.code &&
    (p.startsAt === null || p.startsAt <= now) &&
    (p.endsAt === null || p.endsAt > now)
  )
}

/**
 * The promotion to show beside a product: running, without a code, applying to one of its
 * formats. Unconditional ones come first (they are the price the buyer pays), then the largest
 * saving on the formats' prices.
 */
export function bestPromotion(
  promotions: readonly PromotionLike[],
  formats: readonly { id: number; priceCents: number | null }[],
  now: Date,
): PublicPromotion | null {
  let best: { promotion: PromotionLike; always: boolean; saving: number } | null = null
  for (const p of promotions) {
    if (!promotionRunning(p, now)) continue
    const applies = formats.filter((f) => p.formatIds.length === 0 || p.formatIds.includes(f.id))
    if (applies.length === 0) continue
    const saving = Math.max(
      0,
      ...applies.map((f) =>
        p.type === '€' ? p.amount : Math.round(((f.priceCents ?? 0) * p.amount) / 10_000),
      ),
    )
    const always = p.activation === 'always'
    if (!best || (always && !best.always) || (always === best.always && saving > best.saving)) {
      best = { promotion: p, always, saving }
    }
  }
  if (!best) return null
  const { name, type, amount, activation, activationValue } = best.promotion
  return { name, type, amount, activation, activationValue }
}
