/**
 * A client's addresses and contacts (issue 17 §1), part of the clients area's contract
 * (re-exported by contract.ts). Read within the caller's reach of the client; written with the
 * rights of editing a client (PUT /clients/{id}): agents and narrowed collaborators for the
 * clients they follow, collaborators with createClient or createOrder, the crm module on.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { AddressInput, addressKinds, ContactInput } from './domain/addresses'
import {
  bearer,
  body,
  idParams,
  idSegment,
  json,
  Refusal,
  refusals,
  success,
} from '#app/platform/contract'

const int = () => z.number().int()
const nullable = () => z.string().nullable()

export const ClientAddress = z.object({
  id: int(),
  clientId: int(),
  label: nullable(),
  kind: z.enum(addressKinds),
  name: nullable(),
  street: z.string(),
  street2: nullable(),
  zipcode: z.string(),
  city: z.string(),
  country: z.string(),
  phone: nullable(),
  isDefaultBilling: z.boolean(),
  isDefaultDelivery: z.boolean(),
})

export const ClientContact = z.object({
  id: int(),
  clientId: int(),
  civility: nullable(),
  firstname: nullable(),
  lastname: z.string(),
  role: nullable(),
  email: nullable(),
  phone: nullable(),
  notes: nullable(),
  isMain: z.boolean(),
})

const reach =
  'Within the caller’s reach of the client (agents and collaborators without seeAllClient: the clients they follow; others 404)'
const writers = `Who may edit the client (PUT /clients/{id}); the crm module on. ${reach}; 409 for an anonymised client`

const addressParams = z.object({ id: idSegment(), addressId: idSegment() })
const contactParams = z.object({ id: idSegment(), contactId: idSegment() })

const reads = { ...refusals.badInput, ...refusals.signedIn, ...refusals.notFound }

export const clientAddressesRoute = createRoute({
  method: 'get',
  path: '/clients/{id}/addresses',
  summary: `A client’s addresses, oldest first, with the default billing and delivery ones flagged (mirrored into the client’s billingAddress and deliveryAddress). ${reach}`,
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ addresses: z.array(ClientAddress) }), 'The addresses'),
    ...reads,
  },
})

const conflict = { 409: json(Refusal, 'An anonymised client') }

export const addClientAddressRoute = createRoute({
  method: 'post',
  path: '/clients/{id}/addresses',
  summary: `Add an address { label, kind (billing, delivery, both), name (recipient), street, street2, zipcode, city, country, phone, defaultBilling, defaultDelivery }; the first of a kind becomes its default. ${writers}`,
  security: bearer,
  request: { params: idParams, body: body(AddressInput) },
  responses: {
    201: json(success({ message: z.string(), address: ClientAddress }), 'Added'),
    ...reads,
    ...conflict,
  },
})

export const updateClientAddressRoute = createRoute({
  method: 'put',
  path: '/clients/{id}/addresses/{addressId}',
  summary: `Replace an address (the same fields as POST); a default no longer serving its kind passes to the kind’s first address. ${writers}`,
  security: bearer,
  request: { params: addressParams, body: body(AddressInput) },
  responses: {
    200: json(success({ message: z.string(), address: ClientAddress }), 'Saved'),
    ...reads,
    ...conflict,
  },
})

export const removeClientAddressRoute = createRoute({
  method: 'delete',
  path: '/clients/{id}/addresses/{addressId}',
  summary: `Remove an address (issued documents keep their snapshot); a removed default passes to the kind’s first address. ${writers}`,
  security: bearer,
  request: { params: addressParams },
  responses: { 200: json(success({ message: z.string() }), 'Removed'), ...reads, ...conflict },
})

export const clientContactsRoute = createRoute({
  method: 'get',
  path: '/clients/{id}/contacts',
  summary: `A client’s contacts, oldest first, the main one flagged. ${reach}`,
  security: bearer,
  request: { params: idParams },
  responses: { 200: json(success({ contacts: z.array(ClientContact) }), 'The contacts'), ...reads },
})

export const addClientContactRoute = createRoute({
  method: 'post',
  path: '/clients/{id}/contacts',
  summary: `Add a contact { civility, firstname, lastname, role, email, phone, notes, isMain }; the first one is the main contact. ${writers}`,
  security: bearer,
  request: { params: idParams, body: body(ContactInput) },
  responses: {
    201: json(success({ message: z.string(), contact: ClientContact }), 'Added'),
    ...reads,
    ...conflict,
  },
})

export const updateClientContactRoute = createRoute({
  method: 'put',
  path: '/clients/{id}/contacts/{contactId}',
  summary: `Replace a contact (the same fields as POST). ${writers}`,
  security: bearer,
  request: { params: contactParams, body: body(ContactInput) },
  responses: {
    200: json(success({ message: z.string(), contact: ClientContact }), 'Saved'),
    ...reads,
    ...conflict,
  },
})

export const removeClientContactRoute = createRoute({
  method: 'delete',
  path: '/clients/{id}/contacts/{contactId}',
  summary: `Remove a contact; the main one removed, the first left becomes main. ${writers}`,
  security: bearer,
  request: { params: contactParams },
  responses: { 200: json(success({ message: z.string() }), 'Removed'), ...reads, ...conflict },
})
