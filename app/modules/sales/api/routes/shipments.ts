/**
 * Shipments and returns of orders (spec 4 delivery statuses): owners and collaborators with
 * manageDelivery.
 */
import { Hono } from 'hono'
import { ok, parseBody, parseQuery } from '#app/platform/api/http'
import { noQuery, requireUser } from '#app/platform/api/middleware'
import { requireShopRight } from '#app/platform/auth/permissions'
import {
  createShipment,
  findShipment,
  listShipments,
  moveShipment,
  ShipmentInput,
  ShipmentListQuery,
  ShipmentStatusInput,
  shipmentText,
} from '../shipments'
import type { ApiEnv } from '#app/platform/api/types'
import { idParam } from '#app/modules/catalogue/api/routes/catalogue-shared'

export const shipmentsRoutes = new Hono<ApiEnv>()

const need = { permission: 'manageDelivery' } as const

shipmentsRoutes.get('/', requireUser, async (c) => {
  const { shop } = await requireShopRight(c, need)
  const query = parseQuery(c, ShipmentListQuery)
  return ok(c, await listShipments(c.get('deps').db, shop.id, query))
})

shipmentsRoutes.get('/:id', requireUser, noQuery, async (c) => {
  const { shop } = await requireShopRight(c, need)
  return ok(c, { shipment: await findShipment(c.get('deps').db, shop.id, idParam(c, 'id')) })
})

shipmentsRoutes.post('/', requireUser, noQuery, async (c) => {
  const { shop } = await requireShopRight(c, need)
  const input = await parseBody(c, ShipmentInput)
  const result = await createShipment(c.get('deps').db, shop.id, input)
  const message = input.kind === 'return' ? shipmentText.returnCreated : shipmentText.created
  return ok(c, { message, ...result }, 201)
})

shipmentsRoutes.put('/:id/status', requireUser, noQuery, async (c) => {
  const { shop } = await requireShopRight(c, need)
  const id = idParam(c, 'id')
  const { status } = await parseBody(c, ShipmentStatusInput)
  const result = await moveShipment(c.get('deps').db, shop.id, id, status)
  return ok(c, { message: shipmentText.updated, ...result })
})
