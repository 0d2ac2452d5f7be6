/**
 * The staff view of an order (and of a future): what GET /v1/orders/:id answers, shaped for the
 * page, and the actions this viewer may take in this state. Amounts are the provider's; the page
 * only formats them.
 */
import { canTransition, deliveryMachine, orderMachine } from '#app/modules/sales/domain/machines'
import { salesTermsPath } from '#app/modules/shop/domain/shop-paths'
import { entryPaymentLabels, orderKindLabels } from '#app/modules/sales/domain/order-entry'
import { paymentDelayLabel } from '#app/modules/sales/domain/payment-delays'
import { ledgerMethodLabels } from '#app/modules/sales/domain/payments'
import { remainingToShip } from '#app/modules/sales/domain/shipments'
import { trackingUrl } from '#app/modules/carriers/domain/tracking'
import { orderRoute } from '#app/modules/checkout/contract'
import { addressLines } from '#app/modules/checkout/web/orders.server'
import { formatCents, formatDate } from '#app/platform/domain/format'
import { listClientsRoute } from '#app/modules/clients/contract'
import type { AnswerOf } from '#app/platform/contract'
import type { GuardContext } from '#app/platform/web/guard.server'
import { documentStatusLabel, documentTypeLabels, type DocumentType } from './labels'
import type { SalesRights } from '#app/modules/sales/web/rights'

export type SalesOrderJson = AnswerOf<typeof orderRoute>['order']
type OrderDocumentJson = SalesOrderJson['documents'][number]
type OrderLineJson = SalesOrderJson['lines'][number]

/** The document's type as the labels know it (the contract answers a plain string). */
const typeOf = (d: OrderDocumentJson) => d.type as DocumentType

const isOpenBill = (d: OrderDocumentJson) =>
  (d.type === 'invoice' || d.type === 'deposit') &&
  d.number !== null &&
  d.status !== 'cancelled' &&
  d.dueCents - d.paidCents > 0

export const orderHref = (o: { id: number; kind?: string }) =>
  o.kind === 'future' ? `/dashboard/futures/${o.id}` : `/dashboard/orders/${o.id}`

/** The entry page reopening a draft order, on the futures' route for a future. */
export const draftEditHref = (o: { id: number; kind?: string }) =>
  `${o.kind === 'future' ? '/dashboard/futures/add' : '/dashboard/orders/add'}?order=${o.id}`

/** What the viewer may do on this order now (spec 4 machines × spec 6 rights). */
export function orderActions(order: SalesOrderJson, rights: SalesRights) {
  const live = (d: OrderDocumentJson) => d.status !== 'cancelled'
  const billed = order.documents.some(
    (d) => (d.type === 'invoice' || d.type === 'deposit') && live(d),
  )
  const finalInvoice = order.documents.some((d) => d.type === 'invoice' && live(d))
  const ventilated = order.children.length > 0
  const remaining = remainingToShip(order.lines, order.shipments)
  const toShip = [...remaining.values()].some((q) => q > 0)
  const validated = order.status === 'validated'
  return {
    // A draft is rewritten whole by the entry page; a future needs its own right there too.
    edit:
      order.status === 'draft' &&
      rights.createOrder &&
      (order.kind !== 'future' || rights.createFuture),
    // A draft entered at the office is validated from its page too (the machine allows it).
    validate: rights.decide && (order.status === 'pending' || order.status === 'draft'),
    refuse: rights.decide && order.status === 'pending',
    cancel:
      rights.createOrder &&
      canTransition(orderMachine, order.status, 'cancelled') &&
      !ventilated &&
      !billed,
    deposit: rights.bill && validated && order.kind !== 'sample' && !ventilated && !finalInvoice,
    invoice: rights.bill && validated && !ventilated && !finalInvoice,
    ship: rights.ship && (validated || order.status === 'invoiced') && !ventilated && toShip,
    ventilate:
      rights.createOrder &&
      validated &&
      order.parentId === null &&
      !ventilated &&
      !billed &&
      order.shipments.length === 0,
    pdf: rights.readOrders || rights.createOrder || rights.bill,
    payment: rights.pay && order.documents.some(isOpenBill),
  }
}
export type OrderActions = ReturnType<typeof orderActions>

function lineView(line: OrderLineJson, remaining: Map<number, number>, ttc: boolean) {
  return {
    id: line.id,
    name: line.name,
    detail: [line.formatLabel, line.vintageName].filter(Boolean).join(' · '),
    quantity: line.quantity,
    unitPrice: `${formatCents(line.unitPriceCents)} ${ttc ? 'TTC' : 'HT'}`,
    vatRate: `${String(line.vatRate).replace('.', ',')} %`,
    totalHt: formatCents(line.totalHtCents),
    totalTtc: formatCents(line.totalTtcCents),
    remaining: remaining.get(line.id) ?? 0,
  }
}

function documentView(d: OrderDocumentJson) {
  return {
    id: d.id,
    type: typeOf(d),
    typeLabel: documentTypeLabels[typeOf(d)],
    number: d.number ?? 'Brouillon',
    status: d.status,
    statusLabel: documentStatusLabel(typeOf(d), d.status),
    issuedAt: d.issuedAt ? formatDate(d.issuedAt) : null,
    dueAt: d.dueAt ? formatDate(d.dueAt) : null,
    total: formatCents(d.totalTtcCents),
    due: formatCents(d.dueCents),
    paid: formatCents(d.paidCents),
    left: formatCents(Math.max(0, d.dueCents - d.paidCents)),
    paymentStatus: d.paymentStatus,
    href: `/dashboard/orders/documents/${d.id}`,
  }
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null)

