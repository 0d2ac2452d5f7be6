import { describe, expect, it } from 'vitest'
import { formatDocumentNumber, NumberingInput, prefixesOf, prefixKindOf } from './numbering'

describe('document number prefixes', () => {
  it('default to today’s D and F, and format the sequence on six digits', () => {
    expect(prefixesOf(undefined)).toEqual({ quote: 'D', invoice: 'F', creditNote: 'F' })
    expect(prefixesOf({ creditNote: 'AV' }).creditNote).toBe('AV')
    expect(formatDocumentNumber('FA-2026', 43)).toBe('FA-2026-000043')
    expect(prefixKindOf('deposit')).toBe('invoice')
    expect(prefixKindOf('credit')).toBe('creditNote')
  })

  it('are trimmed and uppercased; 1 to 10 letters, digits, -, / or _', () => {
    expect(NumberingInput.parse({ quote: ' dv ', invoice: 'fa/2026', creditNote: 'av_1' })).toEqual(
      { quote: 'DV', invoice: 'FA/2026', creditNote: 'AV_1' },
    )
    for (const bad of ['', 'FACTURE2026', 'F A', 'FÉ', 'F.1']) {
      const result = NumberingInput.safeParse({ quote: 'D', invoice: bad, creditNote: 'AV' })
      expect(result.error?.issues[0].message, bad).toBe(
        'Le préfixe compte de 1 à 10 caractères : lettres, chiffres, tiret, barre oblique ou tiret bas.',
      )
    }
  })

  it('keep quotes apart from invoices and credit notes', () => {
    const result = NumberingInput.safeParse({ quote: 'f', invoice: 'F', creditNote: 'AV' })
    expect(result.error?.issues[0].path).toEqual(['quote'])
  })
})
