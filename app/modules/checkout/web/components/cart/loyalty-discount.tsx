import { formatCents } from '#app/platform/domain/money'

export const loyaltyDiscountText = {
  label: 'Remise fidélité',
  /** 'Remise fidélité : −5,00 €', where a line stands alone (the cart drawer). */
  line: (cents: number) => `Remise fidélité : −${formatCents(cents)}`,
} as const

/**
 * The loyalty reward's discount on its own line. It is already inside the order's HT, VAT and
 * TTC; shown apart so that the buyer sees what their points bought.
 */
export function LoyaltyDiscountLine({ cents }: { cents: number | null | undefined }) {
  if (!cents) return null
  return (
    <p className="text-sm font-medium text-green-800" data-testid="loyalty-discount">
      {loyaltyDiscountText.line(cents)}
    </p>
  )
}
