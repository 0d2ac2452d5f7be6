import { formatCents } from '#app/platform/domain/money'

export type Totals = {
  totalHT: number
  tva: number
  duties: number
  shipping: number
  wrapping: number
  promoAmount: number
  /** What a loyalty reward took off, TTC (already inside the totals). */
  loyaltyDiscount?: number
  totalTTC: number
}

/** An order's totals (spec 3 Cart order price): HT, VAT, excise inside HT, extras, TTC. */
export function OrderTotals({
  totals,
  hasShipping = true,
}: {
  totals: Totals
  hasShipping?: boolean
}) {
  const row = (label: string, cents: number, strong = false) => (
    <div className={`flex justify-between gap-3 ${strong ? 'text-base font-semibold' : ''}`}>
      <dt>{label}</dt>
      <dd>{formatCents(cents)}</dd>
    </div>
  )
  return (
    <dl className="space-y-1 text-sm text-gray-800">
      {totals.promoAmount > 0 ? row('Remise', -totals.promoAmount) : null}
      {totals.loyaltyDiscount ? row('Remise fidélité', -totals.loyaltyDiscount) : null}
      {totals.wrapping > 0 ? row('Emballage cadeau', totals.wrapping) : null}
      {hasShipping ? row('Livraison', totals.shipping) : null}
      {row('Total HT', totals.totalHT)}
      {totals.duties > 0 ? row('dont droits d’accise', totals.duties) : null}
      {row('TVA', totals.tva)}
      {row('Total TTC', totals.totalTTC, true)}
    </dl>
  )
}
