/** Rows of the documents still to be paid (outstandings, unpaids), ready to show. */
import type { outstandingsRoute, unpaidsRoute } from '#app/modules/sales/contract'
import type { AnswerOf } from '#app/platform/contract'
import { formatCents, formatDate, formatDateTime } from '#app/platform/domain/format'

type Unpaid = AnswerOf<typeof unpaidsRoute>['documents'][number]

/** An outstanding document, or an unpaid one with its lateness and reminders. */
type OpenDocumentJson = AnswerOf<typeof outstandingsRoute>['documents'][number] &
  Partial<Pick<Unpaid, 'daysLate' | 'lastReminderAt' | 'reminderCount'>>

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
