/**
 * The clients list of the back office (GET /clients) and its CSV export: search, filters and sort
 * on the server, within the actor's reach (client-scope.ts), so that 50 000 clients stay fast
 * and an agent never sees another agent's client in either.
 */
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { zipcodePrefixes } from '#app/modules/clients/domain/departments'
import {
  purchaseStatuses,
  revenueBands,
  type ClientFilters,
  type ClientSort,
  type RevenueBand,
} from '#app/modules/clients/domain/client-list'
import type { Db } from '#app/platform/db/client'
import {
  clients,
  clientSearchText,
  clientSortCity,
  clientSortName,
  clientZipcode,
  orders,
} from '#app/platform/db/schema'
import type { Member } from '#app/platform/api/types'
import { containsPattern, escapeLike } from '#app/platform/db/like'
import { cappedCount } from '#app/platform/db/capped-count'
import { clientScope } from './client-scope'
import { withName } from './clients'

export const CLIENTS_PAGE_SIZE = 20

const billing = (key: string) => sql`${clients.billingAddress}->>${key}`

/*
 * The search, the name, the city and the postal code are the schema's indexed expressions (a trigram index for
 * the search, (shop, key, id) for the sorts): written once there, so that the query and its index
 * never drift apart.
 */
function searchOf(shopId: number, q: string): SQL {
  const digits = q.replace(/\s/g, '')
  const matches = or(
    ilike(clientSearchText(clients), containsPattern(q)),
    // SIRETs are stored as digits; what was typed may hold spaces ('732 829 320').
    /^\d{3,14}$/.test(digits) ? sql`${clients.siret} like ${`${escapeLike(digits)}%`}` : undefined,
  )
  // Matched first (the indexes), then sorted: left to itself the planner walks the sort's index
  // for the first 20 and tests the search on every row it passes, seconds on a large file. The
  // matches are named by their row address (ctid, stable within the statement), which PostgreSQL
  // fetches directly (a TID scan) where ids would cost a primary-key lookup each.
  return sql`${clients}.ctid = any(array(select ${clients}.ctid from ${clients} where ${clients.shopId} = ${shopId} and ${matches}))`
}

/** The département of the billing address: its French postal code's prefix. */
function departmentOf(code: string): SQL {
  const zip = clientZipcode(clients)
  return and(
    sql`coalesce(${billing('country')}, 'FR') = 'FR'`,
    or(...zipcodePrefixes(code).map((p) => sql`${zip} like ${`${p}%`}`)),
  )!
}

/*
 * Last order and revenue: the client's purchases (client-list.ts purchaseStatuses), read from the
 * partial index orders_client_purchases_idx alone (shop, client, date, total). Filters are
 * semi-joins on the per-client aggregate of the shop's purchases; sorts a correlated lookup per
 * client, so that the list, its CSV export and the dynamic lists share one WHERE without a join.
 */
const purchases = sql`${orders.status} in (${sql.join(
  purchaseStatuses.map((s) => sql`${s}`),
  sql`, `,
)}) and ${orders.clientId} is not null`
const parisDay = (day: string) => sql`(${day}::date::timestamp at time zone 'Europe/Paris')`

/** The shop's clients whose purchases' aggregate meets `having`. */
const purchasedWhere = (having: SQL) =>
  sql`${clients.id} in (select ${orders.clientId} from ${orders} where ${orders.shopId} = ${clients.shopId} and ${purchases} group by ${orders.clientId} having ${having})`

function revenueOf(band: RevenueBand): SQL {
  const { from, to } = revenueBands[band]
  const total = sql`sum(${orders.totalTtcCents})`
  // The lowest band holds the clients who never bought too: those not at or above its top.
  if (from === 0) return sql`not ${purchasedWhere(sql`${total} >= ${to}`)}`
  return purchasedWhere(
    to === null ? sql`${total} >= ${from}` : sql`${total} >= ${from} and ${total} < ${to}`,
  )
}

