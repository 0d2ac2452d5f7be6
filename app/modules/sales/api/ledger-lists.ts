/**
 * What the payments pages read: the ledger with its filters and CSV, documents still to be paid
 * before (outstandings) or after (unpaids) their due date, and credit notes with what is left.
 */
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import {
  daysLate,
  ledgerMethodLabels,
  paymentKindLabels,
  paymentStatusOf,
} from '#app/modules/sales/domain/payments'
import type { Db } from '#app/platform/db/client'
import {
  clients,
  paymentReminders,
  payments,
  salesDocuments,
  type LegalStatus,
  type PaymentKind,
  type SalesDocumentType,
} from '#app/platform/db/schema'
import { csvAmount, csvDate, csvFile, csvQuoted } from '#app/platform/api/csv'
import { containsPattern } from '#app/platform/db/like'

export const LEDGER_PAGE_SIZE = 20

export type LedgerSort = 'receivedAt' | '-receivedAt' | 'amount' | '-amount'

export type LedgerFilters = {
  kind?: PaymentKind
  method?: string
  clientId?: number
  from?: Date
  to?: Date
  /** Bounds on the signed amount, cents. */
  min?: number
  max?: number
  q?: string
  page: number
  sort: LedgerSort
}

/** The name a client goes by on lists: the business, else the person. */
export const clientName = sql<string>`coalesce(nullif(${clients.businessName}, ''), nullif(trim(concat_ws(' ', ${clients.firstname}, ${clients.lastname})), ''), '')`

const documentNumber = sql<
  string | null
>`(select ${salesDocuments.number} from ${salesDocuments} where ${salesDocuments.id} = ${payments.documentId})`
const creditNumber = sql<
  string | null
>`(select cn.number from sales_documents cn where cn.id = ${payments.creditId})`

function ledgerWhere(shopId: number, f: LedgerFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(payments.shopId, shopId)]
  if (f.kind) conditions.push(eq(payments.kind, f.kind))
  if (f.method) conditions.push(eq(payments.method, f.method))
  if (f.clientId) conditions.push(eq(payments.clientId, f.clientId))
  if (f.from) conditions.push(gte(payments.receivedAt, f.from))
  if (f.to) conditions.push(lte(payments.receivedAt, f.to))
  if (f.min !== undefined) conditions.push(gte(payments.amountCents, f.min))
  if (f.max !== undefined) conditions.push(lte(payments.amountCents, f.max))
  if (f.q) {
    const pattern = containsPattern(f.q)
    conditions.push(
      or(
        ilike(payments.reference, pattern),
        ilike(payments.notes, pattern),
        ilike(clientName, pattern),
        sql`${documentNumber} ilike ${pattern}`,
      ),
    )
  }
  return and(...conditions)
}

const ledgerOrder = (sort: LedgerSort) => {
  switch (sort) {
    case 'receivedAt':
      return [asc(payments.receivedAt), asc(payments.id)]
    case 'amount':
      return [asc(payments.amountCents), asc(payments.id)]
    case '-amount':
      return [desc(payments.amountCents), desc(payments.id)]
    default:
      return [desc(payments.receivedAt), desc(payments.id)]
  }
}

const ledgerColumns = {
  id: payments.id,
  kind: payments.kind,
  method: payments.method,
  amountCents: payments.amountCents,
  receivedAt: payments.receivedAt,
  reference: payments.reference,
  notes: payments.notes,
  clientId: payments.clientId,
  clientName,
  orderId: payments.orderId,
  documentId: payments.documentId,
  documentNumber,
  creditId: payments.creditId,
  creditNumber,
}

export type LedgerListRow = {
  id: number
  kind: PaymentKind
  method: string
  amountCents: number
  receivedAt: Date
  reference: string | null
  notes: string | null
  clientId: number | null
  clientName: string | null
  orderId: number | null
  documentId: number | null
  documentNumber: string | null
  creditId: number | null
  creditNumber: string | null
}

