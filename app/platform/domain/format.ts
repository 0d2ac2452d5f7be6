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
