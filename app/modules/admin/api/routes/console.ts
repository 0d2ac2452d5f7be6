/**
 * The admin console's shops, accounts and figures (issue 16 §4): search and status of the shops,
 * their modules, suspension; locking an account and forcing a password reset; the platform's
 * figures over 30 days. Administrators only (app/platform/domain/api-access.ts).
 */
import {
  and,
  asc,
  count,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm'
import { purchaseStatuses } from '#app/modules/clients/domain/client-list'
import { catalogueChanged } from '#app/modules/catalogue/catalogue-events'
import { mailPasswordReset } from '#app/modules/accounts/api/routes/auth'
import { integrationWith, shopModules } from '#app/platform/domain/enums'
import { orders, shops, users } from '#app/platform/db/schema'
import { contractRouter } from '#app/platform/api/contract-router'
import { ApiError } from '#app/platform/api/http'
import { userIdOf } from '#app/platform/api/middleware'
import { revokeUserSessions } from '#app/platform/auth/sessions'
import { containsPattern } from '#app/platform/db/like'
import { adminText, FIGURES_DAYS, figuresWindow, shopStatusOf } from '../../domain/console'
import {
  ADMIN_SHOPS_PAGE_SIZE,
  forcePasswordResetRoute,
  listShopsRoute,
  lockUserRoute,
  overviewRoute,
  shopModulesRoute,
  suspendShopRoute,
} from '../../contract'

export const consoleRoutes = contractRouter()

// ----------------------------------------------------------------------- shops

/** The SQL of a status: suspended wins over online/offline (app/modules/admin/domain/console.ts). */
function statusFilter(status: 'online' | 'offline' | 'suspended'): SQL | undefined {
  if (status === 'suspended') return isNotNull(shops.suspendedAt)
  return and(isNull(shops.suspendedAt), eq(shops.online, status === 'online'))
}

consoleRoutes.openapi(listShopsRoute, async (c) => {
  const { db } = c.get('deps')
  const query = c.req.valid('query')
  const page = query.page ?? 1
  const filters: (SQL | undefined)[] = []
  if (query.q) {
    const pattern = containsPattern(query.q)
    const digits = query.q.replace(/\s/g, '')
    filters.push(
      or(
        ilike(shops.name, pattern),
        ilike(shops.contactEmail, pattern),
        ilike(users.email, pattern),
        ilike(sql`${shops.business}->>'siret'`, containsPattern(digits)),
        ilike(sql`${shops.legal}->>'siret'`, containsPattern(digits)),
      ),
    )
  }
  if (query.status) filters.push(statusFilter(query.status))
  const where = and(...filters)
  const rows = await db
    .select({
      id: shops.id,
      name: shops.name,
      code: shops.code,
      urlShop: shops.urlShop,
      contactEmail: shops.contactEmail,
      ownerEmail: users.email,
      business: shops.business,
      legal: shops.legal,
      online: shops.online,
      suspendedAt: shops.suspendedAt,
      integration: shops.integration,
      createdAt: shops.createdAt,
    })
    .from(shops)
    .leftJoin(users, eq(users.id, shops.ownerId))
    .where(where)
    .orderBy(asc(shops.name), asc(shops.id))
    .limit(ADMIN_SHOPS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_SHOPS_PAGE_SIZE)
  const [total] = await db
    .select({ n: count() })
    .from(shops)
    .leftJoin(users, eq(users.id, shops.ownerId))
    .where(where)
  return c.json(
    {
      sucess: true as const,
      shops: rows.map((s) => ({
        id: s.id,
        name: s.name,
        code: s.code,
        urlShop: s.urlShop,
        email: s.contactEmail ?? s.ownerEmail ?? null,
        siret: (s.legal as { siret?: string } | null)?.siret ?? s.business?.siret ?? null,
        status: shopStatusOf(s),
        modules: Object.fromEntries(
          shopModules.map((m) => [m, s.integration?.[m]?.active === true]),
        ) as Record<(typeof shopModules)[number], boolean>,
        createdAt: s.createdAt.toISOString(),
      })),
      total: Number(total?.n ?? 0),
      page,
      pageSize: ADMIN_SHOPS_PAGE_SIZE,
    },
    200,
  )
})

consoleRoutes.openapi(suspendShopRoute, async (c) => {
  const { db } = c.get('deps')
  const { id } = c.req.valid('param')
  const { suspended } = c.req.valid('json')
  const [row] = await db
    .update(shops)
    .set({ suspendedAt: suspended ? sql`coalesce(${shops.suspendedAt}, now())` : null })
    .where(eq(shops.id, id))
    .returning({ id: shops.id })
  if (!row) throw new ApiError(404, adminText.shopNotFound)
  // The public pages and the shop rows kept in memory forget the shop at once.
  catalogueChanged(id)
  return c.json(
    { sucess: true as const, message: suspended ? adminText.suspended : adminText.reopened },
    200,
  )
})

consoleRoutes.openapi(shopModulesRoute, async (c) => {
  const { db } = c.get('deps')
  const { id } = c.req.valid('param')
  const { modules } = c.req.valid('json')
  const [shop] = await db
    .select({ integration: shops.integration })
    .from(shops)
    .where(eq(shops.id, id))
  if (!shop) throw new ApiError(404, adminText.shopNotFound)
  const integration = integrationWith((m) => modules[m] ?? shop.integration?.[m]?.active === true)
  await db.update(shops).set({ integration, updatedAt: new Date() }).where(eq(shops.id, id))
  catalogueChanged(id)
  return c.json({ sucess: true as const, message: adminText.modulesSaved }, 200)
})

// ---------------------------------------------------------------------- users

consoleRoutes.openapi(lockUserRoute, async (c) => {
  const { db } = c.get('deps')
  const { id } = c.req.valid('param')
  const { locked } = c.req.valid('json')
  if (id === userIdOf(c.get('auth'))) throw new ApiError(409, adminText.notYourself)
  const [row] = await db
    .update(users)
    .set({ lockedAt: locked ? sql`coalesce(${users.lockedAt}, now())` : null })
    .where(eq(users.id, id))
    .returning({ id: users.id })
  if (!row) throw new ApiError(404, adminText.userNotFound)
  // A locked account is signed out everywhere, an administrator's support session included.
  if (locked) await revokeUserSessions(db, id)
  return c.json(
    { sucess: true as const, message: locked ? adminText.locked : adminText.unlocked },
    200,
  )
})

consoleRoutes.openapi(forcePasswordResetRoute, async (c) => {
  const deps = c.get('deps')
  const { id } = c.req.valid('param')
  const [user] = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, id))
  if (!user) throw new ApiError(404, adminText.userNotFound)
  await revokeUserSessions(deps.db, id)
  await mailPasswordReset(deps, user, true)
  return c.json({ sucess: true as const, message: adminText.resetForced(user.email) }, 200)
})

