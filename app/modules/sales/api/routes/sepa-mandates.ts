/** SEPA direct-debit mandates and their spec 4 statuses. */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import { assertTransition, sepaMachine, TransitionError } from '#app/modules/sales/domain/machines'
import { clients, sepaMandates, type SepaStatus } from '#app/platform/db/schema'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError, messages } from '#app/platform/api/http'
import { noQuery } from '#app/platform/api/middleware'
import { clientName } from '../ledger-lists'
import { memberOf } from '#app/platform/auth/permissions'
import { listSepaMandatesRoute, sepaMandateStatusRoute } from '../../contract'

const PAGE_SIZE = 20

const columns = {
  id: sepaMandates.id,
  reference: sepaMandates.reference,
  status: sepaMandates.status,
  clientId: sepaMandates.clientId,
  clientName,
  userId: sepaMandates.userId,
  ibanLast4: sepaMandates.ibanLast4,
  signedAt: sepaMandates.signedAt,
  createdAt: sepaMandates.createdAt,
  updatedAt: sepaMandates.updatedAt,
}

/** A mandate as JSON: its status label, its dates as ISO strings. */
const withLabel = <
  T extends { status: SepaStatus; signedAt: Date | null; createdAt: Date; updatedAt: Date },
>(
  m: T,
) => ({
  ...m,
  statusLabel: sepaMachine.labels[m.status],
  signedAt: m.signedAt ? m.signedAt.toISOString() : null,
  createdAt: m.createdAt.toISOString(),
  updatedAt: m.updatedAt.toISOString(),
})

export const sepaMandatesRoutes = contractRouter()

sepaMandatesRoutes.openapi(listSepaMandatesRoute, async (c) => {
  const { shop } = memberOf(c)
  const q = c.req.valid('query')
  const conditions: SQL[] = [eq(sepaMandates.shopId, shop.id)]
  if (q.status) conditions.push(eq(sepaMandates.status, q.status))
  if (q.clientId) conditions.push(eq(sepaMandates.clientId, q.clientId))
  const { db } = c.get('deps')
  const where = and(...conditions)
  const [rows, [count]] = await Promise.all([
    db
      .select(columns)
      .from(sepaMandates)
      .leftJoin(clients, eq(clients.id, sepaMandates.clientId))
      .where(where)
      .orderBy(desc(sepaMandates.createdAt), desc(sepaMandates.id))
      .limit(PAGE_SIZE)
      .offset((q.page - 1) * PAGE_SIZE),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(sepaMandates)
      .where(where),
  ])
  const total = Number(count.n)
  return c.json(
    {
      sucess: true as const,
      mandates: rows.map(withLabel),
      total,
      page: q.page,
      pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    },
    200,
  )
})

sepaMandatesRoutes.openapi(guarded(sepaMandateStatusRoute, noQuery), async (c) => {
  const { shop } = memberOf(c)
  const { id } = c.req.valid('param')
  const { status } = c.req.valid('json')
  const { db } = c.get('deps')
  const mandate = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: sepaMandates.status })
      .from(sepaMandates)
      .where(and(eq(sepaMandates.id, id), eq(sepaMandates.shopId, shop.id)))
      .for('update')
    if (!current) throw new ApiError(404, messages.notFound)
    try {
      assertTransition(sepaMachine, current.status, status)
    } catch (error) {
      if (error instanceof TransitionError) throw new ApiError(409, error.message)
      throw error
    }
    const now = new Date()
    await tx
      .update(sepaMandates)
      .set({
        status,
        updatedAt: now,
        // The day the bank accepted it is the day it became active.
        ...(status === 'completed'
          ? { signedAt: sql`coalesce(${sepaMandates.signedAt}, ${now.toISOString()}::timestamptz)` }
          : {}),
      })
      .where(eq(sepaMandates.id, id))
    const [row] = await tx
      .select(columns)
      .from(sepaMandates)
      .leftJoin(clients, eq(clients.id, sepaMandates.clientId))
      .where(eq(sepaMandates.id, id))
    return row
  })
  return c.json(
    {
      sucess: true as const,
      mandate: withLabel(mandate),
      message: 'Le statut du mandat a été mis à jour.',
    },
    200,
  )
})
