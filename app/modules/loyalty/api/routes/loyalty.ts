/**
 * Loyalty programmes: GET /shops/:id/loyalty (public; with a Bearer token, the buyer's points
 * there) and GET|PUT /loyalty (the owner, or a collaborator with seeAllPrice, sets their shop's).
 */
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError } from '#app/platform/api/http'
import { noQuery } from '#app/platform/api/middleware'
import { optionalUserId } from '#app/modules/catalogue/api/catalogue-viewer'
import { balancesOf, loyaltyProgram, loyaltyText, programView, saveProgram } from '../loyalty'
import { memberOf } from '#app/platform/auth/permissions'
import { findShop } from '#app/modules/shop/api/shops'
import { loyaltyRoute, saveLoyaltyRoute, shopLoyaltyRoute } from '../../contract'

export const shopLoyaltyRoutes = contractRouter()

shopLoyaltyRoutes.openapi(guarded(shopLoyaltyRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const shop = await findShop(db, c.req.valid('param').id)
  if (!shop) throw new ApiError(404, "Cette boutique n'existe pas.")
  const program = await loyaltyProgram(db, shop.id)
  if (!program?.active) return c.json({ sucess: true as const, loyalty: null }, 200)
  const userId = await optionalUserId(c)
  const balance = userId === null ? null : (await balancesOf(db, userId, [shop.id])).get(shop.id)!
  return c.json({ sucess: true as const, loyalty: programView(program, balance) }, 200)
})

export const loyaltyRoutes = contractRouter()

loyaltyRoutes.openapi(guarded(loyaltyRoute, noQuery), async (c) => {
  const { shop } = memberOf(c)
  const program = await loyaltyProgram(c.get('deps').db, shop.id)
  return c.json(
    {
      sucess: true as const,
      loyalty: program
        ? { active: program.active, pointsPerEuro: program.pointsPerEuro, rewards: program.rewards }
        : { active: false, pointsPerEuro: 1, rewards: [] },
    },
    200,
  )
})

loyaltyRoutes.openapi(guarded(saveLoyaltyRoute, noQuery), async (c) => {
  const { shop } = memberOf(c)
  const body = c.req.valid('json')
  const row = await saveProgram(c.get('deps').db, shop.id, body)
  return c.json(
    {
      sucess: true as const,
      message: loyaltyText.saved,
      loyalty: { active: row.active, pointsPerEuro: row.pointsPerEuro, rewards: row.rewards },
    },
    200,
  )
})
