/** The clients an actor of the API reaches (domain/followers.ts), as SQL for every query. */
import { and, eq, type SQL } from 'drizzle-orm'
import { followsOnly } from '#app/modules/clients/domain/followers'
import { clients } from '#app/platform/db/schema'
import type { Member } from '#app/platform/api/types'
import { viewerOf } from '#app/platform/auth/permissions'

/** The member whose followed clients are all the actor reaches, or null for the whole file. */
export function followerOf(actor: Pick<Member, 'shop' | 'agentId' | 'userId'>): number | null {
  if (actor.agentId !== null) return actor.agentId
  return followsOnly(viewerOf(actor.shop)) ? actor.userId : null
}

/** The clients an actor may reach (domain/followers.ts): the shop's, or those they follow. */
export function clientScope(actor: Pick<Member, 'shop' | 'agentId' | 'userId'>): SQL {
  const follower = followerOf(actor)
  return and(
    eq(clients.shopId, actor.shop.id),
    follower === null ? undefined : eq(clients.agentId, follower),
  )!
}
