/** Seasonal banner of the auth screen, following the French calendar. */

export type Season = 'spring' | 'summer' | 'autumn' | 'winter'

const parisDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Paris',
  month: 'numeric',
  day: 'numeric',
})

/** Seasons start on the 21st of March, June, September and December (Paris calendar date). */
export function seasonOf(date: Date): Season {
  const parts = parisDate.formatToParts(date)
  const part = (type: 'month' | 'day') => Number(parts.find((p) => p.type === type)?.value)
  const monthDay = part('month') * 100 + part('day')
  if (monthDay >= 1221 || monthDay < 321) return 'winter'
  if (monthDay >= 921) return 'autumn'
  if (monthDay >= 621) return 'summer'
  return 'spring'
}

export const seasonImage = (season: Season): string => `/images/seasons/${season}.svg`
