/**
 * Shipments and returns of orders (spec 4 delivery statuses), decision 0003: owners and
 * collaborators with manageDelivery.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { calendarDay } from '#app/platform/domain/validation'
import {
  deliveryStatuses,
  ShipmentInput,
  ShipmentStatusInput,
} from '#app/modules/sales/domain/shipments'
import {
  bearer,
  body,
  idParams,
  idSegment,
  json,
  pageFields,
  pageSegment,
  Refusal,
  refusals,
  StoredAddress,
  success,
} from '#app/platform/contract'

const badParameter = 'Paramètre invalide.'
const day = () => calendarDay(badParameter).optional()

export const ShipmentListQuery = z.strictObject(
  {
    status: z
      .enum(deliveryStatuses, { error: badParameter })
      .optional()
      .describe('A delivery status of spec 4'),
    kind: z.enum(['delivery', 'return'], { error: badParameter }).optional(),
    orderId: idSegment().optional().describe('Shipments of one order'),
    from: day().describe('Created on or after this day, YYYY-MM-DD (Paris)'),
    to: day().describe('Created on or before this day, YYYY-MM-DD (Paris)'),
    q: z
      .string()
      .trim()
      .max(100, badParameter)
      .optional()
      .describe('Order number, tracking reference, carrier, or client name or e-mail'),
    page: pageSegment().default(1).describe('Page number, from 1'),
  },
  { error: badParameter },
)

export const Shipment = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  kind: z.enum(['delivery', 'return']),
  status: z.enum(deliveryStatuses),
  lines: z.array(z.object({ lineId: z.number().int(), quantity: z.number().int() })),
  parcels: z.number().int(),
  carrier: z.string().nullable(),
  trackingRef: z.string().nullable(),
  address: StoredAddress.nullable(),
  shippedAt: z.iso.datetime().nullable(),
  deliveredAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})

/** A shipment and the order's delivery status it leads to. */
const Moved = { shipment: Shipment, deliveryStatus: z.enum(deliveryStatuses) }

export const listShipmentsRoute = createRoute({
  method: 'get',
  path: '/shipments',
  summary: 'The shop’s shipments and returns, newest first, 20 a page',
  security: bearer,
  request: { query: ShipmentListQuery },
  responses: {
    200: json(
      success({
        shipments: z.array(
          Shipment.extend({
            client: z.object({ id: z.number().int(), name: z.string() }).nullable(),
          }),
        ),
        ...pageFields,
      }),
      'One page of shipments',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const shipmentRoute = createRoute({
  method: 'get',
  path: '/shipments/{id}',
  summary: 'One shipment of the shop',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ shipment: Shipment }), 'The shipment'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const createShipmentRoute = createRoute({
  method: 'post',
  path: '/shipments',
  summary:
    'Ship (kind delivery) or take back (kind return) some lines of a validated or invoiced order; a delivery never exceeds what is left to ship of a line, a return what was delivered less earlier returns (400); parcels: ceil(bottle equivalents / 12); address: the order’s delivery address by default',
  security: bearer,
  request: { body: body(ShipmentInput) },
  responses: {
    201: json(success({ message: z.string(), ...Moved }), 'Recorded'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    409: json(Refusal, 'Not a validated or invoiced order, or a ventilated one'),
  },
})

export const moveShipmentRoute = createRoute({
  method: 'put',
  path: '/shipments/{id}/status',
  summary:
    'Move a shipment through the delivery machine; shippedAt is set on leaving, deliveredAt on delivery; the order’s deliveryStatus follows in the same transaction',
  security: bearer,
  request: { params: idParams, body: body(ShipmentStatusInput) },
  responses: {
    200: json(success({ message: z.string(), ...Moved }), 'Moved'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    409: json(Refusal, 'A move the delivery machine does not allow'),
  },
})
