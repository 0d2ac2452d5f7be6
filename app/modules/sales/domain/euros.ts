/**
 * Amounts typed in euros the French way ('1 234,50', '12,5', '12') to integer cents. Shared by
 * the filter forms, the payment forms and the order forms.
 */
import * as z from 'zod'

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

/** A form field of euros typed the French way, as cents: `message` when missing or not above 0. */
export const positiveEuros = (message: string) =>
  z.string({ error: message }).transform((text, ctx) => {
    const cents = parseEuros(text)
    if (cents === null || cents <= 0) {
      ctx.addIssue({ code: 'custom', message })
      return z.NEVER
    }
    return cents
  })
