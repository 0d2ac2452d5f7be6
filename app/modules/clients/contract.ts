/**
 * The clients area's endpoints (decision 0003): a shop's client file, which the sales documents
 * and the back-office orders name. Owners and collaborators with seeAllClient reach the whole file;
 * agents and collaborators denied seeAllClient only the clients they follow (domain/followers.ts).
 * Writing needs createClient or createOrder (to enter a client in an order).
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { ClientInput, ClientUpdate } from './domain/clients'
import { Client } from './client-schema'
import { clientFilterShape } from './domain/client-list'
import {
  bearer,
  body,
  idParams,
  json,
  pageFields,
  pageSegment,
  Refusal,
  refusals,
  success,
} from '#app/platform/contract'

const badParameter = 'Paramètre invalide.'

const reach =
  'Owners and collaborators with seeAllClient: the shop’s clients; agents and collaborators without it: the clients they follow (others 404).'

export const ClientListQuery = z.strictObject(
  { ...clientFilterShape, page: pageSegment().default(1).describe('Page number, from 1') },
  { error: badParameter },
)

/** The filters of the list, for its CSV export (every row, no page). */
export const ClientExportQuery = z.strictObject(clientFilterShape, { error: badParameter })

/** A client of the shop already has this e-mail or SIRET: named when the caller may open it. */
export const DuplicateRefusal = Refusal.extend({
  field: z.enum(['email', 'siret']),
  duplicate: z.object({ id: z.number().int(), name: z.string() }).nullable(),
})
const duplicate = { 409: json(DuplicateRefusal, 'A client with this e-mail or SIRET exists') }

export const listClientsRoute = createRoute({
  method: 'get',
  path: '/clients',
  summary: `The shop’s clients, 20 a page (total counted up to 10,000; totalCapped when more match), searched (name, business name, e-mail, city, SIRET), filtered (private or pro, typology, follower, département of the billing address, prospect or client) and sorted on the server. ${reach}`,
  security: bearer,
  request: { query: ClientListQuery },
  responses: {
    200: json(
      success({
        clients: z.array(Client),
        ...pageFields,
        totalCapped: z.boolean(),
      }),
      'One page of clients',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const clientRoute = createRoute({
  method: 'get',
  path: '/clients/{id}',
  summary: `One client of the shop. ${reach}`,
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ client: Client }), 'The client'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const createClientRoute = createRoute({
  method: 'post',
  path: '/clients',
  summary:
    'Create a client (a name or a business name is required; a typology of the shop; a follower among its agents and collaborators; the SIREN follows the SIRET). 409 when a client of the shop has the same e-mail or SIRET, naming it when the caller may see it. Owners, collaborators with createClient or createOrder, agents (an agent’s or a narrowed collaborator’s new client follows them)',
  security: bearer,
  request: { body: body(ClientInput) },
  responses: {
    201: json(success({ message: z.string(), client: Client }), 'Created'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...duplicate,
  },
})

export const updateClientRoute = createRoute({
  method: 'put',
  path: '/clients/{id}',
  summary:
    'Change the fields sent (as POST /clients; null clears one; 409 for another client’s e-mail or SIRET); an agent’s client stays theirs',
  security: bearer,
  request: { params: idParams, body: body(ClientUpdate) },
  responses: {
    200: json(success({ message: z.string(), client: Client }), 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    ...duplicate,
  },
})

/** A member of the shop a client can be given to follow. */
const Follower = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(['agent', 'iam']),
})

export const clientFollowersRoute = createRoute({
  method: 'get',
  path: '/clients/followers',
  summary:
    'The shop’s agents and collaborators, by name: who may follow a client (the list’s filter, the client’s ‘Suivi par’). Owners and collaborators',
  security: bearer,
  responses: {
    200: json(success({ followers: z.array(Follower) }), 'The followers'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

const int = z.number().int()

export const clientFiguresRoute = createRoute({
  method: 'get',
  path: '/clients/{id}/figures',
  summary: `A client’s sales figures, from the issued documents: revenue excluding tax per calendar year in Paris (invoices less credit notes, deposits counted in their final invoice), and what is left to pay on issued invoices and deposit invoices, overdue apart. Owners; collaborators with seeAllOrder or billOrder; agents for the clients they follow. ${reach}`,
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(
      success({
        revenue: z.array(z.object({ year: int, htCents: int, ttcCents: int })),
        outstandingCents: int,
        overdueCents: int,
      }),
      'The figures',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export { Client }
export * from './pipeline-contract'
export * from './gdpr-contract'
export * from './addresses-contract'
