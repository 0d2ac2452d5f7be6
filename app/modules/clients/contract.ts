/**
 * The clients area's endpoints (decision 0003): a shop's client file, which the sales documents
 * and the back-office orders name. Owners, collaborators with seeAllClient or createOrder (to pick
 * one in an order; createClient or createOrder to write), and agents for their own clients only.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { ClientInput, ClientPatch } from './domain/clients'
import {
  bearer,
  body,
  idParams,
  json,
  pageFields,
  pageSegment,
  refusals,
  StoredAddress,
  success,
} from '#app/platform/contract'

const badParameter = 'Paramètre invalide.'

export const ClientListQuery = z.strictObject(
  {
    q: z
      .string()
      .trim()
      .max(100, badParameter)
      .optional()
      .describe('Part of the name, business name or e-mail'),
    typology: z.string().trim().max(60, badParameter).optional().describe('A typology key'),
    page: pageSegment().default(1).describe('Page number, from 1'),
  },
  { error: badParameter },
)

/** A client of the shop, with the name the lists show ('Business — Firstname Lastname'). */
export const Client = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  name: z.string(),
  userId: z.number().int().nullable(),
  agentId: z.number().int().nullable(),
  isPro: z.boolean(),
  civility: z.string().nullable(),
  firstname: z.string().nullable(),
  lastname: z.string().nullable(),
  businessName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  typology: z.string().nullable(),
  siret: z.string().nullable(),
  vatNumber: z.string().nullable(),
  exciseNumber: z.string().nullable(),
  billingAddress: StoredAddress.nullable(),
  deliveryAddress: StoredAddress.nullable(),
  paymentDelay: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})

export const listClientsRoute = createRoute({
  method: 'get',
  path: '/clients',
  summary:
    'The shop’s clients, by name, 20 a page (agents: their own only); owners, collaborators with seeAllClient or createOrder',
  security: bearer,
  request: { query: ClientListQuery },
  responses: {
    200: json(
      success({
        clients: z.array(Client),
        ...pageFields,
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
  summary: 'One client of the shop (agents: their own only, else 404)',
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
    'Create a client (a name or a business name is required; a typology of the shop; an agent of the shop). Owners, collaborators with createClient or createOrder, agents (the client is then theirs)',
  security: bearer,
  request: { body: body(ClientInput) },
  responses: {
    201: json(success({ message: z.string(), client: Client }), 'Created'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const updateClientRoute = createRoute({
  method: 'put',
  path: '/clients/{id}',
  summary:
    'Change the fields sent (as POST /clients; null clears one); an agent’s client stays theirs',
  security: bearer,
  request: { params: idParams, body: body(ClientPatch) },
  responses: {
    200: json(success({ message: z.string(), client: Client }), 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})
