/** Seasonal banner of the auth screen, following the French calendar. */
import { parisCalendar } from '#app/platform/domain/paris-calendar'

export type Season = 'spring' | 'summer' | 'autumn' | 'winter'

/** Seasons start on the 21st of March, June, September and December (Paris calendar date). */
export function seasonOf(date: Date): Season {
  const { month, day } = parisCalendar(date)
  const monthDay = month * 100 + day
  if (monthDay >= 1221 || monthDay < 321) return 'winter'
  if (monthDay >= 921) return 'autumn'
  if (monthDay >= 621) return 'summer'
  return 'spring'
}

export const seasonImage = (season: Season): string => `/images/seasons/${season}.svg`
