/** The shop's typologies and followers, for the list's filters and the client form's selects. */
import { clientFollowersRoute } from '#app/modules/clients/contract'
import { myShopRoute } from '#app/modules/shop/contract'
import type { GuardContext } from '#app/platform/web/guard.server'
import { clientRights } from './rights'

export type Choice = { value: string; label: string }

export async function clientOptions(ctx: GuardContext) {
  const rights = clientRights(ctx.viewer)
  const [shop, followers] = await Promise.all([
    rights.typologies ? ctx.api.call(myShopRoute, {}) : null,
    rights.followers ? ctx.api.call(clientFollowersRoute, {}) : null,
  ])
  const typologies: Choice[] = shop?.ok
    ? Object.entries(shop.data.shop.typologies).map(([key, t]) => ({
        value: key,
        label: t.name || key,
      }))
    : []
  const followerChoices: Choice[] = followers?.ok
    ? followers.data.followers.map((f) => ({
        value: String(f.id),
        label: `${f.name} (${f.role === 'agent' ? 'agent' : 'collaborateur'})`,
      }))
    : []
  return { typologies, followers: followerChoices }
}
