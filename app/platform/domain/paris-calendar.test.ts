import { describe, expect, it } from 'vitest'
import { parisCalendar, parisIsoDay, parisYear } from './paris-calendar'

describe('the Paris calendar', () => {
  it('turns the year at midnight in Paris, not in UTC nor in the machine’s zone', () => {
    // New Year's Eve, 23:30 in Paris (UTC+1): still 2026 everywhere.
    expect(parisYear(new Date('2026-12-31T22:30:00Z'))).toBe(2026)
    expect(parisIsoDay(new Date('2026-12-31T22:59:59.999Z'))).toBe('2026-12-31')
    // 00:30 on New Year's Day in Paris: still 2026 in UTC and in Los Angeles.
    expect(parisYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027)
    expect(parisIsoDay(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01')
    // Already the 25th in Kiritimati (UTC+14), still the 24th in Paris.
    expect(parisIsoDay(new Date('2026-11-24T11:00:00Z'))).toBe('2026-11-24')
  })

  it('follows summer time: Paris is UTC+2 from the last Sunday of March to that of October', () => {
    expect(parisIsoDay(new Date('2027-03-27T22:59:00Z'))).toBe('2027-03-27')
    expect(parisIsoDay(new Date('2027-03-27T23:00:00Z'))).toBe('2027-03-28')
    expect(parisIsoDay(new Date('2027-03-28T21:59:00Z'))).toBe('2027-03-28')
    expect(parisIsoDay(new Date('2027-03-28T22:00:00Z'))).toBe('2027-03-29')
    expect(parisIsoDay(new Date('2026-10-24T21:59:00Z'))).toBe('2026-10-24')
    expect(parisIsoDay(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25')
    expect(parisIsoDay(new Date('2026-10-25T22:59:00Z'))).toBe('2026-10-25')
    expect(parisIsoDay(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-26')
  })

  it('knows 29 February and the last day of a month', () => {
    expect(parisCalendar(new Date('2028-02-28T23:00:00Z'))).toEqual({
      year: 2028,
      month: 2,
      day: 29,
    })
    expect(parisCalendar(new Date('2028-02-29T23:00:00Z'))).toEqual({
      year: 2028,
      month: 3,
      day: 1,
    })
    expect(parisIsoDay(new Date('2026-04-30T22:00:00Z'))).toBe('2026-05-01')
  })
})
