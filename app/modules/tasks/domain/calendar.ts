/**
 * The calendar's grid (issue 17 §2): month, week and day views of Paris days, weeks from Monday
 * (French). Days are 'YYYY-MM-DD' strings of the Paris calendar, counted with UTC date arithmetic
 * so that no machine time zone and no clock change moves them; only a day's bounds as instants go
 * through Europe/Paris, and a day there lasts 23 or 25 hours on the clock changes.
 */
import { TZDate, tz } from '@date-fns/tz'
import { format } from 'date-fns'
import { fr } from 'date-fns/locale'
import { PARIS } from '#app/platform/domain/paris-calendar'
import { isCalendarDay } from '#app/platform/domain/validation'

export const calendarViews = ['month', 'week', 'day'] as const
export type CalendarView = (typeof calendarViews)[number]
export const calendarViewLabels: Record<CalendarView, string> = {
  month: 'Mois',
  week: 'Semaine',
  day: 'Jour',
}

const HOUR = 3_600_000
const utcOf = (day: string) => {
  const [y, m, d] = day.split('-').map(Number)
  return new Date(Date.UTC(y, m - 1, d))
}
const dayOf = (date: Date) => date.toISOString().slice(0, 10)

/** The day `n` days after `day` (before, when negative). */
export const addDays = (day: string, n: number) => {
  const date = utcOf(day)
  date.setUTCDate(date.getUTCDate() + n)
  return dayOf(date)
}

/** 1 for Monday … 7 for Sunday. */
export const isoWeekday = (day: string) => utcOf(day).getUTCDay() || 7

/** The Monday of the week `day` is in (French weeks start on Monday). */
export const mondayOf = (day: string) => addDays(day, 1 - isoWeekday(day))

const addMonths = (day: string, n: number) => {
  const [y, m] = day.split('-').map(Number)
  return dayOf(new Date(Date.UTC(y, m - 1 + n, 1)))
}

/** The instants a Paris day starts and ends at, and its length in hours (23, 24 or 25). */
export function parisDayBounds(day: string) {
  const [y, m, d] = day.split('-').map(Number)
  const start = new Date(new TZDate(y, m - 1, d, PARIS).getTime())
  const end = new Date(new TZDate(y, m - 1, d + 1, PARIS).getTime())
  return { start, end, hours: Math.round((end.getTime() - start.getTime()) / HOUR) }
}

/**
 * The hours of a Paris day as its clocks show them: '02:00' is missing on the spring change, and
 * comes twice on the autumn one. Each slot is one real hour from the day's start.
 */
export function hoursOfDay(day: string): string[] {
  const { start, hours } = parisDayBounds(day)
  return Array.from({ length: hours }, (_, i) =>
    format(new Date(start.getTime() + i * HOUR), 'HH:mm', { in: tz(PARIS) }),
  )
}

/** The hour slot of `day` an instant falls in (null outside the day). */
export function slotOf(day: string, at: Date): number | null {
  const { start, end } = parisDayBounds(day)
  if (at < start || at >= end) return null
  return Math.floor((at.getTime() - start.getTime()) / HOUR)
}

export type CalendarPeriod = {
  view: CalendarView
  date: string
  /** First and last day shown, inclusive. */
  from: string
  to: string
  /** The rows of days shown: weeks (Monday first) for a month or a week, one day for a day. */
  weeks: string[][]
  /** The month the grid is about (days outside it are greyed in the month view). */
  month: string
  prev: string
  next: string
  title: string
}

const frenchDay = (day: string, pattern: string) => format(utcOf(day), pattern, { locale: fr })

/** What one view of one date shows, and where its previous and next links go. */
export function calendarPeriod(view: CalendarView, date: string): CalendarPeriod {
  const month = date.slice(0, 7)
  if (view === 'day') {
    return {
      view,
      date,
      from: date,
      to: date,
      weeks: [[date]],
      month,
      prev: addDays(date, -1),
      next: addDays(date, 1),
      title: frenchDay(date, 'EEEE dd/MM/yyyy'),
    }
  }
  const from = view === 'week' ? mondayOf(date) : mondayOf(`${month}-01`)
  const lastOfMonth = addDays(addMonths(date, 1), -1)
  const to = view === 'week' ? addDays(from, 6) : addDays(mondayOf(lastOfMonth), 6)
  const weeks: string[][] = []
  for (let monday = from; monday <= to; monday = addDays(monday, 7))
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(monday, i)))
  return {
    view,
    date,
    from,
    to,
    weeks,
    month,
    prev: view === 'week' ? addDays(date, -7) : addMonths(date, -1),
    next: view === 'week' ? addDays(date, 7) : addMonths(date, 1),
    title:
      view === 'week'
        ? `Semaine du ${frenchDay(from, 'dd/MM/yyyy')} au ${frenchDay(to, 'dd/MM/yyyy')}`
        : frenchDay(date, 'MMMM yyyy'),
  }
}

/** `?view=&date=` read leniently: anything unknown falls back to the month of today. */
export function readCalendarQuery(search: URLSearchParams, today: string) {
  const view = calendarViews.find((v) => v === search.get('view')) ?? 'month'
  const asked = search.get('date') ?? ''
  const date = asked.length === 10 && isCalendarDay(asked) ? asked : today
  return { view, date }
}

/** Monday … Sunday, the headings of a week's columns. */
export const weekdayLabels = ['Lun.', 'Mar.', 'Mer.', 'Jeu.', 'Ven.', 'Sam.', 'Dim.']

/**
 * One thing the calendar shows, from any of its sources (tasks, deliveries, and wine tourism's
 * events when they come): its Paris day, its time there if it has one, and where it leads.
 */
export type CalendarItem = {
  source: string
  key: string
  day: string
  /** 'HH:mm' in Paris, and the instant behind it (the day view's hour slots read it). */
  time: string | null
  at: string | null
  title: string
  detail: string | null
  href: string
  tone: 'task' | 'late' | 'done' | 'delivery'
}

/** A day's items, those without a time first, then by time. */
export function itemsByDay(items: readonly CalendarItem[]) {
  const byDay = new Map<string, CalendarItem[]>()
  for (const item of items) byDay.set(item.day, [...(byDay.get(item.day) ?? []), item])
  for (const list of byDay.values())
    list.sort((a, b) => (a.at ?? '').localeCompare(b.at ?? '') || a.key.localeCompare(b.key))
  return byDay
}
