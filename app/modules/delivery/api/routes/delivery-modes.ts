/**
 * GET /shops/:id/delivery-modes: how a shop delivers, for its cart and checkout (public). With
 * `country` (and optionally `zipcode`) of the delivery address, only the modes serving it.
 */
import { Hono } from 'hono'
import * as z from 'zod'
import { modesServing } from '#app/modules/pricing/domain/delivery-zones'
import { ApiError, messages, ok, parseQuery } from '#app/platform/api/http'
import { activeDeliveryModes, publicDeliveryMode } from '../delivery-modes'
import { findShop } from '#app/modules/shop/api/shops'
import type { ApiEnv } from '#app/platform/api/types'

const addressQuery = z.strictObject(
  {
    country: z.string().trim().min(1, messages.badParameter).max(100).optional(),
    zipcode: z.string().trim().max(20).optional(),
  },
  { error: messages.badParameter },
)

export const deliveryModesRoutes = new Hono<ApiEnv>()

deliveryModesRoutes.get('/:id/delivery-modes', async (c) => {
  const query = parseQuery(c, addressQuery)
  // A zip code alone says nothing about the country: refused rather than ignored.
  if (query.zipcode !== undefined && query.country === undefined)
    throw new ApiError(400, messages.badParameter)
  const { db } = c.get('deps')
  const shop = await findShop(db, c.req.param('id'))
  if (!shop) throw new ApiError(404, "Cette boutique n'existe pas.")
  const modes = (await activeDeliveryModes(db, [shop.id])).get(shop.id) ?? []
  const serving = query.country ? modesServing(modes, query) : modes
  return ok(c, { deliveryModes: serving.map(publicDeliveryMode) })
})
