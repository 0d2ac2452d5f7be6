import { count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import { Hono } from 'hono'
import * as z from 'zod'
import * as rules from '#app/platform/domain/validation'
import { maintenances, users } from '#app/platform/db/schema'
import { ApiError, messages, ok, parseBody, parseQuery } from '#app/platform/api/http'
import { requireAdmin } from '#app/platform/api/middleware'
import type { ApiEnv } from '#app/platform/api/types'
import { containsPattern } from '#app/platform/db/like'
import { maintenanceChanged } from '../maintenance-state'

const badParameter = messages.badParameter
export const ADMIN_USERS_PAGE_SIZE = 50

export const adminRoutes = new Hono<ApiEnv>()

adminRoutes.use('*', requireAdmin)

// ---------------------------------------------------------------- maintenances

/** An ISO 8601 date-time with its offset ('2025-03-01T08:00:00Z'), or an ISO calendar date (UTC midnight). */
const isoDate = () =>
  z
    .string({ error: rules.messages.needed })
    .trim()
    .min(1, { error: rules.messages.needed, abort: true })
    .pipe(z.union([z.iso.datetime({ offset: true }), z.iso.date()], { error: rules.messages.date }))
    .transform((value) => new Date(value.length === 10 ? `${value}T00:00:00Z` : value))

const maintenanceBody = z
  .strictObject(
    {
      message: rules.needed().pipe(z.string().max(1000, 'Doit contenir au plus 1000 caractères')),
      banner: z.boolean({ error: 'Doit valoir vrai ou faux.' }),
      page: z.boolean({ error: 'Doit valoir vrai ou faux.' }),
      startDate: isoDate(),
      endDate: isoDate(),
    },
    { error: badParameter },
  )
  .refine((b) => b.endDate.getTime() > b.startDate.getTime(), {
    message: 'La date de fin doit suivre la date de début.',
    path: ['endDate'],
  })

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

adminRoutes.get('/maintenances', async (c) => {
  const rows = await c
    .get('deps')
    .db.select()
    .from(maintenances)
    .orderBy(desc(maintenances.createdAt), desc(maintenances.id))
  const now = new Date()
  return ok(c, { maintenances: rows.map((r) => maintenanceView(r, now)) })
})

adminRoutes.post('/maintenances', async (c) => {
  const body = await parseBody(c, maintenanceBody)
  const [row] = await c.get('deps').db.insert(maintenances).values(body).returning()
  maintenanceChanged()
  return ok(
    c,
    { message: 'La maintenance a été programmée.', maintenance: maintenanceView(row, new Date()) },
    201,
  )
})

const idParam = z
  .string()
  .regex(/^\d{1,9}$/, badParameter)
  .transform(Number)

adminRoutes.delete('/maintenances/:id', async (c) => {
  const parsed = idParam.safeParse(c.req.param('id'))
  if (!parsed.success || parsed.data < 1) throw new ApiError(400, badParameter)
  const [row] = await c
    .get('deps')
    .db.delete(maintenances)
    .where(eq(maintenances.id, parsed.data))
    .returning({ id: maintenances.id })
  if (!row) throw new ApiError(404, "Cette maintenance n'existe pas.")
  maintenanceChanged()
  return ok(c, { message: 'La maintenance a été supprimée.' })
})

// ----------------------------------------------------------------------- users

const usersQuery = z.strictObject(
  {
    page: z
      .string()
      .regex(/^\d{1,6}$/, badParameter)
      .transform(Number)
      .refine((n) => n >= 1, badParameter)
      .optional(),
    q: z.string().trim().max(100, 'La recherche doit contenir au plus 100 caractères.').optional(),
  },
  { error: badParameter },
)

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
adminRoutes.get('/users', async (c) => {
  const { db } = c.get('deps')
  const query = parseQuery(c, usersQuery)
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
      createdAt: users.createdAt,
      shopName: firstShopName,
    })
    .from(users)
    .where(filter)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_USERS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_USERS_PAGE_SIZE)
  const [total] = await db.select({ n: count() }).from(users).where(filter)
  return ok(c, {
    users: rows.map(({ validatedAt, createdAt, ...u }) => ({
      ...u,
      validated: validatedAt !== null,
      createdAt: createdAt.toISOString(),
    })),
    total: Number(total?.n ?? 0),
    page,
    pageSize: ADMIN_USERS_PAGE_SIZE,
  })
})