export function salesOrderView(order: SalesOrderJson, rights: SalesRights) {
  const remaining = remainingToShip(order.lines, order.shipments)
  const contact = order.contact ?? {}
  const shipping = order.shipping
  const lineName = new Map(order.lines.map((l) => [l.id, l.name]))
  return {
    id: order.id,
    kind: order.kind,
    kindLabel: orderKindLabels[order.kind],
    taxRegime: order.taxRegime,
    status: order.status,
    deliveryStatus: order.deliveryStatus,
    deliveryLabel: deliveryMachine.labels[order.deliveryStatus] ?? order.deliveryStatus,
    paymentStatus: order.paymentStatus,
    date: formatDate(order.createdAt),
    source: order.source === 'backoffice' ? 'Saisie au bureau' : 'Boutique en ligne',
    client: order.client
      ? { id: order.client.id, name: order.client.name, email: order.client.email }
      : null,
    contact: {
      email: text(contact.email) ?? order.client?.email ?? order.buyer?.email ?? null,
      phone: text(contact.phone),
      siret: text(contact.siret),
    },
    deliveryAddress: addressLines(order.deliveryAddress),
    billingAddress: addressLines(order.billingAddress),
    deliveryMode: text(shipping.name),
    paymentType:
      entryPaymentLabels[order.paymentType as keyof typeof entryPaymentLabels] ?? order.paymentType,
    paymentDelay: paymentDelayLabel(order.paymentDelay) || null,
    expectedDelivery: order.expectedDeliveryAt ? formatDate(order.expectedDeliveryAt) : null,
    /** The shop's general terms of sale the buyer accepted at checkout, and where to read them. */
    acceptedTerms:
      order.termsVersion === null
        ? null
        : {
            version: order.termsVersion,
            href: `${salesTermsPath(`/shops/${order.shopId}`)}?version=${order.termsVersion}`,
          },
    notes: text(order.notes),
    parentId: order.parentId,
    quoteId: order.quoteId,
    lines: order.lines.map((l) => lineView(l, remaining, order.ttc !== false)),
    totals: {
      totalHT: order.totalHtCents,
      tva: order.tvaCents,
      duties: order.dutiesCents,
      shipping: order.shippingCents,
      wrapping: order.wrappingCents,
      promoAmount: order.promoAmountCents,
      totalTTC: order.totalTtcCents,
    },
    documents: order.documents.map(documentView),
    openBills: order.documents.filter(isOpenBill).map((d) => ({
      id: d.id,
      label: `${documentTypeLabels[typeOf(d)]} ${d.number} — reste ${formatCents(d.dueCents - d.paidCents)}`,
      leftCents: d.dueCents - d.paidCents,
    })),
    shipments: order.shipments.map((s) => ({
      id: s.id,
      kind: s.kind === 'return' ? 'Retour' : 'Expédition',
      isDelivery: s.kind !== 'return',
      status: s.status,
      statusLabel: deliveryMachine.labels[s.status] ?? s.status,
      date: formatDate(s.shippedAt ?? s.createdAt),
      carrier: text(s.carrier),
      trackingRef: text(s.trackingRef),
      trackingUrl: trackingUrl(s.carrier, s.trackingRef),
      parcels: s.parcels,
      lines: s.lines.map((l) => `${l.quantity} × ${lineName.get(l.lineId) ?? 'ligne'}`).join(', '),
    })),
    children: order.children.map((c) => ({
      id: c.id,
      href: orderHref({ id: c.id, kind: order.kind }),
      client: c.client?.name ?? 'Client',
      status: c.status,
      total: formatCents(c.totalTtcCents),
      lines: c.lines.map((l) => `${l.quantity} × ${l.name}`).join(', '),
    })),
    editHref: draftEditHref(order),
    actions: orderActions(order, rights),
  }
}
export type SalesOrderView = ReturnType<typeof salesOrderView>

/** The order, or the provider's 404 thrown as the page's. */
export async function loadSalesOrder(ctx: GuardContext, id: number, rights: SalesRights) {
  const result = await ctx.api.call(orderRoute, { params: { id: String(id) } })
  if (!result.ok) throw new Response(result.data.message, { status: result.status })
  return salesOrderView(result.data.order, rights)
}

/** Ventilation recipients: the clients the viewer may pick, narrowed by a search. */
export async function recipientOptions(ctx: GuardContext, rights: SalesRights, q: string) {
  if (!rights.listClients) return []
  const result = await ctx.api.call(listClientsRoute, { query: { q } })
  return result.ok ? result.data.clients.map((c) => ({ value: String(c.id), label: c.name })) : []
}

/** Payment methods a producer records by hand (card and SEPA debits come from Stripe). */
export const manualMethods = Object.entries(ledgerMethodLabels)
  .filter(([value]) => value !== 'stripe' && value !== 'stripeSepa' && value !== 'credit')
  .map(([value, label]) => ({ value, label }))
