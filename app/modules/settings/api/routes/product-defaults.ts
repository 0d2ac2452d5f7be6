/**
 * GET|PUT /settings/product-defaults: what a new product of the member's shop takes when its
 * creation leaves a field out (settings/contract.ts), kept in `shops.settings.productDefaults`;
 * the catalogue's product creation reads them with `shopProductDefaults`.
 */
import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery } from '#app/platform/api/middleware'
import type { ApiEnv } from '#app/platform/api/types'
import { memberOf } from '#app/platform/auth/permissions'
import type { Db } from '#app/platform/db/client'
import { setShopSetting } from '#app/platform/db/shop-settings'
import { shops } from '#app/platform/db/schema'
import { productDefaultsOf, productDefaultsText } from '../../domain/product-defaults'
import { productDefaultsRoute, saveProductDefaultsRoute } from '../../contract'

/** The shop's defaults, over the built-in ones. */
export async function shopProductDefaults(db: Db, shopId: number) {
  const [row] = await db
    .select({ settings: shops.settings })
    .from(shops)
    .where(eq(shops.id, shopId))
  return productDefaultsOf(row?.settings.productDefaults)
}

export const productDefaultsRoutes = contractRouter()

const defaultsOf = (c: Context<ApiEnv>) =>
  shopProductDefaults(c.get('deps').db, memberOf(c).shop.id)

productDefaultsRoutes.openapi(guarded(productDefaultsRoute, noQuery), async (c) =>
  c.json({ sucess: true as const, productDefaults: await defaultsOf(c) }, 200),
)

productDefaultsRoutes.openapi(guarded(saveProductDefaultsRoute, noQuery), async (c) => {
  const defaults = c.req.valid('json')
  await setShopSetting(c.get('deps').db, memberOf(c).shop.id, 'productDefaults', defaults)
  return c.json(
    {
      sucess: true as const,
      message: productDefaultsText.saved,
      productDefaults: await defaultsOf(c),
    },
    200,
  )
})
