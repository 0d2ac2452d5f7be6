import { describe, expect, it } from 'vitest'
import { fiscalYearForm, fiscalYearOf, FiscalYearInput, frenchDay } from './fiscal-year'

describe('fiscalYearOf', () => {
  it('a calendar year: 1 January to 31 December', () => {
    expect(fiscalYearOf({ month: 1, day: 1 }, new Date('2026-11-27T12:00:00Z'))).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
    })
  })

  it('a start of 1 July: before it, the year that began last July; from it, this one', () => {
    const start = { month: 7, day: 1 }
    expect(fiscalYearOf(start, new Date('2026-06-30T12:00:00Z'))).toEqual({
      from: '2025-07-01',
      to: '2026-06-30',
    })
    expect(fiscalYearOf(start, new Date('2026-07-01T08:00:00Z'))).toEqual({
      from: '2026-07-01',
      to: '2027-06-30',
    })
  })

  it('reads the Paris day: 30 June at 22:30 UTC is already 1 July in Paris', () => {
    const start = { month: 7, day: 1 }
    expect(fiscalYearOf(start, new Date('2026-06-30T22:30:00Z')).from).toBe('2026-07-01')
    // And on New Year's Eve, 23:30 UTC is 1 January in Paris (winter time, UTC+1).
    expect(fiscalYearOf({ month: 1, day: 1 }, new Date('2025-12-31T23:30:00Z')).from).toBe(
      '2026-01-01',
    )
  })

  it('ends the day before the next start, 29 February in a leap year', () => {
    expect(fiscalYearOf({ month: 3, day: 1 }, new Date('2027-05-10T12:00:00Z'))).toEqual({
      from: '2027-03-01',
      to: '2028-02-29',
    })
    expect(fiscalYearOf({ month: 10, day: 15 }, new Date('2026-10-14T12:00:00Z'))).toEqual({
      from: '2025-10-15',
      to: '2026-10-14',
    })
  })

  it('writes a day the French way', () => {
    expect(frenchDay('2026-07-01')).toBe('01/07/2026')
  })
})

describe('the fiscal year start', () => {
  it('takes a form’s text and a body’s numbers', () => {
    expect(fiscalYearForm.parse({ month: '7', day: '1' })).toEqual({ month: 7, day: 1 })
    expect(FiscalYearInput.parse({ month: 12, day: 31 })).toEqual({ month: 12, day: 31 })
  })

  it('refuses a day the month does not have, 29 February included', () => {
    for (const start of [
      { month: 2, day: 29 },
      { month: 4, day: 31 },
    ]) {
      const result = FiscalYearInput.safeParse(start)
      expect(result.success).toBe(false)
      expect(result.error?.issues[0]).toMatchObject({
        path: ['day'],
        message: 'Ce jour n’existe pas dans ce mois.',
      })
    }
    expect(FiscalYearInput.safeParse({ month: 13, day: 1 }).success).toBe(false)
    expect(fiscalYearForm.safeParse({ month: '2', day: '0' }).success).toBe(false)
  })
})
