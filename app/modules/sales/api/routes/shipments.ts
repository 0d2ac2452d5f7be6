/**
 * Shipments and returns of orders (spec 4 delivery statuses): owners and collaborators with
 * manageDelivery (the access table).
 */
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { csvDownload, csvRoute } from '#app/platform/api/csv-route'
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
  ShipmentListQuery,
} from '#app/modules/sales/contract'
import { shipmentsCsv } from '../shipments-csv'

export const shipmentsRoutes = contractRouter()

shipmentsRoutes.openapi(listShipmentsRoute, async (c) => {
  const { shop } = memberOf(c)
  const query = c.req.valid('query')
  return c.json(
    { sucess: true as const, ...(await listShipments(c.get('deps').db, shop.id, query)) },
    200,
  )
})

const shipmentsCsvRoute = csvRoute(
  '/shipments/export.csv',
  'The shipments and returns with the filters of GET /shipments (no page), every row up to 50 000, as a CSV file: UTF-8 with BOM, ‘;’ separated, dates DD/MM/YYYY',
  ShipmentListQuery.omit({ page: true }),
)

// Before `/shipments/{id}`, which would refuse 'export.csv' as an id.
shipmentsRoutes.openapi(shipmentsCsvRoute, async (c) => {
  const { shop } = memberOf(c)
  const csv = await shipmentsCsv(c.get('deps').db, shop.id, c.req.valid('query'))
  return c.body(csv, 200, csvDownload('livraisons'))
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
