/**
 * The back office's order lists (all orders, samples, futures, ventilations): GET /v1/orders
 * with the page's filters, as rows ready to show. Only called for a viewer the provider lets
 * read orders (see rights.server.ts).
 */
import { listOrdersRoute } from '#app/modules/checkout/contract'
import { orderSorts as apiOrderSorts } from '#app/modules/checkout/domain/order-list'
import { orderMachine, statusesOf } from '#app/modules/sales/domain/machines'
import type { AnswerOf, CallInput } from '#app/platform/contract'
import { formatCents, formatDate } from '#app/platform/domain/format'
import { orderKindLabels, orderSorts, orderStatusChoices } from './choices'
import type { GuardContext } from '#app/platform/web/guard.server'
import { pageCount, readListQuery, type ListQuery, type ListSpec } from './list-query.server'
import { numberText, oneOf } from './typed-query'

/** An order as GET /orders lists it. */
type OrderJson = AnswerOf<typeof listOrdersRoute>['orders'][number]

/** GET /orders's query, as the page hands it to the provider. */
export type OrdersQuery = NonNullable<CallInput<typeof listOrdersRoute>['query']>

const orderKinds = ['order', 'sample', 'future'] as const

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

/** The name of whom the order is for: its client, else what the buyer typed at checkout. */
function partyName(order: OrderJson): string {
  if (order.client?.name) return order.client.name
  const contact = (order.contact ?? {}) as Record<string, unknown>
  const person = [text(contact.firstname), text(contact.lastname)].filter(Boolean).join(' ')
  return text(contact.businessName) ?? (person || order.buyer?.username || '—')
}

export function orderRow(order: OrderJson) {
  return {
    id: order.id,
    date: formatDate(order.createdAt),
    client: partyName(order),
    clientId: order.clientId ?? null,
    kind: order.kind,
    kindLabel: orderKindLabels[order.kind] ?? order.kind,
    totalHt: formatCents(order.totalHtCents),
    total: formatCents(order.totalTtcCents),
    totalCents: order.totalTtcCents,
    status: order.status,
    paymentStatus: order.paymentStatus,
    deliveryStatus: order.deliveryStatus,
    expectedDelivery: order.expectedDeliveryAt ? formatDate(order.expectedDeliveryAt) : null,
    parentId: order.parentId ?? null,
    byAgent: order.agentId !== null && order.agentId !== undefined,
  }
}
export type OrderRow = ReturnType<typeof orderRow>

/** The API's own query for the applied filters; `fixed` adds what the page itself imposes. */
export function ordersQuery(
  list: ListQuery,
  fixed: Partial<OrdersQuery> = {},
  page = list.page,
): OrdersQuery {
  const a = list.applied
  const [sort, dir] = a.sort.split('-')
  return {
    q: a.q,
    status: oneOf(statusesOf(orderMachine), a.status),
    clientId: numberText(a.clientId),
    from: a.from,
    to: a.to,
    min: numberText(a.minCents),
    max: numberText(a.maxCents),
    kind: oneOf(orderKinds, a.selects.kind),
    sort: oneOf(apiOrderSorts, sort),
    dir: oneOf(['asc', 'desc'] as const, dir),
    ...fixed,
    page: page > 1 ? String(page) : undefined,
  }
}

export function orderListSpec(extra: Partial<ListSpec> = {}): ListSpec {
  return { statuses: orderStatusChoices, sorts: orderSorts, ...extra }
}

/** One page of orders, with the page count for the pagination. */
export async function loadOrdersPage(
  ctx: GuardContext,
  list: ListQuery,
  fixed: Partial<OrdersQuery> = {},
) {
  const result = await ctx.api.call(listOrdersRoute, { query: ordersQuery(list, fixed) })
  if (!result.ok) throw new Response(result.data.message, { status: result.status })
  const pages = pageCount(result.data.total, result.data.pageSize)
  return {
    rows: result.data.orders.map(orderRow),
    total: result.data.total,
    page: list.page,
    pages,
  }
}

export const readOrderQuery = (request: Request, extra: Partial<ListSpec> = {}) =>
  readListQuery(request, orderListSpec(extra))
