import { describe, it, expect } from 'vitest'
import * as z from 'zod'
import {
  deriveCompanyIds,
  isValidSiren,
  isValidSiret,
  normalizeDigits,
  siren,
  siret,
  sirenFromSiret,
} from './company-ids'

const siretMessage = 'Le numéro SIRET doit contenir 14 chiffres valides'
const sirenMessage = 'Le numéro SIREN doit contenir 9 chiffres valides'

describe('normalizeDigits', () => {
  it('strips spaces', () => {
    expect(normalizeDigits(' 732 829 320 00074 ')).toBe('73282932000074')
  })
})

describe('isValidSiret', () => {
  it('accepts a real SIRET, with or without spaces', () => {
    expect(isValidSiret('73282932000074')).toBe(true)
    expect(isValidSiret('732 829 320 00074')).toBe(true)
  })
  it.each(['73282932000075', '7328293200007', '732829320000745', '7328293200007A', ''])(
    'rejects %j',
    (value) => expect(isValidSiret(value)).toBe(false),
  )
  it('uses the digit-sum rule for La Poste', () => {
    // Sum of digits 35, not Luhn-valid.
    expect(isValidSiret('35600000009075')).toBe(true)
    // Luhn-valid but the sum of digits is not a multiple of 5.
    expect(isValidSiret('35600000000048')).toBe(false)
  })
})

describe('isValidSiren', () => {
  it('accepts a real SIREN', () => {
    expect(isValidSiren('732829320')).toBe(true)
    expect(isValidSiren('732 829 320')).toBe(true)
  })
  it.each(['732829321', '73282932', '7328293200'])('rejects %j', (value) => {
    expect(isValidSiren(value)).toBe(false)
  })
})

describe('sirenFromSiret', () => {
  it('takes the first 9 digits', () => {
    expect(sirenFromSiret('732 829 320 00074')).toBe('732829320')
  })
})

describe('deriveCompanyIds', () => {
  it('derives the SIREN from the SIRET', () => {
    expect(deriveCompanyIds({ siret: '732 829 320 00074' })).toEqual({
      siret: '73282932000074',
      siren: '732829320',
    })
  })
  it('accepts a matching SIREN', () => {
    expect(deriveCompanyIds({ siret: '73282932000074', siren: '732829320' })).toEqual({
      siret: '73282932000074',
      siren: '732829320',
    })
  })
  it('reports a SIREN that does not match the SIRET', () => {
    expect(deriveCompanyIds({ siret: '73282932000074', siren: '356000000' }).error).toBe(
      'Le SIREN ne correspond pas au SIRET',
    )
  })
  it('reports an invalid SIRET', () => {
    expect(deriveCompanyIds({ siret: '73282932000075' }).error).toBe(siretMessage)
  })
  it('keeps a SIREN given alone', () => {
    expect(deriveCompanyIds({ siren: '732829320' })).toEqual({ siren: '732829320' })
  })
  it('reports an invalid SIREN given alone', () => {
    expect(deriveCompanyIds({ siren: '732829321' }).error).toBe(sirenMessage)
  })
  it('returns nothing for empty input', () => {
    expect(deriveCompanyIds({ siret: ' ', siren: '' })).toEqual({})
  })
})

describe('zod builders', () => {
  const schema = z.object({ siret: siret(), siren: siren() })
  const messageOf = (value: unknown) => {
    const result = schema.safeParse(value)
    return result.success ? undefined : result.error.issues[0].message
  }
  it('are optional', () => {
    expect(schema.parse({})).toEqual({})
    expect(schema.parse({ siret: '', siren: '  ' })).toEqual({ siret: undefined, siren: undefined })
  })
  it('normalize valid values', () => {
    expect(schema.parse({ siret: '732 829 320 00074', siren: '732 829 320' })).toEqual({
      siret: '73282932000074',
      siren: '732829320',
    })
  })
  it('give the French messages', () => {
    expect(messageOf({ siret: '73282932000075' })).toBe(siretMessage)
    expect(messageOf({ siren: '12345' })).toBe(sirenMessage)
  })
})
