/**
 * Orders (spec 3: a cart order once placed, spec 4: its statuses): reading them for their buyer
 * or their shop, and the producer's and buyer's transitions. Placing lives in ./checkout.ts.
 */
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../db/client'
import { orderLines, orders, productFormats, shops, users, type OrderStatus } from '../db/schema'
import { ApiError } from '../http'
import { catalogueChanged } from './catalogue-events'
import { earnPoints, earnsOnValidation, refundPoints } from './loyalty'

export type OrderRow = typeof orders.$inferSelect
export type OrderLineRow = typeof orderLines.$inferSelect

export type OrderRecord = Omit<OrderRow, 'idempotencyKey'> & {
  checkoutId: string | null
  lines: Omit<OrderLineRow, 'orderId'>[]
  shop: { id: number; name: string }
  buyer: { id: number; username: string; email: string }
}

export const ORDERS_PAGE_SIZE = 20

export const orderText = {
  notFound: 'Commande introuvable.',
  buyersOnly: 'Seuls les acheteurs peuvent commander.',
  validated: 'La commande a été validée.',
  refused: 'La commande a été refusée.',
  aborted: 'La commande a été abandonnée.',
  notPending: (verb: string) => `Cette commande ne peut plus être ${verb}.`,
} as const

/** Orders with their lines, shop and buyer, in the order of `ids`; one query per table. */
export async function loadOrderRecords(db: Db, ids: readonly number[]): Promise<OrderRecord[]> {
  if (ids.length === 0) return []
  const [rows, lines] = await Promise.all([
    db
      .select({
        order: orders,
        shop: { id: shops.id, name: shops.name },
        buyer: { id: users.id, username: users.username, email: users.email },
      })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .innerJoin(users, eq(users.id, orders.buyerId))
      .where(inArray(orders.id, [...ids])),
    db
      .select()
      .from(orderLines)
      .where(inArray(orderLines.orderId, [...ids]))
      .orderBy(orderLines.orderId, orderLines.position, orderLines.id),
  ])
  const byId = new Map(rows.map((r) => [r.order.id, r]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    if (!row) return []
    const { idempotencyKey, ...order } = row.order
    return [
      {
        ...order,
        checkoutId: idempotencyKey,
        lines: lines.filter((l) => l.orderId === id).map(({ orderId: _order, ...line }) => line),
        shop: row.shop,
        buyer: row.buyer,
      },
    ]
  })
}

/** Whose orders a list shows: a buyer's own, or every order of a shop. */
export type OrderScope = { buyerId: number } | { shopId: number }

const scopeWhere = (scope: OrderScope): SQL =>
  'buyerId' in scope ? eq(orders.buyerId, scope.buyerId) : eq(orders.shopId, scope.shopId)

export async function listOrders(
  db: Db,
  scope: OrderScope,
  query: { status?: OrderStatus; page: number },
) {
  const where = and(scopeWhere(scope), query.status ? eq(orders.status, query.status) : undefined)
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: orders.id })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ORDERS_PAGE_SIZE)
      .offset((query.page - 1) * ORDERS_PAGE_SIZE),
    db.select({ n: count() }).from(orders).where(where),
  ])
  return {
    orders: await loadOrderRecords(
      db,
      rows.map((r) => r.id),
    ),
    total: Number(total?.n ?? 0),
    page: query.page,
    pageSize: ORDERS_PAGE_SIZE,
  }
}

/** One order within the scope, or 404 (an order of someone else is never confirmed to exist). */
export async function findOrder(db: Db, scope: OrderScope, id: number): Promise<OrderRecord> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), scopeWhere(scope)))
  if (!row) throw new ApiError(404, orderText.notFound)
  const [record] = await loadOrderRecords(db, [row.id])
  return record
}

/** Units of each format in an order's lines, summed. */
async function unitsByFormat(db: Db, orderId: number): Promise<Map<number, number>> {
  const lines = await db
    .select({ formatId: orderLines.formatId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
  const units = new Map<number, number>()
  for (const l of lines)
    if (l.formatId !== null) units.set(l.formatId, (units.get(l.formatId) ?? 0) + l.quantity)
  return units
}

/** `(values (id, qty), …)` for one UPDATE over many formats. */
export const formatQuantities = (units: Map<number, number>) =>
  sql.join(
    [...units].map(([id, qty]) => sql`(${id}::integer, ${qty}::integer)`),
    sql`, `,
  )

/** Puts an order's units back into the stock of the formats whose stock is counted. */
async function restoreStock(db: Db, orderId: number) {
  const units = await unitsByFormat(db, orderId)
  if (units.size === 0) return
  await db.execute(sql`
    update ${productFormats} set stock = ${productFormats.stock} + v.qty
    from (values ${formatQuantities(units)}) as v(id, qty)
    where ${productFormats.id} = v.id and ${productFormats.stock} is not null`)
}

/**
 * Moves an order of `scope` from one of `from` to `to` in one conditional UPDATE, so that two
 * concurrent transitions cannot both succeed; 404 outside the scope, 409 from any other status.
 * Leaving a pending order without a sale puts its units back in stock.
 */
export async function transitionOrder(
  db: Db,
  scope: OrderScope,
  id: number,
  change: { from: readonly OrderStatus[]; to: OrderStatus; verb: string },
): Promise<OrderRecord> {
  const shopId = await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(orders)
      .set({
        status: change.to,
        updatedAt: new Date(),
        ...(change.to === 'validated' ? { validatedAt: new Date() } : {}),
      })
      .where(and(eq(orders.id, id), scopeWhere(scope), inArray(orders.status, [...change.from])))
      .returning({ id: orders.id, shopId: orders.shopId, paymentType: orders.paymentType })
    if (!moved) {
      const [exists] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, id), scopeWhere(scope)))
      throw exists
        ? new ApiError(409, orderText.notPending(change.verb))
        : new ApiError(404, orderText.notFound)
    }
    if (change.to === 'refused' || change.to === 'aborted') await restoreStock(tx, id)
    // Loyalty: a reward's points come back; an order paid offline earns on validation.
    if (change.to === 'refused' || change.to === 'aborted') await refundPoints(tx, id)
    if (change.to === 'validated' && earnsOnValidation(moved.paymentType)) await earnPoints(tx, id)
    return moved.shopId
  })
  if (change.to === 'refused' || change.to === 'aborted') catalogueChanged(shopId)
  const [record] = await loadOrderRecords(db, [id])
  return record
}
