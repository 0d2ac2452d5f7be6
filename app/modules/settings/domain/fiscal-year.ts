/**
 * The shop's fiscal year (issue 16 §1, 'Exercice comptable' in the 'Informations' tab): it starts
 * on the shop's configured month and day (`logStartMonth`, `logStartDay` of `shops.settings`) and
 * ends the day before the next start. Days are Paris days (DESIGN.md: dates are French dates).
 */
import * as z from 'zod'
import { parisCalendar } from '#app/platform/domain/paris-calendar'

export type FiscalYearStart = { month: number; day: number }

export const monthNames = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
] as const

/** Days of each month in a common year: a fiscal year cannot start on 29 February, missing 3 years in 4. */
const monthDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

export const fiscalYearText = {
  month: 'Choisissez le mois du début de l’exercice.',
  day: 'Indiquez le jour du début de l’exercice, de 1 à 31.',
  noSuchDay: 'Ce jour n’existe pas dans ce mois.',
  saved: 'Le début de votre exercice comptable est enregistré.',
} as const

/** A form sends text, a JSON body numbers: both read as whole numbers. */
const whole = (message: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,2}\s*$/.test(v) ? Number(v) : v),
    z.number({ error: message }).int(message).min(1, message).max(max, message),
  )

const fields = { month: whole(fiscalYearText.month, 12), day: whole(fiscalYearText.day, 31) }
const dayExists = (s: FiscalYearStart) => s.day <= monthDays[s.month - 1]
const noSuchDay = { message: fiscalYearText.noSuchDay, path: ['day'] }

/** PUT /settings/fiscal-year, and the 'Exercice comptable' form (the same fields). */
export const FiscalYearInput = z.strictObject(fields).refine(dayExists, noSuchDay)
export const fiscalYearForm = z.object(fields).refine(dayExists, noSuchDay)
export type FiscalYearInput = z.output<typeof FiscalYearInput>

export const fiscalYearIntent = 'fiscal-year'

const iso = (date: Date) => date.toISOString().slice(0, 10)

/**
 * The fiscal year `now` falls in, as Paris days 'YYYY-MM-DD': from its start to the day before the
 * next start. The dates are computed at noon UTC, far from any day boundary.
 */
export function fiscalYearOf(start: FiscalYearStart, now: Date): { from: string; to: string } {
  const today = parisCalendar(now)
  const started =
    today.month > start.month || (today.month === start.month && today.day >= start.day)
  const year = started ? today.year : today.year - 1
  const from = new Date(Date.UTC(year, start.month - 1, start.day, 12))
  // Day 0 of a month is the last day of the month before.
  const to = new Date(Date.UTC(year + 1, start.month - 1, start.day - 1, 12))
  return { from: iso(from), to: iso(to) }
}

/** '2026-07-01' → '01/07/2026'. */
export const frenchDay = (isoDay: string) => isoDay.split('-').reverse().join('/')
