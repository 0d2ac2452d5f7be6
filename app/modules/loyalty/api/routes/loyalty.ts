/**
 * Loyalty programmes: GET /shops/:id/loyalty (public; with a Bearer token, the buyer's points
 * there) and GET|PUT /loyalty (the owner, or a collaborator with seeAllPrice, sets their shop's).
 */
import { Hono } from 'hono'
import { LoyaltyProgramInput } from '#app/modules/pricing/domain/loyalty-program'
import { ApiError, ok, parseBody } from '#app/platform/api/http'
import { noQuery, requireUser } from '#app/platform/api/middleware'
import { optionalUserId } from '#app/modules/catalogue/api/catalogue-viewer'
import { balancesOf, loyaltyProgram, loyaltyText, programView, saveProgram } from '../loyalty'
import { requireShopRight } from '#app/platform/auth/permissions'
import { findShop } from '#app/modules/shop/api/shops'
import type { ApiEnv } from '#app/platform/api/types'

const need = { permission: 'seeAllPrice' } as const

export const shopLoyaltyRoutes = new Hono<ApiEnv>()

shopLoyaltyRoutes.get('/:id/loyalty', noQuery, async (c) => {
  const { db } = c.get('deps')
  const shop = await findShop(db, c.req.param('id'))
  if (!shop) throw new ApiError(404, "Cette boutique n'existe pas.")
  const program = await loyaltyProgram(db, shop.id)
  if (!program?.active) return ok(c, { loyalty: null })
  const userId = await optionalUserId(c)
  const balance = userId === null ? null : (await balancesOf(db, userId, [shop.id])).get(shop.id)!
  return ok(c, { loyalty: programView(program, balance) })
})

export const loyaltyRoutes = new Hono<ApiEnv>()

loyaltyRoutes.use('*', requireUser, noQuery)

loyaltyRoutes.get('/', async (c) => {
  const { shop } = await requireShopRight(c, need)
  const program = await loyaltyProgram(c.get('deps').db, shop.id)
  return ok(c, {
    loyalty: program
      ? { active: program.active, pointsPerEuro: program.pointsPerEuro, rewards: program.rewards }
      : { active: false, pointsPerEuro: 1, rewards: [] },
  })
})

loyaltyRoutes.put('/', async (c) => {
  const { shop } = await requireShopRight(c, need)
  const body = await parseBody(c, LoyaltyProgramInput)
  const row = await saveProgram(c.get('deps').db, shop.id, body)
  return ok(c, {
    message: loyaltyText.saved,
    loyalty: { active: row.active, pointsPerEuro: row.pointsPerEuro, rewards: row.rewards },
  })
})
