/**
 * Amounts typed in euros the French way ('1 234,50', '12,5', '12') to integer cents, and back
 * for a form's default value. Shared by the filter forms and the payment form.
 */
const amount = /^(\d{1,9})(?:[.,](\d{1,2}))?$/

/** Cents of a typed amount in euros; null when the text is not an amount. */
export function parseEuros(text: string): number | null {
  // Spaces (also the narrow no-break space Intl prints) group thousands: they carry no value.
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/€$/, '')
  const match = amount.exec(compact)
  if (!match) return null
  const [, whole, decimals = ''] = match
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'))
}

/** 123450 → '1234,50': what an amount field shows again after a submit. */
export function centsToInput(cents: number): string {
  const abs = Math.abs(cents)
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)},${String(abs % 100).padStart(2, '0')}`
}
