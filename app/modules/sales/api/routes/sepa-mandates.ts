/** SEPA direct-debit mandates and their spec 4 statuses. */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import * as z from 'zod'
import { assertTransition, sepaMachine, TransitionError } from '#app/modules/sales/domain/machines'
import { clients, sepaMandates, type SepaStatus } from '#app/platform/db/schema'
import { ApiError, messages, ok, parseBody, parseQuery } from '#app/platform/api/http'
import { noQuery, requireUser } from '#app/platform/api/middleware'
import { clientName } from '../ledger-lists'
import { requireShopRight } from '#app/platform/auth/permissions'
import type { ApiEnv } from '#app/platform/api/types'
import { idParam } from '#app/modules/catalogue/api/routes/catalogue-shared'

const PAGE_SIZE = 20
const statuses = ['pending', 'processing', 'completed', 'error'] as const satisfies SepaStatus[]

const listQuery = z.strictObject(
  {
    status: z.enum(statuses).optional(),
    clientId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  },
  { error: messages.badParameter },
)

const statusBody = z.strictObject({
  status: z.enum(statuses, { error: 'Statut de mandat inconnu.' }),
})

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

const withLabel = <T extends { status: SepaStatus }>(m: T) => ({
  ...m,
  statusLabel: sepaMachine.labels[m.status],
})

const payer = (c: Context<ApiEnv>) => requireShopRight(c, { permission: 'seeAllPayment' })

export const sepaMandatesRoutes = new Hono<ApiEnv>()

sepaMandatesRoutes.get('/', requireUser, async (c) => {
  const { shop } = await payer(c)
  const q = parseQuery(c, listQuery)
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
  return ok(c, {
    mandates: rows.map(withLabel),
    total,
    page: q.page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
  })
})

sepaMandatesRoutes.put('/:id/status', requireUser, noQuery, async (c) => {
  const { shop } = await payer(c)
  const id = idParam(c, 'id')
  const { status } = await parseBody(c, statusBody)
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
  return ok(c, { mandate: withLabel(mandate), message: 'Le statut du mandat a été mis à jour.' })
})
