/**
 * GET|POST /crm/lists, GET|PUT|DELETE /crm/lists/{id}, GET /crm/lists/{id}/members.csv, POST
 * /crm/lists/{id}/members and DELETE /crm/lists/{id}/members/{clientId} (crm/contract.ts). Who may
 * call each is the access table's (api-access.ts); which members the caller sees is the clients'
 * reach (api/lists.ts).
 */
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery } from '#app/platform/api/middleware'
import { memberOf } from '#app/platform/auth/permissions'
import * as z from 'zod'
import { csvDownload, csvRoute, recordCsvRoute } from '#app/platform/api/csv-route'
import { listText } from '#app/modules/crm/domain/lists'
import {
  addMemberRoute,
  createListRoute,
  deleteListRoute,
  listListsRoute,
  ListQuery,
  listRoute,
  removeMemberRoute,
  saveListRoute,
} from '../../contract'
import {
  addMember,
  createList,
  deleteList,
  listLists,
  listMembersCsv,
  readList,
  removeMember,
  saveList,
} from '../lists'
import { listsCsv } from '../indexes-csv'

export const crmListsRoutes = contractRouter()

crmListsRoutes.openapi(guarded(listListsRoute, noQuery), async (c) =>
  c.json({ sucess: true as const, lists: await listLists(c.get('deps').db, memberOf(c)) }, 200),
)

const listsCsvRoute = csvRoute(
  '/crm/lists/export.csv',
  'The marketing lists as GET /crm/lists reads them (members counted within the caller’s reach), as a CSV file: UTF-8 with BOM, ‘;’ separated, instants DD/MM/YYYY HH:mm in Paris',
  z.strictObject({}),
)

// Before `/crm/lists/{id}`, which would refuse 'export.csv' as an id.
crmListsRoutes.openapi(listsCsvRoute, async (c) =>
  c.body(await listsCsv(c.get('deps').db, memberOf(c)), 200, csvDownload('listes')),
)

crmListsRoutes.openapi(listRoute, async (c) => {
  const { id } = c.req.valid('param')
  const { page } = c.req.valid('query')
  const read = await readList(c.get('deps').db, memberOf(c), id, page)
  return c.json({ sucess: true as const, ...read }, 200)
})

const membersCsvRoute = recordCsvRoute(
  '/crm/lists/{id}/members.csv',
  'A list’s members as GET /crm/lists/{id} reads them (a dynamic list’s filters applied now, the same reach and order, no page, at most 50 000) in the layout of GET /clients/export.csv: UTF-8 with BOM, ‘;’ separated, dates DD/MM/YYYY',
  ListQuery.omit({ page: true }),
)

crmListsRoutes.openapi(membersCsvRoute, async (c) => {
  const { id } = c.req.valid('param')
  const csv = await listMembersCsv(c.get('deps').db, memberOf(c), id)
  return c.body(csv, 200, csvDownload(`membres-liste-${id}`))
})

crmListsRoutes.openapi(guarded(createListRoute, noQuery), async (c) => {
  const list = await createList(c.get('deps').db, memberOf(c), c.req.valid('json'))
  return c.json({ sucess: true as const, message: listText.created, list }, 201)
})

crmListsRoutes.openapi(guarded(saveListRoute, noQuery), async (c) => {
  const { id } = c.req.valid('param')
  const list = await saveList(c.get('deps').db, memberOf(c), id, c.req.valid('json'))
  return c.json({ sucess: true as const, message: listText.saved, list }, 200)
})

crmListsRoutes.openapi(guarded(deleteListRoute, noQuery), async (c) => {
  await deleteList(c.get('deps').db, memberOf(c), c.req.valid('param').id)
  return c.json({ sucess: true as const, message: listText.deleted }, 200)
})

crmListsRoutes.openapi(guarded(addMemberRoute, noQuery), async (c) => {
  const { id } = c.req.valid('param')
  await addMember(c.get('deps').db, memberOf(c), id, c.req.valid('json').clientId)
  return c.json({ sucess: true as const, message: listText.memberAdded }, 200)
})

crmListsRoutes.openapi(guarded(removeMemberRoute, noQuery), async (c) => {
  const { id, clientId } = c.req.valid('param')
  await removeMember(c.get('deps').db, memberOf(c), id, clientId)
  return c.json({ sucess: true as const, message: listText.memberRemoved }, 200)
})
