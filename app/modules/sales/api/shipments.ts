/**
 * Shipments and returns of a shop's orders (spec 4 delivery statuses): what may still be shipped
 * or taken back, parcels of 12 bottles, status changes through the delivery machine, and the
 * order's delivery status derived from its shipments in the same transaction.
 */
import { TZDate } from '@date-fns/tz'
import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm'
import type * as z from 'zod'
import { eq75Of } from '#app/modules/catalogue/domain/catalogue'
import { isBottleKind } from '#app/modules/pricing/domain/lines'
import {
  assertTransition,
  deliveryMachine,
  TransitionError,
} from '#app/modules/sales/domain/machines'
import { PARIS } from '#app/modules/sales/domain/payment-delays'
import {
  excessLines,
  orderDeliveryStatus,
  parcelsFor,
  remainingToShip,
  returnable,
  shipmentDates,
  type ShipmentInput,
} from '#app/modules/sales/domain/shipments'
import type { ShipmentListQuery } from '#app/modules/sales/contract'
import type { Db } from '#app/platform/db/client'
import {
  clients,
  orderLines,
  orders,
  productFormats,
  products,
  shipments,
  type Address,
  type DeliveryStatus,
} from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import { clientName } from '#app/modules/clients/api/clients'
import { hasChildren } from '#app/modules/checkout/api/orders'
import { containsPattern } from '#app/platform/db/like'

export type ShipmentRow = typeof shipments.$inferSelect

export const SHIPMENTS_PAGE_SIZE = 20

export const shipmentText = {
  notFound: 'Expédition introuvable.',
  orderNotFound: 'Commande introuvable.',
  notShippable: 'Seule une commande validée ou facturée peut être expédiée.',
  ventilated: 'Cette commande est ventilée : expédiez ses commandes filles.',
  tooMany: 'La quantité dépasse ce qu’il reste à expédier de cette ligne.',
  tooManyBack: 'La quantité dépasse ce qui a été livré de cette ligne.',
  created: 'L’expédition a été enregistrée.',
  returnCreated: 'Le retour a été enregistré.',
  updated: 'Le statut de l’expédition a été mis à jour.',
} as const

function parisDay(value: string, days = 0): Date {
  const [y, m, d] = value.split('-').map(Number)
  return new Date(new TZDate(y, m - 1, d + days, PARIS).getTime())
}

export async function listShipments(
  db: Db,
  shopId: number,
  query: z.output<typeof ShipmentListQuery>,
  /** The page's 20; the CSV file asks for every row up to its bound on page 1. */
  pageSize = SHIPMENTS_PAGE_SIZE,
) {
  const like = query.q ? containsPattern(query.q) : null
  const number = query.q && /^\d{1,9}$/.test(query.q) ? Number(query.q) : null
  const where: SQL = and(
    eq(shipments.shopId, shopId),
    query.status ? eq(shipments.status, query.status) : undefined,
    query.kind ? eq(shipments.kind, query.kind) : undefined,
    query.orderId !== undefined ? eq(shipments.orderId, query.orderId) : undefined,
    query.from ? gte(shipments.createdAt, parisDay(query.from)) : undefined,
    query.to ? lt(shipments.createdAt, parisDay(query.to, 1)) : undefined,
    like
      ? or(
          number !== null ? eq(shipments.orderId, number) : undefined,
          ilike(shipments.trackingRef, like),
          ilike(shipments.carrier, like),
          ilike(clients.lastname, like),
          ilike(clients.firstname, like),
          ilike(clients.businessName, like),
          ilike(clients.email, like),
        )
      : undefined,
  )!
  const base = () =>
    db
      .select({
        shipment: shipments,
        client: {
          id: clients.id,
          firstname: clients.firstname,
          lastname: clients.lastname,
          businessName: clients.businessName,
        },
      })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .leftJoin(clients, eq(clients.id, orders.clientId))
  const [rows, [total]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(shipments.createdAt), desc(shipments.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db
      .select({ n: count() })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .leftJoin(clients, eq(clients.id, orders.clientId))
      .where(where),
  ])
  return {
    shipments: rows.map((r) => ({
      ...publicShipment(r.shipment),
      client: r.client ? { id: r.client.id, name: clientName(r.client) } : null,
    })),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize,
  }
}

const publicShipment = ({ shopId: _shop, ...s }: ShipmentRow) => s

export async function findShipment(db: Db, shopId: number, id: number) {
  const [row] = await db
    .select()
    .from(shipments)
    .where(and(eq(shipments.id, id), eq(shipments.shopId, shopId)))
  if (!row) throw new ApiError(404, shipmentText.notFound)
  return publicShipment(row)
}

