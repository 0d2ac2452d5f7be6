/**
 * Who may work on a shop's clients and back-office orders (spec 6): owners, collaborators holding
 * one of the rights asked, and agents, who only ever reach their own clients. Agents hold no
 * permission map, so the rights are asked of collaborators only.
 */
import type { Context } from 'hono'
import { hasPermission } from '#app/platform/domain/access'
import type { PermissionKey, ShopModule } from '#app/platform/domain/enums'
import { ApiError, messages } from '#app/platform/api/http'
import type { ApiEnv } from '#app/platform/api/types'
import { requireShopRight, viewerOf } from '#app/platform/auth/permissions'
import type { UserShop } from '#app/modules/accounts/api/users'

export type SalesActor = {
  userId: number
  shop: UserShop
  /** The agent's own id when the caller is an agent: every read and write is narrowed to it. */
  agentId: number | null
}

export async function requireSalesActor(
  c: Context<ApiEnv>,
  need: { anyOf: readonly PermissionKey[]; allOf?: readonly PermissionKey[]; module?: ShopModule },
): Promise<SalesActor> {
  const { userId, shop } = await requireShopRight(c, {
    roles: ['owner', 'iam', 'agent'],
    module: need.module,
  })
  if (shop.role === 'iam') {
    const viewer = viewerOf(shop)
    const allowed =
      need.anyOf.some((p) => hasPermission(viewer, p)) &&
      (need.allOf ?? []).every((p) => hasPermission(viewer, p))
    if (!allowed) throw new ApiError(403, messages.forbidden)
  }
  return { userId, shop, agentId: shop.role === 'agent' ? userId : null }
}
