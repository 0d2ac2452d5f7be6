/**
 * Support impersonation (issue 16 §4): an administrator opens a session as a user, with a reason;
 * the session row names the administrator (sessions.impersonator_id), so the API knows it at every
 * call; every request that changes something while it lasts is written to `admin_audit`.
 */
import { count, desc, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { createMiddleware } from 'hono/factory'
import { adminAudit, users } from '#app/platform/db/schema'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError, clientIp } from '#app/platform/api/http'
import { noQuery, sessionOf, userIdOf } from '#app/platform/api/middleware'
import { openSession, revokeSession } from '#app/platform/auth/sessions'
import type { Db } from '#app/platform/db/client'
import type { ApiEnv } from '#app/platform/api/types'
import { adminText, IMPERSONATION_TTL_MS } from '../../domain/console'
import {
  ADMIN_AUDIT_PAGE_SIZE,
  endImpersonationRoute,
  listAuditRoute,
  recordImpersonatedActionRoute,
  startImpersonationRoute,
} from '../../contract'

export const impersonationRoutes = contractRouter()

const readOnly = new Set(['GET', 'HEAD', 'OPTIONS'])

async function writeAudit(
  db: Db,
  entry: { adminId: number; userId: number; sessionId: string; method: string; path: string },
) {
  const [row] = await db
    .insert(adminAudit)
    .values({ ...entry, path: entry.path.slice(0, 2000) })
    .returning({ id: adminAudit.id })
  return row.id
}

/**
 * Every /v1 call that changes something, made with a session an administrator opened as a user,
 * is written to the audit log before it runs (an attempt refused later is still an attempt). The
 * web app's own record of a page's form (POST /impersonation/actions) is that record already.
 */
export const auditImpersonation = createMiddleware<ApiEnv>(async (c, next) => {
  if (!readOnly.has(c.req.method) && c.req.path !== '/v1/impersonation/actions') {
    const auth = await sessionOf(c)
    if (auth?.kind === 'user' && auth.impersonatorId !== undefined) {
      const url = new URL(c.req.url)
      await writeAudit(c.get('deps').db, {
        adminId: auth.impersonatorId,
        userId: auth.userId,
        sessionId: auth.sessionId,
        method: c.req.method,
        path: url.pathname + url.search,
      })
    }
  }
  await next()
})

impersonationRoutes.openapi(guarded(startImpersonationRoute, noQuery), async (c) => {
  const { db, config } = c.get('deps')
  const adminId = userIdOf(c.get('auth'))
  const { id } = c.req.valid('param')
  const { reason } = c.req.valid('json')
  const [user] = await db
    .select({ id: users.id, username: users.username, role: users.role, lockedAt: users.lockedAt })
    .from(users)
    .where(eq(users.id, id))
  if (!user) throw new ApiError(404, adminText.userNotFound)
  if (user.role === 'admin') throw new ApiError(409, adminText.notAnAdmin)
  if (user.lockedAt) throw new ApiError(409, adminText.lockedAccount)
  const jwt = await openSession(
    db,
    config.jwtSecret,
    { userId: user.id },
    { userAgent: c.req.header('user-agent'), ip: clientIp(c) },
    { impersonation: { adminId, reason, ttlMs: IMPERSONATION_TTL_MS } },
  )
  return c.json(
    {
      sucess: true as const,
      message: adminText.impersonationStarted(user.username),
      jwt,
      user: { id: user.id, username: user.username, role: user.role },
    },
    201,
  )
})

impersonationRoutes.openapi(guarded(endImpersonationRoute, noQuery), async (c) => {
  const auth = c.get('auth')
  if (auth.kind !== 'user' || auth.impersonatorId === undefined)
    throw new ApiError(400, adminText.notImpersonating)
  await revokeSession(c.get('deps').db, auth.sessionId)
  return c.json({ sucess: true as const, message: adminText.impersonationEnded }, 200)
})

impersonationRoutes.openapi(guarded(recordImpersonatedActionRoute, noQuery), async (c) => {
  const auth = c.get('auth')
  if (auth.kind !== 'user' || auth.impersonatorId === undefined)
    throw new ApiError(400, adminText.notImpersonating)
  const { method, path } = c.req.valid('json')
  const id = await writeAudit(c.get('deps').db, {
    adminId: auth.impersonatorId,
    userId: auth.userId,
    sessionId: auth.sessionId,
    method,
    path,
  })
  return c.json({ sucess: true as const, id }, 201)
})

const admins = alias(users, 'admins')

impersonationRoutes.openapi(listAuditRoute, async (c) => {
  const { db } = c.get('deps')
  const page = c.req.valid('query').page ?? 1
  const rows = await db
    .select({
      id: adminAudit.id,
      adminId: adminAudit.adminId,
      adminName: admins.username,
      userId: adminAudit.userId,
      userName: users.username,
      method: adminAudit.method,
      path: adminAudit.path,
      at: adminAudit.createdAt,
    })
    .from(adminAudit)
    .innerJoin(admins, eq(admins.id, adminAudit.adminId))
    .innerJoin(users, eq(users.id, adminAudit.userId))
    .orderBy(desc(adminAudit.createdAt), desc(adminAudit.id))
    .limit(ADMIN_AUDIT_PAGE_SIZE)
    .offset((page - 1) * ADMIN_AUDIT_PAGE_SIZE)
  const [total] = await db.select({ n: count() }).from(adminAudit)
  return c.json(
    {
      sucess: true as const,
      entries: rows.map((r) => ({
        id: r.id,
        admin: { id: r.adminId, username: r.adminName },
        user: { id: r.userId, username: r.userName },
        method: r.method,
        path: r.path,
        at: r.at.toISOString(),
      })),
      total: Number(total?.n ?? 0),
      page,
      pageSize: ADMIN_AUDIT_PAGE_SIZE,
    },
    200,
  )
})
