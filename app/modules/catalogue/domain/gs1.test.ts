import { describe, expect, it } from 'vitest'
import { gs1CheckDigit, isValidGtin, isValidLotNumber, isValidVintage, parseGs1Link } from './gs1'

describe('gs1CheckDigit', () => {
  it.each([
    // Published examples: GS1's own GTIN-13 and -14, a UPC-A and an EAN-8.
    ['629104150021', 3],
    ['1234567890123', 1],
    ['03600029145', 2],
    ['9638507', 4],
    ['400638133393', 1],
    ['376000000000', 0],
  ])('of %s is %i', (body, digit) => {
    expect(gs1CheckDigit(body)).toBe(digit)
  })

  it('refuses what is not digits', () => {
    expect(() => gs1CheckDigit('12a4')).toThrow()
  })
})

describe('isValidGtin', () => {
  it.each([
    '6291041500213',
    '12345678901231',
    '036000291452',
    '96385074',
    '4006381333931',
    '3760000000000',
  ])('accepts %s', (gtin) => {
    expect(isValidGtin(gtin)).toBe(true)
  })

  it.each([
    ['a wrong check digit', '6291041500214'],
    ['another wrong check digit', '3760000000009'],
    ['9 digits', '963850745'],
    ['10 digits', '9638507455'],
    ['11 digits', '03600029145'],
    ['15 digits', '123456789012311'],
    ['letters', '629104150021X'],
    ['an empty string', ''],
    ['spaces', ' 6291041500213'],
  ])('refuses %s', (_, gtin) => {
    expect(isValidGtin(gtin)).toBe(false)
  })

  it('accepts a GTIN-13 padded to 14 digits with a zero', () => {
    expect(isValidGtin('06291041500213')).toBe(true)
  })
})

describe('vintage and lot number', () => {
  it('wants a vintage of four digits', () => {
    expect(isValidVintage('2020')).toBe(true)
    expect(isValidVintage('20')).toBe(false)
    expect(isValidVintage('20201')).toBe(false)
    expect(isValidVintage('abcd')).toBe(false)
  })

  it('wants a lot number of 1 to 20 GS1 characters', () => {
    expect(isValidLotNumber('L2024-03/A')).toBe(true)
    expect(isValidLotNumber('x'.repeat(20))).toBe(true)
    expect(isValidLotNumber('x'.repeat(21))).toBe(false)
    expect(isValidLotNumber('')).toBe(false)
    expect(isValidLotNumber('lot n°1')).toBe(false)
  })
})

describe('parseGs1Link', () => {
  it('reads every part', () => {
    expect(parseGs1Link({ ean: '3760000000000', vintage: '2019', lotNumber: 'A12' })).toEqual({
      ean: '3760000000000',
      vintage: '2019',
      lotNumber: 'A12',
    })
    expect(parseGs1Link({ ean: '96385074' })).toEqual({
      ean: '96385074',
      vintage: null,
      lotNumber: null,
    })
  })

  it('refuses a link with one bad part', () => {
    expect(parseGs1Link({ ean: '3760000000009' })).toBeNull()
    expect(parseGs1Link({ ean: '3760000000000', vintage: '19' })).toBeNull()
    expect(parseGs1Link({ ean: '3760000000000', lotNumber: 'é' })).toBeNull()
    expect(parseGs1Link({})).toBeNull()
  })
})
