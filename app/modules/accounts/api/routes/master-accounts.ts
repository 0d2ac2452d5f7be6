import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as z from 'zod'
import { masterAccountUsers, users } from '#app/platform/db/schema'
import { ApiError, messages, ok, parseBody } from '#app/platform/api/http'
import { noQuery, requireMaster } from '#app/platform/api/middleware'
import { openSession, revokeSession } from '#app/platform/auth/sessions'
import { loadApiUser, userShops } from '../users'
import type { ApiEnv } from '#app/platform/api/types'

export const masterAccountRoutes = new Hono<ApiEnv>()

masterAccountRoutes.use('*', noQuery)

masterAccountRoutes.get('/me/accounts', requireMaster, async (c) => {
  const { db } = c.get('deps')
  const masterId = c.get('auth').masterAccountId!
  const rows = await db
    .select({ id: users.id, username: users.username, email: users.email, role: users.role })
    .from(masterAccountUsers)
    .innerJoin(users, eq(users.id, masterAccountUsers.userId))
    .where(eq(masterAccountUsers.masterAccountId, masterId))
    .orderBy(users.id)
  const accounts = await Promise.all(
    rows.map(async (row) => ({ ...row, shopName: (await userShops(db, row.id))[0]?.name ?? null })),
  )
  return ok(c, { accounts })
})

const switchBody = z.object({ userId: z.number({ error: 'Compte inconnu.' }).int().positive() })

/** Opens a session for one of the master's sub-accounts; any other account is refused. */
masterAccountRoutes.post('/me/switch', requireMaster, async (c) => {
  const { db, config } = c.get('deps')
  const masterId = c.get('auth').masterAccountId!
  const { userId } = await parseBody(c, switchBody)
  const [link] = await db
    .select()
    .from(masterAccountUsers)
    .where(
      and(eq(masterAccountUsers.masterAccountId, masterId), eq(masterAccountUsers.userId, userId)),
    )
  if (!link) throw new ApiError(403, messages.forbidden)
  const jwt = await openSession(db, config.jwtSecret, { userId, masterAccountId: masterId })
  return ok(c, { user: await loadApiUser(db, userId, masterId), jwt })
})

/** Back to the master account from a sub-account, for 'Changer de compte'. */
masterAccountRoutes.post('/me/leave', requireMaster, async (c) => {
  const { db, config } = c.get('deps')
  const auth = c.get('auth')
  if (auth.kind === 'user') await revokeSession(db, auth.sessionId)
  const jwt = await openSession(db, config.jwtSecret, { masterAccountId: auth.masterAccountId! })
  return ok(c, { jwt })
})
