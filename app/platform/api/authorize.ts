import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { matchedRoutes } from 'hono/route'
import {
  apiRuleOf,
  ruleAdmits,
  type ApiRule,
  type MemberRole,
} from '#app/platform/domain/api-access'
import { twoFactorMessages } from '#app/modules/accounts/domain/two-factor'
import { closingText } from '#app/modules/settings/domain/closing'
import { apiKeyText, scopeNeeded } from '#app/modules/integrations/domain/api-keys'
import { userShops, type UserShop } from '#app/modules/accounts/api/users'
import { shopSuspendedMessage } from '#app/modules/admin/domain/console'
import { viewerOf } from '../auth/permissions'
import { ApiError, messages } from './http'
import { bearsApiKey, roleOf, sessionOf } from './middleware'
import { countHit } from './rate-limit'
import type { ApiEnv } from './types'

const readOnlyMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

const contractPaths = new Map<string, string>()

/** `/v1/orders/:id{[0-9]+}` → `/orders/{id}`, the table's syntax. */
function contractPath(honoPath: string): string {
  let path = contractPaths.get(honoPath)
  if (path === undefined) {
    path = honoPath
      .replace(/^\/v1/, '')
      .replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')
      .replace(/(.)\/$/, '$1')
    contractPaths.set(honoPath, path)
  }
  return path
}

/** The endpoint a request reached: the first handler registered for a method (not a `use`). */
function endpointOf(c: Context<ApiEnv>) {
  const route = matchedRoutes(c).find((r) => r.method !== 'ALL')
  return route && { method: route.method, path: contractPath(route.path) }
}

/** Whether a member of `shop` passes a rule of member roles (its role, rights and module). */
export const memberMay = (rule: ApiRule, shop: UserShop) => ruleAdmits(rule, viewerOf(shop))

/**
 * A call made with an API key, before the endpoint's own rule: the key must be live (401), the
 * endpoint within its scopes (403), and the key under its rate (429, Retry-After). The rule then
 * applies to the key's maker as to their own session.
 */
async function admitApiKey(c: Context<ApiEnv>, endpoint: { method: string; path: string }) {
  const auth = await sessionOf(c)
  if (!auth || auth.kind !== 'user' || !auth.apiKey) throw new ApiError(401, apiKeyText.invalid)
  const scope = scopeNeeded(endpoint.method, endpoint.path)
  if (!scope || !auth.apiKey.scopes.includes(scope)) throw new ApiError(403, apiKeyText.outOfScope)
  const { db, config } = c.get('deps')
  const rule = config.rateLimits.perApiKey
  if ((await countHit(db, `api-key:${auth.apiKey.id}`, rule)) > rule.limit) {
    c.header('Retry-After', String(Math.ceil(rule.windowMs / 1000)))
    throw new ApiError(429, apiKeyText.tooMany)
  }
}

/**
 * The API's one authorisation step (app/platform/domain/api-access.ts): before any handler, the
 * endpoint's rule is applied: the session it needs (401 without), the admin role, or the shop the
 * caller works in with the role, rights and module the rule asks (403 otherwise), which handlers
 * then read with `memberOf(c)`. A path no endpoint serves goes on to the 404 answer.
 */
export const authorize = createMiddleware<ApiEnv>(async (c, next) => {
  const endpoint = endpointOf(c)
  if (!endpoint) return next()
  const rule = apiRuleOf(endpoint.method, endpoint.path)
  if (!rule) {
    // tests/api/access-table.test.ts keeps this from happening; refuse rather than guess.
    console.error(`[api] no access rule for ${endpoint.method} ${endpoint.path}`)
    throw new ApiError(403, messages.forbidden)
  }
  if (bearsApiKey(c)) await admitApiKey(c, endpoint)
  const { who } = rule
  if (who === 'public') return next()
  const auth = await sessionOf(c)
  if (!auth) throw new ApiError(401, messages.unauthenticated)
  if (who === 'master' && auth.masterAccountId === undefined)
    throw new ApiError(401, messages.unauthenticated)
  if (who !== 'session' && who !== 'master' && auth.kind !== 'user')
    throw new ApiError(401, messages.unauthenticated)
  if (auth.twoFactorSetup && !rule.duringTwoFactorSetup) {
    throw new ApiError(403, twoFactorMessages.setupRequired)
  }
  c.set('auth', auth)
  if (auth.kind !== 'user' || who === 'session' || who === 'master' || who === 'user') return next()

  const { db } = c.get('deps')
  if (who === 'admin') {
    if ((await roleOf(db, auth)) !== 'admin') throw new ApiError(403, messages.forbidden)
    return next()
  }
  const refused = new ApiError(403, rule.refusal ?? messages.forbidden)
  if (who.includes('buyer')) {
    if ((await roleOf(db, auth)) === 'buyer') return next()
    if (who.every((role) => role === 'buyer')) throw refused
  }
  const [shop] = await userShops(db, auth.userId)
  // A key works for the shop it was made in only, even if its maker now works elsewhere.
  if (auth.apiKey && shop?.id !== auth.apiKey.shopId) throw new ApiError(401, apiKeyText.invalid)
  // A suspended shop's team is refused every back-office endpoint (admin console, issue 16 §4).
  if (shop?.suspended) throw new ApiError(403, shopSuspendedMessage)
  if (!shop || !memberMay(rule, shop)) throw refused
  // A closed shop's team reads what the law keeps; nothing is written any more.
  if (shop.closedAt && !readOnlyMethods.has(endpoint.method) && rule.whileClosed !== 'open')
    throw new ApiError(403, closingText.readOnly)
  c.set('member', {
    userId: auth.userId,
    shop,
    agentId: (shop.role as MemberRole) === 'agent' ? auth.userId : null,
  })
  return next()
})
