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
import {
  fiscalCategoryOf,
  perPureAlcohol,
  type FiscalProduct,
} from '#app/modules/catalogue/domain/excise'

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

/** What the legal caps on a payment delay depend on: who buys, where to, and what. */
export type SaleForDelay = {
  /** The buyer buys as a business (the caps are business-to-business ones). */
  business: boolean
  /** Delivered outside France: the French caps do not apply (export). */
  abroad: boolean
  /** Drinks subject to the consumption duty on spirits (CN 2208) are among the goods. */
  spirits: boolean
}

/** L441-10: 60 days from the invoice, or 45 days end of month. */
const generalCap: ReadonlySet<PaymentDelay> = new Set([
  '7',
  '10',
  '14',
  '30',
  '45',
  '60',
  'order',
  'delivery',
  'EOM',
  '30EOM',
  '45EOM',
])
/** L441-11 II: 30 days after the end of the month of delivery, whatever the day of issue. */
const spiritsCap: ReadonlySet<PaymentDelay> = new Set([
  '7',
  '10',
  '14',
  '30',
  'order',
  'delivery',
  'EOM',
])

export const paymentDelayCapTexts = {
  general:
    'Entre professionnels en France, le délai de paiement ne peut pas dépasser 60 jours après la facture ou 45 jours fin de mois (Code de commerce, art. L441-10) : choisissez un délai plus court.',
  spirits:
    'Pour des spiritueux soumis au droit de consommation, le délai de paiement entre professionnels ne peut pas dépasser 30 jours après la fin du mois de livraison (Code de commerce, art. L441-11) : choisissez un délai plus court.',
} as const

/**
 * The facts of a sale as the caps read them: delivered abroad unless the country is France (or
 * unknown), spirits when a product is taxed per hl of pure alcohol (the consumption duty of CGI
 * art. 403 that L441-11 names).
 */
export function saleForDelay(sale: {
  business: boolean
  country: string | null | undefined
  products: readonly FiscalProduct[]
}): SaleForDelay {
  const country = sale.country?.trim().toUpperCase()
  return {
    business: sale.business,
    abroad: !!country && country !== 'FR' && country !== 'FRANCE',
    spirits: sale.products.some((p) => {
      const category = fiscalCategoryOf(p)
      return category !== null && perPureAlcohol.has(category)
    }),
  }
}

/**
 * Why `delay` cannot be the payment term of `sale`, or null when the law allows it. Between
 * businesses in France the caps of L441-10 and L441-11 apply (DOMAIN.md §3); the spec's longer
 * terms (75, 90, 120 days, 60 days end of month and beyond) stay available to private buyers
 * and for export.
 */
export function paymentDelayRefusal(delay: string, sale: SaleForDelay): string | null {
  if (!sale.business || sale.abroad || !isPaymentDelay(delay)) return null
  if (sale.spirits && !spiritsCap.has(delay)) return paymentDelayCapTexts.spirits
  if (!generalCap.has(delay)) return paymentDelayCapTexts.general
  return null
}
