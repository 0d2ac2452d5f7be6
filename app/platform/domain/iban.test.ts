import { describe, expect, it } from 'vitest'
import { formatIban, isValidBic, isValidIban } from './iban'

describe('isValidIban', () => {
  it('accepts a real French IBAN, written in groups or not, and refuses it with one digit changed', () => {
    // The seed's account (bank 30004, branch 00031): its key 76 makes the mod 97 remainder 1.
    expect(isValidIban('FR76 3000 4000 0312 3456 7890 143')).toBe(true)
    expect(isValidIban('fr7630004000031234567890143')).toBe(true)
    expect(isValidIban('FR76 3000 4000 0312 3456 7890 144')).toBe(false)
    expect(isValidIban('FR77 3000 4000 0312 3456 7890 143')).toBe(false)
  })

  it('checks the length of the states it knows and the general shape of the others', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true)
    expect(isValidIban('BE68 5390 0754 7034')).toBe(true)
    expect(isValidIban('FR76 3000 4000 0312 3456 7890 14')).toBe(false) // 26 characters
    expect(isValidIban('3000 4000 0312 3456 7890 143')).toBe(false)
    expect(isValidIban('')).toBe(false)
  })

  it('writes it in groups of four', () => {
    expect(formatIban('fr7630004000031234567890143')).toBe('FR76 3000 4000 0312 3456 7890 143')
  })
})

describe('isValidBic', () => {
  it('takes 8 or 11 characters: bank, country, place and an optional branch', () => {
    expect(isValidBic('BNPAFRPP')).toBe(true)
    expect(isValidBic('bnpafrppxxx')).toBe(true)
    expect(isValidBic('BNPAFRPPXX')).toBe(false)
    expect(isValidBic('BNP1FRPP')).toBe(false)
  })
})
