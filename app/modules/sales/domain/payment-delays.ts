/**
 * Spec 3 payment delays, their French labels and the due date they give.
 *
 * The law wants the due date written as an actual date (DOMAIN.md §3): "30 jours fin de mois"
 * alone does not comply. Days are counted on the Paris calendar, and a document is due until the
 * end of its due day in Paris (23:59:59.999), so that the date shown (DD/MM/YYYY, Paris time) is
 * the last day to pay and "overdue" is simply `now > dueAt`.
 *
 * Conventions:
 * - 'N' (7 … 120): N calendar days after the issue date.
 * - 'EOM': the last day of the month of issue.
 * - 'NEOM' ("N jours fin de mois"): N days after the issue date, then the end of that month
 *   (the reading of the DGCCRF; the other one, end of month then N days, is not used here).
 * - 'order': the issue date itself (payable on order).
 * - 'delivery': the delivery date, or the issue date while the delivery is not known.
 */
import { TZDate } from '@date-fns/tz'
import { addDays, endOfDay, endOfMonth } from 'date-fns'

export const paymentDelays = [
  '7',
  '10',
  '14',
  '30',
  '45',
  '60',
  '75',
  '90',
  '120',
  'order',
  'delivery',
  'EOM',
  '30EOM',
  '45EOM',
  '60EOM',
  '90EOM',
  '120EOM',
] as const
export type PaymentDelay = (typeof paymentDelays)[number]

export const PARIS = 'Europe/Paris'

export const paymentDelayLabels: Record<PaymentDelay, string> = {
  '7': '7 jours',
  '10': '10 jours',
  '14': '14 jours',
  '30': '30 jours',
  '45': '45 jours',
  '60': '60 jours',
  '75': '75 jours',
  '90': '90 jours',
  '120': '120 jours',
  order: 'À la commande',
  delivery: 'À la livraison',
  EOM: 'Fin de mois',
  '30EOM': '30 jours fin de mois',
  '45EOM': '45 jours fin de mois',
  '60EOM': '60 jours fin de mois',
  '90EOM': '90 jours fin de mois',
  '120EOM': '120 jours fin de mois',
}

export const isPaymentDelay = (value: unknown): value is PaymentDelay =>
  typeof value === 'string' && (paymentDelays as readonly string[]).includes(value)

/** When nothing is set on the client, the order nor the shop: the legal default of 30 days. */
export const DEFAULT_PAYMENT_DELAY: PaymentDelay = '30'

/** The first delay that is a known one, else the default. */
export function pickPaymentDelay(...candidates: (string | null | undefined)[]): PaymentDelay {
  return candidates.find(isPaymentDelay) ?? DEFAULT_PAYMENT_DELAY
}

const toDate = (value: Date) => new Date(value.getTime())

/** The due date of a document issued at `issuedAt` (see the module comment). */
export function dueDate(issuedAt: Date, delay: PaymentDelay, deliveredAt?: Date | null): Date {
  const issued = new TZDate(issuedAt.getTime(), PARIS)
  if (delay === 'order') return toDate(endOfDay(issued))
  if (delay === 'delivery')
    return toDate(endOfDay(new TZDate((deliveredAt ?? issuedAt).getTime(), PARIS)))
  if (delay === 'EOM') return toDate(endOfMonth(issued))
  const eom = /^(\d+)EOM$/.exec(delay)
  if (eom) return toDate(endOfMonth(addDays(issued, Number(eom[1]))))
  return toDate(endOfDay(addDays(issued, Number(delay))))
}

/** "30 jours fin de mois", or the raw value when it is not a spec 3 delay. */
export const paymentDelayLabel = (delay: string | null | undefined) =>
  isPaymentDelay(delay) ? paymentDelayLabels[delay] : (delay ?? '')
