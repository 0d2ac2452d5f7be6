/**
 * GET|PUT /settings/hidden-vintages: the vintage names the member's shop shows as no vintage
 * (settings/contract.ts), kept in `shops.settings.hiddenVintageNames`. Every page showing a
 * vintage reads them (`hiddenVintageNamesOf` of the shop's settings, or `shopHiddenVintageNames`),
 * so a save announces the shop's change: its cached catalogue, pages and e-labels are read again.
 */
import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { catalogueChanged } from '#app/modules/catalogue/catalogue-events'
import { hiddenVintageNamesOf } from '#app/modules/catalogue/domain/catalogue'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery } from '#app/platform/api/middleware'
import type { ApiEnv } from '#app/platform/api/types'
import { memberOf } from '#app/platform/auth/permissions'
import type { Db } from '#app/platform/db/client'
import { setShopSetting } from '#app/platform/db/shop-settings'
import { shops } from '#app/platform/db/schema'
import { hiddenVintagesText } from '../../domain/hidden-vintages'
import { hiddenVintagesRoute, saveHiddenVintagesRoute } from '../../contract'

/** The names the shop hides, the default ones when never saved. */
export async function shopHiddenVintageNames(db: Db, shopId: number) {
  const [row] = await db
    .select({ settings: shops.settings })
    .from(shops)
    .where(eq(shops.id, shopId))
  return hiddenVintageNamesOf(row?.settings)
}

export const hiddenVintagesRoutes = contractRouter()

const namesOf = async (c: Context<ApiEnv>) => ({
  names: [...(await shopHiddenVintageNames(c.get('deps').db, memberOf(c).shop.id))],
})

hiddenVintagesRoutes.openapi(guarded(hiddenVintagesRoute, noQuery), async (c) =>
  c.json({ sucess: true as const, hiddenVintages: await namesOf(c) }, 200),
)

hiddenVintagesRoutes.openapi(guarded(saveHiddenVintagesRoute, noQuery), async (c) => {
  const { names } = c.req.valid('json')
  const shopId = memberOf(c).shop.id
  await setShopSetting(c.get('deps').db, shopId, 'hiddenVintageNames', names)
  catalogueChanged(shopId)
  return c.json(
    { sucess: true as const, message: hiddenVintagesText.saved, hiddenVintages: await namesOf(c) },
    200,
  )
})
