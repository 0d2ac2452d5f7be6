/**
 * Lists of sales documents (filters, search, sort and pages on the server) and their CSV
 * export with the same filters.
 */
import { TZDate } from '@date-fns/tz'
import { and, asc, count, desc, eq, gte, ilike, lte, or, sql, type SQL } from 'drizzle-orm'
import { documentMachines, paymentMachine } from '#app/modules/sales/domain/machines'
import { PARIS } from '#app/modules/sales/domain/payment-delays'
import type { Db } from '#app/platform/db/client'
import {
  clients,
  orders,
  salesDocuments,
  type LegalStatus,
  type SalesDocumentType,
} from '#app/platform/db/schema'
import { csvAmount, csvDate, csvField, csvFile } from '#app/platform/api/csv'
import { clientNameSql, scopeWhere, typeLabels, type DocumentScope } from './records'
import { containsPattern } from '#app/platform/db/like'

export const DOCUMENTS_PAGE_SIZE = 20
/** The export stops there: beyond, narrow the filters. */
export const CSV_MAX_ROWS = 50_000

export type DocumentSort = 'date' | 'number' | 'amount' | 'client'

export type DocumentFilters = {
  type: SalesDocumentType | 'all'
  status?: LegalStatus
  clientId?: number
  /** YYYY-MM-DD, Paris days, on the issue date (the creation date of drafts). */
  from?: string
  to?: string
  /** Amount TTC bounds, cents. */
  minCents?: number
  maxCents?: number
  /** Part of the number or of the client's name. */
  q?: string
  sort: DocumentSort
  dir: 'asc' | 'desc'
  page: number
}

const dateSql = sql<Date>`coalesce(${salesDocuments.issuedAt}, ${salesDocuments.createdAt})`

const parisDayStart = (day: string) => {
  const [y, m, d] = day.split('-').map(Number)
  return new Date(new TZDate(y, m - 1, d, 0, 0, 0, 0, PARIS).getTime())
}
const parisDayEnd = (day: string) => {
  const [y, m, d] = day.split('-').map(Number)
  return new Date(new TZDate(y, m - 1, d, 23, 59, 59, 999, PARIS).getTime())
}

function filterWhere(scope: DocumentScope, f: Omit<DocumentFilters, 'page'>): SQL {
  const q = f.q?.trim()
  return and(
    scopeWhere(scope),
    f.type === 'all' ? undefined : eq(salesDocuments.type, f.type),
    f.status ? eq(salesDocuments.status, f.status) : undefined,
    f.clientId ? eq(salesDocuments.clientId, f.clientId) : undefined,
    f.from ? gte(dateSql, parisDayStart(f.from)) : undefined,
    f.to ? lte(dateSql, parisDayEnd(f.to)) : undefined,
    f.minCents !== undefined ? gte(salesDocuments.totalTtcCents, f.minCents) : undefined,
    f.maxCents !== undefined ? lte(salesDocuments.totalTtcCents, f.maxCents) : undefined,
    q
      ? or(
          ilike(salesDocuments.number, containsPattern(q)),
          ilike(clientNameSql, containsPattern(q)),
        )
      : undefined,
  )!
}

function orderBy(f: Pick<DocumentFilters, 'sort' | 'dir'>): SQL[] {
  const by = f.dir === 'asc' ? asc : desc
  const column = {
    date: dateSql,
    // Drafts have no number: after the numbered ones whichever the direction.
    number: sql`${salesDocuments.number} ${sql.raw(f.dir === 'asc' ? 'asc' : 'desc')} nulls last`,
    amount: salesDocuments.totalTtcCents,
    client: clientNameSql,
  }[f.sort]
  return [f.sort === 'number' ? (column as SQL) : by(column), by(salesDocuments.id)]
}

const summary = {
  id: salesDocuments.id,
  type: salesDocuments.type,
  status: salesDocuments.status,
  number: salesDocuments.number,
  issuedAt: salesDocuments.issuedAt,
  createdAt: salesDocuments.createdAt,
  dueAt: salesDocuments.dueAt,
  validUntil: salesDocuments.validUntil,
  orderId: salesDocuments.orderId,
  invoiceId: salesDocuments.invoiceId,
  totalHtCents: salesDocuments.totalHtCents,
  tvaCents: salesDocuments.tvaCents,
  totalTtcCents: salesDocuments.totalTtcCents,
  depositsCents: salesDocuments.depositsCents,
  dueCents: salesDocuments.dueCents,
  paidCents: salesDocuments.paidCents,
  paymentStatus: salesDocuments.paymentStatus,
  creditStatus: salesDocuments.creditStatus,
  creditRemainingCents: salesDocuments.creditRemainingCents,
  client: { id: clients.id, name: clientNameSql },
}

function baseQuery(db: Db, scope: DocumentScope, f: Omit<DocumentFilters, 'page'>) {
  return db
    .select(summary)
    .from(salesDocuments)
    .innerJoin(clients, eq(clients.id, salesDocuments.clientId))
    .leftJoin(orders, eq(orders.id, salesDocuments.orderId))
    .where(filterWhere(scope, f))
    .orderBy(...orderBy(f))
}

export type DocumentSummary = Awaited<ReturnType<typeof baseQuery>>[number]

export async function listDocuments(db: Db, scope: DocumentScope, filters: DocumentFilters) {
  const [documents, [total]] = await Promise.all([
    baseQuery(db, scope, filters)
      .limit(DOCUMENTS_PAGE_SIZE)
      .offset((filters.page - 1) * DOCUMENTS_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(salesDocuments)
      .innerJoin(clients, eq(clients.id, salesDocuments.clientId))
      .leftJoin(orders, eq(orders.id, salesDocuments.orderId))
      .where(filterWhere(scope, filters)),
  ])
  return {
    documents,
    total: Number(total?.n ?? 0),
    page: filters.page,
    pageSize: DOCUMENTS_PAGE_SIZE,
  }
}

// ------------------------------------------------------------------ CSV

const csvHeaders = [
  'Type',
  'Numéro',
  'Statut',
  'Date',
  'Échéance',
  'Client',
  'Commande',
  'Total HT',
  'TVA',
  'Total TTC',
  'Acomptes déduits',
  'Reste dû',
  'Payé',
  'Statut de paiement',
]

const paymentLabels: Record<string, string> = paymentMachine.labels

/** The filtered list as CSV for French spreadsheets: UTF-8 with BOM, ';', CRLF. */
export async function documentsCsv(
  db: Db,
  scope: DocumentScope,
  filters: Omit<DocumentFilters, 'page'>,
): Promise<string> {
  const rows = await baseQuery(db, scope, filters).limit(CSV_MAX_ROWS)
  const lines = rows.map((r) => [
    csvField(typeLabels[r.type]),
    csvField(r.number ?? ''),
    csvField(documentMachines[r.type].labels[r.status] ?? r.status),
    csvDate(r.issuedAt ?? r.createdAt),
    csvDate(r.dueAt),
    csvField(r.client.name),
    r.orderId ? String(r.orderId) : '',
    csvAmount(r.totalHtCents),
    csvAmount(r.tvaCents),
    csvAmount(r.totalTtcCents),
    csvAmount(r.depositsCents),
    csvAmount(r.dueCents),
    csvAmount(r.paidCents),
    r.type === 'quote' ? '' : csvField(paymentLabels[r.paymentStatus] ?? r.paymentStatus),
  ])
  return csvFile([csvHeaders, ...lines])
}
