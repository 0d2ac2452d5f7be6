/**
 * Orders (spec 3: a cart order once placed, spec 4: its statuses): reading them for their buyer
 * or their shop (an agent: their clients' only), and every status change through the order
 * machine. Placing lives in ./checkout.ts, back-office entry in ./sales-orders.ts.
 */
import { TZDate } from '@date-fns/tz'
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import {
  buyerOrderStatus,
  canTransition,
  internalStatusesShownAs,
  orderMachine,
  transitionMessage,
} from '#app/modules/sales/domain/machines'
import { PARIS } from '#app/modules/sales/domain/payment-delays'
import type { Db } from '#app/platform/db/client'
import {
  clients,
  orderLines,
  orders,
  productFormats,
  shops,
  users,
  type OrderKind,
  type OrderStatus,
} from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import { catalogueChanged } from '#app/modules/catalogue/catalogue-events'
import { clientName } from '#app/modules/clients/api/clients'
import { earnPoints, earnsOnValidation, refundPoints } from '#app/modules/loyalty/api/loyalty'
import { containsPattern } from '#app/platform/db/like'
import { cappedCount } from '#app/platform/db/capped-count'
import { emitWebhookEvent } from '#app/modules/integrations/api/webhooks'
import { alertStockCrossings, type StockTaken } from './stock-alerts'
import type { OrderListQuery } from '../domain/order-list'

export type OrderRow = typeof orders.$inferSelect
export type OrderLineRow = typeof orderLines.$inferSelect

export type OrderBuyer = { id: number; username: string; email: string }
export type OrderClient = {
  id: number
  name: string
  email: string | null
  typology: string | null
  agentId: number | null
  userId: number | null
}

export type OrderRecord = Omit<OrderRow, 'idempotencyKey'> & {
  checkoutId: string | null
  lines: Omit<OrderLineRow, 'orderId'>[]
  shop: { id: number; name: string }
  /** The buyer's account; null for an order entered for a client without one. */
  buyer: OrderBuyer | null
  client: OrderClient | null
}

export const ORDERS_PAGE_SIZE = 20
/** The CSV export stops there: a larger list is narrowed with the filters first. */
export const ORDERS_EXPORT_MAX = 20_000

export const orderText = {
  notFound: 'Commande introuvable.',
  validated: 'La commande a été validée.',
  refused: 'La commande a été refusée.',
  aborted: 'La commande a été abandonnée.',
  cancelled: 'La commande a été annulée.',
  notPending: (verb: string) => `Cette commande ne peut plus être ${verb}.`,
  stock: (name: string) => `Stock insuffisant pour ${name}`,
} as const

/** Orders with their lines, shop, buyer and client, in the order of `ids`; one query per table. */
export async function loadOrderRecords(db: Db, ids: readonly number[]): Promise<OrderRecord[]> {
  if (ids.length === 0) return []
  const [rows, lines] = await Promise.all([
    db
      .select({
        order: orders,
        shop: { id: shops.id, name: shops.name },
        buyer: { id: users.id, username: users.username, email: users.email },
        client: {
          id: clients.id,
          firstname: clients.firstname,
          lastname: clients.lastname,
          businessName: clients.businessName,
          email: clients.email,
          typology: clients.typology,
          agentId: clients.agentId,
          userId: clients.userId,
        },
      })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .leftJoin(users, eq(users.id, orders.buyerId))
      .leftJoin(clients, eq(clients.id, orders.clientId))
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
    const c = row.client
    return [
      {
        ...order,
        checkoutId: idempotencyKey,
        lines: lines.filter((l) => l.orderId === id).map(({ orderId: _order, ...line }) => line),
        shop: row.shop,
        buyer: row.buyer,
        client: c
          ? {
              id: c.id,
              name: clientName(c),
              email: c.email,
              typology: c.typology,
              agentId: c.agentId,
              userId: c.userId,
            }
          : null,
      },
    ]
  })
}

/**
 * An order's moment for its shop's webhooks (integrations/api/webhooks.ts), in the caller's
 * transaction: `data.order` is the order as GET /v1/orders/{id} reads it (lines, buyer, client).
 * Placed and paid are each one event per order.
 */
export const emitOrderEvent = (
  tx: Db,
  type: 'order.placed' | 'order.paid',
  shopId: number,
  orderId: number,
) =>
  emitWebhookEvent(
    tx,
    shopId,
    type,
    async () => ({ order: (await loadOrderRecords(tx, [orderId]))[0] }),
    `${type}:${orderId}`,
  )

