import type { OrderPriceTotals } from '#app/modules/pricing/domain/types'
import { formatCents } from '#app/platform/domain/money'
import { loyaltyDiscountText } from './loyalty-discount'

/**
 * An order's totals exactly as the server priced them (spec 3 Cart order price). Discounts
 * (promotions, then the loyalty reward), wrapping and shipping come first: they are already
 * inside the totals below them.
 */
export function CartTotals({
  totals,
  deliveryChosen,
}: {
  totals: OrderPriceTotals
  deliveryChosen: boolean
}) {
  const row = (label: string, value: string, strong = false) => (
    <div
      className={`flex justify-between gap-3 ${strong ? 'text-base font-semibold text-gray-900' : ''}`}
    >
      <dt>{label}</dt>
      <dd className="whitespace-nowrap">{value}</dd>
    </div>
  )
  return (
    <dl className="space-y-1 text-sm text-gray-800" data-testid="order-totals">
      {totals.promoAmount ? row('Remise', `−${formatCents(totals.promoAmount)}`) : null}
      {totals.loyaltyDiscount
        ? row(loyaltyDiscountText.label, `−${formatCents(totals.loyaltyDiscount)}`)
        : null}
      {totals.wrapping ? row('Emballage cadeau', formatCents(totals.wrapping)) : null}
      {row(
        'Livraison',
        !deliveryChosen ? 'À choisir' : totals.shipping ? formatCents(totals.shipping) : 'Offerte',
      )}
      {row('Total HT', formatCents(totals.totalHT))}
      {row('dont droits d’accise', formatCents(totals.duties))}
      {row('TVA', formatCents(totals.tva))}
      {row('Total TTC', formatCents(totals.totalTTC), true)}
    </dl>
  )
}