// --------------------------------------------------------------------- figures

consoleRoutes.openapi(overviewRoute, async (c) => {
  const { db } = c.get('deps')
  const { now } = c.req.valid('query')
  const { from, to } = figuresWindow(now ? new Date(now) : new Date(), FIGURES_DAYS)
  const [shopCounts] = await db
    .select({
      suspended: sql<number>`count(*) filter (where ${shops.suspendedAt} is not null)`,
      online: sql<number>`count(*) filter (where ${shops.suspendedAt} is null and ${shops.online})`,
      offline: sql<number>`count(*) filter (where ${shops.suspendedAt} is null and not ${shops.online})`,
    })
    .from(shops)
  const [buyers] = await db.select({ n: count() }).from(users).where(eq(users.role, 'buyer'))
  const [sales] = await db
    .select({
      n: count(),
      ttc: sql<string | null>`sum(${orders.totalTtcCents})`,
    })
    .from(orders)
    .where(
      and(
        inArray(orders.status, [...purchaseStatuses]),
        gte(orders.createdAt, from),
        lt(orders.createdAt, to),
      ),
    )
  return c.json(
    {
      sucess: true as const,
      shops: {
        online: Number(shopCounts?.online ?? 0),
        offline: Number(shopCounts?.offline ?? 0),
        suspended: Number(shopCounts?.suspended ?? 0),
      },
      buyers: Number(buyers?.n ?? 0),
      orders: Number(sales?.n ?? 0),
      revenueTtcCents: Number(sales?.ttc ?? 0),
      from: from.toISOString(),
      to: to.toISOString(),
    },
    200,
  )
})
