import { tz } from '@date-fns/tz'
import { format } from 'date-fns'

const paris = tz('Europe/Paris')

/** DD/MM/YYYY in Paris time (spec: dates shown as DD/MM/YYYY). */
export function formatDate(value: Date | string): string {
  return format(new Date(value), 'dd/MM/yyyy', { in: paris })
}

export function formatDateTime(value: Date | string): string {
  return format(new Date(value), "dd/MM/yyyy 'à' HH:mm", { in: paris })
}

export { formatCents } from './money'

const integer = new Intl.NumberFormat('fr-FR')

/**
 * How many rows a list found, '12 clients'; a count stopped at the lists' cap reads 'plus de
 * 10 000 clients' (platform/db/capped-count.ts).
 */
export function formatCount(n: number, noun: string, capped = false): string {
  return `${capped ? 'plus de ' : ''}${integer.format(n)} ${noun}${n > 1 ? 's' : ''}`
}
