import { parisClock } from './paris-calendar'

const two = (n: number) => String(n).padStart(2, '0')

/**
 * DD/MM/YYYY in Paris time (spec: dates shown as DD/MM/YYYY). Intl's Paris calendar rather than
 * date-fns's `format`, whose default English locale is 6 KiB of JavaScript every page downloads.
 */
export function formatDate(value: Date | string): string {
  const { day, month, year } = parisClock(new Date(value))
  return `${two(day)}/${two(month)}/${String(year).padStart(4, '0')}`
}

/** DD/MM/YYYY à HH:mm in Paris time. */
export function formatDateTime(value: Date | string): string {
  const { hour, minute } = parisClock(new Date(value))
  return `${formatDate(value)} à ${two(hour)}:${two(minute)}`
}

export { formatCents } from './money'

// Made at its first use (see paris-calendar.ts: an Intl formatter is costly to build).
let integer: Intl.NumberFormat | undefined

/**
 * How many rows a list found, '12 clients'; a count stopped at the lists' cap reads 'plus de
 * 10 000 clients' (platform/db/capped-count.ts).
 */
export function formatCount(n: number, noun: string, capped = false): string {
  return `${capped ? 'plus de ' : ''}${(integer ??= new Intl.NumberFormat('fr-FR')).format(n)} ${noun}${n > 1 ? 's' : ''}`
}