export async function listPayments(db: Db, shopId: number, f: LedgerFilters) {
  const where = ledgerWhere(shopId, f)
  const [rows, [totals]] = await Promise.all([
    db
      .select(ledgerColumns)
      .from(payments)
      .leftJoin(clients, eq(clients.id, payments.clientId))
      .where(where)
      .orderBy(...ledgerOrder(f.sort))
      .limit(LEDGER_PAGE_SIZE)
      .offset((f.page - 1) * LEDGER_PAGE_SIZE),
    db
      .select({
        count: sql<number>`count(*)::int`,
        sum: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int`,
      })
      .from(payments)
      .leftJoin(clients, eq(clients.id, payments.clientId))
      .where(where),
  ])
  const total = Number(totals.count)
  return {
    payments: rows as LedgerListRow[],
    total,
    sumCents: Number(totals.sum),
    page: f.page,
    pageCount: Math.max(1, Math.ceil(total / LEDGER_PAGE_SIZE)),
  }
}

/** Every row the filters keep (no paging), `;`-separated with a BOM so French Excel opens it. */
export async function paymentsCsv(db: Db, shopId: number, f: LedgerFilters): Promise<string> {
  const rows = (await db
    .select(ledgerColumns)
    .from(payments)
    .leftJoin(clients, eq(clients.id, payments.clientId))
    .where(ledgerWhere(shopId, f))
    .orderBy(...ledgerOrder(f.sort))) as LedgerListRow[]
  const header = [
    'Date',
    'Type',
    'Moyen',
    'Client',
    'Document',
    'Avoir utilisé',
    'Référence',
    'Montant (€)',
  ]
  const lines = rows.map((r) => [
    csvQuoted(csvDate(r.receivedAt)),
    csvQuoted(paymentKindLabels[r.kind] ?? r.kind),
    csvQuoted(ledgerMethodLabels[r.method as keyof typeof ledgerMethodLabels] ?? r.method),
    csvQuoted(r.clientName ?? ''),
    csvQuoted(r.documentNumber ?? (r.orderId ? `Commande ${r.orderId}` : '')),
    csvQuoted(r.creditNumber ?? ''),
    csvQuoted(r.reference ?? ''),
    csvAmount(r.amountCents),
  ])
  return csvFile([header.map(csvQuoted), ...lines])
}

const openDocumentColumns = {
  id: salesDocuments.id,
  type: salesDocuments.type,
  number: salesDocuments.number,
  status: salesDocuments.status,
  orderId: salesDocuments.orderId,
  clientId: salesDocuments.clientId,
  clientName,
  clientEmail: clients.email,
  issuedAt: salesDocuments.issuedAt,
  dueAt: salesDocuments.dueAt,
  dueCents: salesDocuments.dueCents,
  paidCents: salesDocuments.paidCents,
  paymentStatus: salesDocuments.paymentStatus,
}

/** Issued invoices and deposits not fully paid (not cancelled); read by the client file too. */
export const openReceivable = (shopId: number) =>
  and(
    eq(salesDocuments.shopId, shopId),
    inArray(salesDocuments.type, ['invoice', 'deposit']),
    isNotNull(salesDocuments.number),
    inArray(salesDocuments.status, ['generated', 'processing', 'incomplete']),
    lt(salesDocuments.paidCents, salesDocuments.dueCents),
  )

type OpenRow = {
  id: number
  type: SalesDocumentType
  number: string | null
  status: LegalStatus
  orderId: number | null
  clientId: number
  clientName: string
  clientEmail: string | null
  issuedAt: Date | null
  dueAt: Date | null
  dueCents: number
  paidCents: number
  paymentStatus: string
}

const withLeft = (r: OpenRow) => ({ ...r, leftCents: r.dueCents - r.paidCents })

const totalsOf = (rows: { dueCents: number; paidCents: number }[]) => ({
  count: rows.length,
  dueCents: rows.reduce((s, r) => s + r.dueCents, 0),
  paidCents: rows.reduce((s, r) => s + r.paidCents, 0),
  leftCents: rows.reduce((s, r) => s + r.dueCents - r.paidCents, 0),
})

/** Issued, not fully paid and not yet due (or without a due date), soonest due first. */
export async function outstandings(db: Db, shopId: number, now: Date) {
  const rows = (await db
    .select(openDocumentColumns)
    .from(salesDocuments)
    .innerJoin(clients, eq(clients.id, salesDocuments.clientId))
    .where(
      and(
        openReceivable(shopId),
        or(sql`${salesDocuments.dueAt} is null`, gte(salesDocuments.dueAt, now)),
      ),
    )
    .orderBy(sql`${salesDocuments.dueAt} asc nulls last`, asc(salesDocuments.id))) as OpenRow[]
  const documents = rows.map(withLeft)
  return { documents, totals: totalsOf(documents) }
}

/**
 * Overdue documents. Their payment status becomes 'missing' here too: nothing else happens to a
 * document on the day it falls due, and the bills list filters on that status.
 */
export async function unpaids(db: Db, shopId: number, now: Date) {
  const overdue = and(openReceivable(shopId), lt(salesDocuments.dueAt, now))
  await db
    .update(salesDocuments)
    .set({ paymentStatus: 'missing', updatedAt: now })
    .where(and(overdue, inArray(salesDocuments.paymentStatus, ['pending', 'partial'])))
  const rows = (await db
    .select({
      ...openDocumentColumns,
      lastReminderAt: sql<Date | null>`(select max(${paymentReminders.sentAt}) from ${paymentReminders} where ${paymentReminders.documentId} = ${salesDocuments.id})`,
      reminderCount: sql<number>`(select count(*)::int from ${paymentReminders} where ${paymentReminders.documentId} = ${salesDocuments.id})`,
    })
    .from(salesDocuments)
    .innerJoin(clients, eq(clients.id, salesDocuments.clientId))
    .where(overdue)
    .orderBy(asc(salesDocuments.dueAt), asc(salesDocuments.id))) as (OpenRow & {
    lastReminderAt: Date | string | null
    reminderCount: number
  })[]
  const documents = rows.map((r) => ({
    ...withLeft(r),
    paymentStatus: paymentStatusOf(r, r.paidCents, now),
    daysLate: daysLate(r.dueAt, now),
    lastReminderAt: r.lastReminderAt ? new Date(r.lastReminderAt) : null,
    reminderCount: Number(r.reminderCount),
  }))
  return { documents, totals: totalsOf(documents) }
}

/** Issued credit notes, with what is left of each and the invoice it corrects. */
export async function creditNotes(db: Db, shopId: number) {
  const rows = await db
    .select({
      id: salesDocuments.id,
      number: salesDocuments.number,
      status: salesDocuments.status,
      clientId: salesDocuments.clientId,
      clientName,
      orderId: salesDocuments.orderId,
      invoiceId: salesDocuments.invoiceId,
      invoiceNumber: sql<
        string | null
      >`(select inv.number from sales_documents inv where inv.id = ${salesDocuments.invoiceId})`,
      issuedAt: salesDocuments.issuedAt,
      totalTtcCents: salesDocuments.totalTtcCents,
      creditRemainingCents: salesDocuments.creditRemainingCents,
      creditStatus: salesDocuments.creditStatus,
    })
    .from(salesDocuments)
    .innerJoin(clients, eq(clients.id, salesDocuments.clientId))
    .where(
      and(
        eq(salesDocuments.shopId, shopId),
        eq(salesDocuments.type, 'credit'),
        isNotNull(salesDocuments.number),
      ),
    )
    .orderBy(desc(salesDocuments.issuedAt), desc(salesDocuments.id))
  const credits = rows.map((r) => ({
    ...r,
    amountCents: Math.abs(r.totalTtcCents),
    creditRemainingCents: r.creditRemainingCents ?? 0,
    creditStatus: r.creditStatus ?? 'full',
  }))
  return {
    credits,
    totals: {
      count: credits.length,
      amountCents: credits.reduce((s, r) => s + r.amountCents, 0),
      remainingCents: credits.reduce(
        (s, r) => s + (r.creditStatus === 'cancelled' ? 0 : r.creditRemainingCents),
        0,
      ),
    },
  }
}

/** A document's reminders, newest first. */
export async function remindersOf(db: Db, shopId: number, documentId: number) {
  return db
    .select({
      id: paymentReminders.id,
      recipients: paymentReminders.recipients,
      sentAt: paymentReminders.sentAt,
      sentById: paymentReminders.sentById,
    })
    .from(paymentReminders)
    .where(and(eq(paymentReminders.shopId, shopId), eq(paymentReminders.documentId, documentId)))
    .orderBy(desc(paymentReminders.sentAt), desc(paymentReminders.id))
}
