/**
 * One delivery mode as the shop sets it (settings' 'Livraison' tab, issue 16 §1): the API's body
 * (`DeliveryModeInput`, amounts in cents) and the settings form's (`deliveryModeForm`, amounts
 * typed in euros the French way, bottle bands as rows, départements as a typed list), which turns
 * into the former. Same rules, same French messages on both sides.
 */
import * as z from 'zod'
import { countryCodes } from '#app/modules/checkout/domain/checkout-schema'
import { frenchDepartements } from '#app/modules/pricing/domain/delivery-zones'
import type { DeliveryKind } from '#app/platform/db/schema'
import { parseEuros } from '#app/platform/domain/money'
import { bounded, maxLength } from '#app/platform/domain/validation'

export const deliveryText = {
  name: 'Indiquez le nom du mode de livraison.',
  kind: 'Choisissez le type de livraison.',
  amount: 'Indiquez un montant en euros positif ou nul, par exemple 9,90.',
  bottles: 'Indiquez un nombre entier de bouteilles, au moins 1.',
  bandFrom: 'Indiquez à partir de combien de bouteilles ce prix s’applique.',
  bandPrice: 'Indiquez le prix de cette tranche en euros, par exemple 9,90.',
  bandOrder: 'Les tranches doivent aller en nombre de bouteilles croissant.',
  country: 'Ce pays n’est pas connu.',
  departements: (codes: string[]) =>
    `Départements inconnus : ${codes.join(', ')}. Indiquez des codes comme 45, 2A ou 971.`,
  address: 'Un point relais doit avoir une adresse : rue, code postal et ville.',
  tooLong: 'Ce texte est trop long.',
  created: 'Le mode de livraison est ajouté.',
  updated: 'Le mode de livraison est enregistré.',
  deleted: 'Le mode de livraison est supprimé.',
  deactivated:
    'Des commandes utilisent ce mode de livraison : il est désactivé plutôt que supprimé.',
  notFound: 'Ce mode de livraison n’existe pas.',
} as const

export const deliveryKindLabels: Record<DeliveryKind, string> = {
  carrier: 'Transporteur',
  pickup: 'Retrait au domaine',
  collectionPoint: 'Point relais',
}
export const deliveryKinds = Object.keys(deliveryKindLabels) as DeliveryKind[]

const cents = z
  .number({ error: deliveryText.amount })
  .int(deliveryText.amount)
  .min(0, deliveryText.amount)
  .max(100_000_000, deliveryText.amount)
const bottles = z
  .number({ error: deliveryText.bottles })
  .int(deliveryText.bottles)
  .min(1, deliveryText.bottles)
  .max(100_000, deliveryText.bottles)
const optionalText = (max: number) =>
  z.string().trim().max(max, deliveryText.tooLong).nullable().optional()

const AddressInput = z.strictObject({
  name: z.string().trim().max(200, deliveryText.tooLong).optional(),
  street: z.string().trim().max(200, deliveryText.tooLong).optional(),
  zipcode: z.string().trim().max(20, deliveryText.tooLong).optional(),
  city: z.string().trim().max(100, deliveryText.tooLong).optional(),
  country: z.string().trim().max(2, deliveryText.country).optional(),
})

const ZonesInput = z.strictObject({
  countries: z
    .array(
      bounded(z.string().trim().toUpperCase(), maxLength.code).refine(
        (c) => (countryCodes as string[]).includes(c),
        deliveryText.country,
      ),
    )
    .max(60),
  departements: z
    .array(bounded(z.string().trim().toUpperCase(), maxLength.code))
    .max(frenchDepartements.length)
    .superRefine((codes, ctx) => {
      const unknown = codes.filter((c) => !frenchDepartements.includes(c))
      if (unknown.length > 0)
        ctx.addIssue({ code: 'custom', message: deliveryText.departements(unknown) })
    }),
})

const hasFullAddress = (a: z.output<typeof AddressInput> | null | undefined) =>
  Boolean(a?.street && a.zipcode && a.city)

/** POST and PUT /delivery-modes: the whole mode (a PUT replaces every field). */
export const DeliveryModeInput = z
  .strictObject({
    kind: z.enum(deliveryKinds as [DeliveryKind, ...DeliveryKind[]], {
      error: deliveryText.kind,
    }),
    name: z
      .string({ error: deliveryText.name })
      .trim()
      .min(1, deliveryText.name)
      .max(120, deliveryText.tooLong),
    description: optionalText(1000),
    address: AddressInput.nullable().optional(),
    hours: optionalText(300),
    zones: ZonesInput.default({ countries: [], departements: [] }),
    /** From N bottle equivalents → price of the first parcel, cents TTC. */
    pricesByBottles: z
      .record(z.string().regex(/^[1-9]\d{0,4}$/, deliveryText.bottles), cents)
      .default({}),
    bottlesPerParcel: bottles.default(12),
    extraParcelCents: cents.default(700),
    freeFromCents: cents.nullable().default(null),
    freeFromBottles: bottles.nullable().default(null),
    mountainSurchargeCents: cents.nullable().default(null),
    active: z.boolean().default(true),
  })
  .superRefine((mode, ctx) => {
    if (mode.kind === 'collectionPoint' && !hasFullAddress(mode.address))
      ctx.addIssue({ code: 'custom', path: ['address'], message: deliveryText.address })
  })
