/**
 * One client's sales figures for the client file (GET /clients/{id}/figures): revenue per year
 * from the issued documents, and what is left to pay with the ledger's own notion of an open
 * receivable (ledger-lists.ts), so that the file and the outstandings pages never disagree.
 */
import { and, eq, inArray, isNotNull, lt, ne, sql } from 'drizzle-orm'
import type { Db } from '#app/platform/db/client'
import { salesDocuments } from '#app/platform/db/schema'
import { openReceivable } from './ledger-lists'

/**
 * Invoices less credit notes, excluding tax, per calendar year in Paris. Deposit invoices are left
 * out: the final invoice carries the whole sale (its deposits deducted only from what is due).
 */
async function revenueByYear(db: Db, shopId: number, clientId: number) {
  const year = sql<number>`extract(year from ${salesDocuments.issuedAt} at time zone 'Europe/Paris')::int`
  const sign = sql`case when ${salesDocuments.type} = 'credit' then -1 else 1 end`
  const rows = await db
    .select({
      year,
      htCents: sql<number>`coalesce(sum(${sign} * ${salesDocuments.totalHtCents}), 0)::int`,
      ttcCents: sql<number>`coalesce(sum(${sign} * ${salesDocuments.totalTtcCents}), 0)::int`,
    })
    .from(salesDocuments)
    .where(
      and(
        eq(salesDocuments.shopId, shopId),
        eq(salesDocuments.clientId, clientId),
        inArray(salesDocuments.type, ['invoice', 'credit']),
        isNotNull(salesDocuments.number),
        isNotNull(salesDocuments.issuedAt),
        ne(salesDocuments.status, 'cancelled'),
      ),
    )
    .groupBy(year)
    .orderBy(sql`1 desc`)
  return rows.map((r) => ({
    year: Number(r.year),
    htCents: Number(r.htCents),
    ttcCents: Number(r.ttcCents),
  }))
}

/** What is left to pay on the client's issued invoices and deposits, and the overdue part. */
async function leftToPay(db: Db, shopId: number, clientId: number, now: Date) {
  const left = sql`${salesDocuments.dueCents} - ${salesDocuments.paidCents}`
  const [row] = await db
    .select({
      outstandingCents: sql<number>`coalesce(sum(${left}), 0)::int`,
      overdueCents: sql<number>`coalesce(sum(case when ${lt(salesDocuments.dueAt, now)} then ${left} else 0 end), 0)::int`,
    })
    .from(salesDocuments)
    .where(and(openReceivable(shopId), eq(salesDocuments.clientId, clientId)))
  return {
    outstandingCents: Number(row?.outstandingCents ?? 0),
    overdueCents: Number(row?.overdueCents ?? 0),
  }
}

export async function clientFigures(db: Db, shopId: number, clientId: number, now = new Date()) {
  const [revenue, open] = await Promise.all([
    revenueByYear(db, shopId, clientId),
    leftToPay(db, shopId, clientId, now),
  ])
  return { revenue, ...open }
}
