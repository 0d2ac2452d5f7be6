/**
 * GET|POST /opportunities, GET|PUT|DELETE /opportunities/{id}, GET /opportunities/options,
 * GET|PUT /opportunities/stages and PUT /clients/{id}/conversion (clients/pipeline-contract.ts).
 * Who may call each is the access table's (api-access.ts); which opportunity is theirs is
 * `findOpportunity`'s (its client within reach).
 */
import { clientChoices } from '#app/modules/tasks/api/tasks'
import {
  convertProspectRoute,
  createOpportunityRoute,
  deleteOpportunityRoute,
  listOpportunitiesRoute,
  OpportunityListQuery,
  opportunityOptionsRoute,
  opportunityRoute,
  opportunityStagesRoute,
  saveStagesRoute,
  updateOpportunityRoute,
} from '#app/modules/clients/pipeline-contract'
import { clientText } from '#app/modules/clients/domain/clients'
import { pipelineText } from '#app/modules/clients/domain/pipeline'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError } from '#app/platform/api/http'
import { noQuery } from '#app/platform/api/middleware'
import { memberOf } from '#app/platform/auth/permissions'
import { csvDownload, csvRoute } from '#app/platform/api/csv-route'
import { opportunitiesCsv } from '../opportunities-csv'
import {
  convertProspect,
  createOpportunity,
  deleteOpportunity,
  ensureStages,
  findOpportunity,
  listOpportunities,
  ownerChoices,
  reachesClient,
  saveStages,
  updateOpportunity,
} from '../opportunities'

export const opportunitiesRoutes = contractRouter()

const exportCsvRoute = csvRoute(
  '/opportunities/export.csv',
  'The pipeline of GET /opportunities (its filters, reach and order, at most 500) as a CSV file: UTF-8 with BOM, ‘;’ separated, amounts 1234,50, dates DD/MM/YYYY',
  OpportunityListQuery,
)

// Before `/opportunities/{id}`, which would refuse 'export.csv' as an id.
opportunitiesRoutes.openapi(exportCsvRoute, async (c) => {
  const list = await listOpportunities(c.get('deps').db, memberOf(c), c.req.valid('query'))
  return c.body(opportunitiesCsv(list.opportunities), 200, csvDownload('opportunites'))
})

opportunitiesRoutes.openapi(listOpportunitiesRoute, async (c) =>
  c.json(
    {
      sucess: true as const,
      ...(await listOpportunities(c.get('deps').db, memberOf(c), c.req.valid('query'))),
    },
    200,
  ),
)

// Before `/opportunities/{id}`, which would refuse 'options' and 'stages' as ids.
opportunitiesRoutes.openapi(guarded(opportunityOptionsRoute, noQuery), async (c) => {
  const actor = memberOf(c)
  const { db } = c.get('deps')
  const [owners, clients] = await Promise.all([
    ownerChoices(db, actor.shop.id),
    clientChoices(db, actor),
  ])
  return c.json({ sucess: true as const, owners, clients }, 200)
})

opportunitiesRoutes.openapi(guarded(opportunityStagesRoute, noQuery), async (c) => {
  const stages = await ensureStages(c.get('deps').db, memberOf(c).shop.id)
  return c.json({ sucess: true as const, stages }, 200)
})

opportunitiesRoutes.openapi(guarded(saveStagesRoute, noQuery), async (c) => {
  const stages = await saveStages(c.get('deps').db, memberOf(c).shop.id, c.req.valid('json'))
  return c.json({ sucess: true as const, message: pipelineText.stagesSaved, stages }, 200)
})

opportunitiesRoutes.openapi(guarded(opportunityRoute, noQuery), async (c) => {
  const { view } = await findOpportunity(c.get('deps').db, memberOf(c), c.req.valid('param').id)
  return c.json({ sucess: true as const, opportunity: view }, 200)
})

opportunitiesRoutes.openapi(guarded(createOpportunityRoute, noQuery), async (c) => {
  const opportunity = await createOpportunity(c.get('deps').db, memberOf(c), c.req.valid('json'))
  return c.json({ sucess: true as const, message: pipelineText.created, opportunity }, 201)
})

opportunitiesRoutes.openapi(guarded(updateOpportunityRoute, noQuery), async (c) => {
  const input = c.req.valid('json')
  const opportunity = await updateOpportunity(
    c.get('deps').db,
    memberOf(c),
    c.req.valid('param').id,
    input,
  )
  const moved = Object.keys(input).length === 1 && input.stageId !== undefined
  return c.json(
    {
      sucess: true as const,
      message: moved ? pipelineText.moved : pipelineText.saved,
      opportunity,
    },
    200,
  )
})

opportunitiesRoutes.openapi(guarded(deleteOpportunityRoute, noQuery), async (c) => {
  await deleteOpportunity(c.get('deps').db, memberOf(c), c.req.valid('param').id)
  return c.json({ sucess: true as const, message: pipelineText.deleted }, 200)
})

opportunitiesRoutes.openapi(guarded(convertProspectRoute, noQuery), async (c) => {
  const actor = memberOf(c)
  const { id } = c.req.valid('param')
  const { db } = c.get('deps')
  const client = await convertProspect(db, actor, id)
  if (!client) {
    if (!(await reachesClient(db, actor, id))) throw new ApiError(404, clientText.notFound)
    throw new ApiError(400, pipelineText.notProspect)
  }
  return c.json({ sucess: true as const, message: pipelineText.converted, client }, 200)
})
