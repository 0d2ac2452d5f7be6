import { describe, expect, it } from 'vitest'
import { formatDate, formatDateTime } from './format'

describe('dates as the spec shows them (DD/MM/YYYY, Paris time)', () => {
  it('reads the Paris calendar, not the machine’s zone or UTC', () => {
    expect(formatDate('2026-12-31T23:30:00Z')).toBe('01/01/2027')
    expect(formatDateTime('2026-12-31T23:30:00Z')).toBe('01/01/2027 à 00:30')
    expect(formatDateTime(new Date('2026-07-14T08:05:00Z'))).toBe('14/07/2026 à 10:05')
  })

  it('follows the daylight-saving changes of Paris', () => {
    expect(formatDateTime('2026-03-29T00:59:00Z')).toBe('29/03/2026 à 01:59')
    expect(formatDateTime('2026-03-29T01:00:00Z')).toBe('29/03/2026 à 03:00')
    expect(formatDateTime('2026-10-25T00:30:00Z')).toBe('25/10/2026 à 02:30')
    expect(formatDateTime('2026-10-25T01:30:00Z')).toBe('25/10/2026 à 02:30')
  })

  it('writes midnight as 00 and a 29 February as it is', () => {
    expect(formatDateTime('2028-02-28T23:00:00Z')).toBe('29/02/2028 à 00:00')
  })

  it('refuses an invalid date rather than printing one', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError)
  })
})
