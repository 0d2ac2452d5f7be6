import { and, eq } from 'drizzle-orm'
import { masterAccountUsers, users } from '#app/platform/db/schema'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError, messages } from '#app/platform/api/http'
import { noQuery } from '#app/platform/api/middleware'
import { openSession, revokeSession } from '#app/platform/auth/sessions'
import { registrationMessages } from '#app/modules/accounts/domain/registration'
import { loadApiUser, userShops } from '../users'
import { leaveAccountRoute, subAccountsRoute, switchAccountRoute } from '../../contract'

export const masterAccountRoutes = contractRouter()

masterAccountRoutes.openapi(guarded(subAccountsRoute, noQuery), async (c) => {
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
  return c.json({ sucess: true as const, accounts }, 200)
})

/** Opens a session for one of the master's sub-accounts; any other account is refused. */
masterAccountRoutes.openapi(guarded(switchAccountRoute, noQuery), async (c) => {
  const { db, config } = c.get('deps')
  const masterId = c.get('auth').masterAccountId!
  const { userId } = c.req.valid('json')
  const [link] = await db
    .select()
    .from(masterAccountUsers)
    .where(
      and(eq(masterAccountUsers.masterAccountId, masterId), eq(masterAccountUsers.userId, userId)),
    )
  if (!link) throw new ApiError(403, messages.forbidden)
  const [account] = await db
    .select({ lockedAt: users.lockedAt })
    .from(users)
    .where(eq(users.id, userId))
  if (account?.lockedAt) throw new ApiError(403, registrationMessages.accountLocked)
  const jwt = await openSession(db, config.jwtSecret, { userId, masterAccountId: masterId })
  return c.json({ sucess: true as const, user: await loadApiUser(db, userId, masterId), jwt }, 200)
})

/** Back to the master account from a sub-account, for 'Changer de compte'. */
masterAccountRoutes.openapi(guarded(leaveAccountRoute, noQuery), async (c) => {
  const { db, config } = c.get('deps')
  const auth = c.get('auth')
  if (auth.kind === 'user') await revokeSession(db, auth.sessionId)
  const jwt = await openSession(db, config.jwtSecret, { masterAccountId: auth.masterAccountId! })
  return c.json({ sucess: true as const, jwt }, 200)
})
