/**
 * A client's GDPR rights and the merge of duplicates (issue 17 §1), part of the clients area's
 * contract (re-exported by contract.ts). The export is read within the caller's reach; erasing is
 * for owners and collaborators with seeAllClient; merging needs createClient and both clients
 * within reach.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { ErasureInput, MergeInput } from './domain/gdpr'
import { Client } from './client-schema'
import { bearer, body, idParams, json, Refusal, refusals, success } from '#app/platform/contract'

const Row = z.record(z.string(), z.unknown())
const conflict = (what: string) => ({ 409: json(Refusal, what) })

export const ClientDataExport = z.object({
  exportedAt: z.iso.datetime(),
  shop: z.object({ id: z.number().int(), name: z.string() }),
  client: Client,
  /** Every address of the client (label, kind, recipient, place, phone, defaults). */
  addresses: z.array(Row),
  /** The client's contacts. */
  contacts: z.array(Row),
  orders: z.array(Row),
  documents: z.array(Row),
  payments: z.array(Row),
  tasks: z.array(Row),
  opportunities: z.array(Row),
  /** The names of the static lists holding the client. */
  lists: z.array(z.string()),
  /** The conversations of the client's buyer account with the shop, every message. */
  conversations: z.array(
    z.object({
      subject: z.string(),
      messages: z.array(z.object({ at: z.iso.datetime(), from: z.string(), text: z.string() })),
    }),
  ),
})

export const clientExportRoute = createRoute({
  method: 'get',
  path: '/clients/{id}/export',
  summary:
    'Everything the shop holds about one client (GDPR access and portability): identity, addresses, contacts, notes, orders, documents, payments, tasks, opportunities, lists and conversations. Owners and collaborators with seeAllClient; agents for the clients they follow (others 404)',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ export: ClientDataExport }), 'The client’s data'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const eraseClientRoute = createRoute({
  method: 'post',
  path: '/clients/{id}/erasure',
  summary:
    'Erase a client’s personal data (GDPR): the row stays as ‘Client anonymisé’ for its orders and issued documents, which keep the buyer they were issued to; its tasks, opportunities, list memberships and conversations are deleted. The body repeats the keyword EFFACER. 409 while the client owes money, has an order in progress or a draft invoice. Owners and collaborators with seeAllClient',
  security: bearer,
  request: { params: idParams, body: body(ErasureInput) },
  responses: {
    200: json(success({ message: z.string(), client: Client }), 'Erased'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    ...conflict('Not yet: unpaid invoices, open orders, a draft invoice, or erased already'),
  },
})

export const clientDuplicatesRoute = createRoute({
  method: 'get',
  path: '/clients/{id}/duplicates',
  summary:
    'The other clients within reach with the same e-mail, SIRET or SIREN (at most 20), to merge',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ clients: z.array(Client) }), 'The likely duplicates'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const mergeClientsRoute = createRoute({
  method: 'post',
  path: '/clients/{id}/merge',
  summary:
    'Merge client `otherId` into this one, in one transaction: its orders, documents (their content untouched), payments, SEPA mandates, tasks, opportunities and list memberships move here, the fields listed in `fromOther` take its values, then it is deleted. Both within reach (else 404); 409 for two buyer accounts or an anonymised client. Owners, collaborators with createClient, agents',
  security: bearer,
  request: { params: idParams, body: body(MergeInput) },
  responses: {
    200: json(success({ message: z.string(), client: Client }), 'Merged'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    ...conflict('Two buyer accounts, or an anonymised client'),
  },
})
