/**
 * A buyer's invoices, deposit invoices and credit notes (GET /v1/users/me/invoices), shaped for
 * their pages: the orders page lists them all, an order's page those of the order, and the
 * buyer's home may show the latest (`loadBuyerInvoices(ctx, { page: 1 })`).
 */
import { myInvoicesRoute } from '#app/modules/sales/contract'
import type { AnswerOf } from '#app/platform/contract'
import { formatCents, formatDate } from '#app/platform/domain/format'
import type { GuardContext } from '#app/platform/web/guard.server'
import { documentTypeLabels } from './order/labels'

type BuyerDocumentJson = AnswerOf<typeof myInvoicesRoute>['documents'][number]

/** Where the buyer downloads one of their documents. */
export const invoicePdfHref = (id: number) => `/resources/invoices/${id}`

function invoiceRow(d: BuyerDocumentJson) {
  return {
    id: d.id,
    label: `${documentTypeLabels[d.type]} ${d.number}`,
    type: documentTypeLabels[d.type],
    number: d.number,
    date: formatDate(d.issuedAt),
    dueAt: d.dueAt ? formatDate(d.dueAt) : null,
    shop: d.shop.name,
    orderId: d.orderId,
    total: formatCents(d.totalTtcCents),
    left: d.type === 'credit' ? null : formatCents(Math.max(0, d.dueCents - d.paidCents)),
    paymentStatus: d.paymentStatus,
    href: invoicePdfHref(d.id),
  }
}
export type BuyerInvoiceRow = ReturnType<typeof invoiceRow>

/** One page of the buyer's documents (all of them, or one order's); none for anyone else. */
export async function loadBuyerInvoices(
  ctx: GuardContext,
  query: { page?: number; orderId?: number } = {},
) {
  const none = { invoices: [] as BuyerInvoiceRow[], page: 1, pages: 1, total: 0 }
  if (ctx.viewer.role !== 'buyer') return none
  const result = await ctx.api.call(myInvoicesRoute, {
    query: {
      page: String(query.page ?? 1),
      ...(query.orderId ? { orderId: String(query.orderId) } : {}),
    },
  })
  if (!result.ok) throw new Response(result.data.message, { status: result.status })
  const { documents, total, pageSize, page } = result.data
  return {
    invoices: documents.map(invoiceRow),
    page,
    pages: Math.max(1, Math.ceil(total / pageSize)),
    total,
  }
}
