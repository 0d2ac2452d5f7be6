import { describe, it, expect } from 'vitest'
import { seasonImage, seasonOf } from './seasons'

// Noon UTC is the same calendar day in Paris all year round.
const noon = (isoDay: string) => new Date(`${isoDay}T12:00:00Z`)

describe('seasonOf', () => {
  it.each([
    ['2025-03-20', 'winter'],
    ['2025-03-21', 'spring'],
    ['2025-06-20', 'spring'],
    ['2025-06-21', 'summer'],
    ['2025-09-20', 'summer'],
    ['2025-09-21', 'autumn'],
    ['2025-12-20', 'autumn'],
    ['2025-12-21', 'winter'],
    ['2025-12-31', 'winter'],
    ['2026-01-01', 'winter'],
    ['2024-02-29', 'winter'],
  ])('%s is %s', (day, season) => {
    expect(seasonOf(noon(day))).toBe(season)
  })

  it('uses the Paris calendar date, not UTC', () => {
    // 23:30 UTC on 20 March is 00:30 on 21 March in Paris (UTC+1).
    expect(seasonOf(new Date('2025-03-20T23:30:00Z'))).toBe('spring')
    expect(seasonOf(new Date('2025-03-20T22:59:00Z'))).toBe('winter')
    // Summer time (UTC+2): 22:00 UTC on 20 June is midnight on 21 June.
    expect(seasonOf(new Date('2025-06-20T22:00:00Z'))).toBe('summer')
    expect(seasonOf(new Date('2025-06-20T21:59:00Z'))).toBe('spring')
    expect(seasonOf(new Date('2025-12-20T23:00:00Z'))).toBe('winter')
  })

  it('stays winter across the year change in Paris', () => {
    expect(seasonOf(new Date('2024-12-31T23:30:00Z'))).toBe('winter')
  })
})

describe('seasonImage', () => {
  it('points to the season illustration', () => {
    expect(seasonImage('autumn')).toBe('/images/seasons/autumn.svg')
  })
})
