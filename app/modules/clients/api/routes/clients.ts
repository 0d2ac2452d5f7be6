/**
 * A shop's clients (spec 2.2 clients): the sales documents name them. Owners, collaborators
 * with seeAllClient or createOrder (to pick one in an order), and agents for their own clients.
 */
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery } from '#app/platform/api/middleware'
import { clientText, createClient, findClient, listClients, updateClient } from '../clients'
import { memberOf } from '#app/platform/auth/permissions'
import { clientRoute, createClientRoute, listClientsRoute, updateClientRoute } from '../../contract'

export const clientsRoutes = contractRouter()

clientsRoutes.openapi(listClientsRoute, async (c) => {
  const actor = memberOf(c)
  const query = c.req.valid('query')
  return c.json(
    { sucess: true as const, ...(await listClients(c.get('deps').db, actor, query)) },
    200,
  )
})

clientsRoutes.openapi(guarded(clientRoute, noQuery), async (c) => {
  const actor = memberOf(c)
  const { id } = c.req.valid('param')
  return c.json(
    { sucess: true as const, client: await findClient(c.get('deps').db, actor, id) },
    200,
  )
})

clientsRoutes.openapi(guarded(createClientRoute, noQuery), async (c) => {
  const actor = memberOf(c)
  const input = c.req.valid('json')
  const client = await createClient(c.get('deps').db, actor, input)
  return c.json({ sucess: true as const, message: clientText.created, client }, 201)
})

clientsRoutes.openapi(guarded(updateClientRoute, noQuery), async (c) => {
  const actor = memberOf(c)
  const { id } = c.req.valid('param')
  const input = c.req.valid('json')
  const client = await updateClient(c.get('deps').db, actor, id, input)
  return c.json({ sucess: true as const, message: clientText.updated, client }, 200)
})
