/**
 * A shop's clients (spec 2.2 clients): the sales documents name them. Owners, collaborators
 * with seeAllClient or createOrder (to pick one in an order), and agents for their own clients.
 */
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery, requireUser } from '#app/platform/api/middleware'
import { clientText, createClient, findClient, listClients, updateClient } from '../clients'
import { requireSalesActor } from '#app/modules/sales/api/sales-access'
import { clientRoute, createClientRoute, listClientsRoute, updateClientRoute } from '../../contract'

export const clientsRoutes = contractRouter()

clientsRoutes.openapi(guarded(listClientsRoute, requireUser), async (c) => {
  const actor = await requireSalesActor(c, { anyOf: ['seeAllClient', 'createOrder'] })
  const query = c.req.valid('query')
  return c.json(
    { sucess: true as const, ...(await listClients(c.get('deps').db, actor, query)) },
    200,
  )
})

clientsRoutes.openapi(guarded(clientRoute, requireUser, noQuery), async (c) => {
  const actor = await requireSalesActor(c, { anyOf: ['seeAllClient', 'createOrder'] })
  const { id } = c.req.valid('param')
  return c.json(
    { sucess: true as const, client: await findClient(c.get('deps').db, actor, id) },
    200,
  )
})

clientsRoutes.openapi(guarded(createClientRoute, requireUser, noQuery), async (c) => {
  const actor = await requireSalesActor(c, { anyOf: ['createClient', 'createOrder'] })
  const input = c.req.valid('json')
  const client = await createClient(c.get('deps').db, actor, input)
  return c.json({ sucess: true as const, message: clientText.created, client }, 201)
})

clientsRoutes.openapi(guarded(updateClientRoute, requireUser, noQuery), async (c) => {
  const actor = await requireSalesActor(c, { anyOf: ['createClient', 'createOrder'] })
  const { id } = c.req.valid('param')
  const input = c.req.valid('json')
  const client = await updateClient(c.get('deps').db, actor, id, input)
  return c.json({ sucess: true as const, message: clientText.updated, client }, 200)
})
