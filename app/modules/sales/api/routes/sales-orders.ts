/**
 * Orders entered and followed in the back office: entry, draft edits, CSV, cancellation,
 * ventilation. Owners, collaborators with createOrder (futures: createFutureOrder and the futures
 * module too) and agents for their own clients. Mounted before the buyer's order routes.
 */
import { Hono, type Context } from 'hono'
import * as z from 'zod'
import { CheckoutAddress } from '#app/modules/checkout/domain/cart-schema'
import { parisIsoDay } from '#app/platform/domain/paris-calendar'
import { OrderEntry } from '#app/modules/sales/domain/order-entry'
import { ok, parseBody, parseQuery } from '#app/platform/api/http'
import { noQuery, requireUser } from '#app/platform/api/middleware'
import { ordersCsv } from '#app/modules/checkout/api/orders-csv'
import { OrderListQuery, orderText } from '#app/modules/checkout/api/orders'
import { requireSalesActor, type SalesActor } from '../sales-access'
import {
  cancelOrder,
  createEntry,
  orderDetail,
  actorScope,
  salesOrderText,
  updateEntry,
  ventilateOrder,
} from '../sales-orders'
import type { ApiEnv } from '#app/platform/api/types'
import { idParam } from '#app/modules/catalogue/api/routes/catalogue-shared'
import { orderScope } from '#app/modules/checkout/api/routes/orders'

export const salesOrdersRoutes = new Hono<ApiEnv>()

const id = z.number().int().positive().max(2_147_483_647)
const quantity = z.number().int().min(1).max(100_000)

const Ventilation = z.strictObject({
  parts: z
    .array(
      z.strictObject({
        clientId: id,
        lines: z
          .array(z.strictObject({ lineId: id, quantity }))
          .min(1)
          .max(200),
        deliveryAddress: CheckoutAddress.optional(),
      }),
      { error: 'Indiquez au moins deux destinataires.' },
    )
    .min(2, 'Indiquez au moins deux destinataires.')
    .max(100, 'Une ventilation compte au plus 100 destinataires.'),
})

/** The right to enter this kind of order: futures need their own right and module. */
async function entryActor(c: Context<ApiEnv>, kind: OrderEntry['kind']): Promise<SalesActor> {
  return kind === 'future'
    ? requireSalesActor(c, {
        anyOf: ['createOrder'],
        allOf: ['createFutureOrder'],
        module: 'futures',
      })
    : requireSalesActor(c, { anyOf: ['createOrder'] })
}

salesOrdersRoutes.get('/export.csv', requireUser, async (c) => {
  const scope = await orderScope(c)
  const query = parseQuery(c, OrderListQuery)
  const csv = await ordersCsv(c.get('deps').db, scope, query)
  // The day in Paris: after 23:00 UTC (22:00 in summer) it is already tomorrow there.
  const day = parisIsoDay()
  return c.body(csv, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="commandes-${day}.csv"`,
  })
})

salesOrdersRoutes.post('/entries', requireUser, noQuery, async (c) => {
  // Who may enter orders at all comes before reading the body: a buyer learns nothing from it.
  await requireSalesActor(c, { anyOf: ['createOrder'] })
  const entry = await parseBody(c, OrderEntry)
  const actor = await entryActor(c, entry.kind)
  const order = await createEntry(c.get('deps').db, actor, entry)
  return ok(c, { message: salesOrderText.created, order }, 201)
})

salesOrdersRoutes.put('/:id/entry', requireUser, noQuery, async (c) => {
  await requireSalesActor(c, { anyOf: ['createOrder'] })
  const orderId = idParam(c, 'id')
  const entry = await parseBody(c, OrderEntry)
  const actor = await entryActor(c, entry.kind)
  const order = await updateEntry(c.get('deps').db, actor, orderId, entry)
  return ok(c, { message: salesOrderText.updated, order })
})

salesOrdersRoutes.put('/:id/cancel', requireUser, noQuery, async (c) => {
  const actor = await requireSalesActor(c, { anyOf: ['createOrder'] })
  const order = await cancelOrder(c.get('deps').db, actor, idParam(c, 'id'))
  return ok(c, { message: orderText.cancelled, order })
})

salesOrdersRoutes.post('/:id/ventilate', requireUser, noQuery, async (c) => {
  const actor = await requireSalesActor(c, { anyOf: ['createOrder'] })
  const orderId = idParam(c, 'id')
  const body = await parseBody(c, Ventilation)
  const { db } = c.get('deps')
  await ventilateOrder(db, actor, orderId, body)
  const order = await orderDetail(db, actorScope(actor), orderId)
  return ok(c, { message: salesOrderText.ventilated, order }, 201)
})
