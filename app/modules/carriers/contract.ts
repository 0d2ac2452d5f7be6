/**
 * The carriers area's endpoints (decision 0003; issue 16 §1, "Carriers"): the shop's carrier
 * settings (GET /carriers, PUT|DELETE /settings/integrations/colissimo) and a shipment's label
 * (POST /shipments/{id}/label), implemented by api/routes/carriers.ts; the label's PDF
 * (GET /shipments/{id}/label) is not JSON, so it is defined beside its handler there.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { ColissimoSettingsInput, LabelInput } from '#app/modules/carriers/domain/carriers'
import { carrierIds } from '#app/modules/carriers/domain/tracking'
import { Shipment } from '#app/modules/sales/contract'
import { bearer, body, idParams, json, Refusal, refusals, success } from '#app/platform/contract'

const Carriers = z.object({
  colissimo: z.object({
    /** Labels can be made (a contract number and a password are stored). */
    labels: z.boolean(),
    /** Parcels are followed (a La Poste tracking key is stored too). */
    tracking: z.boolean(),
    /** The owner only: the contract number (not a secret, but a setting as the others). */
    contractNumber: z.string().nullable(),
    /** The owner only: `••••` and the last four characters; never a secret. */
    passwordHint: z.string().nullable(),
    okapiKeyHint: z.string().nullable(),
  }),
})
export type CarriersView = z.infer<typeof Carriers>

export const carriersRoute = createRoute({
  method: 'get',
  path: '/carriers',
  summary:
    'Owner or collaborator: which carriers the shop’s labels and tracking go to (Colissimo: labels once a contract number and password are stored, tracking with a La Poste key too); the owner also sees the contract number and the secrets’ last four characters',
  security: bearer,
  responses: {
    200: json(success({ carriers: Carriers }), 'The carriers'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

const carriersAnswer = success({ message: z.string(), carriers: Carriers })

export const saveColissimoRoute = createRoute({
  method: 'put',
  path: '/settings/integrations/colissimo',
  summary:
    'Owner: set the shop’s Colissimo web-service credentials { contractNumber (6 to 10 digits), password (left out: the stored one is kept; required when none is), okapiKey (the La Poste API Suivi key; left out: kept) }. The password and key are sealed at rest and never answered back',
  security: bearer,
  request: { body: body(ColissimoSettingsInput) },
  responses: {
    200: json(carriersAnswer, 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
    503: json(Refusal, 'No encryption key on this server'),
  },
})

export const removeColissimoRoute = createRoute({
  method: 'delete',
  path: '/settings/integrations/colissimo',
  summary:
    'Owner: remove the shop’s Colissimo credentials; labels and tracking are no longer offered',
  security: bearer,
  responses: {
    200: json(carriersAnswer, 'Removed'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const createLabelRoute = createRoute({
  method: 'post',
  path: '/shipments/{id}/label',
  summary:
    'Owner or collaborator with manageDelivery: ask Colissimo for the label of a shipment { weightKg (0.01 to 30) }: a delivery of one parcel not yet handed over (pending, preparation, À enlever). The PDF is kept, the shipment gets carrier colissimo and the parcel number as tracking reference and moves to À enlever; the buyer gets a mail with the tracking link. 409 without Colissimo credentials, with a label already, several parcels, no complete address (the shipment’s or the shop’s); 502 when Colissimo refuses or does not answer (its message in French); nothing written then',
  security: bearer,
  request: { params: idParams, body: body(LabelInput) },
  responses: {
    201: json(
      success({
        message: z.string(),
        shipment: Shipment,
        label: z.object({
          carrier: z.enum(carrierIds),
          trackingNumber: z.string(),
          trackingUrl: z.string(),
        }),
      }),
      'Made',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    409: json(Refusal, 'No credentials, a label already, several parcels, an address missing'),
    502: json(Refusal, 'The carrier refused or did not answer'),
    503: json(Refusal, 'No encryption key on this server'),
  },
})
