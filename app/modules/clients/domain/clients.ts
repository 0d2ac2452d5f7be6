/**
 * The rules of a shop's client file (spec 2.2): the fields a client has and the French refusals,
 * read by the clients API (app/modules/clients/contract.ts) and the pages that create clients.
 */
import * as z from 'zod'
import { CheckoutAddress } from '#app/modules/checkout/domain/cart-schema'
import { siret } from '#app/platform/domain/company-ids'
import { paymentDelays } from '#app/modules/sales/domain/payment-delays'
import { maxLength, messages as rules } from '#app/platform/domain/validation'
import { isValidVatNumber } from '#app/platform/domain/vat-number'

export const clientText = {
  notFound: 'Client introuvable.',
  name: 'Veuillez renseigner un nom ou une raison sociale.',
  typology: 'Cette typologie n’existe pas dans votre boutique.',
  agent: 'Cet agent ne travaille pas pour votre boutique.',
  created: 'Le client a été créé.',
  updated: 'Le client a été mis à jour.',
} as const

export const clientCivilities = [
  'Monsieur',
  'Madame',
  'SARL',
  'SAS',
  'SA',
  'Docteur',
  'EURL',
  'EARL',
  'EIRL',
  'Société',
  'M. ou Mme',
  'Association',
  'Restaurant',
  'GMBH',
  'SCI',
  'Cave',
  'Autre',
] as const

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Doit contenir au plus ${max} caractères`)
    .transform((s) => s || null)
    .nullable()
    .optional()

/** PUT /clients/:id: the fields sent change, the others stay. */
export const ClientPatch = z.strictObject({
  isPro: z.boolean().optional(),
  civility: z.enum(clientCivilities, { error: 'Civilité inconnue.' }).nullable().optional(),
  firstname: text(100),
  lastname: text(100),
  businessName: text(200),
  email: z
    .email({ error: rules.email })
    .max(200, rules.email)
    .transform((s) => s.toLowerCase())
    .nullable()
    .optional(),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[\d\s.()-]{6,20}$/, rules.phone)
    .nullable()
    .optional(),
  typology: z.string().trim().min(1, clientText.typology).max(60).nullable().optional(),
  siret: siret().nullable().optional(),
  vatNumber: z
    .string()
    .trim()
    .max(maxLength.vatNumber, rules.vatNumber)
    .refine(isValidVatNumber, rules.vatNumber)
    .nullable()
    .optional(),
  exciseNumber: text(40),
  billingAddress: CheckoutAddress.nullable().optional(),
  deliveryAddress: CheckoutAddress.nullable().optional(),
  paymentDelay: z
    .enum(paymentDelays, { error: 'Délai de paiement inconnu.' })
    .nullable()
    .optional(),
  notes: text(5000),
  agentId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
})
export type ClientInput = z.output<typeof ClientPatch>

export const named = (c: Pick<ClientInput, 'lastname' | 'businessName'>) =>
  Boolean(c.lastname || c.businessName)

/** POST /clients: a client needs a name or a business name. */
export const ClientInput = ClientPatch.refine(named, {
  message: clientText.name,
  path: ['lastname'],
})
