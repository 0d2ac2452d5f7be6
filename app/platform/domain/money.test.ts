import { describe, expect, it } from 'vitest'
import { euros, formatCents } from './money'

describe('euros written in French', () => {
  it('formatCents writes exactly what Intl writes for French euros', () => {
    const intl = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' })
    const samples = [0, 1, 5, 99, 100, 1250, 99_999, 100_000, 123_456, 100_000_000, 99_999_999_999]
    for (const cents of samples.flatMap((c) => [c, -c]).filter((c) => !Object.is(c, -0)))
      expect(formatCents(cents), String(cents)).toBe(intl.format(cents / 100))
    expect(formatCents(123_456)).toBe('1\u202f234,56\u00a0€')
  })

  it('rounds a fraction of a cent half away from zero', () => {
    expect(formatCents(1250.5)).toBe('12,51\u00a0€')
    expect(formatCents(-1250.5)).toBe('-12,51\u00a0€')
  })

  it('euros uses plain spaces for PDFs, mails and CSV', () => {
    expect(euros(-123_456)).toBe('-1 234,56 €')
    expect(euros(5)).toBe('0,05 €')
  })
})