const ownPurchases = sql`${orders.shopId} = ${clients.shopId} and ${orders.clientId} = ${clients.id} and ${purchases}`
const lastOrderAt = sql`(select max(${orders.createdAt}) from ${orders} where ${ownPurchases})`
const revenueCents = sql`(select coalesce(sum(${orders.totalTtcCents}), 0) from ${orders} where ${ownPurchases})`

/** The filters within the actor's reach; `within` narrows further (a static list's members). */
export function clientWhere(actor: Member, f: ClientFilters, within?: SQL): SQL {
  return and(
    clientScope(actor),
    within,
    f.q ? searchOf(actor.shop.id, f.q) : undefined,
    f.typology ? eq(clients.typology, f.typology) : undefined,
    f.kind ? eq(clients.isPro, f.kind === 'pro') : undefined,
    f.agentId ? eq(clients.agentId, f.agentId) : undefined,
    f.department ? departmentOf(f.department) : undefined,
    f.pipe ? eq(clients.pipe, f.pipe) : undefined,
    f.lastOrderAfter
      ? purchasedWhere(sql`max(${orders.createdAt}) >= ${parisDay(f.lastOrderAfter)}`)
      : undefined,
    f.lastOrderBefore
      ? purchasedWhere(sql`max(${orders.createdAt}) < ${parisDay(f.lastOrderBefore)}`)
      : undefined,
    f.revenue ? revenueOf(f.revenue) : undefined,
    f.tag ? sql`${clients.tags} @> array[${f.tag}]::text[]` : undefined,
  )!
}

/** The sort, then the id so that pages never overlap. */
export function clientOrder(sort: ClientSort) {
  const dir = sort.startsWith('-') ? desc : asc
  const key = sort.replace(/^-/, '')
  const columns: Record<string, SQL | typeof clients.createdAt> = {
    createdAt: clients.createdAt,
    city: clientSortCity(clients),
    // Never ordered: last, whichever way.
    lastOrder: sql`${lastOrderAt} ${sql.raw(dir === desc ? 'desc nulls last' : 'asc nulls last')}`,
    revenue: revenueCents,
  }
  const column = columns[key] ?? clientSortName(clients)
  if (key === 'lastOrder') return [column as SQL, desc(clients.id)]
  // The id follows the key's direction: one (shop, key, id) index then serves both ways.
  return [dir(column), dir(clients.id)]
}

/**
 * One page of the clients the filters select; `within` narrows them (the marketing lists'
 * members, crm/api/lists.ts: the same query, never a second one).
 */
export async function listClients(
  db: Db,
  actor: Member,
  query: ClientFilters & { page: number },
  within?: SQL,
) {
  const where = clientWhere(actor, query, within)
  const [rows, matching] = await Promise.all([
    db
      .select()
      .from(clients)
      .where(where)
      .orderBy(...clientOrder(query.sort))
      .limit(CLIENTS_PAGE_SIZE)
      .offset((query.page - 1) * CLIENTS_PAGE_SIZE),
    cappedCount(db, db.select({ id: clients.id }).from(clients).where(where)),
  ])
  return {
    clients: rows.map(withName),
    ...matching,
    page: query.page,
    pageSize: CLIENTS_PAGE_SIZE,
  }
}

/** How many clients the filters select (and `within`), for a marketing list's count. */
export async function countClients(db: Db, actor: Member, filters: ClientFilters, within?: SQL) {
  const [row] = await db
    .select({ n: count() })
    .from(clients)
    .where(clientWhere(actor, filters, within))
  return Number(row?.n ?? 0)
}

/** Every client the filters select (and `within`), in the list's order: a campaign's recipients. */
export async function clientIdsWhere(
  db: Db,
  actor: Member,
  filters: ClientFilters,
  within?: SQL,
): Promise<number[]> {
  const rows = await db
    .select({ id: clients.id })
    .from(clients)
    .where(clientWhere(actor, filters, within))
    .orderBy(...clientOrder(filters.sort))
  return rows.map((r) => r.id)
}
