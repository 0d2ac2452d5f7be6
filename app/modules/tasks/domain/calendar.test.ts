import { describe, expect, it } from 'vitest'
import {
  addDays,
  calendarPeriod,
  hoursOfDay,
  itemsByDay,
  mondayOf,
  parisDayBounds,
  readCalendarQuery,
  slotOf,
  type CalendarItem,
} from './calendar'

describe('the calendar grid in Paris', () => {
  it('gives the spring change day 23 hours, 02:00 missing, and the autumn one 25, 02:00 twice', () => {
    const spring = parisDayBounds('2026-03-29')
    expect(spring.start.toISOString()).toBe('2026-03-28T23:00:00.000Z')
    expect(spring.end.toISOString()).toBe('2026-03-29T22:00:00.000Z')
    expect(spring.hours).toBe(23)
    expect(hoursOfDay('2026-03-29').slice(0, 4)).toEqual(['00:00', '01:00', '03:00', '04:00'])
    expect(hoursOfDay('2026-10-25')).toHaveLength(25)
    expect(hoursOfDay('2026-10-25').slice(0, 5)).toEqual([
      '00:00',
      '01:00',
      '02:00',
      '02:00',
      '03:00',
    ])
    expect(parisDayBounds('2026-10-25').hours).toBe(25)
    expect(parisDayBounds('2026-07-14').hours).toBe(24)
  })

  it('puts an instant in its real hour slot, the repeated 02:00 apart', () => {
    // 00:30 UTC is 02:30 summer time, 01:30 UTC is 02:30 winter time: slots 2 and 3.
    expect(slotOf('2026-10-25', new Date('2026-10-25T00:30:00Z'))).toBe(2)
    expect(slotOf('2026-10-25', new Date('2026-10-25T01:30:00Z'))).toBe(3)
    expect(slotOf('2026-03-29', new Date('2026-03-29T01:30:00Z'))).toBe(2) // 03:30
    expect(slotOf('2026-03-29', new Date('2026-03-29T22:00:00Z'))).toBeNull()
  })

  it('starts weeks on Monday across both clock changes', () => {
    const march = calendarPeriod('week', '2026-03-29')
    expect(march.from).toBe('2026-03-23')
    expect(march.to).toBe('2026-03-29')
    expect(march.weeks).toEqual([
      [
        '2026-03-23',
        '2026-03-24',
        '2026-03-25',
        '2026-03-26',
        '2026-03-27',
        '2026-03-28',
        '2026-03-29',
      ],
    ])
    expect(march.prev).toBe('2026-03-22')
    expect(march.next).toBe('2026-04-05')
    expect(march.title).toBe('Semaine du 23/03/2026 au 29/03/2026')
    const october = calendarPeriod('week', '2026-10-26')
    expect([october.from, october.to]).toEqual(['2026-10-26', '2026-11-01'])
    expect(calendarPeriod('week', '2026-10-25').from).toBe('2026-10-19')
    expect(mondayOf('2026-10-25')).toBe('2026-10-19')
    // The week of the autumn change lasts 169 hours, that of spring 167.
    const hours = (from: string) =>
      (parisDayBounds(addDays(from, 6)).end.getTime() - parisDayBounds(from).start.getTime()) /
      3_600_000
    expect(hours('2026-10-19')).toBe(169)
    expect(hours('2026-03-23')).toBe(167)
  })

  it('shows whole weeks around a month, and moves by months from any day', () => {
    const march = calendarPeriod('month', '2026-03-29')
    expect(march.from).toBe('2026-02-23')
    expect(march.to).toBe('2026-04-05')
    expect(march.weeks).toHaveLength(6)
    expect(march.weeks.every((w) => w.length === 7)).toBe(true)
    expect(march.title).toBe('mars 2026')
    expect([march.prev, march.next]).toEqual(['2026-02-01', '2026-04-01'])
    const october = calendarPeriod('month', '2026-10-25')
    expect([october.from, october.to]).toEqual(['2026-09-28', '2026-11-01'])
    expect(calendarPeriod('month', '2027-02-10').weeks).toHaveLength(4) // 1 Feb 2027 is a Monday
  })

  it('moves a day view by one calendar day over the clock change', () => {
    const day = calendarPeriod('day', '2026-03-29')
    expect([day.prev, day.next]).toEqual(['2026-03-28', '2026-03-30'])
    expect(day.title).toBe('dimanche 29/03/2026')
  })

  it('reads the query leniently', () => {
    const today = '2026-06-15'
    expect(readCalendarQuery(new URLSearchParams('view=week&date=2026-10-25'), today)).toEqual({
      view: 'week',
      date: '2026-10-25',
    })
    expect(readCalendarQuery(new URLSearchParams('view=year&date=2026-02-30'), today)).toEqual({
      view: 'month',
      date: today,
    })
  })

  it('lists a day’s items without a time first, then by time', () => {
    const item = (key: string, at: string | null): CalendarItem => ({
      source: 'tasks',
      key,
      day: '2026-10-25',
      time: null,
      at,
      title: key,
      detail: null,
      href: '/',
      tone: 'task',
    })
    const byDay = itemsByDay([
      item('b', '2026-10-25T01:30:00Z'),
      item('a', '2026-10-25T00:30:00Z'),
      item('c', null),
    ])
    expect(byDay.get('2026-10-25')!.map((i) => i.key)).toEqual(['c', 'a', 'b'])
  })
})
