import { Hono } from 'hono'
import { PromotionInput, PromotionUpdate } from '#app/modules/catalogue/domain/catalogue-schemas'
import { ok, parseBody } from '#app/platform/api/http'
import { noQuery, requireUser } from '#app/platform/api/middleware'
import { requireShopRight } from '#app/platform/auth/permissions'
import * as service from '../promotions'
import type { ApiEnv } from '#app/platform/api/types'
import { idParam } from './catalogue-shared'

const need = { permission: 'seeAllPrice' } as const
const text = service.promotionsText

export const promotionsRoutes = new Hono<ApiEnv>()

promotionsRoutes.use('*', requireUser, noQuery)

promotionsRoutes.get('/', async (c) => {
  const { shop } = await requireShopRight(c, need)
  return ok(c, { promotions: await service.listPromotions(c.get('deps').db, shop.id) })
})

promotionsRoutes.post('/', async (c) => {
  const { shop } = await requireShopRight(c, need)
  const body = await parseBody(c, PromotionInput)
  const promotion = await service.createPromotion(c.get('deps').db, shop.id, body)
  return ok(c, { promotion, message: text.created }, 201)
})

promotionsRoutes.put('/:id', async (c) => {
  const { shop } = await requireShopRight(c, need)
  const id = idParam(c, 'id')
  const body = await parseBody(c, PromotionUpdate)
  const promotion = await service.updatePromotion(c.get('deps').db, shop.id, id, body)
  return ok(c, { promotion, message: text.updated })
})

promotionsRoutes.delete('/:id', async (c) => {
  const { shop } = await requireShopRight(c, need)
  await service.deletePromotion(c.get('deps').db, shop.id, idParam(c, 'id'))
  return ok(c, { message: text.deleted })
})
