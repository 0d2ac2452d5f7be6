/** The client record of the clients area's answers (contract.ts and gdpr-contract.ts). */
import * as z from 'zod'
import { clientPipes } from './domain/client-list'
import { prospectSources } from './domain/pipeline'
import { StoredAddress } from '#app/platform/contract'

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
  siren: z.string().nullable(),
  vatNumber: z.string().nullable(),
  exciseNumber: z.string().nullable(),
  billingAddress: StoredAddress.nullable(),
  deliveryAddress: StoredAddress.nullable(),
  paymentDelay: z.string().nullable(),
  notes: z.string().nullable(),
  pipe: z.enum(clientPipes),
  source: z.enum(prospectSources).nullable(),
  /** When the prospect became a client. */
  convertedAt: z.iso.datetime().nullable(),
  /** When its personal data was erased (GDPR): 'Client anonymisé'. */
  anonymisedAt: z.iso.datetime().nullable(),
  tags: z.array(z.string()),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
})
