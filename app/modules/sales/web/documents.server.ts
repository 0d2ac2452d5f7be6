/**
 * The lists of quotes, invoices, deposit invoices and credit notes: GET /v1/sales-documents
 * with the page's filters (its amounts are taken in euros), as rows ready to show.
 */
import type { SalesDocumentType } from '#app/platform/db/schema'
import {
  documentSortKeys,
  legalStatuses,
  listDocumentsRoute,
  sortDirections,
} from '#app/modules/sales/contract'
import type { AnswerOf } from '#app/platform/contract'
import { titleOf } from '#app/platform/domain/navigation'
import { formatCents, formatDate } from '#app/platform/domain/format'
import type { GuardContext } from '#app/platform/web/guard.server'
import { clientChoices } from './clients.server'
import { exportHref } from './list-query'
import { documentSorts, documentStatusChoices } from './choices'
import { pageCount, readListQuery } from './list-query.server'
import { salesRights } from '#app/modules/sales/web/rights'
import { numberText, oneOf } from './typed-query'

function documentRow(d: AnswerOf<typeof listDocumentsRoute>['documents'][number]) {
  const left = Math.max(d.dueCents - d.paidCents, 0)
  return {
    id: d.id,
    type: d.type,
    number: d.number,
    status: d.status,
    client: d.client.name || `Client n° ${d.client.id}`,
    clientId: d.client.id,
    orderId: d.orderId,
    date: formatDate(d.issuedAt ?? d.createdAt),
    dueDate: d.dueAt ? formatDate(d.dueAt) : null,
    validUntil: d.validUntil ? formatDate(d.validUntil) : null,
    totalHt: formatCents(d.totalHtCents),
    total: formatCents(d.totalTtcCents),
    paid: formatCents(d.paidCents),
    left: formatCents(left),
    paymentStatus: d.paymentStatus,
    creditStatus: d.creditStatus,
    creditRemaining: d.creditRemainingCents === null ? null : formatCents(d.creditRemainingCents),
  }
}
export type DocumentRow = ReturnType<typeof documentRow>

/** The data of /dashboard/orders/{quotes,bills,deposits,credits}, once the guard let the viewer in. */
export async function loadDocumentsList(
  ctx: GuardContext,
  request: Request,
  pattern: string,
  type: SalesDocumentType,
) {
  const rights = salesRights(ctx.viewer)
  const title = titleOf(pattern)
  const statuses = documentStatusChoices(type)
  const list = readListQuery(request, { statuses, sorts: documentSorts })
  const actions = [
    type === 'quote' && rights.createQuote
      ? { label: 'Nouveau devis', to: '/dashboard/orders/add?subType=quote' }
      : null,
    type === 'invoice' && rights.bill
      ? { label: 'Nouvelle facture', to: '/dashboard/orders/add?subType=bill' }
      : null,
  ].filter((a) => a !== null)
  const base = {
    title,
    type,
    statuses,
    list: {
      values: list.values,
      errors: list.errors,
      search: list.search,
      filtered: list.filtered,
    },
  }
  if (!rights.readDocuments)
    return {
      ...base,
      allowed: false as const,
      rows: [],
      total: 0,
      page: 1,
      pages: 1,
      clients: [],
      actions: [],
      exportTo: null,
    }
  const a = list.applied
  const [sort, dir] = a.sort.split('-')
  const [result, clients] = await Promise.all([
    ctx.api.call(listDocumentsRoute, {
      query: {
        type,
        q: a.q,
        status: oneOf(legalStatuses, a.status),
        clientId: numberText(a.clientId),
        from: a.from,
        to: a.to,
        min: numberText(a.minCents),
        max: numberText(a.maxCents),
        sort: oneOf(documentSortKeys, sort),
        dir: oneOf(sortDirections, dir),
        page: list.page > 1 ? String(list.page) : undefined,
      },
    }),
    clientChoices(ctx),
  ])
  if (!result.ok) throw new Response(result.data.message, { status: result.status })
  return {
    ...base,
    allowed: true as const,
    rows: result.data.documents.map(documentRow),
    total: result.data.total,
    page: list.page,
    pages: pageCount(result.data.total, result.data.pageSize),
    clients,
    actions,
    exportTo: exportHref('documents', list.search, { type }),
  }
}
export type DocumentsListData = Awaited<ReturnType<typeof loadDocumentsList>>
