import { eq } from 'drizzle-orm'
import { decode } from 'hono/jwt'
import { totpCode } from '#app/modules/accounts/api/two-factor'
import type { Db } from '#app/platform/db/client'
import { masterAccounts, users } from '#app/platform/db/schema'

/**
 * The sign-in's second step, as the tests' sign-in helpers take it for an account that uses a
 * second factor (the demo admin and master account are seeded with it on): when the password
 * step answered a `twoFactorChallenge`, the code of the account's secret at the (possibly faked)
 * present is sent to POST /v1/auth/login/two-factor, and that answer is returned; any other
 * answer is returned as it is. The tests sign in many times within one 30-second step, which the
 * no-replay rule would refuse: the account's last accepted step is forgotten first (test databases
 * only; tests/api/two-factor.test.ts proves the rule itself).
 */
export async function passSecondFactor(
  db: Db,
  fetchApi: (path: string, json: unknown) => Promise<Response>,
  answer: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const challenge = answer.twoFactorChallenge
  if (typeof challenge !== 'string') return answer
  const { kind, sub } = decode(challenge).payload as { kind: 'user' | 'master'; sub: number }
  const table = kind === 'user' ? users : masterAccounts
  const [row] = await db
    .update(table)
    .set({ totpLastStep: null })
    .where(eq(table.id, sub))
    .returning({ secret: table.totpSecret })
  if (!row?.secret) throw new Error(`no second factor for ${kind} ${sub}`)
  const res = await fetchApi('/v1/auth/login/two-factor', {
    challenge,
    code: totpCode(row.secret, Date.now()),
  })
  return (await res.json()) as Record<string, unknown>
}