/**
 * Whose orders a list shows: a buyer's own, or a shop's; with `agentId`, only the orders credited
 * to that agent or placed for one of their clients.
 */
export type OrderScope = { buyerId: number } | { shopId: number; agentId?: number | null }

/**
 * Orders whose client is one of the clients `where` picks (clients joined to their buyer
 * account). Written `= any(array(…))`, the client ids are read once and the orders' client index
 * serves, also under an OR; `in (select …)` there would test all of the shop's orders one by one.
 */
function clientIn(where: SQL | undefined): SQL {
  return sql`${orders.clientId} = any(array(select ${clients.id} from ${clients} left join ${users} on ${users.id} = ${clients.userId} where ${where}))`
}

/** The clients an order of the scope may have. */
const scopeClients = (scope: OrderScope): SQL =>
  'buyerId' in scope ? eq(clients.userId, scope.buyerId) : eq(clients.shopId, scope.shopId)

export function scopeWhere(scope: OrderScope): SQL {
  // A buyer never reads an order their status rule hides (a draft entered at the office).
  if ('buyerId' in scope) return and(eq(orders.buyerId, scope.buyerId), ne(orders.status, 'draft'))!
  const agentId = scope.agentId ?? null
  return and(
    eq(orders.shopId, scope.shopId),
    agentId === null
      ? undefined
      : or(
          eq(orders.agentId, agentId),
          clientIn(and(scopeClients(scope), eq(clients.agentId, agentId))),
        ),
  )!
}

// ---------------------------------------------------------------- the list

export { OrderListQuery, orderSorts } from '../domain/order-list'

/** Midnight in Paris at the start of a YYYY-MM-DD day, `days` later. */
function parisDay(value: string, days = 0): Date {
  const [y, m, d] = value.split('-').map(Number)
  return new Date(new TZDate(y, m - 1, d + days, PARIS).getTime())
}

/**
 * The scope's clients whose name, e-mail or account matches the search, read before the orders:
 * the orders query then gets their ids as a value the planner can weigh (a search matching few
 * clients reads their orders through the client index; one matching nobody reads nothing).
 */
async function searchedClients(
  db: Db,
  scope: OrderScope,
  query: Partial<OrderListQuery>,
): Promise<number[] | null> {
  if (!query.q) return null
  const like = containsPattern(query.q)
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .leftJoin(users, eq(users.id, clients.userId))
    .where(
      and(
        scopeClients(scope),
        or(
          ilike(clients.lastname, like),
          ilike(clients.firstname, like),
          ilike(clients.businessName, like),
          ilike(clients.email, like),
          ilike(users.username, like),
          ilike(users.email, like),
        ),
      ),
    )
  return rows.map((r) => r.id)
}

/** One array parameter, whatever the number of clients. */
const clientIdsIn = (ids: number[]): SQL =>
  ids.length === 0 ? sql`false` : sql`${orders.clientId} = any(${sql.param(ids)}::integer[])`

/** A status filter: a buyer's matches every internal status they read as that one. */
const statusIs = (scope: OrderScope, status: OrderStatus): SQL =>
  'buyerId' in scope
    ? inArray(orders.status, internalStatusesShownAs(status))
    : eq(orders.status, status)

/**
 * An order as the scope's reader is told it: a buyer reads the status meant for them
 * (`buyerOrderStatus`: never 'Erreur'), the shop the internal one.
 */
export function seenBy<T extends { status: OrderStatus }>(scope: OrderScope, order: T): T {
  if (!('buyerId' in scope)) return order
  return { ...order, status: buyerOrderStatus(order.status) ?? order.status }
}