export type DeliveryModeInput = z.output<typeof DeliveryModeInput>

// ------------------------------------------------------------------ the settings form

export const deliveryIntents = { save: 'delivery-mode', delete: 'delivery-mode-delete' } as const

/** How many bottle bands the form shows; blank rows are ignored. */
export const bandRows = 5

const blank = (v: unknown) => v === undefined || v === null || String(v).trim() === ''

/** An amount in euros typed the French way ('9,90'), to cents; blank is null. */
const eurosField = (message: string = deliveryText.amount) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (blank(text)) return null
      const value = parseEuros(text!)
      if (value === null) ctx.addIssue({ code: 'custom', message })
      return value
    })

const bottlesField = (message: string = deliveryText.bottles) =>
  z
    .string()
    .optional()
    .transform((text, ctx) => {
      if (blank(text)) return null
      const n = text!.trim()
      if (!/^\d{1,5}$/.test(n) || Number(n) < 1) {
        ctx.addIssue({ code: 'custom', message })
        return null
      }
      return Number(n)
    })

/** '45, 18 41' → ['45', '18', '41']: codes separated by commas, semicolons or spaces. */
export const splitCodes = (text: string | undefined) =>
  (text ?? '')
    .split(/[\s,;]+/)
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean)

const Band = z.object({ from: bottlesField(deliveryText.bandFrom), price: eurosField() })

/** Rows in increasing thresholds: each row's own error first, then the order of the rows. */
const bandsField = z
  .array(Band)
  .max(20)
  .optional()
  .superRefine((bands, ctx) => {
    let last = 0
    bands?.forEach((band, i) => {
      if (band.from === null && band.price === null) return
      if (band.from === null)
        ctx.addIssue({ code: 'custom', path: [i, 'from'], message: deliveryText.bandFrom })
      else if (band.from <= last)
        ctx.addIssue({ code: 'custom', path: [i, 'from'], message: deliveryText.bandOrder })
      if (band.price === null)
        ctx.addIssue({ code: 'custom', path: [i, 'price'], message: deliveryText.bandPrice })
      last = band.from ?? last
    })
  })

// Each rule sits on its field, so that one refusal lists every field at fault (zod skips an
// object's refinements once a field has failed; the address rule asks to run anyway).
export const deliveryModeForm = z
  .object({
    id: z
      .string()
      .regex(/^\d{1,10}$/, 'Paramètre invalide.')
      .optional(),
    kind: z.enum(deliveryKinds as [DeliveryKind, ...DeliveryKind[]], {
      error: deliveryText.kind,
    }),
    name: z.string({ error: deliveryText.name }).trim().min(1, deliveryText.name).max(120),
    description: z.string().trim().max(1000, deliveryText.tooLong).optional(),
    hours: z.string().trim().max(300, deliveryText.tooLong).optional(),
    address: AddressInput.optional(),
    countries: z
      .array(z.string())
      .optional()
      .refine(
        (codes) => (codes ?? []).every((c) => (countryCodes as string[]).includes(c)),
        deliveryText.country,
      ),
    departements: z
      .string()
      .max(1000, deliveryText.tooLong)
      .optional()
      .superRefine((text, ctx) => {
        const unknown = splitCodes(text).filter((c) => !frenchDepartements.includes(c))
        if (unknown.length > 0)
          ctx.addIssue({ code: 'custom', message: deliveryText.departements(unknown) })
      }),
    bands: bandsField,
    bottlesPerParcel: bottlesField(),
    extraParcel: eurosField(),
    freeFrom: eurosField(),
    freeFromBottles: bottlesField(),
    mountainSurcharge: eurosField(),
    active: z.string().optional(),
  })
  .refine((form) => form.kind !== 'collectionPoint' || hasFullAddress(form.address), {
    path: ['address'],
    message: deliveryText.address,
    when: () => true,
  })
  .transform((form): { id?: number; mode: DeliveryModeInput } => {
    const pricesByBottles: Record<string, number> = {}
    for (const band of form.bands ?? [])
      if (band.from !== null && band.price !== null) pricesByBottles[String(band.from)] = band.price
    const address = form.address && Object.values(form.address).some(Boolean) ? form.address : null
    return {
      id: form.id ? Number(form.id) : undefined,
      mode: {
        kind: form.kind,
        name: form.name,
        description: form.description || null,
        hours: form.hours || null,
        address,
        zones: { countries: form.countries ?? [], departements: splitCodes(form.departements) },
        pricesByBottles,
        bottlesPerParcel: form.bottlesPerParcel ?? 12,
        extraParcelCents: form.extraParcel ?? 0,
        freeFromCents: form.freeFrom,
        freeFromBottles: form.freeFromBottles,
        mountainSurchargeCents: form.mountainSurcharge,
        active: form.active === 'on',
      },
    }
  })
