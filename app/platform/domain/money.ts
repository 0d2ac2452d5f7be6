const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })

/**
 * Integer cents to '12,50 €'. Apart from the date helpers of format.ts, so that pages showing
 * prices only (the shop, the cart drawer) do not ship the time-zone library.
 */
export function formatCents(cents: number): string {
  return euros.format(cents / 100)
}
