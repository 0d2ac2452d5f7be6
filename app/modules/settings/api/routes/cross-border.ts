/** GET|PUT /settings/cross-border: the member's shop's cross-border sales (settings/contract.ts). */
import { eq } from 'drizzle-orm'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery } from '#app/platform/api/middleware'
import { memberOf } from '#app/platform/auth/permissions'
import { setShopSetting } from '#app/platform/db/shop-settings'
import { shops } from '#app/platform/db/schema'
import { crossBorderText, defaultCrossBorder } from '../../domain/cross-border'
import { crossBorderRoute, saveCrossBorderRoute } from '../../contract'

export const crossBorderRoutes = contractRouter()

crossBorderRoutes.openapi(guarded(crossBorderRoute, noQuery), async (c) => {
  const { shop } = memberOf(c)
  const [row] = await c
    .get('deps')
    .db.select({ settings: shops.settings })
    .from(shops)
    .where(eq(shops.id, shop.id))
  return c.json(
    { sucess: true as const, crossBorder: defaultCrossBorder(row?.settings.crossBorder) },
    200,
  )
})

crossBorderRoutes.openapi(guarded(saveCrossBorderRoute, noQuery), async (c) => {
  const { shop } = memberOf(c)
  const crossBorder = c.req.valid('json')
  await setShopSetting(c.get('deps').db, shop.id, 'crossBorder', crossBorder)
  return c.json({ sucess: true as const, message: crossBorderText.saved, crossBorder }, 200)
})
