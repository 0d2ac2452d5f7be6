/**
 * A client's timeline on their file: the latest orders, sales documents and payments, read from
 * the sales module's own lists (GET /orders, /sales-documents, /payments filtered on the client),
 * each only when the viewer may read it, merged newest first.
 */
import { tFr } from '#app/platform/web/t.server'
import { listOrdersRoute } from '#app/modules/checkout/contract'
import { listDocumentsRoute } from '#app/modules/sales/contract'
import { listPaymentsRoute } from '#app/modules/sales/contract/payments'
import { orderKindLabels } from '#app/modules/sales/web/choices'
import { salesRights } from '#app/modules/sales/web/rights'
import { ledgerMethodLabels, paymentKindLabels } from '#app/modules/sales/domain/payments'
import { formatCents, formatDate } from '#app/platform/domain/format'
import type { GuardContext } from '#app/platform/web/guard.server'

export type TimelineEntry = {
  key: string
  at: string
  date: string
  label: string
  amount: string
  to: string | null
}

/** How many of each kind the file shows; the sales lists, filtered on the client, hold the rest. */
const LATEST = 10

export async function clientTimeline(ctx: GuardContext, clientId: number) {
  const rights = salesRights(ctx.viewer)
  const id = String(clientId)
  const [orders, documents, payments] = await Promise.all([
    rights.readOrders ? ctx.api.call(listOrdersRoute, { query: { clientId: id } }) : null,
    rights.readDocuments
      ? ctx.api.call(listDocumentsRoute, { query: { clientId: id, type: 'all' } })
      : null,
    rights.pay ? ctx.api.call(listPaymentsRoute, { query: { clientId: id } }) : null,
  ])
  const entries: TimelineEntry[] = [
    ...(orders?.ok ? orders.data.orders.slice(0, LATEST) : []).map((o) => ({
      key: `order-${o.id}`,
      at: o.createdAt,
      date: formatDate(o.createdAt),
      label: tFr('clients.timeline.order', {
        kind: orderKindLabels[o.kind] ?? tFr('clients.timeline.orderKind'),
        id: o.id,
      }),
      amount: formatCents(o.totalTtcCents),
      to: `/dashboard/orders/${o.id}`,
    })),
    ...(documents?.ok ? documents.data.documents.slice(0, LATEST) : []).map((d) => ({
      key: `document-${d.id}`,
      at: d.issuedAt ?? d.createdAt,
      date: formatDate(d.issuedAt ?? d.createdAt),
      label: tFr('clients.timeline.document', {
        kind: tFr(`clients.timeline.documents.${d.type}`),
        number: d.number ?? tFr('clients.timeline.draft'),
      }),
      amount: formatCents(d.totalTtcCents),
      to: `/dashboard/orders/documents/${d.id}`,
    })),
    ...(payments?.ok ? payments.data.payments.slice(0, LATEST) : []).map((p) => ({
      key: `payment-${p.id}`,
      at: p.receivedAt,
      date: formatDate(p.receivedAt),
      label: `${paymentKindLabels[p.kind]} (${ledgerMethodLabels[p.method as keyof typeof ledgerMethodLabels] ?? p.method})${p.documentNumber ? ` · ${p.documentNumber}` : ''}`,
      amount: formatCents(p.amountCents),
      to: null,
    })),
  ].sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
  return {
    entries,
    links: {
      orders: rights.readOrders ? `/dashboard/orders?clientId=${id}` : null,
      payments: rights.pay ? `/dashboard/payments?clientId=${id}` : null,
    },
    actions: {
      order: rights.createOrder ? `/dashboard/orders/add?clientId=${id}` : null,
      quote: rights.createQuote ? `/dashboard/orders/add?subType=quote&clientId=${id}` : null,
    },
  }
}
