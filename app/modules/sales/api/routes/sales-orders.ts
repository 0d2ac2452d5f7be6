/**
 * Orders entered and followed in the back office: entry, draft edits, CSV, cancellation,
 * ventilation. Owners, collaborators with createOrder (futures: createFutureOrder and the futures
 * module too) and agents for their own clients. Mounted before the buyer's order routes.
 */
import { createRoute } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { parisIsoDay } from '#app/platform/domain/paris-calendar'
import type { OrderKind } from '#app/platform/db/schema'
import { mayEnterKind } from '#app/modules/sales/domain/rights'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError, messages, parseQuery } from '#app/platform/api/http'
import { noQuery } from '#app/platform/api/middleware'
import { memberOf, viewerOf } from '#app/platform/auth/permissions'
import { bearer, refusals } from '#app/platform/contract'
import { ordersCsv } from '#app/modules/checkout/api/orders-csv'
import { OrderListQuery, orderText } from '#app/modules/checkout/api/orders'
import {
  cancelOrder,
  createEntry,
  orderDetail,
  actorScope,
  salesOrderText,
  updateEntry,
  ventilateOrder,
} from '../sales-orders'
import type { ApiEnv, Member } from '#app/platform/api/types'
import { orderScope } from '#app/modules/checkout/api/routes/orders'
import {
  cancelOrderRoute,
  enterOrderRoute,
  updateEntryRoute,
  ventilateOrderRoute,
} from '#app/modules/sales/contract'

export const salesOrdersRoutes = contractRouter()

/** The shop of the caller, who may enter this kind of order (futures: sales/domain/rights.ts). */
function entryActor(c: Context<ApiEnv>, kind: OrderKind): Member {
  const member = memberOf(c)
  if (!mayEnterKind(viewerOf(member.shop), kind)) throw new ApiError(403, messages.forbidden)
  return member
}

/**
 * A CSV file, not JSON: described here rather than in the contract (whose endpoints answer JSON).
 * Its query is read by the handler, after the caller's scope, as GET /orders reads it.
 */
const exportCsvRoute = createRoute({
  method: 'get',
  path: '/orders/export.csv',
  summary:
    'The orders list with the filters of GET /orders (status, kind, clientId, agent, from, to, min, max, q, ventilated, sort, dir; same audience: buyers their own, staff with seeAllOrder the shop’s, agents their clients’), at most 20 000 rows, as a CSV file: UTF-8 with BOM, ‘;’ separated, headers N° commande;Date;Client;E-mail;Type;Statut;Livraison;Paiement;Total HT;TVA;Total TTC, dates DD/MM/YYYY, amounts 1234,50',
  security: bearer,
  responses: {
    200: {
      description: 'The CSV file (attachment commandes-YYYY-MM-DD.csv)',
      content: { 'text/csv': { schema: { type: 'string' } } },
    },
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

salesOrdersRoutes.openapi(exportCsvRoute, async (c) => {
  const scope = orderScope(c)
  const query = parseQuery(c, OrderListQuery)
  const csv = await ordersCsv(c.get('deps').db, scope, query)
  // The day in Paris: after 23:00 UTC (22:00 in summer) it is already tomorrow there.
  const day = parisIsoDay()
  return c.body(csv, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="commandes-${day}.csv"`,
  })
})

salesOrdersRoutes.openapi(guarded(enterOrderRoute, noQuery), async (c) => {
  const entry = c.req.valid('json')
  const actor = entryActor(c, entry.kind)
  const order = await createEntry(c.get('deps').db, actor, entry)
  return c.json({ sucess: true as const, message: salesOrderText.created, order }, 201)
})

salesOrdersRoutes.openapi(guarded(updateEntryRoute, noQuery), async (c) => {
  const { id: orderId } = c.req.valid('param')
  const entry = c.req.valid('json')
  const actor = entryActor(c, entry.kind)
  const order = await updateEntry(c.get('deps').db, actor, orderId, entry)
  return c.json({ sucess: true as const, message: salesOrderText.updated, order }, 200)
})

salesOrdersRoutes.openapi(guarded(cancelOrderRoute, noQuery), async (c) => {
  const actor = memberOf(c)
  const order = await cancelOrder(c.get('deps').db, actor, c.req.valid('param').id)
  return c.json({ sucess: true as const, message: orderText.cancelled, order }, 200)
})

salesOrdersRoutes.openapi(guarded(ventilateOrderRoute, noQuery), async (c) => {
  const actor = memberOf(c)
  const { id: orderId } = c.req.valid('param')
  const body = c.req.valid('json')
  const { db } = c.get('deps')
  await ventilateOrder(db, actor, orderId, body)
  const order = await orderDetail(db, actorScope(actor), orderId)
  return c.json({ sucess: true as const, message: salesOrderText.ventilated, order }, 201)
})
