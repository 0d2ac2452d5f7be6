/** Rows of the documents still to be paid (outstandings, unpaids), ready to show. */
import { formatCents, formatDate, formatDateTime } from '#app/platform/domain/format'

export type OpenDocumentJson = {
  id: number
  type: string
  number: string | null
  clientId: number
  clientName: string
  clientEmail: string | null
  issuedAt: string | null
  dueAt: string | null
  dueCents: number
  paidCents: number
  leftCents: number
  paymentStatus: string
  daysLate?: number
  lastReminderAt?: string | null
  reminderCount?: number
}

const typeLabels: Record<string, string> = {
  invoice: 'Facture',
  deposit: 'Facture d’acompte',
}

export function openDocumentRow(d: OpenDocumentJson) {
  const number = d.number ?? `n° ${d.id}`
  return {
    id: d.id,
    number,
    typeLabel: typeLabels[d.type] ?? d.type,
    client: d.clientName || `Client n° ${d.clientId}`,
    clientEmail: d.clientEmail ?? '',
    issued: d.issuedAt ? formatDate(d.issuedAt) : '—',
    due: d.dueAt ? formatDate(d.dueAt) : '—',
    dueAmount: formatCents(d.dueCents),
    paid: formatCents(d.paidCents),
    left: formatCents(d.leftCents),
    paymentStatus: d.paymentStatus,
    daysLate: d.daysLate ?? 0,
    lastReminder: d.lastReminderAt ? formatDateTime(d.lastReminderAt) : null,
    reminderCount: d.reminderCount ?? 0,
    recordHref: `/dashboard/payments?document=${encodeURIComponent(number)}#record`,
  }
}
