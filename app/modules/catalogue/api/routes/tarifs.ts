import { Hono } from 'hono'
import { TarifsInput } from '#app/modules/catalogue/domain/catalogue-schemas'
import { ok, parseBody } from '#app/platform/api/http'
import { noQuery, requireUser } from '#app/platform/api/middleware'
import { requireShopRight } from '#app/platform/auth/permissions'
import { deleteTypology, priceGrid, savePriceGrid, tarifsText } from '../tarifs'
import type { ApiEnv } from '#app/platform/api/types'

/**
 * Spec 2.4 opens /dashboard/tarifs to owners, agents and collaborators holding seeAllPrice: agents
 * read the grid of the shop they sell for; only owners and collaborators change it.
 */
const readers = { permission: 'seeAllPrice', roles: ['owner', 'iam', 'agent'] } as const
const writers = { permission: 'seeAllPrice', roles: ['owner', 'iam'] } as const

export const tarifsRoutes = new Hono<ApiEnv>()

tarifsRoutes.use('*', requireUser, noQuery)

tarifsRoutes.get('/', async (c) => {
  const { shop } = await requireShopRight(c, readers)
  return ok(c, await priceGrid(c.get('deps').db, shop.id))
})

tarifsRoutes.put('/', async (c) => {
  const { shop } = await requireShopRight(c, writers)
  const body = await parseBody(c, TarifsInput)
  const grid = await savePriceGrid(c.get('deps').db, shop.id, body)
  return ok(c, { ...grid, message: tarifsText.saved })
})

tarifsRoutes.delete('/typologies/:key', async (c) => {
  const { shop } = await requireShopRight(c, writers)
  const grid = await deleteTypology(c.get('deps').db, shop.id, c.req.param('key'))
  return ok(c, { ...grid, message: tarifsText.typologyDeleted })
})
