/**
 * A client's addresses and contacts (issue 17 §1): the fields, their French refusals (the
 * project's address rules: the checkout's required street, postal code, city and country, the
 * postal code rule of platform/domain/validation.ts, five digits in France; spec 5's phone rules)
 * and the rule of the defaults, written once: exactly one default billing and one default delivery
 * address while the client has an address of that kind, exactly one main contact while it has
 * contacts.
 */
import * as z from 'zod'
import type { Address } from '#app/platform/db/schema'
import {
  isValidPhone,
  isValidPostalCode,
  maxLength,
  messages as rules,
} from '#app/platform/domain/validation'

export const addressKinds = ['billing', 'delivery', 'both'] as const
export type AddressKind = (typeof addressKinds)[number]

export const addressKindLabels: Record<AddressKind, string> = {
  billing: 'Facturation',
  delivery: 'Livraison',
  both: 'Facturation et livraison',
}

/** Persons only: a contact is someone at the client. */
export const contactCivilities = ['Monsieur', 'Madame', 'Docteur', 'Autre'] as const

export const addressText = {
  notFound: 'Adresse introuvable.',
  otherClient: 'Cette adresse n’est pas l’une de celles de ce client.',
  notDelivery: 'Cette adresse ne sert qu’à la facturation : choisissez une adresse de livraison.',
  contactNotFound: 'Contact introuvable.',
  added: 'L’adresse a été ajoutée.',
  saved: 'L’adresse a été enregistrée.',
  removed: 'L’adresse a été supprimée.',
  contactAdded: 'Le contact a été ajouté.',
  contactSaved: 'Le contact a été enregistré.',
  contactRemoved: 'Le contact a été supprimé.',
  kind: 'Choisissez facturation, livraison ou les deux.',
  defaultKind: 'Une adresse par défaut doit servir à ce type.',
  lastname: 'Veuillez renseigner le nom du contact.',
  anonymised: 'Ce client a été anonymisé : ses adresses et contacts ne se modifient plus.',
} as const

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Doit contenir au plus ${max} caractères`)
    .transform((s) => s || null)
    .nullable()
    .optional()

const needed = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `Doit contenir au plus ${max} caractères`)

/** Spec 5: a mobile of the listed countries or a French landline (a shop, a restaurant). */
export const phoneField = () =>
  z
    .string()
    .trim()
    .max(maxLength.phone, rules.phone)
    .refine((s) => !s || isValidPhone(s, { frenchLandline: true }), rules.phone)
    .transform((s) => s || null)
    .nullable()
    .optional()

/** The country as typed, 'FR' for France in any of its usual spellings. */
const isFrance = (country: string) => /^(fr|fra|france)$/i.test(country.trim())

/** The project's postal code rule, and five digits in France. */
export const postcodeOk = (zipcode: string, country: string) =>
  isValidPostalCode(zipcode) && (!isFrance(country) || /^\d{5}$/.test(zipcode.trim()))

const addressShape = {
  label: text(60),
  kind: z.enum(addressKinds, { error: addressText.kind }),
  name: text(maxLength.name),
  street: needed(rules.address, maxLength.address),
  street2: text(maxLength.address),
  zipcode: needed(rules.zipCode, maxLength.postalCode),
  city: needed(rules.city, maxLength.name),
  country: needed(rules.country, maxLength.name),
  phone: phoneField(),
  defaultBilling: z.boolean().optional(),
  defaultDelivery: z.boolean().optional(),
}

/** POST /clients/{id}/addresses and PUT (the whole address: a form sends every field). */
export const AddressInput = z
  .strictObject(addressShape)
  .refine((a) => postcodeOk(a.zipcode, a.country), {
    message: rules.postalCode,
    path: ['zipcode'],
  })
  .refine((a) => !a.defaultBilling || a.kind !== 'delivery', {
    message: addressText.defaultKind,
    path: ['defaultBilling'],
  })
  .refine((a) => !a.defaultDelivery || a.kind !== 'billing', {
    message: addressText.defaultKind,
    path: ['defaultDelivery'],
  })
export type AddressInput = z.output<typeof AddressInput>

export const ContactInput = z.strictObject({
  civility: z.enum(contactCivilities, { error: 'Civilité inconnue.' }).nullable().optional(),
  firstname: text(100),
  lastname: needed(addressText.lastname, 100),
  role: text(100),
  email: z
    .email({ error: rules.email })
    .max(200, rules.email)
    .transform((s) => s.toLowerCase())
    .nullable()
    .optional(),
  phone: phoneField(),
  notes: text(2000),
  isMain: z.boolean().optional(),
})
export type ContactInput = z.output<typeof ContactInput>

export const servesBilling = (kind: AddressKind): boolean => kind !== 'delivery'
export const servesDelivery = (kind: AddressKind): boolean => kind !== 'billing'

type Stored = {
  id: number
  kind: AddressKind
  isDefaultBilling: boolean
  isDefaultDelivery: boolean
}

/**
 * The defaults once a change is applied: a default that no longer serves its kind is dropped,
 * then the kind's first address (lowest id) becomes its default when none is left. Only the rows
 * whose flags change come back.
 */
export function settledDefaults<T extends Stored>(rows: readonly T[]) {
  const sorted = [...rows].sort((a, b) => a.id - b.id)
  const next = sorted.map((r) => ({
    ...r,
    isDefaultBilling: r.isDefaultBilling && servesBilling(r.kind),
    isDefaultDelivery: r.isDefaultDelivery && servesDelivery(r.kind),
  }))
  const settle = (flag: 'isDefaultBilling' | 'isDefaultDelivery', serves: typeof servesBilling) => {
    const defaults = next.filter((r) => r[flag])
    // Two defaults cannot be stored (unique index); keep the first if a caller passed two.
    for (const extra of defaults.slice(1)) extra[flag] = false
    if (defaults.length === 0) {
      const first = next.find((r) => serves(r.kind))
      if (first) first[flag] = true
    }
  }
  settle('isDefaultBilling', servesBilling)
  settle('isDefaultDelivery', servesDelivery)
  return next.filter((r) => {
    const before = rows.find((o) => o.id === r.id)!
    return (
      before.isDefaultBilling !== r.isDefaultBilling ||
      before.isDefaultDelivery !== r.isDefaultDelivery
    )
  })
}

type AddressFields = {
  label: string | null
  name: string | null
  street: string
  street2: string | null
  zipcode: string
  city: string
  country: string
}

/** The address as the client row, orders and documents store it (`title` is its label). */
export function asAddress(a: AddressFields): Address {
  return {
    ...(a.label ? { title: a.label } : {}),
    ...(a.name ? { name: a.name } : {}),
    street: a.street,
    ...(a.street2 ? { street2: a.street2 } : {}),
    zipcode: a.zipcode,
    city: a.city,
    country: a.country,
  }
}

/** The fields an address written on the client row (its edit form, an import…) sets. */
export function fieldsOf(a: Address): Partial<AddressFields> {
  return {
    ...('title' in a ? { label: a.title || null } : {}),
    ...('name' in a ? { name: a.name || null } : {}),
    street: a.street ?? '',
    street2: a.street2 || null,
    zipcode: a.zipcode ?? '',
    city: a.city ?? '',
    country: a.country ?? '',
  }
}

/** Same place: street, postal code, city and country (labels and recipients aside). */
export const samePlace = (a: Partial<AddressFields>, b: Partial<AddressFields>) =>
  (['street', 'street2', 'zipcode', 'city', 'country'] as const).every(
    (k) => (a[k] ?? '').trim().toLowerCase() === (b[k] ?? '').trim().toLowerCase(),
  )

/** "Entrepôt · 3 rue du Port, 44000 Nantes, FR" */
export function addressLine(a: AddressFields) {
  return [a.street, a.street2, [a.zipcode, a.city].filter(Boolean).join(' '), a.country]
    .filter(Boolean)
    .join(', ')
}
