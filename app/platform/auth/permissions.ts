import type { Context } from 'hono'
import type { Viewer } from '#app/platform/domain/access'
import type { ApiEnv, Member } from '../api/types'
import type { UserShop } from '#app/modules/accounts/api/users'

/** What the domain rules need to know about a member of a shop. */
export function viewerOf(membership: UserShop): Viewer {
  return {
    role: membership.role,
    modules: membership.integration,
    authorizations: membership.authorizations,
  }
}

/**
 * The shop the caller works in, as the endpoint's access rule resolved it (authorize.ts, the table
 * of app/platform/domain/api-access.ts): only for endpoints whose rule names member roles.
 */
export function memberOf(c: Context<ApiEnv>): Member {
  const member = c.get('member')
  if (!member) throw new Error(`${c.req.method} ${c.req.path}: its access rule resolves no shop`)
  return member
}
