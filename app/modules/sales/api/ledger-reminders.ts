/** Payment reminders for overdue invoices: the French mail, and its history per document. */
import { and, eq } from 'drizzle-orm'
import { daysLate, isOverdue } from '#app/modules/sales/domain/payments'
import { euros } from '#app/platform/domain/money'
import type { Db } from '#app/platform/db/client'
import { paymentReminders, salesDocuments, shops } from '#app/platform/db/schema'
import { ApiError, messages } from '#app/platform/api/http'
import type { ApiDeps } from '#app/platform/api/types'
import { remindersOf } from './ledger-lists'
import { formatDate } from '#app/platform/domain/format'
import { documentTitles } from './pdf/sales-document'
import { shopSender } from '#app/modules/crm/api/shop-sender'

export const reminderMessages = {
  notOverdue: "Ce document n'est pas en retard de paiement.",
} as const

type DocumentRow = typeof salesDocuments.$inferSelect

async function shopDocument(db: Db, shopId: number, documentId: number): Promise<DocumentRow> {
  const [doc] = await db
    .select()
    .from(salesDocuments)
    .where(and(eq(salesDocuments.id, documentId), eq(salesDocuments.shopId, shopId)))
  if (!doc) throw new ApiError(404, messages.notFound)
  return doc
}

/** The reminder's subject and text: what is left to pay, since when, and how to pay it. */
export function reminderMail(
  doc: DocumentRow,
  seller: { name: string; iban?: string; bic?: string },
  now: Date,
) {
  const title = documentTitles[doc.type].toLowerCase()
  const left = doc.dueCents - doc.paidCents
  const late = daysLate(doc.dueAt, now)
  const lines = [
    'Bonjour,',
    '',
    `Sauf erreur de notre part, notre ${title} ${doc.number}${doc.issuedAt ? ` du ${formatDate(doc.issuedAt)}` : ''} n'est pas entièrement réglée.`,
    `Montant restant dû : ${euros(left)}${doc.paidCents > 0 ? ` (sur ${euros(doc.dueCents)})` : ''}.`,
    `Date d'échéance : ${doc.dueAt ? formatDate(doc.dueAt) : ''}${late > 0 ? `, soit ${late} jour${late > 1 ? 's' : ''} de retard` : ''}.`,
    '',
    'Merci de procéder au règlement dans les meilleurs délais.',
  ]
  if (seller.iban)
    lines.push(`Virement : IBAN ${seller.iban}${seller.bic ? ` – BIC ${seller.bic}` : ''}.`)
  lines.push(
    'Si vous avez réglé cette somme entre-temps, merci de ne pas tenir compte de ce message.',
    '',
    'Cordialement,',
    seller.name,
  )
  return {
    subject: `Relance : ${title} ${doc.number} – ${euros(left)} restant dû`,
    text: lines.join('\n'),
  }
}

/** Mails the reminder to each address and records it; 409 unless the document is overdue. */
export async function remindUnpaid(
  deps: ApiDeps,
  shopId: number,
  documentId: number,
  emails: string[],
  byUserId: number,
  now: Date = new Date(),
) {
  const doc = await shopDocument(deps.db, shopId, documentId)
  const open =
    (doc.type === 'invoice' || doc.type === 'deposit') &&
    doc.number !== null &&
    ['generated', 'processing', 'incomplete'].includes(doc.status) &&
    doc.paidCents < doc.dueCents
  if (!open || !isOverdue(doc, now)) throw new ApiError(409, reminderMessages.notOverdue)
  const [shop] = await deps.db
    .select({ name: shops.name, legal: shops.legal })
    .from(shops)
    .where(eq(shops.id, shopId))
  const mail = reminderMail(
    doc,
    { name: shop.legal.legalName || shop.name, iban: shop.legal.iban, bic: shop.legal.bic },
    now,
  )
  const sender = await shopSender(deps, shopId)
  for (const to of emails) await deps.mailer.send({ ...sender, to, ...mail })
  const [reminder] = await deps.db
    .insert(paymentReminders)
    .values({ shopId, documentId, recipients: emails, sentById: byUserId, sentAt: now })
    .returning()
  return reminder
}

export async function reminderHistory(db: Db, shopId: number, documentId: number) {
  await shopDocument(db, shopId, documentId)
  return remindersOf(db, shopId, documentId)
}
