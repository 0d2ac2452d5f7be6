/**
 * A shop's clients (spec 2.2 clients): the sales documents name them. Owners, collaborators
 * with seeAllClient or createOrder (to pick one in an order), and agents for their own clients.
 */
import { Hono } from 'hono'
import { ok, parseBody, parseQuery } from '#app/platform/api/http'
import { noQuery, requireUser } from '#app/platform/api/middleware'
import {
  ClientInput,
  ClientListQuery,
  ClientPatch,
  clientText,
  createClient,
  findClient,
  listClients,
  updateClient,
} from '../clients'
import { requireSalesActor } from '#app/modules/sales/api/sales-access'
import type { ApiEnv } from '#app/platform/api/types'
import { idParam } from '#app/modules/catalogue/api/routes/catalogue-shared'

export const clientsRoutes = new Hono<ApiEnv>()

clientsRoutes.get('/', requireUser, async (c) => {
  const actor = await requireSalesActor(c, { anyOf: ['seeAllClient', 'createOrder'] })
  const query = parseQuery(c, ClientListQuery)
  return ok(c, await listClients(c.get('deps').db, actor, query))
})

clientsRoutes.get('/:id', requireUser, noQuery, async (c) => {
  const actor = await requireSalesActor(c, { anyOf: ['seeAllClient', 'createOrder'] })
  return ok(c, { client: await findClient(c.get('deps').db, actor, idParam(c, 'id')) })
})

clientsRoutes.post('/', requireUser, noQuery, async (c) => {
  const actor = await requireSalesActor(c, { anyOf: ['createClient', 'createOrder'] })
  const input = await parseBody(c, ClientInput)
  const client = await createClient(c.get('deps').db, actor, input)
  return ok(c, { message: clientText.created, client }, 201)
})

clientsRoutes.put('/:id', requireUser, noQuery, async (c) => {
  const actor = await requireSalesActor(c, { anyOf: ['createClient', 'createOrder'] })
  const id = idParam(c, 'id')
  const input = await parseBody(c, ClientPatch)
  const client = await updateClient(c.get('deps').db, actor, id, input)
  return ok(c, { message: clientText.updated, client })
})
