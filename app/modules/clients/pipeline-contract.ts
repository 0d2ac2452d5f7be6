/**
 * Prospecting and opportunities (issue 17 §1), part of the clients area's contract (re-exported by
 * contract.ts): the pipeline's stages, the opportunities, and a prospect's conversion into a
 * client. An opportunity is reached as its client is (domain/followers.ts); writing needs
 * createClient; the stages are the settings of owners and collaborators with seeAllClient.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import {
  OpportunityInput,
  OpportunityPatch,
  prospectSources,
  stageKinds,
  StagesInput,
} from './domain/pipeline'
import { bearer, body, idParams, idSegment, json, refusals, success } from '#app/platform/contract'

const badParameter = 'Paramètre invalide.'
const int = () => z.number().int()
const Person = z.object({ id: int(), name: z.string() })

export const Stage = z.object({
  id: int(),
  name: z.string(),
  kind: z.enum(stageKinds),
  position: int(),
})

export const Opportunity = z.object({
  id: int(),
  title: z.string(),
  amountCents: int(),
  probability: int(),
  /** The amount times the probability. */
  weightedCents: int(),
  /** YYYY-MM-DD, a Paris day. */
  expectedDate: z.string().nullable(),
  client: Person.extend({ prospect: z.boolean() }),
  owner: Person,
  stage: Stage.omit({ position: true }),
  /** The quote it became (its number once issued). */
  quote: z.object({ id: int(), number: z.string().nullable() }).nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
export type Opportunity = z.output<typeof Opportunity>

const reach =
  'Owners and collaborators with seeAllClient: every opportunity of the shop; agents and collaborators without it: those of the clients they follow (others 404).'

export const OpportunityListQuery = z.strictObject(
  {
    stageId: idSegment().optional().describe('One stage'),
    clientId: idSegment().optional().describe('One client'),
    ownerId: idSegment().optional().describe('One owner'),
  },
  { error: badParameter },
)

export const listOpportunitiesRoute = createRoute({
  method: 'get',
  path: '/opportunities',
  summary: `The shop’s pipeline: its stages in order (the defaults Qualification, Proposition, Négociation, Gagnée, Perdue when it has none) and its opportunities by stage and expected date, at most 500. ${reach}`,
  security: bearer,
  request: { query: OpportunityListQuery },
  responses: {
    200: json(
      success({ stages: z.array(Stage), opportunities: z.array(Opportunity) }),
      'The pipeline',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const opportunityOptionsRoute = createRoute({
  method: 'get',
  path: '/opportunities/options',
  summary:
    'Who may own an opportunity (the shop’s owner, collaborators and agents) and which clients and prospects it may be about (those the caller reaches)',
  security: bearer,
  responses: {
    200: json(success({ owners: z.array(Person), clients: z.array(Person) }), 'The choices'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const opportunityStagesRoute = createRoute({
  method: 'get',
  path: '/opportunities/stages',
  summary:
    'The shop’s stages in order (the defaults when it has none). Owners, collaborators, agents',
  security: bearer,
  responses: {
    200: json(success({ stages: z.array(Stage) }), 'The stages'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const saveStagesRoute = createRoute({
  method: 'put',
  path: '/opportunities/stages',
  summary:
    'Replace the stages by the ordered list sent ({ stages: [{ id?, name, kind: open | won | lost }] }): a stage with an id is renamed or moved, one without is added, the others deleted (400 while one still holds opportunities). 1 to 12 stages, distinct names, at least one open. Owners, collaborators with seeAllClient',
  security: bearer,
  request: { body: body(StagesInput) },
  responses: {
    200: json(success({ message: z.string(), stages: z.array(Stage) }), 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const opportunityRoute = createRoute({
  method: 'get',
  path: '/opportunities/{id}',
  summary: `One opportunity. ${reach}`,
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ opportunity: Opportunity }), 'The opportunity'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

const fields =
  '{ title, clientId (a client or prospect the caller reaches), amountCents (excluding tax, integer cents), probability (0–100), expectedDate (YYYY-MM-DD or null), ownerId (a member of the shop), stageId (a stage of the shop) }'

export const createOpportunityRoute = createRoute({
  method: 'post',
  path: '/opportunities',
  summary: `createClient: an opportunity ${fields}`,
  security: bearer,
  request: { body: body(OpportunityInput) },
  responses: {
    201: json(success({ message: z.string(), opportunity: Opportunity }), 'Created'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const updateOpportunityRoute = createRoute({
  method: 'put',
  path: '/opportunities/{id}',
  summary: `createClient: change the fields sent of ${fields}; a stageId alone moves it; quoteId links the quote of the same client it became. ${reach}`,
  security: bearer,
  request: { params: idParams, body: body(OpportunityPatch) },
  responses: {
    200: json(success({ message: z.string(), opportunity: Opportunity }), 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const deleteOpportunityRoute = createRoute({
  method: 'delete',
  path: '/opportunities/{id}',
  summary: `createClient: delete an opportunity. ${reach}`,
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ message: z.string() }), 'Deleted'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const convertProspectRoute = createRoute({
  method: 'put',
  path: '/clients/{id}/conversion',
  summary:
    'A prospect becomes a client: the same record (its orders, quotes, tasks and opportunities stay), pipe set to client, convertedAt noted; 400 when it is a client already. As PUT /clients/{id}',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(
      success({
        message: z.string(),
        client: z.object({
          id: int(),
          pipe: z.literal('client'),
          source: z.enum(prospectSources).nullable(),
          convertedAt: z.iso.datetime(),
        }),
      }),
      'Converted',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})
