/**
 * The rules of a shop's client file (spec 2.2): the fields a client has and the French refusals,
 * read by the clients API (app/modules/clients/contract.ts) and the pages that create clients.
 */
import * as z from 'zod'
import { CheckoutAddress } from '#app/modules/checkout/domain/cart-schema'
import {
  companyIdMessages,
  normalizeDigits,
  siren,
  siret,
  sirenFromSiret,
} from '#app/platform/domain/company-ids'
import { paymentDelays } from '#app/modules/sales/domain/payment-delays'
import { isValidPhone, maxLength, messages as rules } from '#app/platform/domain/validation'
import { clientPipes } from './client-list'
import { prospectSources } from './pipeline'
import { isValidVatNumber } from '#app/platform/domain/vat-number'

export const clientText = {
  notFound: 'Client introuvable.',
  name: 'Veuillez renseigner un nom ou une raison sociale.',
  typology: 'Cette typologie n’existe pas dans votre boutique.',
  agent: 'Cet agent ne travaille pas pour votre boutique.',
  created: 'Le client a été créé.',
  updated: 'Le client a été mis à jour.',
  /** A duplicate outside the caller's reach is not named (another agent's client stays private). */
  duplicateEmail: 'Un client de la boutique a déjà cette adresse e-mail.',
  duplicateSiret: 'Un client de la boutique a déjà ce numéro SIRET.',
} as const

/** The refusal naming the client that already has this e-mail or SIRET. */
export const duplicateMessage = (field: 'email' | 'siret', name: string) =>
  field === 'email'
    ? `Ce client existe déjà : ${name} a la même adresse e-mail.`
    : `Ce client existe déjà : ${name} a le même numéro SIRET.`

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

/** Tags as kept: trimmed, spaces collapsed, no blank, no repeat (case ignored), in order. */
export function uniqueTags(tags: readonly string[]): string[] {
  const seen = new Set<string>()
  const out: string[] = []
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ')
    if (!tag || seen.has(tag.toLowerCase())) continue
    seen.add(tag.toLowerCase())
    out.push(tag)
  }
  return out
}

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
  // Spec 5: a mobile of the listed countries; a client's shop or restaurant often has a landline.
  phone: z
    .string()
    .trim()
    .max(maxLength.phone, rules.phone)
    .refine((s) => isValidPhone(s, { frenchLandline: true }), rules.phone)
    .nullable()
    .optional(),
  typology: z.string().trim().min(1, clientText.typology).max(60).nullable().optional(),
  siret: siret().nullable().optional(),
  siren: siren().nullable().optional(),
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
  pipe: z.enum(clientPipes, { error: 'Étape inconnue.' }).optional(),
  source: z.enum(prospectSources, { error: 'Origine inconnue.' }).nullable().optional(),
  agentId: z.number().int().positive().max(2_147_483_647).nullable().optional(),
  /** Free labels of the shop: trimmed, blanks and repeats (case ignored) dropped. */
  tags: z
    .array(z.string().trim().max(40, 'Une étiquette contient au plus 40 caractères.'))
    .max(20, 'Au plus 20 étiquettes.')
    .transform(uniqueTags)
    .optional(),
})
export type ClientInput = z.output<typeof ClientPatch>

/** Spec 5: the SIREN follows the SIRET; one typed beside it must be its first nine digits. */
export const sirenMatches = (c: Pick<ClientInput, 'siret' | 'siren'>) =>
  !c.siret || !c.siren || sirenFromSiret(c.siret) === normalizeDigits(c.siren)

/** The SIREN to store: the SIRET's when a SIRET is sent, else the one sent (or nothing sent). */
export function derivedSiren(c: Pick<ClientInput, 'siret' | 'siren'>): string | null | undefined {
  if (c.siret) return sirenFromSiret(c.siret)
  return c.siren === undefined ? undefined : c.siren && normalizeDigits(c.siren)
}

const sirenMismatch = { message: companyIdMessages.mismatch, path: ['siren'] }

export const named = (c: Pick<ClientInput, 'lastname' | 'businessName'>) =>
  Boolean(c.lastname || c.businessName)

/** POST /clients: a client needs a name or a business name. */
export const ClientInput = ClientPatch.refine(named, {
  message: clientText.name,
  path: ['lastname'],
}).refine(sirenMatches, sirenMismatch)

/** PUT /clients/:id, with the same SIREN check. */
export const ClientUpdate = ClientPatch.refine(sirenMatches, sirenMismatch)

/** "Le Bistrot du Port — Paul Durand", or whichever of the two exists. */
export function clientName(
  c: Pick<ClientInput, 'businessName' | 'firstname' | 'lastname'>,
): string {
  const person = [c.firstname, c.lastname].filter(Boolean).join(' ')
  return [c.businessName, person].filter(Boolean).join(' — ')
}
