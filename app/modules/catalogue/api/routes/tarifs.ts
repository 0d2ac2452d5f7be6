import { deleteTypologyRoute, saveTarifsRoute, tarifsRoute } from '#app/modules/catalogue/contract'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery, requireUser } from '#app/platform/api/middleware'
import { requireShopRight } from '#app/platform/auth/permissions'
import { deleteTypology, priceGrid, savePriceGrid, tarifsText } from '../tarifs'

/**
 * Spec 2.4 opens /dashboard/tarifs to owners, agents and collaborators holding seeAllPrice: agents
 * read the grid of the shop they sell for; only owners and collaborators change it.
 */
const readers = { permission: 'seeAllPrice', roles: ['owner', 'iam', 'agent'] } as const
const writers = { permission: 'seeAllPrice', roles: ['owner', 'iam'] } as const

export const tarifsRoutes = contractRouter()

tarifsRoutes.openapi(guarded(tarifsRoute, requireUser, noQuery), async (c) => {
  const { shop } = await requireShopRight(c, readers)
  return c.json({ sucess: true as const, ...(await priceGrid(c.get('deps').db, shop.id)) }, 200)
})

tarifsRoutes.openapi(guarded(saveTarifsRoute, requireUser, noQuery), async (c) => {
  const { shop } = await requireShopRight(c, writers)
  const body = c.req.valid('json')
  const grid = await savePriceGrid(c.get('deps').db, shop.id, body)
  return c.json({ sucess: true as const, ...grid, message: tarifsText.saved }, 200)
})

tarifsRoutes.openapi(guarded(deleteTypologyRoute, requireUser, noQuery), async (c) => {
  const { shop } = await requireShopRight(c, writers)
  const grid = await deleteTypology(c.get('deps').db, shop.id, c.req.valid('param').key)
  return c.json({ sucess: true as const, ...grid, message: tarifsText.typologyDeleted }, 200)
})
