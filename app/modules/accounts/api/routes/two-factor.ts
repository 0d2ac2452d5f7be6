import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { masterAccounts, users } from '#app/platform/db/schema'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError, clientIp } from '#app/platform/api/http'
import { noQuery } from '#app/platform/api/middleware'
import { openSession, revokeSession } from '#app/platform/auth/sessions'
import { verifyPassword } from '#app/platform/auth/passwords'
import type { ApiEnv } from '#app/platform/api/types'
import { twoFactorMessages, twoFactorRequired } from '../../domain/two-factor'
import { checkLoginAllowed, clearLoginFailures, countLoginFailure } from '../login-throttle'
import {
  acceptSecondFactor,
  confirmTwoFactorSetup,
  removeTwoFactor,
  startTwoFactorSetup,
  twoFactorState,
  type TwoFactorOwner,
} from '../two-factor'
import {
  confirmTwoFactorRoute,
  disableTwoFactorRoute,
  myTwoFactorRoute,
  startTwoFactorRoute,
} from '../../contract'

export const twoFactorRoutes = contractRouter()

/** The caller's account (a user, or a master account not in a sub-account), its throttle key. */
async function ownerOf(c: Context<ApiEnv>) {
  const auth = c.get('auth')
  const { db } = c.get('deps')
  if (auth.kind === 'master') {
    const owner: TwoFactorOwner = { masterAccountId: auth.masterAccountId }
    const [row] = await db
      .select({ passwordHash: masterAccounts.passwordHash })
      .from(masterAccounts)
      .where(eq(masterAccounts.id, auth.masterAccountId))
    return { owner, account: `master:${auth.masterAccountId}`, required: true, row }
  }
  const owner: TwoFactorOwner = { userId: auth.userId }
  const [row] = await db
    .select({ passwordHash: users.passwordHash, role: users.role })
    .from(users)
    .where(eq(users.id, auth.userId))
  const required = !!row && twoFactorRequired({ role: row.role })
  return { owner, account: `user:${auth.userId}`, required, row }
}

twoFactorRoutes.openapi(guarded(myTwoFactorRoute, noQuery), async (c) => {
  const { owner, required } = await ownerOf(c)
  const twoFactor = await twoFactorState(c.get('deps').db, owner, required)
  return c.json({ sucess: true as const, twoFactor }, 200)
})

twoFactorRoutes.openapi(guarded(startTwoFactorRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const { owner, required } = await ownerOf(c)
  await startTwoFactorSetup(db, owner)
  return c.json(
    { sucess: true as const, twoFactor: await twoFactorState(db, owner, required) },
    200,
  )
})

twoFactorRoutes.openapi(guarded(confirmTwoFactorRoute, noQuery), async (c) => {
  const { db, config } = c.get('deps')
  const auth = c.get('auth')
  const { owner, account } = await ownerOf(c)
  const { code } = c.req.valid('json')
  await checkLoginAllowed(c, account)
  const recoveryCodes = await confirmTwoFactorSetup(db, owner, code, Date.now())
  if (!recoveryCodes) {
    await countLoginFailure(c, account)
    throw new ApiError(400, twoFactorMessages.wrongCode, { code: [twoFactorMessages.wrongCode] })
  }
  await clearLoginFailures(c, account)
  let jwt: string | undefined
  if (auth.twoFactorSetup) {
    // The session limited to the set-up gives way to a full one.
    await revokeSession(db, auth.sessionId)
    const from = { userAgent: c.req.header('user-agent'), ip: clientIp(c) }
    jwt = await openSession(db, config.jwtSecret, owner, from)
  }
  return c.json(
    { sucess: true as const, message: twoFactorMessages.enabled, recoveryCodes, jwt },
    200,
  )
})

twoFactorRoutes.openapi(guarded(disableTwoFactorRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const { owner, account, required, row } = await ownerOf(c)
  if (required) throw new ApiError(403, twoFactorMessages.requiredCannotDisable)
  const body = c.req.valid('json')
  await checkLoginAllowed(c, account)
  const passwordOk = !!row && (await verifyPassword(body.password, row.passwordHash))
  const codeOk =
    passwordOk &&
    (await acceptSecondFactor(db, owner, body.code, { now: Date.now(), recovery: true }))
  if (!codeOk) {
    await countLoginFailure(c, account)
    const [field, message]: [string, string] = passwordOk
      ? ['code', twoFactorMessages.wrongCode]
      : ['password', 'Le mot de passe est incorrect.']
    throw new ApiError(400, message, { [field]: [message] })
  }
  await clearLoginFailures(c, account)
  await removeTwoFactor(db, owner)
  return c.json({ sucess: true as const, message: twoFactorMessages.disabled }, 200)
})
