/**
 * The delivery area's endpoints (decision 0003): how a shop delivers, read by its cart and
 * checkout. Implemented by api/routes/delivery-modes.ts.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { json, refusals, StoredAddress, success } from '#app/platform/contract'

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
