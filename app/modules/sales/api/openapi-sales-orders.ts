/**
 * The back-office reading of the buyer's order routes (app/modules/checkout/api/routes/orders.ts),
 * hand-written until those are converted to the typed contract (decision 0003): the generated
 * description then takes their place.
 */
import type { Op, Param } from '#app/platform/api/openapi-types'
import { orderPaths } from '#app/modules/checkout/api/openapi'

const orderId: Param = { name: 'id', in: 'path', description: 'Order id', type: 'integer' }
const page: Param = {
  name: 'page',
  in: 'query',
  description: 'Page number, from 1',
  type: 'integer',
}

const record =
  'OrderRecord (see GET /orders) with source backoffice, kind, clientId, client { id, name, email, typology, agentId, userId }, buyer (null without an account), createdById, agentId, paymentDelay, expectedDeliveryAt, parentId, deliveryStatus'

const listParams: Param[] = [
  {
    name: 'status',
    in: 'query',
    description:
      'draft, pending, validated, refused, cancelled, aborted, expired, invoiced or error',
  },
  { name: 'kind', in: 'query', description: 'order, sample or future' },
  { name: 'clientId', in: 'query', description: 'Orders of one client', type: 'integer' },
  {
    name: 'agent',
    in: 'query',
    description: 'Orders credited to an agent or of their clients (user id)',
    type: 'integer',
  },
  { name: 'from', in: 'query', description: 'Placed on or after this day, YYYY-MM-DD (Paris)' },
  { name: 'to', in: 'query', description: 'Placed on or before this day, YYYY-MM-DD (Paris)' },
  { name: 'min', in: 'query', description: 'Total TTC at least, cents', type: 'integer' },
  { name: 'max', in: 'query', description: 'Total TTC at most, cents', type: 'integer' },
  {
    name: 'q',
    in: 'query',
    description: 'Order number, or part of the client’s or buyer’s name, business name or e-mail',
  },
  { name: 'ventilated', in: 'query', description: '1: only orders split by a ventilation' },
  { name: 'sort', in: 'query', description: 'date (default), amount, client or status' },
  { name: 'dir', in: 'query', description: 'desc (default) or asc' },
]

export const salesOrderPaths: Record<string, Record<string, Op>> = {
  // The list and the order page of openapi-orders.ts, with the back office's filters and records.
  '/orders': {
    ...orderPaths['/orders'],
    get: {
      summary: `Orders, 20 a page, every filter and the sort in SQL: orders (${record}), total, page, pageSize. Buyers get theirs; owners and collaborators with seeAllOrder get their shop’s; agents only those of their clients or credited to them; anyone else 403.`,
      auth: 'user',
      params: [...listParams, page],
    },
  },
  '/orders/{id}': {
    get: {
      summary: `One order (${record}) with children (ventilation: [{ id, status, deliveryStatus, client, totalHtCents, tvaCents, totalTtcCents, lines }]), shipments and documents [{ id, type, number, status, issuedAt, dueAt, totalHtCents, tvaCents, totalTtcCents, dueCents, paidCents, paymentStatus }], for its buyer (issued invoices, deposits and credit notes only, no children), its shop’s owner and collaborators with seeAllOrder, or the agent of its client; 404 for anyone else.`,
      auth: 'user',
      params: [orderId],
    },
  },
}
