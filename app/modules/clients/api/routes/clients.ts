/**
 * A shop's clients (spec 2.2 clients): the file, its search and export, and each client's sales
 * figures. Who reaches which client: domain/followers.ts, applied by client-scope.ts.
 */
import { createRoute } from '@hono/zod-openapi'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery } from '#app/platform/api/middleware'
import { parseQuery } from '#app/platform/api/http'
import { bearer, refusals } from '#app/platform/contract'
import { parisIsoDay } from '#app/platform/domain/paris-calendar'
import { memberOf } from '#app/platform/auth/permissions'
import { clientFigures } from '#app/modules/sales/api/client-figures'
import { clientText, createClient, findClient, updateClient } from '../clients'
import { listClients } from '../client-search'
import { clientsCsv } from '../clients-csv'
import { assertNoDuplicate, DuplicateClient } from '../duplicates'
import { clientFollowers } from '../followers'
import { gdprText } from '#app/modules/clients/domain/gdpr'
import { clientDataExport, eraseClient } from '../gdpr'
import { clientDuplicates, mergeClients } from '../merge'
import {
  clientDuplicatesRoute,
  clientExportRoute,
  eraseClientRoute,
  mergeClientsRoute,
  clientFiguresRoute,
  clientFollowersRoute,
  ClientExportQuery,
  clientRoute,
  createClientRoute,
  listClientsRoute,
  updateClientRoute,
} from '../../contract'

export const clientsRoutes = contractRouter()

clientsRoutes.openapi(listClientsRoute, async (c) => {
  const actor = memberOf(c)
  const query = c.req.valid('query')
  return c.json(
    { sucess: true as const, ...(await listClients(c.get('deps').db, actor, query)) },
    200,
  )
})

/** A CSV file, not JSON: described here rather than in the contract (read by the pages as JSON). */
const exportCsvRoute = createRoute({
  method: 'get',
  path: '/clients/export.csv',
  summary:
    'The clients list with the filters and sort of GET /clients and the same reach, at most 50 000 rows, as a CSV file: UTF-8 with BOM, ‘;’ separated, dates DD/MM/YYYY',
  security: bearer,
  responses: {
    200: {
      description: 'The CSV file (attachment clients-YYYY-MM-DD.csv)',
      content: { 'text/csv': { schema: { type: 'string' } } },
    },
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

// Before `/clients/{id}`, which would refuse 'export.csv' and 'followers' as ids.
clientsRoutes.openapi(exportCsvRoute, async (c) => {
  const actor = memberOf(c)
  const filters = parseQuery(c, ClientExportQuery)
  const csv = await clientsCsv(c.get('deps').db, actor, filters)
  return c.body(csv, 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="clients-${parisIsoDay()}.csv"`,
  })
})

clientsRoutes.openapi(guarded(clientFollowersRoute, noQuery), async (c) => {
  const actor = memberOf(c)
  const followers = await clientFollowers(c.get('deps').db, actor.shop.id)
  return c.json({ sucess: true as const, followers }, 200)
})

clientsRoutes.openapi(guarded(clientRoute, noQuery), async (c) => {
  const actor = memberOf(c)
  const { id } = c.req.valid('param')
  return c.json(
    { sucess: true as const, client: await findClient(c.get('deps').db, actor, id) },
    200,
  )
})

clientsRoutes.openapi(guarded(clientFiguresRoute, noQuery), async (c) => {
  const actor = memberOf(c)
  const { id } = c.req.valid('param')
  const { db } = c.get('deps')
  const client = await findClient(db, actor, id)
  return c.json(
    { sucess: true as const, ...(await clientFigures(db, actor.shop.id, client.id)) },
    200,
  )
})

clientsRoutes.openapi(guarded(createClientRoute, noQuery), async (c) => {
  const actor = memberOf(c)
  const input = c.req.valid('json')
  const { db } = c.get('deps')
  try {
    // Here rather than in createClient: the demo seed writes its known clients again on purpose.
    await assertNoDuplicate(db, actor, input)
    const client = await createClient(db, actor, input)
    return c.json({ sucess: true as const, message: clientText.created, client }, 201)
  } catch (error) {
    if (error instanceof DuplicateClient) return c.json(error.body, 409)
    throw error
  }
})

clientsRoutes.openapi(guarded(updateClientRoute, noQuery), async (c) => {
  const actor = memberOf(c)
  const { id } = c.req.valid('param')
  const input = c.req.valid('json')
  const { db } = c.get('deps')
  try {
    await findClient(db, actor, id)
    await assertNoDuplicate(db, actor, input, id)
    const client = await updateClient(db, actor, id, input)
    return c.json({ sucess: true as const, message: clientText.updated, client }, 200)
  } catch (error) {
    if (error instanceof DuplicateClient) return c.json(error.body, 409)
    throw error
  }
})

// GDPR and merges (issue 17 §1): api/gdpr.ts, api/merge.ts.
clientsRoutes.openapi(guarded(clientExportRoute, noQuery), async (c) => {
  const actor = memberOf(c)
  const { id } = c.req.valid('param')
  const data = await clientDataExport(c.get('deps').db, actor, id)
  return c.json({ sucess: true as const, export: data }, 200)
})

clientsRoutes.openapi(guarded(eraseClientRoute, noQuery), async (c) => {
  const actor = memberOf(c)
  const { id } = c.req.valid('param')
  const client = await eraseClient(c.get('deps').db, actor, id)
  return c.json({ sucess: true as const, message: gdprText.erased, client }, 200)
})

clientsRoutes.openapi(guarded(clientDuplicatesRoute, noQuery), async (c) => {
  const actor = memberOf(c)
  const { id } = c.req.valid('param')
  const found = await clientDuplicates(c.get('deps').db, actor, id)
  return c.json({ sucess: true as const, clients: found }, 200)
})

clientsRoutes.openapi(guarded(mergeClientsRoute, noQuery), async (c) => {
  const actor = memberOf(c)
  const { id } = c.req.valid('param')
  const client = await mergeClients(c.get('deps').db, actor, id, c.req.valid('json'))
  return c.json({ sucess: true as const, message: gdprText.merged, client }, 200)
})
