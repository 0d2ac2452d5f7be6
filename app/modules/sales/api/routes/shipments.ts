/**
 * Shipments and returns of orders (spec 4 delivery statuses): owners and collaborators with
 * manageDelivery (the access table).
 */
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery } from '#app/platform/api/middleware'
import { memberOf } from '#app/platform/auth/permissions'
import {
  createShipment,
  findShipment,
  listShipments,
  moveShipment,
  shipmentText,
} from '../shipments'
import {
  createShipmentRoute,
  listShipmentsRoute,
  moveShipmentRoute,
  shipmentRoute,
} from '#app/modules/sales/contract'

export const shipmentsRoutes = contractRouter()

shipmentsRoutes.openapi(listShipmentsRoute, async (c) => {
  const { shop } = memberOf(c)
  const query = c.req.valid('query')
  return c.json(
    { sucess: true as const, ...(await listShipments(c.get('deps').db, shop.id, query)) },
    200,
  )
})

shipmentsRoutes.openapi(guarded(shipmentRoute, noQuery), async (c) => {
  const { shop } = memberOf(c)
  const { id } = c.req.valid('param')
  return c.json(
    { sucess: true as const, shipment: await findShipment(c.get('deps').db, shop.id, id) },
    200,
  )
})

shipmentsRoutes.openapi(guarded(createShipmentRoute, noQuery), async (c) => {
  const { shop } = memberOf(c)
  const input = c.req.valid('json')
  const result = await createShipment(c.get('deps').db, shop.id, input)
  const message = input.kind === 'return' ? shipmentText.returnCreated : shipmentText.created
  return c.json({ sucess: true as const, message, ...result }, 201)
})

shipmentsRoutes.openapi(guarded(moveShipmentRoute, noQuery), async (c) => {
  const { shop } = memberOf(c)
  const { id } = c.req.valid('param')
  const { status } = c.req.valid('json')
  const result = await moveShipment(c.get('deps').db, shop.id, id, status)
  return c.json({ sucess: true as const, message: shipmentText.updated, ...result }, 200)
})
