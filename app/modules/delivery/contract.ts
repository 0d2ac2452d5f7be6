/**
 * The delivery area's endpoints (decision 0003): how a shop delivers, read by its cart and
 * checkout, and how the shop sets them in its settings. Implemented by api/routes/delivery-modes.ts
 * and api/routes/delivery-settings.ts.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import {
  bearer,
  body,
  idParams,
  json,
  refusals,
  StoredAddress,
  success,
} from '#app/platform/contract'
import { DeliveryModeInput } from './domain/delivery-mode'

const badParameter = 'Paramètre invalide.'

export const DeliveryZones = z.object({
  countries: z.array(z.string()),
  departements: z.array(z.string()),
})

/** A delivery mode as buyers see it: everything but bookkeeping columns. */
export const PublicDeliveryMode = z.object({
  id: z.number().int(),
  kind: z.enum(['carrier', 'pickup', 'collectionPoint']),
  name: z.string(),
  description: z.string().nullable(),
  address: StoredAddress.nullable(),
  /** Where a carrier delivers: country codes and French départements; empty lists: everywhere. */
  zones: DeliveryZones,
  /** A pick-up's or collection point's opening hours. */
  hours: z.string().nullable(),
  /** Bottle equivalents → price of the first parcel, cents TTC. */
  pricesByBottles: z.record(z.string(), z.number()),
  bottlesPerParcel: z.number().int(),
  extraParcelCents: z.number().int(),
  freeFromCents: z.number().int().nullable(),
  freeFromBottles: z.number().int().nullable(),
  mountainSurchargeCents: z.number().int().nullable(),
  position: z.number().int(),
})
export type PublicDeliveryMode = z.output<typeof PublicDeliveryMode>

export const shopDeliveryModesRoute = createRoute({
  method: 'get',
  path: '/shops/{id}/delivery-modes',
  summary:
    'The shop’s active delivery modes, in its order. With country (and zipcode), only the modes serving that delivery address: a carrier serves the countries of its zone (all when none) and, in France, the départements of its zone (all when none; read from the zip code, 2A/2B in Corsica); pick-ups and collection points serve every address. 400 ‘Paramètre invalide.’ for a zipcode without country or any other parameter.',
  request: {
    params: z.object({
      id: z.string().describe('Shop id, public code or url slug'),
    }),
    query: z.strictObject(
      {
        country: z
          .string()
          .trim()
          .min(1, badParameter)
          .max(100)
          .optional()
          .describe('Delivery address country code (FR, BE…)'),
        zipcode: z
          .string()
          .trim()
          .max(20)
          .optional()
          .describe('Delivery address zip code (with country)'),
      },
      { error: badParameter },
    ),
  },
  responses: {
    200: json(success({ deliveryModes: z.array(PublicDeliveryMode) }), 'The delivery modes'),
    ...refusals.badInput,
    ...refusals.notFound,
  },
})

// ------------------------------------------------------------------ the shop's settings

/** A mode as its shop's settings read it: the buyers' view and whether it is offered. */
export const SettingsDeliveryMode = PublicDeliveryMode.extend({ active: z.boolean() })

const modeAnswer = (description: string) =>
  json(success({ message: z.string(), deliveryMode: SettingsDeliveryMode }), description)

const rules =
  'name required; kind carrier | pickup | collectionPoint (a collection point needs street, zipcode and city); zones { countries (codes), departements (spec 3 codes, 2A/2B) }, empty lists serve everywhere; pricesByBottles { "from N bottles": cents }; amounts in cents ≥ 0'

export const deliveryModesSettingsRoute = createRoute({
  method: 'get',
  path: '/delivery-modes',
  summary:
    'Owner or collaborator with manageDelivery: every delivery mode of their shop, active or not, in its order',
  security: bearer,
  responses: {
    200: json(success({ deliveryModes: z.array(SettingsDeliveryMode) }), 'The delivery modes'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const createDeliveryModeRoute = createRoute({
  method: 'post',
  path: '/delivery-modes',
  summary: `Owner or collaborator with manageDelivery: add a delivery mode, last in the shop’s order (${rules})`,
  security: bearer,
  request: { body: body(DeliveryModeInput) },
  responses: {
    201: modeAnswer('Created'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const updateDeliveryModeRoute = createRoute({
  method: 'put',
  path: '/delivery-modes/{id}',
  summary: `Owner or collaborator with manageDelivery: replace one of their shop’s delivery modes (${rules}); another shop’s is 404`,
  security: bearer,
  request: { params: idParams, body: body(DeliveryModeInput) },
  responses: {
    200: modeAnswer('Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const deleteDeliveryModeRoute = createRoute({
  method: 'delete',
  path: '/delivery-modes/{id}',
  summary:
    'Owner or collaborator with manageDelivery: delete one of their shop’s delivery modes; when an order or a grouped order names it, it is deactivated instead (deactivated: true); another shop’s is 404',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ message: z.string(), deactivated: z.boolean() }), 'Deleted'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})