/** The order's lines with the bottle equivalents of one unit (accessories count for none). */
async function orderedLines(db: Db, orderId: number) {
  const rows = await db
    .select({
      id: orderLines.id,
      quantity: orderLines.quantity,
      unity: productFormats.unity,
      unityValue: productFormats.unityValue,
      productType: products.productType,
    })
    .from(orderLines)
    .leftJoin(productFormats, eq(productFormats.id, orderLines.formatId))
    .leftJoin(products, eq(products.id, orderLines.productId))
    .where(eq(orderLines.orderId, orderId))
  return rows.map((r) => ({
    id: r.id,
    quantity: r.quantity,
    bottles:
      r.unity === null || r.unityValue === null
        ? 1
        : r.productType !== null && !isBottleKind(r.productType)
          ? 0
          : eq75Of(r.unity, r.unityValue),
  }))
}

async function shipmentFacts(db: Db, orderId: number) {
  return db
    .select({ kind: shipments.kind, status: shipments.status, lines: shipments.lines })
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
}

/** Writes the order's delivery status as its shipments now make it. */
async function refreshOrderDelivery(db: Db, orderId: number) {
  // Called inside transactions, whose one connection runs queries one after the other.
  const lines = await orderedLines(db, orderId)
  const facts = await shipmentFacts(db, orderId)
  const status = orderDeliveryStatus(lines, facts)
  await db
    .update(orders)
    .set({ deliveryStatus: status, updatedAt: new Date() })
    .where(and(eq(orders.id, orderId), sql`${orders.deliveryStatus} <> ${status}`))
  return status
}

/**
 * POST /shipments: a delivery (or a return) of some of an order's lines. The order row is locked
 * first, so two shipments created at once cannot both take the last units.
 */
export async function createShipment(db: Db, shopId: number, input: ShipmentInput) {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        id: orders.id,
        status: orders.status,
        deliveryAddress: orders.deliveryAddress,
        carrier: sql<string | null>`${orders.shipping} ->> 'name'`,
      })
      .from(orders)
      .where(and(eq(orders.id, input.orderId), eq(orders.shopId, shopId)))
      .for('update')
    if (!order) throw new ApiError(404, shipmentText.orderNotFound)
    if (order.status !== 'validated' && order.status !== 'invoiced')
      throw new ApiError(409, shipmentText.notShippable)
    if (await hasChildren(tx, order.id)) throw new ApiError(409, shipmentText.ventilated)
    // One connection per transaction: its queries run one after the other.
    const lines = await orderedLines(tx, order.id)
    const facts = await shipmentFacts(tx, order.id)
    const allowed =
      input.kind === 'delivery' ? remainingToShip(lines, facts) : returnable(lines, facts)
    const excess = excessLines(input.lines, allowed)
    if (excess.length > 0) {
      const message = input.kind === 'delivery' ? shipmentText.tooMany : shipmentText.tooManyBack
      const errors: Record<string, string[]> = {}
      input.lines.forEach((l, i) => {
        if (excess.includes(l.lineId)) errors[`lines.${i}.quantity`] = [message]
      })
      throw new ApiError(400, message, errors)
    }
    const bottles = input.lines.reduce(
      (s, l) => s + (lines.find((o) => o.id === l.lineId)?.bottles ?? 1) * l.quantity,
      0,
    )
    const [row] = await tx
      .insert(shipments)
      .values({
        shopId,
        orderId: order.id,
        kind: input.kind,
        status: 'pending',
        lines: input.lines,
        parcels: parcelsFor(bottles),
        carrier: input.carrier || (input.kind === 'delivery' ? order.carrier : null) || null,
        trackingRef: input.trackingRef || null,
        address: (input.address ??
          (input.kind === 'delivery' ? order.deliveryAddress : null)) as Address | null,
      })
      .returning()
    const deliveryStatus = await refreshOrderDelivery(tx, order.id)
    return { shipment: publicShipment(row), deliveryStatus }
  })
}

/** PUT /shipments/:id/status: through the delivery machine; the order follows. */
export async function moveShipment(db: Db, shopId: number, id: number, to: DeliveryStatus) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(shipments)
      .where(and(eq(shipments.id, id), eq(shipments.shopId, shopId)))
      .for('update')
    if (!current) throw new ApiError(404, shipmentText.notFound)
    try {
      assertTransition(deliveryMachine, current.status, to)
    } catch (error) {
      if (error instanceof TransitionError) throw new ApiError(409, error.message)
      throw error
    }
    const now = new Date()
    const [row] = await tx
      .update(shipments)
      .set({ status: to, ...shipmentDates(to, current, now), updatedAt: now })
      .where(eq(shipments.id, id))
      .returning()
    const deliveryStatus = await refreshOrderDelivery(tx, current.orderId)
    return { shipment: publicShipment(row), deliveryStatus }
  })
}
