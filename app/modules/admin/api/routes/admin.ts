import { count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { jobs, maintenances, users } from '#app/platform/db/schema'
import { retryFailedJob } from '#app/platform/api/jobs'
import { contractRouter } from '#app/platform/api/contract-router'
import { ApiError } from '#app/platform/api/http'
import { requireAdmin } from '#app/platform/api/middleware'
import { containsPattern } from '#app/platform/db/like'
import {
  ADMIN_FAILED_JOBS_LIMIT,
  ADMIN_USERS_PAGE_SIZE,
  createMaintenanceRoute,
  deleteMaintenanceRoute,
  listMaintenancesRoute,
  listFailedJobsRoute,
  listUsersRoute,
  retryJobRoute,
} from '../../contract'
import { maintenanceChanged } from '../maintenance-state'

export const adminRoutes = contractRouter()

adminRoutes.use('/admin/*', requireAdmin)

// ---------------------------------------------------------------- maintenances

type MaintenanceRow = typeof maintenances.$inferSelect

function maintenanceView(row: MaintenanceRow, now: Date) {
  return {
    id: row.id,
    message: row.message,
    banner: row.banner,
    page: row.page,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    createdAt: row.createdAt.toISOString(),
    /** In force right now (what GET /v1/maintenances would show). */
    active: row.startDate <= now && row.endDate > now,
  }
}

adminRoutes.openapi(listMaintenancesRoute, async (c) => {
  const rows = await c
    .get('deps')
    .db.select()
    .from(maintenances)
    .orderBy(desc(maintenances.createdAt), desc(maintenances.id))
  const now = new Date()
  return c.json(
    { sucess: true as const, maintenances: rows.map((r) => maintenanceView(r, now)) },
    200,
  )
})

adminRoutes.openapi(createMaintenanceRoute, async (c) => {
  const body = c.req.valid('json')
  const [row] = await c.get('deps').db.insert(maintenances).values(body).returning()
  maintenanceChanged()
  return c.json(
    {
      sucess: true as const,
      message: 'La maintenance a été programmée.',
      maintenance: maintenanceView(row, new Date()),
    },
    201,
  )
})

adminRoutes.openapi(deleteMaintenanceRoute, async (c) => {
  const { id } = c.req.valid('param')
  const [row] = await c
    .get('deps')
    .db.delete(maintenances)
    .where(eq(maintenances.id, id))
    .returning({ id: maintenances.id })
  if (!row) throw new ApiError(404, "Cette maintenance n'existe pas.")
  maintenanceChanged()
  return c.json({ sucess: true as const, message: 'La maintenance a été supprimée.' }, 200)
})

// ----------------------------------------------------------------------- users

/**
 * The first shop of the user's list, ordered as `userShops` orders it. Written with explicit
 * aliases: drizzle leaves columns unqualified in a single-table select, which would be ambiguous here.
 */
const firstShopName = sql<string | null>`(
  select s.name from shop_members m
  inner join shops s on s.id = m.shop_id
  where m.user_id = "users"."id"
  order by m.position asc, m.created_at asc, s.id asc
  limit 1
)`.as('shop_name')

/** Every account, 50 per page, newest first; `q` searches the name and the e-mail. Never a password hash. */
adminRoutes.openapi(listUsersRoute, async (c) => {
  const { db } = c.get('deps')
  const query = c.req.valid('query')
  const page = query.page ?? 1
  let filter: SQL | undefined
  if (query.q) {
    const pattern = containsPattern(query.q)
    filter = or(ilike(users.username, pattern), ilike(users.email, pattern))
  }
  const rows = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
      validatedAt: users.validatedAt,
      lockedAt: users.lockedAt,
      createdAt: users.createdAt,
      shopName: firstShopName,
    })
    .from(users)
    .where(filter)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_USERS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_USERS_PAGE_SIZE)
  const [total] = await db.select({ n: count() }).from(users).where(filter)
  return c.json(
    {
      sucess: true as const,
      users: rows.map(({ validatedAt, lockedAt, createdAt, ...u }) => ({
        ...u,
        validated: validatedAt !== null,
        locked: lockedAt !== null,
        createdAt: createdAt.toISOString(),
      })),
      total: Number(total?.n ?? 0),
      page,
      pageSize: ADMIN_USERS_PAGE_SIZE,
    },
    200,
  )
})

// ------------------------------------------------------------------------ jobs

export const jobText = {
  retried: 'La tâche a été remise en file d’attente.',
  notFound: "Cette tâche n'existe pas.",
  notFailed: "Cette tâche n'est pas en échec.",
  duplicate: 'La même tâche est déjà en file d’attente.',
} as const

adminRoutes.openapi(listFailedJobsRoute, async (c) => {
  const { db } = c.get('deps')
  const failed = eq(jobs.status, 'failed')
  const rows = await db
    .select()
    .from(jobs)
    .where(failed)
    .orderBy(desc(jobs.updatedAt), desc(jobs.id))
    .limit(ADMIN_FAILED_JOBS_LIMIT)
  const [total] = await db.select({ n: count() }).from(jobs).where(failed)
  return c.json(
    {
      sucess: true as const,
      jobs: rows.map((j) => ({
        id: j.id,
        type: j.type,
        attempts: j.attempts,
        lastError: j.lastError,
        failedAt: j.updatedAt.toISOString(),
        createdAt: j.createdAt.toISOString(),
      })),
      total: Number(total?.n ?? 0),
    },
    200,
  )
})

adminRoutes.openapi(retryJobRoute, async (c) => {
  const { id } = c.req.valid('param')
  const { db } = c.get('deps')
  const outcome = await retryFailedJob(db, id)
  if (outcome === 'retried') return c.json({ sucess: true as const, message: jobText.retried }, 200)
  const [exists] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, id))
  if (!exists) throw new ApiError(404, jobText.notFound)
  throw new ApiError(409, outcome === 'duplicate' ? jobText.duplicate : jobText.notFailed)
})
