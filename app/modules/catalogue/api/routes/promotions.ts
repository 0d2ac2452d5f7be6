import {
  createPromotionRoute,
  deletePromotionRoute,
  promotionsRoute,
  updatePromotionRoute,
} from '#app/modules/catalogue/contract'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery } from '#app/platform/api/middleware'
import { memberOf } from '#app/platform/auth/permissions'
import * as service from '../promotions'

const text = service.promotionsText

export const promotionsRoutes = contractRouter()

promotionsRoutes.openapi(guarded(promotionsRoute, noQuery), async (c) => {
  const { shop } = memberOf(c)
  const promotions = await service.listPromotions(c.get('deps').db, shop.id)
  return c.json({ sucess: true as const, promotions }, 200)
})

promotionsRoutes.openapi(guarded(createPromotionRoute, noQuery), async (c) => {
  const { shop } = memberOf(c)
  const body = c.req.valid('json')
  const promotion = await service.createPromotion(c.get('deps').db, shop.id, body)
  return c.json({ sucess: true as const, promotion, message: text.created }, 201)
})

promotionsRoutes.openapi(guarded(updatePromotionRoute, noQuery), async (c) => {
  const { shop } = memberOf(c)
  const { id } = c.req.valid('param')
  const body = c.req.valid('json')
  const promotion = await service.updatePromotion(c.get('deps').db, shop.id, id, body)
  return c.json({ sucess: true as const, promotion, message: text.updated }, 200)
})

promotionsRoutes.openapi(guarded(deletePromotionRoute, noQuery), async (c) => {
  const { shop } = memberOf(c)
  await service.deletePromotion(c.get('deps').db, shop.id, c.req.valid('param').id)
  return c.json({ sucess: true as const, message: text.deleted }, 200)
})
