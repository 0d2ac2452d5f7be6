/**
 * The client form (add and edit): every field read as typed, then sent to POST or PUT /clients,
 * whose rules (spec 5: e-mail, phone, SIRET/SIREN, VAT number, addresses) answer field by field
 * under the same names. An address left blank is no address; one half filled is refused there.
 */
import * as z from 'zod'
import type { ClientInput } from '#app/modules/clients/domain/clients'
import { prospectSources } from '#app/modules/clients/domain/pipeline'

const field = z.string().trim().max(5000).optional()
const address = z.object({ street: field, zipcode: field, city: field, country: field }).optional()

export const clientFormSchema = z.object({
  isPro: z.literal('on').optional(),
  pipe: z.enum(['client', 'prospect']).optional(),
  source: z.enum(['', ...prospectSources]).optional(),
  civility: field,
  firstname: field,
  lastname: field,
  businessName: field,
  email: field,
  phone: field,
  siret: field,
  siren: field,
  vatNumber: field,
  typology: field,
  paymentDelay: field,
  agentId: z
    .string()
    .regex(/^\d{0,9}$/)
    .optional(),
  notes: field,
  /** Comma-separated labels. */
  tags: field,
  billingAddress: address,
  deliveryAddress: address,
})
export type ClientForm = z.output<typeof clientFormSchema>

const orNull = (s: string | undefined) => s || null

function addressOf(a: ClientForm['billingAddress']) {
  if (!a || !(a.street || a.zipcode || a.city)) return null
  return {
    street: a.street ?? '',
    zipcode: a.zipcode ?? '',
    city: a.city ?? '',
    country: a.country || 'FR',
  }
}

/** The API body: blanks clear a field (null), as PUT /clients reads them. */
export function clientBody(form: ClientForm, withFollower: boolean) {
  return {
    isPro: form.isPro === 'on',
    pipe: form.pipe ?? 'client',
    source: form.source || null,
    civility: orNull(form.civility) as ClientInput['civility'],
    firstname: orNull(form.firstname),
    lastname: orNull(form.lastname),
    businessName: orNull(form.businessName),
    email: orNull(form.email),
    phone: orNull(form.phone),
    siret: orNull(form.siret),
    siren: form.siret ? undefined : orNull(form.siren),
    vatNumber: orNull(form.vatNumber),
    typology: orNull(form.typology),
    paymentDelay: orNull(form.paymentDelay) as ClientInput['paymentDelay'],
    notes: orNull(form.notes),
    tags: (form.tags ?? '').split(',').slice(0, 20),
    billingAddress: addressOf(form.billingAddress),
    deliveryAddress: addressOf(form.deliveryAddress),
    ...(withFollower ? { agentId: form.agentId ? Number(form.agentId) : null } : {}),
  }
}
