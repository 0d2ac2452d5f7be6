/**
 * GET /shops/:id/delivery-modes: how a shop delivers, for its cart and checkout (public). With
 * `country` (and optionally `zipcode`) of the delivery address, only the modes serving it.
 */
import { modesServing } from '#app/modules/pricing/domain/delivery-zones'
import { contractRouter } from '#app/platform/api/contract-router'
import { ApiError, messages } from '#app/platform/api/http'
import { activeDeliveryModes, publicDeliveryMode } from '../delivery-modes'
import { findShop } from '#app/modules/shop/api/shops'
import { shopDeliveryModesRoute } from '../../contract'

export const deliveryModesRoutes = contractRouter()

deliveryModesRoutes.openapi(shopDeliveryModesRoute, async (c) => {
  const query = c.req.valid('query')
  // A zip code alone says nothing about the country: refused rather than ignored.
  if (query.zipcode !== undefined && query.country === undefined)
    throw new ApiError(400, messages.badParameter)
  const { db } = c.get('deps')
  const shop = await findShop(db, c.req.valid('param').id)
  if (!shop) throw new ApiError(404, "Cette boutique n'existe pas.")
  const modes = (await activeDeliveryModes(db, [shop.id])).get(shop.id) ?? []
  const serving = query.country ? modesServing(modes, query) : modes
  return c.json({ sucess: true as const, deliveryModes: serving.map(publicDeliveryMode) }, 200)
})
