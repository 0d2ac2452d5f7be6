import type { Context } from 'hono'
import { setTimeout as wait } from 'node:timers/promises'
import { clearLimit, countHit, hit, hitsSoFar, isLimited } from '#app/platform/api/rate-limit'
import { ApiError, clientIp, messages } from '#app/platform/api/http'
import type { ApiEnv } from '#app/platform/api/types'
import { eq } from 'drizzle-orm'
import { users } from '#app/platform/db/schema'
import { verifyPassword } from '#app/platform/auth/passwords'

/**
 * How sign-in resists guessing without letting anyone lock a victim out (README, "Sign-in
 * throttling"; OWASP ASVS v5 6.3.1 / 6.1.1):
 * - an address that sends too many sign-ins at all is refused (429) for the window;
 * - an address that failed too often for one account is refused for that account (429), even
 *   with the right password: the guesser is stopped, the owner elsewhere is not;
 * - the account itself is never refused: past its failure budget, from all addresses together,
 *   each further attempt is slowed down (a growing delay, capped), and its owner gets one mail
 *   per window with a link to choose a new password.
 */
export type LoginThrottle = {
  /** The account's key (`user:12`, `master:3`, `unknown:<login>`). */
  account: string
}

const keys = (c: Context<ApiEnv>, account: string) => ({
  address: `login:ip:${clientIp(c)}`,
  accountAtAddress: `login:fail:${account}:${clientIp(c)}`,
  account: `login:${account}`,
})

/** Before the password is checked: 429 for a flooding address or one that failed too often here. */
export async function checkLoginAllowed(c: Context<ApiEnv>, account: string): Promise<void> {
  const { db, config } = c.get('deps')
  const k = keys(c, account)
  const limits = config.rateLimits
  if (await hit(db, k.address, limits.loginPerAddress)) {
    throw new ApiError(429, messages.tooManyAttempts)
  }
  if (await isLimited(db, k.accountAtAddress, limits.loginFailuresPerAccountAndAddress)) {
    throw new ApiError(429, messages.tooManyAttempts)
  }
  const slow = limits.loginSlowdownPerAccount
  const beyond = (await hitsSoFar(db, k.account, slow)) - slow.limit
  if (beyond > 0) await wait(Math.min(beyond * slow.stepMs, slow.maxMs))
}

/**
 * Counts a failure for the account, here and everywhere. Returns true when the account just went
 * past its budget (the moment to warn its owner by mail, once per window).
 */
export async function countLoginFailure(c: Context<ApiEnv>, account: string): Promise<boolean> {
  const { db, config } = c.get('deps')
  const k = keys(c, account)
  const limits = config.rateLimits
  await hit(db, k.accountAtAddress, limits.loginFailuresPerAccountAndAddress)
  const failures = await countHit(db, k.account, limits.loginSlowdownPerAccount)
  return failures === limits.loginSlowdownPerAccount.limit + 1
}

/**
 * A success wipes this address's failures for the account. The account's own count stays: else
 * the owner signing in during an attack would hand the guessers a fresh budget.
 */
export async function clearLoginFailures(c: Context<ApiEnv>, account: string): Promise<void> {
  await clearLimit(c.get('deps').db, keys(c, account).accountAtAddress)
}

/**
 * The current password asked again before a sensitive change (password, e-mail address): it is a
 * sign-in, so the same throttling applies. Answers the user's row; a wrong password is a 400 on
 * the `currentPassword` field.
 */
export async function requireCurrentPassword(
  c: Context<ApiEnv>,
  userId: number,
  password: string,
): Promise<typeof users.$inferSelect> {
  const account = `user:${userId}`
  await checkLoginAllowed(c, account)
  const [user] = await c.get('deps').db.select().from(users).where(eq(users.id, userId))
  if (!user || !(await verifyPassword(password, user.passwordHash))) {
    await countLoginFailure(c, account)
    const wrong = 'Le mot de passe actuel est incorrect.'
    throw new ApiError(400, wrong, { currentPassword: [wrong] })
  }
  await clearLoginFailures(c, account)
  return user
}
