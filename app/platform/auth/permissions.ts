import type { Context } from 'hono'
import { moduleActive, rightsMet, type Viewer } from '#app/platform/domain/access'
import type { PermissionKey, ShopModule, UserRole } from '#app/platform/domain/enums'
import { ApiError, messages } from '../api/http'
import type { ApiEnv, Member } from '../api/types'
import { userShops, type UserShop } from '#app/modules/accounts/api/users'

export type ShopRightNeed = {
  /**
   * A right of spec 6, asked as the guard asks it (`rightsMet`): owners have all, collaborators all
   * their map does not deny, and the other roles let through (agents) have no map to deny it.
   */
  permission?: PermissionKey
  /** A module that must be active in the shop's integration. */
  module?: ShopModule
  /** Membership roles let through; owners and collaborators ('iam') unless told otherwise. */
  roles?: readonly UserRole[]
}

const defaultRoles: readonly UserRole[] = ['owner', 'iam']

/** What the domain rules need to know about a member of a shop. */
export function viewerOf(membership: UserShop): Viewer {
  return {
    role: membership.role,
    modules: membership.integration,
    authorizations: membership.authorizations,
  }
}

/**
 * The shop the signed-in user works in (the first of their list) when they may act on it as
 * `need` asks; 403 otherwise. Routers of shop resources call this before touching any record,
 * and scope every query to the returned `shop.id`.
 */
export async function requireShopRight(
  c: Context<ApiEnv>,
  need: ShopRightNeed = {},
): Promise<{ userId: number; shop: UserShop }> {
  const auth = c.get('auth')
  if (!auth || auth.kind !== 'user') throw new ApiError(401, messages.unauthenticated)
  const shop = c.get('member')?.shop ?? (await userShops(c.get('deps').db, auth.userId))[0]
  if (!shop) throw new ApiError(403, messages.forbidden)
  const viewer = viewerOf(shop)
  const allowed =
    (need.roles ?? defaultRoles).includes(shop.role) &&
    (need.permission === undefined || rightsMet(viewer, { permissions: [need.permission] })) &&
    (need.module === undefined || moduleActive(viewer, need.module))
  if (!allowed) throw new ApiError(403, messages.forbidden)
  return { userId: auth.userId, shop }
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
