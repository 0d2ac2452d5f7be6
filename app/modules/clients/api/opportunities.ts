/**
 * Opportunities and the pipeline's stages (issue 17 §1). An opportunity is reached as its client
 * is (domain/followers.ts through `clientScope`): one of a client out of reach, or of another
 * shop, answers 404 as one that does not exist. A shop without stages gets the defaults of
 * domain/pipeline.ts on first use, written once under a lock of the shop's row.
 */
import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm'
import {
  defaultStages,
  pipelineText,
  weightedCents,
  type OpportunityInput,
  type OpportunityPatch,
  type StagesInput,
} from '#app/modules/clients/domain/pipeline'
import { ApiError } from '#app/platform/api/http'
import type { Member } from '#app/platform/api/types'
import type { Db } from '#app/platform/db/client'
import {
  clients,
  opportunities,
  opportunityStages,
  salesDocuments,
  shopMembers,
  shops,
  users,
} from '#app/platform/db/schema'
import { clientName, clientScope } from './clients'

/** Who may own an opportunity: the shop's team. */
const teamRoles = ['owner', 'iam', 'agent'] as const

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

const stageColumns = {
  id: opportunityStages.id,
  name: opportunityStages.name,
  kind: opportunityStages.kind,
  position: opportunityStages.position,
}

const stagesOf = (db: Db | Tx, shopId: number) =>
  db
    .select(stageColumns)
    .from(opportunityStages)
    .where(eq(opportunityStages.shopId, shopId))
    .orderBy(asc(opportunityStages.position), asc(opportunityStages.id))

/** Gives a new shop the default stages (seller registration, the demo seed). */
export async function insertDefaultStages(db: Db | Tx, shopId: number) {
  await db
    .insert(opportunityStages)
    .values(defaultStages.map((s, position) => ({ shopId, ...s, position })))
}

/**
 * The shop's stages in order. Shops get theirs when they are created; one made before the
 * pipeline existed gets the defaults at its first use.
 */
export async function ensureStages(db: Db, shopId: number) {
  const stages = await stagesOf(db, shopId)
  if (stages.length > 0) return stages
  return db.transaction(async (tx) => {
    // Two first uses at once: the second waits here, then finds the first one's stages.
    await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for('update')
    const again = await stagesOf(tx, shopId)
    if (again.length > 0) return again
    await insertDefaultStages(tx, shopId)
    return stagesOf(tx, shopId)
  })
}

/** Replaces the shop's stages by the list sent: kept by id, added without, the others deleted. */
export async function saveStages(db: Db, shopId: number, input: StagesInput) {
  const current = await ensureStages(db, shopId)
  const known = new Set(current.map((s) => s.id))
  const unknown = input.stages.find((s) => s.id !== undefined && !known.has(s.id))
  if (unknown) throw new ApiError(400, pipelineText.stage, { stages: [pipelineText.stage] })
  const kept = input.stages.flatMap((s) => (s.id === undefined ? [] : [s.id]))
  const removed = current.filter((s) => !kept.includes(s.id))
  if (removed.length > 0) {
    const [used] = await db
      .select({ stageId: opportunities.stageId })
      .from(opportunities)
      .where(
        and(
          eq(opportunities.shopId, shopId),
          inArray(
            opportunities.stageId,
            removed.map((s) => s.id),
          ),
        ),
      )
      .limit(1)
    if (used) {
      const name = removed.find((s) => s.id === used.stageId)?.name ?? ''
      const message = pipelineText.stageInUse(name)
      throw new ApiError(400, message, { stages: [message] })
    }
  }
  await db.transaction(async (tx) => {
    const mine = eq(opportunityStages.shopId, shopId)
    await tx
      .delete(opportunityStages)
      .where(kept.length ? and(mine, notInArray(opportunityStages.id, kept)) : mine)
    for (const [position, stage] of input.stages.entries()) {
      const values = { name: stage.name, kind: stage.kind, position }
      if (stage.id === undefined) await tx.insert(opportunityStages).values({ shopId, ...values })
      else
        await tx
          .update(opportunityStages)
          .set({ ...values, updatedAt: new Date() })
          .where(and(mine, eq(opportunityStages.id, stage.id)))
    }
  })
  return stagesOf(db, shopId)
}

