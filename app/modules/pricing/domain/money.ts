/** Exact half-up rounding for the engine's products of amounts, rates and volumes. */

/** Digits kept of each factor: volumes in microlitres, rates and degrees in hundredths. */
const scaled = (value: number, digits: number) => BigInt(Math.round(value * 10 ** digits))

/**
 * `Π factors[i].value` rounded half up to a whole number, computed on integers so that a true
 * half (0,0075 hl × 200 c/hl = 1,5 c) is never lost to binary floating point. Factors are ≥ 0.
 */
export function roundProduct(factors: { value: number; digits: number }[]): number {
  let numerator = 1n
  let denominator = 1n
  for (const f of factors) {
    numerator *= scaled(f.value, f.digits)
    denominator *= 10n ** BigInt(f.digits)
  }
  return Number((2n * numerator + denominator) / (2n * denominator))
}

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
