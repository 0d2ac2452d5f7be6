/**
 * Orders entered and followed in the back office (spec 2.2), decision 0003: entry, draft edits,
 * cancellation, ventilation. Owners, collaborators with createOrder (futures: createFutureOrder
 * and the futures module too) and agents for their own clients (another shop’s or another agent’s
 * order or client: 404). The buyer's order routes (GET /orders…) are the checkout area's.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { orderMachine, statusesOf } from '#app/modules/sales/domain/machines'
import { deliveryStatuses } from '#app/modules/sales/domain/shipments'
import type { OrderStatus } from '#app/platform/db/schema'
import { OrderEntry, orderKinds, Ventilation } from '#app/modules/sales/domain/order-entry'
import {
  bearer,
  body,
  idParams,
  json,
  Refusal,
  refusals,
  StoredAddress,
  success,
} from '#app/platform/contract'
import { Shipment } from './shipments'
import { TaxRegimeSchema } from './tax-regime'

const int = () => z.number().int()
const orderStatus = z.enum(statusesOf(orderMachine) as [OrderStatus, ...OrderStatus[]])
const deliveryStatus = z.enum(deliveryStatuses)
const Json = z.record(z.string(), z.unknown())

export const OrderLine = z.object({
  id: int(),
  productId: int().nullable(),
  formatId: int().nullable(),
  vintageId: int().nullable(),
  name: z.string(),
  formatLabel: z.string().nullable(),
  vintageName: z.string().nullable(),
  quantity: int(),
  unitPriceCents: int(),
  vatRate: z.number(),
  totalHtCents: int(),
  vatCents: int(),
  dutiesCents: int(),
  totalTtcCents: int(),
  isWrapped: z.boolean(),
  isFromFidelity: z.boolean(),
  /** A back-office line's discount in percent (null when none). */
  discountPercent: z.number().nullable(),
  position: int(),
})

const OrderClient = z.object({
  id: int(),
  name: z.string(),
  email: z.string().nullable(),
  typology: z.string().nullable(),
  agentId: int().nullable(),
  userId: int().nullable(),
})

/** An order with its lines, shop, buyer (null without an account) and client. */
export const OrderRecord = z.object({
  id: int(),
  shopId: int(),
  buyerId: int().nullable(),
  clientId: int().nullable(),
  status: orderStatus,
  kind: z.enum(orderKinds),
  source: z.enum(['shop', 'backoffice']),
  createdById: int().nullable(),
  agentId: int().nullable(),
  parentId: int().nullable(),
  quoteId: int().nullable(),
  deliveryStatus,
  paymentDelay: z.string().nullable(),
  expectedDeliveryAt: z.iso.datetime().nullable(),
  typology: z.string().nullable(),
  ttc: z.boolean(),
  totalHtCents: int(),
  tvaCents: int(),
  dutiesCents: int(),
  shippingCents: int(),
  wrappingCents: int(),
  promoAmountCents: int(),
  totalTtcCents: int(),
  shipping: Json,
  paymentType: z.string(),
  paymentStatus: z.string(),
  payment: Json,
  deliveryAddress: StoredAddress.nullable(),
  billingAddress: StoredAddress.nullable(),
  contact: Json.nullable(),
  promoCode: z.string().nullable(),
  promotions: z.array(z.unknown()),
  notes: z.string().nullable(),
  groupId: int().nullable(),
  /** The version of the shop's general terms of sale its buyer accepted at checkout. */
  termsVersion: int().nullable(),
  /** France, an intra-EU business sale, an export or a distance sale (issue 15 §1). */
  taxRegime: TaxRegimeSchema.nullable(),
  pointsSpent: int(),
  pointsEarned: int(),
  validatedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  checkoutId: z.string().nullable(),
  lines: z.array(OrderLine),
  shop: z.object({ id: int(), name: z.string() }),
  buyer: z.object({ id: int(), username: z.string(), email: z.string() }).nullable(),
  client: OrderClient.nullable(),
})

/** How to pay an order by transfer (`transferInstructions` of the sales domain). */
export const TransferInstructions = z.object({
  holder: z.string(),
  iban: z.string(),
  bic: z.string().nullable(),
  reference: z.string(),
  amountCents: int(),
})

/**
 * The order page's order: with its children (ventilation), shipments, sales documents and, paid
 * by transfer, the shop's bank details and the order's reference.
 */
export const OrderDetail = OrderRecord.extend({
  transfer: TransferInstructions.nullable(),
  children: z.array(
    z.object({
      id: int(),
      status: orderStatus,
      deliveryStatus,
      client: OrderClient.nullable(),
      totalHtCents: int(),
      tvaCents: int(),
      totalTtcCents: int(),
      lines: z.array(z.object({ id: int(), name: z.string(), quantity: int() })),
    }),
  ),
  shipments: z.array(Shipment),
  documents: z.array(
    z.object({
      id: int(),
      type: z.enum(['quote', 'invoice', 'deposit', 'credit']),
      number: z.string().nullable(),
      status: z.string(),
      issuedAt: z.iso.datetime().nullable(),
      dueAt: z.iso.datetime().nullable(),
      totalHtCents: int(),
      tvaCents: int(),
      totalTtcCents: int(),
      dueCents: int(),
      paidCents: int(),
      paymentStatus: z.string(),
    }),
  ),
})

const saved = (description: string) =>
  json(success({ message: z.string(), order: OrderRecord }), description)
const conflict = (description: string) => ({ 409: json(Refusal, description) })

export const enterOrderRoute = createRoute({
  method: 'post',
  path: '/orders/entries',
  summary:
    'Enter an order, sample or future for a client, priced by the pricing engine in the client’s typology (else the shop’s public one), without automatic promotions; counted stock is reserved unless a draft or a future. Delivered to `deliveryAddress` if typed, else to the client’s address `deliveryAddressId` picks (400 when it is another client’s or a billing-only one, 404 when the shop has no such address), else to the client’s default delivery address',
  security: bearer,
  request: { body: body(OrderEntry) },
  responses: {
    201: saved('Entered'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    ...conflict('Stock insuffisant pour …: nothing written'),
  },
})

export const updateEntryRoute = createRoute({
  method: 'put',
  path: '/orders/{id}/entry',
  summary:
    'Rewrite a draft whole (same body as POST /orders/entries); its status may place it (pending or validated, stock taken)',
  security: bearer,
  request: { params: idParams, body: body(OrderEntry) },
  responses: {
    200: saved('Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    ...conflict('Not a draft any more, or short of stock'),
  },
})

export const cancelOrderRoute = createRoute({
  method: 'put',
  path: '/orders/{id}/cancel',
  summary:
    'Cancel an order through the order machine (draft, pending, validated, error → cancelled); its units go back to the counted stock',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: saved('Cancelled'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    ...conflict('A move the order machine does not allow, or a ventilated order'),
  },
})

export const ventilateOrderRoute = createRoute({
  method: 'post',
  path: '/orders/{id}/ventilate',
  summary:
    'Split a validated order across 2 to 100 recipients: one validated child order per part, unit prices kept, amounts shared by largest remainder so that the children add up to the order to the cent; the stock does not move',
  security: bearer,
  request: { params: idParams, body: body(Ventilation) },
  responses: {
    201: json(
      success({ message: z.string(), order: OrderDetail }),
      'Ventilated: the order as GET /orders/{id}, with its children',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    ...conflict('Not validated, already ventilated, a child, invoiced or already shipped'),
  },
})
