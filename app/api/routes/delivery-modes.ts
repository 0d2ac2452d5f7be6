/** GET /shops/:id/delivery-modes: how a shop delivers, for its cart and checkout (public). */
import { Hono } from 'hono'
import { ApiError, ok } from '../http'
import { noQuery } from '../middleware'
import { activeDeliveryModes, publicDeliveryMode } from '../services/delivery-modes'
import { findShop } from '../services/shops'
import type { ApiEnv } from '../types'

export const deliveryModesRoutes = new Hono<ApiEnv>()

deliveryModesRoutes.get('/:id/delivery-modes', noQuery, async (c) => {
  const { db } = c.get('deps')
  const shop = await findShop(db, c.req.param('id'))
  if (!shop) throw new ApiError(404, "Cette boutique n'existe pas.")
  const modes = (await activeDeliveryModes(db, [shop.id])).get(shop.id) ?? []
  return ok(c, { deliveryModes: modes.map(publicDeliveryMode) })
})