function filtersWhere(
  scope: OrderScope,
  query: Partial<OrderListQuery>,
  searched: number[] | null,
): SQL {
  const q = query.q || null
  const orderNumber = q && /^\d{1,9}$/.test(q) ? Number(q) : null
  return and(
    scopeWhere(scope),
    query.status ? statusIs(scope, query.status) : undefined,
    query.kind ? eq(orders.kind, query.kind as OrderKind) : undefined,
    query.clientId !== undefined ? eq(orders.clientId, query.clientId) : undefined,
    query.agent !== undefined
      ? or(
          eq(orders.agentId, query.agent),
          clientIn(and(scopeClients(scope), eq(clients.agentId, query.agent))),
        )
      : undefined,
    query.from ? gte(orders.createdAt, parisDay(query.from)) : undefined,
    query.to ? lt(orders.createdAt, parisDay(query.to, 1)) : undefined,
    query.min !== undefined ? gte(orders.totalTtcCents, query.min) : undefined,
    query.max !== undefined ? lte(orders.totalTtcCents, query.max) : undefined,
    query.ventilated
      ? sql`exists (select 1 from ${orders} as child where child.parent_id = ${orders.id})`
      : undefined,
    // A checkout order's client is its buyer's: searching the clients finds both.
    searched
      ? or(orderNumber !== null ? eq(orders.id, orderNumber) : undefined, clientIdsIn(searched))
      : undefined,
  )!
}

const clientSortKey = sql`lower(coalesce(${clients.businessName}, ${clients.lastname}, ${users.username}, ''))`

function orderBy(query: Partial<OrderListQuery>) {
  const direction = query.dir === 'asc' ? asc : desc
  const key =
    query.sort === 'amount'
      ? orders.totalTtcCents
      : query.sort === 'client'
        ? clientSortKey
        : query.sort === 'status'
          ? orders.status
          : orders.createdAt
  return [direction(key), direction(orders.id)]
}

async function idsWhere(
  db: Db,
  where: SQL,
  query: Partial<OrderListQuery>,
  window: { limit: number; offset: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .leftJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(users, eq(users.id, orders.buyerId))
    .where(where)
    .orderBy(...orderBy(query))
    .limit(window.limit)
    .offset(window.offset)
  return rows.map((r) => r.id)
}

/** Ids of the orders a list shows, in its order. */
export async function orderIds(
  db: Db,
  scope: OrderScope,
  query: Partial<OrderListQuery>,
  window: { limit: number; offset: number },
): Promise<number[]> {
  const where = filtersWhere(scope, query, await searchedClients(db, scope, query))
  return idsWhere(db, where, query, window)
}

/** The matching orders counted up to the lists' cap. */
const countOrders = (db: Db, where: SQL) =>
  cappedCount(
    db,
    db
      .select({ id: orders.id })
      .from(orders)
      .leftJoin(clients, eq(clients.id, orders.clientId))
      .leftJoin(users, eq(users.id, orders.buyerId))
      .where(where),
  )

/**
 * A page of the list, with `total` the number of matching orders up to `LIST_COUNT_CAP`;
 * `totalCapped` says there are more.
 */
export async function listOrders(db: Db, scope: OrderScope, query: Partial<OrderListQuery>) {
  const page = query.page ?? 1
  const where = filtersWhere(scope, query, await searchedClients(db, scope, query))
  const [ids, matching] = await Promise.all([
    idsWhere(db, where, query, { limit: ORDERS_PAGE_SIZE, offset: (page - 1) * ORDERS_PAGE_SIZE }),
    countOrders(db, where),
  ])
  return {
    orders: (await loadOrderRecords(db, ids)).map((o) => seenBy(scope, o)),
    ...matching,
    page,
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

// ---------------------------------------------------------------- stock

/** Units of each format in an order's lines, summed. */
export async function unitsByFormat(db: Db, orderId: number): Promise<Map<number, number>> {
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

/** Puts units back into the stock of the formats whose stock is counted. */
export async function restoreUnits(db: Db, units: Map<number, number>) {
  if (units.size === 0) return
  await db.execute(sql`
    update ${productFormats} set stock = ${productFormats.stock} + v.qty
    from (values ${formatQuantities(units)}) as v(id, qty)
    where ${productFormats.id} = v.id and ${productFormats.stock} is not null`)
}

/**
 * Takes an order's units from the counted stocks in one conditional UPDATE (never below zero);
 * the ids of the counted formats that were short, whose stock is then left untouched. The
 * caller's transaction rolls back when any is short; otherwise the formats that crossed the
 * shop's stock alert level raise it (./stock-alerts.ts).
 */
export async function takeUnits(
  db: Db,
  order: { id: number; shopId: number },
  units: Map<number, number>,
): Promise<number[]> {
  if (units.size === 0) return []
  const counted = await db
    .select({ id: productFormats.id })
    .from(productFormats)
    .where(
      and(inArray(productFormats.id, [...units.keys()]), sql`${productFormats.stock} is not null`),
    )
  if (counted.length === 0) return []
  const result = await db.execute<{ id: number; stock: number }>(sql`
    update ${productFormats} set stock = ${productFormats.stock} - v.qty
    from (values ${formatQuantities(units)}) as v(id, qty)
    where ${productFormats.id} = v.id and ${productFormats.stock} >= v.qty
    returning ${productFormats.id} as id, ${productFormats.stock} as stock`)
  const rows = (result as unknown as { rows: { id: number; stock: number }[] }).rows
  const taken = new Set(rows.map((r) => r.id))
  const short = counted.map((c) => c.id).filter((id) => !taken.has(id))
  if (short.length === 0)
    await alertStockCrossings(db, order.shopId, order.id, rows.map(stockTaken(units)))
  return short
}

/** A format's stock before and after, from the UPDATE's new stock and the units it took. */
export const stockTaken =
  (units: Map<number, number>) =>
  (row: { id: number; stock: number }): StockTaken => ({
    formatId: row.id,
    before: row.stock + (units.get(row.id) ?? 0),
    after: row.stock,
  })

/** The refusal for short formats, naming the first one's product as the checkout does. */
export async function shortStockError(db: Db, orderId: number, short: number[]) {
  const [line] = await db
    .select({ name: orderLines.name })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), inArray(orderLines.formatId, short)))
  return new ApiError(409, orderText.stock(line?.name ?? ''))
}

/**
 * Whether an order in this status holds its units out of the stock: placed and not given up.
 * Futures wait for a vintage not yet bottled, and a ventilated order's units went to its children.
 */
export function holdsStock(
  order: { kind: OrderKind; ventilated: boolean },
  status: OrderStatus,
): boolean {
  if (order.kind === 'future' || order.ventilated) return false
  return (
    status === 'pending' || status === 'validated' || status === 'invoiced' || status === 'error'
  )
}

export async function hasChildren(db: Db, orderId: number): Promise<boolean> {
  const [child] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.parentId, orderId))
    .limit(1)
  return Boolean(child)
}

