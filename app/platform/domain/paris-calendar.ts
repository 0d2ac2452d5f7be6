/**
 * The Paris calendar, whatever the server's or the browser's time zone: the day, month and year
 * an instant falls on in Europe/Paris (spec: dates are French dates). Use these instead of
 * `getFullYear()`, `getMonth()` or `toISOString().slice(0, 10)`, which read the machine's zone
 * or UTC.
 */

export const PARIS = 'Europe/Paris'

/**
 * Made at its first use, not when a page's JavaScript loads: building an Intl formatter costs a
 * phone's browser tens of milliseconds of main thread, which pages that show no date never pay.
 */
let parisParts: Intl.DateTimeFormat | undefined
const parisFormat = () =>
  (parisParts ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: PARIS,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  }))

type ParisClock = { year: number; month: number; day: number; hour: number; minute: number }

/** The Paris calendar date and wall-clock time of an instant (month 1–12, hour 0–23). */
export function parisClock(date: Date): ParisClock {
  const parts = parisFormat().formatToParts(date)
  const part = (type: keyof ParisClock) => Number(parts.find((p) => p.type === type)?.value)
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  }
}

/** The Paris calendar date of an instant: year, month (1–12) and day. */
export function parisCalendar(date: Date): { year: number; month: number; day: number } {
  const { year, month, day } = parisClock(date)
  return { year, month, day }
}

/** 'YYYY-MM-DD' of the Paris day an instant falls on (what `<input type="date">` takes). */
export function parisIsoDay(date: Date = new Date()): string {
  const { year, month, day } = parisCalendar(date)
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** The year in Paris (the copyright line, for instance). */
export const parisYear = (date: Date = new Date()): number => parisCalendar(date).year
