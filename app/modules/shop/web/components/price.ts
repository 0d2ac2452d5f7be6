import { formatCents } from '#app/platform/domain/money'

/** A price in its typology's convention: '12,50 € TTC' or '10,42 € HT'. */
export const priceLabel = (cents: number, ttc: boolean) =>
  `${formatCents(cents)} ${ttc ? 'TTC' : 'HT'}`

/** 'Dès 6 : 11,50 € TTC' (spec 9: the highest threshold reached applies). */
export const stepLabel = (step: { from: number; priceCents: number }, ttc: boolean) =>
  `Dès ${step.from} : ${priceLabel(step.priceCents, ttc)}`

/** '-10 %' or '-2,00 €' (percent amounts are in hundredths, euro amounts in cents). */
export function promotionLabel(promotion: { type: '%' | '€'; amount: number }) {
  return promotion.type === '%'
    ? `-${String(promotion.amount / 100).replace('.', ',')} %`
    : `-${formatCents(promotion.amount)}`
}