// ---------------------------------------------------------------- transitions

/**
 * Moves an order of `scope` to `to` when the order machine allows it from its current status
 * (read FOR UPDATE, so two concurrent transitions cannot both succeed); 404 outside the scope,
 * 409 otherwise, with `verb`'s wording when given ("Cette commande ne peut plus être validée.")
 * and the machine's message else. Stock follows: a draft placed takes its units, an order given
 * up puts them back; loyalty points are refunded or earned as before.
 */
export async function transitionOrder(
  db: Db,
  scope: OrderScope,
  id: number,
  change: { to: OrderStatus; verb?: string },
): Promise<OrderRecord> {
  const { to } = change
  const moved = await db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        status: orders.status,
        kind: orders.kind,
        shopId: orders.shopId,
        paymentType: orders.paymentType,
      })
      .from(orders)
      .where(and(eq(orders.id, id), scopeWhere(scope)))
      .for('update')
    if (!order) throw new ApiError(404, orderText.notFound)
    if (!canTransition(orderMachine, order.status, to))
      throw new ApiError(
        409,
        change.verb
          ? orderText.notPending(change.verb)
          : transitionMessage(orderMachine, order.status, to),
      )
    const facts = { kind: order.kind, ventilated: await hasChildren(tx, id) }
    const before = holdsStock(facts, order.status)
    const after = holdsStock(facts, to)
    let stocked = false
    if (!before && after) {
      const short = await takeUnits(tx, { id, shopId: order.shopId }, await unitsByFormat(tx, id))
      if (short.length > 0) throw await shortStockError(tx, id, short)
      stocked = true
    } else if (before && !after) {
      await restoreUnits(tx, await unitsByFormat(tx, id))
      stocked = true
    }
    const now = new Date()
    await tx
      .update(orders)
      .set({ status: to, updatedAt: now, ...(to === 'validated' ? { validatedAt: now } : {}) })
      .where(eq(orders.id, id))
    // Loyalty: a reward's points come back; an order paid offline earns on validation.
    if (to === 'refused' || to === 'aborted' || to === 'cancelled') await refundPoints(tx, id)
    if (to === 'validated' && earnsOnValidation(order.paymentType)) await earnPoints(tx, id)
    return { shopId: order.shopId, stocked }
  })
  if (moved.stocked) catalogueChanged(moved.shopId)
  const [record] = await loadOrderRecords(db, [id])
  return record
}
