/**
 * Money, once: integer cents, how they are rounded (half up, away from zero), split, parsed from
 * what a person types ('1 234,50', '12,5 €') and written back in French. Pure and small, so that
 * pages showing prices only (the shop, the cart drawer) can import it; the date helpers of
 * format.ts and zod stay out of it.
 */

/** Integer cents in French euros: sign, thousands joined by `group`, comma, cents, `unit`. */
function frenchEuros(cents: number, group: string, unit: string): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(cents)
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, group)
  return `${sign}${whole},${String(abs % 100).padStart(2, '0')}${unit}`
}

/**
 * Integer cents to '1 234,50 €' exactly as Intl writes French euros (a narrow no-break space
 * between thousands, a no-break space before €), for pages. Written out rather than asked of
 * `Intl.NumberFormat`: building that formatter costs a phone's browser about 100 ms of main
 * thread on every page's first load, before any price is shown.
 */
export function formatCents(cents: number): string {
  return frenchEuros(roundCents(cents), '\u202f', '\u00a0€')
}

/** Cents as French euros with plain spaces ("1 234,50 €"): the same text in PDFs, mails and CSV. */
export function euros(cents: number): string {
  return frenchEuros(Math.trunc(cents), ' ', ' €')
}

const amount = /^(\d{1,9})(?:[.,](\d{1,2}))?$/

/** Cents of an amount typed in euros ('1 234,50', '12,5', '12 €'); null when it is not one. */
export function parseEuros(text: string): number | null {
  // Spaces (also the narrow no-break space Intl prints) group thousands: they carry no value.
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/€$/, '')
  const match = amount.exec(compact)
  if (!match) return null
  const [, whole, decimals = ''] = match
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'))
}

/** A percentage typed by a person ("10", "5,5", "12,5 %") → 5.5; undefined unless 0 to 100. */
export function parsePercent(text: string): number | undefined {
  const s = text.replace(/[\s\u00a0\u202f]/g, '').replace(/%$/, '')
  const m = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(s)
  if (!m) return undefined
  const value = Number(`${m[1]}.${m[2] ?? '0'}`)
  return value <= 100 ? value : undefined
}

/** A round half up of a positive or negative amount to whole cents. */
export const roundCents = (value: number) => Math.sign(value) * Math.round(Math.abs(value))

/** The HT amount inside a TTC amount (and back) at a VAT rate in percent. */
export const htFromTtc = (ttcCents: number, rate: number) =>
  roundCents((ttcCents * 100) / (100 + rate))
export const ttcFromHt = (htCents: number, rate: number) =>
  roundCents((htCents * (100 + rate)) / 100)

/** Exact half-up rounding for products of amounts, rates and volumes (the pricing engine's). */
/** Digits kept of each factor: volumes in microlitres, rates and degrees in hundredths. */
const scaled = (value: number, digits: number) => BigInt(Math.round(value * 10 ** digits))

/**
 * `Π factors[i].value` rounded half up to a whole number, computed on integers so that a true
 * half (0,0075 hl × 200 c/hl = 1,5 c) is never lost to binary floating point. Factors are ≥ 0.
 */
export function roundProduct(factors: { value: number; digits: number }[]): number {
  return roundSumOfProducts([factors])
}

/** Σ of products of decimal factors, computed exactly and rounded half up once (e.g. a box's excise). */
export function roundSumOfProducts(terms: { value: number; digits: number }[][]): number {
  const exact = terms.map((factors) => ({
    numerator: factors.reduce((n, f) => n * scaled(f.value, f.digits), 1n),
    digits: factors.reduce((d, f) => d + f.digits, 0),
  }))
  const digits = Math.max(0, ...exact.map((t) => t.digits))
  const numerator = exact.reduce((n, t) => n + t.numerator * 10n ** BigInt(digits - t.digits), 0n)
  const denominator = 10n ** BigInt(digits)
  return Number((2n * numerator + denominator) / (2n * denominator))
}

/** "20 %", "5,5 %". */
export const percentLabel = (rate: number) => `${String(rate).replace('.', ',')} %`

/** `cents × rate %` rounded half up (rate with up to two decimals: 5,5 %, 19,6 %). */
export const percentOf = (cents: number, ratePercent: number) =>
  Math.sign(cents) *
  roundProduct([
    { value: Math.abs(cents), digits: 0 },
    { value: ratePercent / 100, digits: 4 },
  ])

/**
 * Splits `total` over weights in proportion, by largest remainder, so the shares add up exactly.
 * Ties go to the smaller key, which keeps the split independent of the order of the lines.
 */
export function splitProRata(total: number, weights: { key: string; weight: number }[]) {
  const shares = new Map<string, number>()
  const sum = weights.reduce((s, w) => s + w.weight, 0)
  if (sum <= 0 || total <= 0) {
    for (const w of weights) shares.set(w.key, 0)
    return shares
  }
  const parts = weights.map((w) => {
    const exact = (total * w.weight) / sum
    return { key: w.key, floor: Math.floor(exact), rest: exact - Math.floor(exact) }
  })
  let left = total - parts.reduce((s, p) => s + p.floor, 0)
  const byRest = [...parts].sort((a, b) => b.rest - a.rest || (a.key < b.key ? -1 : 1))
  for (const p of byRest) {
    if (left <= 0) break
    p.floor += 1
    left -= 1
  }
  for (const p of parts) shares.set(p.key, p.floor)
  return shares
}