const ownerName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.firstname}, ${users.lastname})), ''), ${users.username})`

function selectOpportunities(db: Db) {
  return db
    .select({
      o: opportunities,
      client: {
        businessName: clients.businessName,
        firstname: clients.firstname,
        lastname: clients.lastname,
        pipe: clients.pipe,
      },
      ownerName,
      stage: stageColumns,
      quoteNumber: salesDocuments.number,
    })
    .from(opportunities)
    .innerJoin(clients, eq(clients.id, opportunities.clientId))
    .innerJoin(opportunityStages, eq(opportunityStages.id, opportunities.stageId))
    .innerJoin(users, eq(users.id, opportunities.ownerId))
    .leftJoin(salesDocuments, eq(salesDocuments.id, opportunities.quoteId))
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectOpportunities>['where']>>[number]

function view({ o, client, ownerName, stage, quoteNumber }: Selected) {
  return {
    id: o.id,
    title: o.title,
    amountCents: o.amountCents,
    probability: o.probability,
    weightedCents: weightedCents(o),
    expectedDate: o.expectedDate,
    client: {
      id: o.clientId,
      name: clientName(client) || `Client n° ${o.clientId}`,
      prospect: client.pipe === 'prospect',
    },
    owner: { id: o.ownerId, name: ownerName },
    stage: { id: stage.id, name: stage.name, kind: stage.kind },
    quote: o.quoteId === null ? null : { id: o.quoteId, number: quoteNumber },
    createdAt: o.createdAt.toISOString(),
    updatedAt: o.updatedAt.toISOString(),
  }
}
export type OpportunityView = ReturnType<typeof view>

/** The opportunities of the shop whose client the actor reaches. */
const reachable = (actor: Member): SQL =>
  and(eq(opportunities.shopId, actor.shop.id), clientScope(actor))!

export const OPPORTUNITIES_LIMIT = 500

export async function listOpportunities(
  db: Db,
  actor: Member,
  filters: { stageId?: number; clientId?: number; ownerId?: number },
) {
  const stages = await ensureStages(db, actor.shop.id)
  const rows = await selectOpportunities(db)
    .where(
      and(
        reachable(actor),
        filters.stageId ? eq(opportunities.stageId, filters.stageId) : undefined,
        filters.clientId ? eq(opportunities.clientId, filters.clientId) : undefined,
        filters.ownerId ? eq(opportunities.ownerId, filters.ownerId) : undefined,
      ),
    )
    .orderBy(
      asc(opportunityStages.position),
      sql`${opportunities.expectedDate} asc nulls last`,
      asc(opportunities.id),
    )
    .limit(OPPORTUNITIES_LIMIT)
  return { stages, opportunities: rows.map(view) }
}

export async function findOpportunity(db: Db, actor: Member, id: number) {
  const [row] = await selectOpportunities(db).where(and(reachable(actor), eq(opportunities.id, id)))
  if (!row) throw new ApiError(404, pipelineText.notFound)
  return { row: row.o, view: view(row) }
}

const refuse = (field: string, message: string): never => {
  throw new ApiError(400, message, { [field]: [message] })
}

/** 400 for a client out of reach, an owner outside the team, a stage or quote not the shop's. */
async function checkReferences(db: Db, actor: Member, input: OpportunityPatch, clientId: number) {
  if (input.clientId !== undefined) {
    const [client] = await db
      .select({ id: clients.id })
      .from(clients)
      .where(and(clientScope(actor), eq(clients.id, input.clientId)))
    if (!client) refuse('clientId', pipelineText.client)
  }
  if (input.ownerId !== undefined) {
    const [member] = await db
      .select({ id: shopMembers.userId })
      .from(shopMembers)
      .where(
        and(
          eq(shopMembers.shopId, actor.shop.id),
          eq(shopMembers.userId, input.ownerId),
          inArray(shopMembers.role, [...teamRoles]),
        ),
      )
    if (!member) refuse('ownerId', pipelineText.owner)
  }
  if (input.stageId !== undefined) {
    const stages = await ensureStages(db, actor.shop.id)
    if (!stages.some((s) => s.id === input.stageId)) refuse('stageId', pipelineText.stage)
  }
  if (input.quoteId) {
    const [quote] = await db
      .select({ id: salesDocuments.id })
      .from(salesDocuments)
      .where(
        and(
          eq(salesDocuments.id, input.quoteId),
          eq(salesDocuments.shopId, actor.shop.id),
          eq(salesDocuments.type, 'quote'),
          eq(salesDocuments.clientId, clientId),
        ),
      )
    if (!quote) refuse('quoteId', pipelineText.quote)
  }
}

export async function createOpportunity(db: Db, actor: Member, input: OpportunityInput) {
  await checkReferences(db, actor, input, input.clientId)
  const [row] = await db
    .insert(opportunities)
    .values({ ...input, expectedDate: input.expectedDate ?? null, shopId: actor.shop.id })
    .returning({ id: opportunities.id })
  return (await findOpportunity(db, actor, row.id)).view
}

export async function updateOpportunity(
  db: Db,
  actor: Member,
  id: number,
  input: OpportunityPatch,
) {
  const { row } = await findOpportunity(db, actor, id)
  await checkReferences(db, actor, input, input.clientId ?? row.clientId)
  await db
    .update(opportunities)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(opportunities.id, id), eq(opportunities.shopId, actor.shop.id)))
  return (await findOpportunity(db, actor, id)).view
}

export async function deleteOpportunity(db: Db, actor: Member, id: number) {
  await findOpportunity(db, actor, id)
  await db
    .delete(opportunities)
    .where(and(eq(opportunities.id, id), eq(opportunities.shopId, actor.shop.id)))
}

/** The shop's team, by name: who may own an opportunity. */
export async function ownerChoices(db: Db, shopId: number) {
  const rows = await db
    .select({ id: users.id, name: ownerName })
    .from(shopMembers)
    .innerJoin(users, eq(users.id, shopMembers.userId))
    .where(and(eq(shopMembers.shopId, shopId), inArray(shopMembers.role, [...teamRoles])))
  return rows.sort((a, b) => a.name.localeCompare(b.name, 'fr'))
}

/**
 * A prospect becomes a client: the same row (its orders, quotes, tasks and opportunities stay
 * with it), its pipe set to client and the instant noted. 400 when it is a client already.
 */
export async function convertProspect(db: Db, actor: Member, id: number) {
  const now = new Date()
  const [row] = await db
    .update(clients)
    .set({ pipe: 'client', convertedAt: now, updatedAt: now })
    .where(and(clientScope(actor), eq(clients.id, id), eq(clients.pipe, 'prospect')))
    .returning({ id: clients.id, source: clients.source, convertedAt: clients.convertedAt })
  return row
    ? { id: row.id, pipe: 'client' as const, source: row.source, convertedAt: now.toISOString() }
    : null
}

/** Whether a client exists within reach (to tell 404 from 'already a client'). */
export async function reachesClient(db: Db, actor: Member, id: number) {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(clientScope(actor), eq(clients.id, id)))
  return row !== undefined
}
