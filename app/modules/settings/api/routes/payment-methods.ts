/**
 * GET|PUT /settings/payment-methods: the spec 3 payment methods the member's shop accepts
 * (settings/contract.ts), kept in `shops.settings.paymentTypes`, the list the checkout reads
 * (checkout/api/cart-pricing.ts offers a buyer the accepted ones it can take).
 */
import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery } from '#app/platform/api/middleware'
import type { ApiEnv } from '#app/platform/api/types'
import { memberOf } from '#app/platform/auth/permissions'
import { setShopSetting } from '#app/platform/db/shop-settings'
import { shops } from '#app/platform/db/schema'
import { acceptedMethods, paymentMethodsText } from '../../domain/payment-methods'
import { paymentMethodsRoute, savePaymentMethodsRoute } from '../../contract'

export const paymentMethodsRoutes = contractRouter()

async function paymentMethodsOf(c: Context<ApiEnv>) {
  const [row] = await c
    .get('deps')
    .db.select({ settings: shops.settings })
    .from(shops)
    .where(eq(shops.id, memberOf(c).shop.id))
  return { paymentTypes: acceptedMethods(row?.settings.paymentTypes) }
}

paymentMethodsRoutes.openapi(guarded(paymentMethodsRoute, noQuery), async (c) =>
  c.json({ sucess: true as const, paymentMethods: await paymentMethodsOf(c) }, 200),
)

paymentMethodsRoutes.openapi(guarded(savePaymentMethodsRoute, noQuery), async (c) => {
  const { paymentTypes } = c.req.valid('json')
  await setShopSetting(c.get('deps').db, memberOf(c).shop.id, 'paymentTypes', paymentTypes)
  return c.json(
    {
      sucess: true as const,
      message: paymentMethodsText.saved,
      paymentMethods: await paymentMethodsOf(c),
    },
    200,
  )
})
