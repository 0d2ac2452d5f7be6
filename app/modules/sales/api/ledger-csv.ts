/**
 * The ledger's three lists of what is owed as CSV files for a spreadsheet in French
 * (platform/api/csv.ts): the outstandings (not yet due), the unpaids (overdue, with their
 * reminders) and the credit notes with what is left of each, each row as GET
 * /payments/{outstandings,unpaids,credits} reads it, in the same order.
 */
import { creditMachine } from '#app/modules/sales/domain/machines'
import { csvAmount, csvDate, csvFile, csvQuoted } from '#app/platform/api/csv'
import type { Db } from '#app/platform/db/client'
import { typeLabels } from './documents/records'
import { creditNotes, outstandings, unpaids } from './ledger-lists'

type OpenDocumentRow = Awaited<ReturnType<typeof outstandings>>['documents'][number]

const openHeader = [
  'Document',
  'Type',
  'Client',
  'E-mail',
  'Émis le',
  'Échéance',
  'Montant TTC (€)',
  'Payé (€)',
  'Reste dû (€)',
]

const openCells = (d: OpenDocumentRow) => [
  csvQuoted(d.number ?? ''),
  csvQuoted(typeLabels[d.type]),
  csvQuoted(d.clientName),
  csvQuoted(d.clientEmail ?? ''),
  csvDate(d.issuedAt),
  csvDate(d.dueAt),
  csvAmount(d.dueCents),
  csvAmount(d.paidCents),
  csvAmount(d.leftCents),
]

export async function outstandingsCsv(db: Db, shopId: number, now: Date): Promise<string> {
  const { documents } = await outstandings(db, shopId, now)
  return csvFile([openHeader.map(csvQuoted), ...documents.map(openCells)])
}

export async function unpaidsCsv(db: Db, shopId: number, now: Date): Promise<string> {
  const { documents } = await unpaids(db, shopId, now)
  const header = [...openHeader, 'Jours de retard', 'Relances', 'Dernière relance']
  const rows = documents.map((d) => [
    ...openCells(d),
    String(d.daysLate),
    String(d.reminderCount),
    csvDate(d.lastReminderAt),
  ])
  return csvFile([header.map(csvQuoted), ...rows])
}

export async function creditNotesCsv(db: Db, shopId: number): Promise<string> {
  const { credits } = await creditNotes(db, shopId)
  const header = [
    'Avoir',
    'Client',
    'Facture corrigée',
    'Émis le',
    'Montant (€)',
    'Reste (€)',
    'État',
  ]
  const rows = credits.map((c) => [
    csvQuoted(c.number ?? ''),
    csvQuoted(c.clientName),
    csvQuoted(c.invoiceNumber ?? ''),
    csvDate(c.issuedAt),
    csvAmount(c.amountCents),
    csvAmount(c.creditRemainingCents),
    csvQuoted(creditMachine.labels[c.creditStatus]),
  ])
  return csvFile([header.map(csvQuoted), ...rows])
}
