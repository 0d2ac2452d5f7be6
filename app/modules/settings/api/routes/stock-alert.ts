/**
 * GET|PUT /settings/stock-alert: the level of units left at which the member's shop is alerted
 * (settings/contract.ts), kept in `shops.settings.stockAlertLevel`; orders read it as they take
 * units (checkout/api/stock-alerts.ts).
 */
import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery } from '#app/platform/api/middleware'
import type { ApiEnv } from '#app/platform/api/types'
import { memberOf } from '#app/platform/auth/permissions'
import { setShopSetting } from '#app/platform/db/shop-settings'
import { shops } from '#app/platform/db/schema'
import { stockAlertLevelOf, stockAlertText } from '../../domain/stock-alert'
import { saveStockAlertRoute, stockAlertRoute } from '../../contract'

export const stockAlertRoutes = contractRouter()

const levelOf = async (c: Context<ApiEnv>) => {
  const [row] = await c
    .get('deps')
    .db.select({ settings: shops.settings })
    .from(shops)
    .where(eq(shops.id, memberOf(c).shop.id))
  return { level: stockAlertLevelOf(row?.settings) }
}

stockAlertRoutes.openapi(guarded(stockAlertRoute, noQuery), async (c) =>
  c.json({ sucess: true as const, stockAlert: await levelOf(c) }, 200),
)

stockAlertRoutes.openapi(guarded(saveStockAlertRoute, noQuery), async (c) => {
  const { level } = c.req.valid('json')
  await setShopSetting(c.get('deps').db, memberOf(c).shop.id, 'stockAlertLevel', level)
  return c.json(
    {
      sucess: true as const,
      message: level === null ? stockAlertText.off : stockAlertText.saved,
      stockAlert: await levelOf(c),
    },
    200,
  )
})
