import { deleteTypologyRoute, saveTarifsRoute, tarifsRoute } from '#app/modules/catalogue/contract'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery } from '#app/platform/api/middleware'
import { memberOf } from '#app/platform/auth/permissions'
import { deleteTypology, priceGrid, savePriceGrid, tarifsText } from '../tarifs'

/**
 * Spec 2.4 opens /dashboard/tarifs to owners, agents and collaborators holding seeAllPrice: agents
 * read the grid of the shop they sell for; only owners and collaborators change it.
 */

export const tarifsRoutes = contractRouter()

tarifsRoutes.openapi(guarded(tarifsRoute, noQuery), async (c) => {
  const { shop } = memberOf(c)
  return c.json({ sucess: true as const, ...(await priceGrid(c.get('deps').db, shop.id)) }, 200)
})

tarifsRoutes.openapi(guarded(saveTarifsRoute, noQuery), async (c) => {
  const { shop } = memberOf(c)
  const body = c.req.valid('json')
  const grid = await savePriceGrid(c.get('deps').db, shop.id, body)
  return c.json({ sucess: true as const, ...grid, message: tarifsText.saved }, 200)
})

tarifsRoutes.openapi(guarded(deleteTypologyRoute, noQuery), async (c) => {
  const { shop } = memberOf(c)
  const grid = await deleteTypology(c.get('deps').db, shop.id, c.req.valid('param').key)
  return c.json({ sucess: true as const, ...grid, message: tarifsText.typologyDeleted }, 200)
})
