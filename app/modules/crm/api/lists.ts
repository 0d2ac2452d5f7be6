/**
 * Marketing lists (issue 17 §3) as the API reads and writes them. A list's members are always the
 * clients list's own query (clients/api/client-search.ts) within the caller's reach: a dynamic
 * list's saved filters applied now, a static list's picked clients as one more condition. So a
 * client who changes enters or leaves a dynamic list at the next read, and no one sees a member
 * they could not open in the clients list.
 */
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm'
import { findClient } from '#app/modules/clients/api/clients'
import { clientsCsv } from '#app/modules/clients/api/clients-csv'
import { clientIdsWhere, countClients, listClients } from '#app/modules/clients/api/client-search'
import type { ClientFilters } from '#app/modules/clients/domain/client-list'
import {
  hasFilter,
  ListFilters,
  listText,
  storedFilters,
  type ListInput,
} from '#app/modules/crm/domain/lists'
import type { Db } from '#app/platform/db/client'
import { clients, crmListMembers, crmLists } from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import type { Member } from '#app/platform/api/types'

type ListRow = typeof crmLists.$inferSelect

/** The list's filters (a static list: none, sorted by name) and its extra condition. */
function selectionOf(db: Db, row: ListRow): { filters: ClientFilters; within?: SQL } {
  if (row.type === 'dynamic') return { filters: ListFilters.parse(row.filters ?? {}) }
  const picked = db
    .select({ id: crmListMembers.clientId })
    .from(crmListMembers)
    .where(eq(crmListMembers.listId, row.id))
  return { filters: ListFilters.parse({}), within: inArray(clients.id, picked) }
}

async function viewOf(db: Db, actor: Member, row: ListRow) {
  const { filters, within } = selectionOf(db, row)
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    filters: row.type === 'dynamic' ? (row.filters ?? {}) : null,
    count: await countClients(db, actor, filters, within),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** One list of the actor's shop, or 404. */
export async function findList(db: Db, actor: Member, id: number) {
  const [row] = await db
    .select()
    .from(crmLists)
    .where(and(eq(crmLists.id, id), eq(crmLists.shopId, actor.shop.id)))
  if (!row) throw new ApiError(404, listText.notFound)
  return row
}

export async function listLists(db: Db, actor: Member) {
  const rows = await db
    .select()
    .from(crmLists)
    .where(eq(crmLists.shopId, actor.shop.id))
    .orderBy(desc(crmLists.updatedAt), desc(crmLists.id))
  return Promise.all(rows.map((row) => viewOf(db, actor, row)))
}

/** A list with one page of the members the actor reaches. */
export async function readList(db: Db, actor: Member, id: number, page: number) {
  const row = await findList(db, actor, id)
  const { filters, within } = selectionOf(db, row)
  const [list, members] = await Promise.all([
    viewOf(db, actor, row),
    listClients(db, actor, { ...filters, page }, within),
  ])
  return {
    list,
    members: members.clients,
    total: members.total,
    totalCapped: members.totalCapped,
    page,
    pageSize: members.pageSize,
  }
}

/** The members a sending reaches, every one (for a campaign: the list evaluated at that moment). */
export async function listMemberIds(db: Db, actor: Member, id: number): Promise<number[]> {
  const row = await findList(db, actor, id)
  const { filters, within } = selectionOf(db, row)
  return clientIdsWhere(db, actor, filters, within)
}

/**
 * Every member the actor reaches, as a CSV file in the clients export's layout: a dynamic list
 * evaluated now, as at a campaign's sending.
 */
export async function listMembersCsv(db: Db, actor: Member, id: number): Promise<string> {
  const row = await findList(db, actor, id)
  const { filters, within } = selectionOf(db, row)
  return clientsCsv(db, actor, filters, within)
}

export async function createList(db: Db, actor: Member, input: ListInput) {
  const [row] = await db
    .insert(crmLists)
    .values({
      shopId: actor.shop.id,
      name: input.name,
      type: input.type,
      filters: input.type === 'dynamic' && input.filters ? storedFilters(input.filters) : null,
    })
    .returning()
  return viewOf(db, actor, row)
}

export async function saveList(
  db: Db,
  actor: Member,
  id: number,
  input: { name: string; filters?: ClientFilters },
) {
  const row = await findList(db, actor, id)
  if (row.type === 'dynamic' && input.filters && !hasFilter(input.filters))
    throw new ApiError(400, listText.filters, { filters: [listText.filters] })
  if (row.type === 'static' && input.filters && hasFilter(input.filters))
    throw new ApiError(400, listText.staticFilters, { filters: [listText.staticFilters] })
  const [saved] = await db
    .update(crmLists)
    .set({
      name: input.name,
      ...(row.type === 'dynamic' && input.filters ? { filters: storedFilters(input.filters) } : {}),
      updatedAt: new Date(),
    })
    .where(eq(crmLists.id, row.id))
    .returning()
  return viewOf(db, actor, saved)
}

export async function deleteList(db: Db, actor: Member, id: number) {
  const row = await findList(db, actor, id)
  await db.delete(crmLists).where(eq(crmLists.id, row.id))
}

/** A static list of the shop, and a client the actor reaches (else 404). */
async function staticListAndClient(db: Db, actor: Member, id: number, clientId: number) {
  const row = await findList(db, actor, id)
  if (row.type !== 'static') throw new ApiError(400, listText.notStatic)
  await findClient(db, actor, clientId)
  return row
}

export async function addMember(db: Db, actor: Member, id: number, clientId: number) {
  const row = await staticListAndClient(db, actor, id, clientId)
  await db.transaction(async (tx) => {
    await tx.insert(crmListMembers).values({ listId: row.id, clientId }).onConflictDoNothing()
    await tx.update(crmLists).set({ updatedAt: new Date() }).where(eq(crmLists.id, row.id))
  })
}

export async function removeMember(db: Db, actor: Member, id: number, clientId: number) {
  const row = await staticListAndClient(db, actor, id, clientId)
  await db.transaction(async (tx) => {
    await tx
      .delete(crmListMembers)
      .where(and(eq(crmListMembers.listId, row.id), eq(crmListMembers.clientId, clientId)))
    await tx.update(crmLists).set({ updatedAt: new Date() }).where(eq(crmLists.id, row.id))
  })
}
