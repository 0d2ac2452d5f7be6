import {
  createPromotionRoute,
  deletePromotionRoute,
  promotionsRoute,
  updatePromotionRoute,
} from '#app/modules/catalogue/contract'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery, requireUser } from '#app/platform/api/middleware'
import { requireShopRight } from '#app/platform/auth/permissions'
import * as service from '../promotions'

const need = { permission: 'seeAllPrice' } as const
const text = service.promotionsText

export const promotionsRoutes = contractRouter()

promotionsRoutes.openapi(guarded(promotionsRoute, requireUser, noQuery), async (c) => {
  const { shop } = await requireShopRight(c, need)
  const promotions = await service.listPromotions(c.get('deps').db, shop.id)
  return c.json({ sucess: true as const, promotions }, 200)
})

promotionsRoutes.openapi(guarded(createPromotionRoute, requireUser, noQuery), async (c) => {
  const { shop } = await requireShopRight(c, need)
  const body = c.req.valid('json')
  const promotion = await service.createPromotion(c.get('deps').db, shop.id, body)
  return c.json({ sucess: true as const, promotion, message: text.created }, 201)
})

promotionsRoutes.openapi(guarded(updatePromotionRoute, requireUser, noQuery), async (c) => {
  const { shop } = await requireShopRight(c, need)
  const { id } = c.req.valid('param')
  const body = c.req.valid('json')
  const promotion = await service.updatePromotion(c.get('deps').db, shop.id, id, body)
  return c.json({ sucess: true as const, promotion, message: text.updated }, 200)
})

promotionsRoutes.openapi(guarded(deletePromotionRoute, requireUser, noQuery), async (c) => {
  const { shop } = await requireShopRight(c, need)
  await service.deletePromotion(c.get('deps').db, shop.id, c.req.valid('param').id)
  return c.json({ sucess: true as const, message: text.deleted }, 200)
})
