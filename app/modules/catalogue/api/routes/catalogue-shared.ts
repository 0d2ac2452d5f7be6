/** What the catalogue routers share: numeric path ids and the optional viewer of public reads. */
import type { Context } from 'hono'
import { apiRuleOf } from '#app/platform/domain/api-access'
import { memberMay } from '#app/platform/api/authorize'
import { userShops } from '#app/modules/accounts/api/users'
import { ApiError, messages } from '#app/platform/api/http'
import { sessionOf } from '#app/platform/api/middleware'
import type { ApiEnv, AuthInfo } from '#app/platform/api/types'

/** A path id: a positive 32-bit integer, else 400 (never a query that cannot match). */
export function idParam(c: Context<ApiEnv>, name: string): number {
  const raw = c.req.param(name) ?? ''
  const value = /^\d{1,10}$/.test(raw) ? Number(raw) : 0
  if (value < 1 || value > 2_147_483_647) throw new ApiError(400, messages.badParameter)
  return value
}

/** The signed-in user when a valid Bearer token is sent; public reads work without one. */
export async function optionalUser(c: Context<ApiEnv>): Promise<AuthInfo | null> {
  const auth = await sessionOf(c)
  if (auth?.kind !== 'user') return null
  c.set('auth', auth)
  return auth
}

/**
 * The shop whose full catalogue records the signed-in user reads, by the rule of `GET /products`
 * in the access table (owners, agents, collaborators not denied seeAllProduct); null otherwise.
 */
export async function catalogueReaderShop(c: Context<ApiEnv>, userId: number) {
  const [shop] = await userShops(c.get('deps').db, userId)
  const rule = apiRuleOf('GET', '/products')
  return shop && rule && memberMay(rule, shop) ? shop : null
}
