import { describe, expect, it } from 'vitest'
import { checkVatNumber, isValidVatNumber } from './vat-number'

describe('checkVatNumber', () => {
  it('checks the French key: (12 + 3 × (303265045 mod 97)) mod 97 = 40', () => {
    // 303265045 = 97 × 3126443 + 74; 12 + 3 × 74 = 234; 234 mod 97 = 40.
    expect(checkVatNumber('fr 40 303 265 045')).toEqual({
      valid: true,
      number: 'FR40303265045',
      prefix: 'FR',
      country: 'FR',
    })
    expect(isValidVatNumber('FR41303265045')).toBe(false)
  })

  it('checks the Belgian key: 97 − (01234567 mod 97) = 49', () => {
    // 1234567 = 97 × 12727 + 48; 97 − 48 = 49.
    expect(isValidVatNumber('BE0123.456.749')).toBe(true)
    expect(isValidVatNumber('BE0123456748')).toBe(false)
  })

  it('checks other states by their format; Greece is EL, an address in GR', () => {
    expect(isValidVatNumber('DE123456789')).toBe(true)
    expect(isValidVatNumber('DE12345678')).toBe(false)
    expect(isValidVatNumber('NL123456789B01')).toBe(true)
    expect(isValidVatNumber('ATU12345678')).toBe(true)
    expect(checkVatNumber('EL123456789')).toMatchObject({ valid: true, country: 'GR' })
    expect(isValidVatNumber('CHE123456789')).toBe(false) // Switzerland: not an EU number
    expect(isValidVatNumber('12345678')).toBe(false)
  })
})
