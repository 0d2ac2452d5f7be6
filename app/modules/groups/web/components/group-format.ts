/** How grouped orders read on the pages: deadlines in Paris time, statuses and payments in French. */
import { tz, TZDate } from '@date-fns/tz'
import { format } from 'date-fns'
import { checkoutPaymentLabels } from '#app/modules/checkout/domain/checkout-schema'
import { groupPaymentTypes } from '#app/modules/groups/domain/grouped-orders'

const PARIS = 'Europe/Paris'

/** DD/MM/YYYY HH:mm in Paris time. */
export function formatDeadline(value: string | Date): string {
  return format(new Date(value), 'dd/MM/yyyy HH:mm', { in: tz(PARIS) })
}

/** A `datetime-local` value ('2026-11-28T18:00'), read as Paris wall-clock time; '' when invalid. */
export function parisLocalToIso(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local.trim())
  if (!match) return ''
  const [y, m, d, h, min] = match.slice(1).map(Number)
  const date = new TZDate(y, m - 1, d, h, min, PARIS)
  return Number.isNaN(date.getTime()) ? '' : new Date(date.getTime()).toISOString()
}

/** The `datetime-local` value of an instant, in Paris time. */
export function isoToParisLocal(value: string | Date): string {
  return format(new Date(value), "yyyy-MM-dd'T'HH:mm", { in: tz(PARIS) })
}

export const groupStatusLabels: Record<string, string> = {
  open: 'Ouverte',
  placed: 'Commandée',
  expired: 'Expirée',
}

/** The offline payment types a shop accepts, as a group may use them. */
export function groupPaymentOptions(shopTypes: readonly string[]) {
  return groupPaymentTypes
    .filter((type) => shopTypes.includes(type))
    .map((type) => ({ value: type, label: checkoutPaymentLabels[type] }))
}

export const paymentLabel = (type: string | null) =>
  type ? (checkoutPaymentLabels[type as keyof typeof checkoutPaymentLabels] ?? type) : ''
