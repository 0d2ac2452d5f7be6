/**
 * The checkout form (spec 2.11 address and contact forms, spec 5 messages): what the buyer types
 * before an order is placed. The same schema checks the form in the browser (Conform) and on the
 * server; the provider API checks the order again.
 */
import * as z from 'zod'
import { deriveCompanyIds } from '#app/platform/domain/company-ids'
import { isEuCountry } from '#app/modules/pricing/domain/tax-regime'
import * as rules from '#app/platform/domain/validation'

const { messages } = rules

export const checkoutMessages = {
  exciseNumber: messages.exciseNumber,
  paymentType: 'Veuillez choisir un moyen de paiement',
  unknownPayment: "Ce moyen de paiement n'est pas proposé par ce producteur",
} as const

/**
 * Spec 3: the European list of 28 country codes (the EU's 27 and Switzerland), and the export
 * destinations a shop may open (issue 15 §1), named in French. The checkout offers a buyer only
 * the countries their shop serves for them (tax-regime.ts `servedCountries`).
 */
export const countries = {
  AT: 'Autriche',
  AU: 'Australie',
  CA: 'Canada',
  CN: 'Chine',
  GB: 'Royaume-Uni',
  HK: 'Hong Kong',
  JP: 'Japon',
  NO: 'Norvège',
  SG: 'Singapour',
  US: 'États-Unis',
  BE: 'Belgique',
  BG: 'Bulgarie',
  CH: 'Suisse',
  CY: 'Chypre',
  CZ: 'Tchéquie',
  DE: 'Allemagne',
  DK: 'Danemark',
  EE: 'Estonie',
  ES: 'Espagne',
  FI: 'Finlande',
  FR: 'France',
  GR: 'Grèce',
  HR: 'Croatie',
  HU: 'Hongrie',
  IE: 'Irlande',
  IT: 'Italie',
  LT: 'Lituanie',
  LU: 'Luxembourg',
  LV: 'Lettonie',
  MT: 'Malte',
  NL: 'Pays-Bas',
  PL: 'Pologne',
  PT: 'Portugal',
  RO: 'Roumanie',
  SE: 'Suède',
  SI: 'Slovénie',
  SK: 'Slovaquie',
} as const
export type CountryCode = keyof typeof countries
export const countryCodes = Object.keys(countries) as CountryCode[]

/** Countries sorted by their French name, France first (most buyers live there). */
export const countryOptions: { code: CountryCode; name: string }[] = [
  { code: 'FR', name: countries.FR },
  ...countryCodes
    .filter((c) => c !== 'FR')
    .map((code) => ({ code, name: countries[code] }))
    .sort((a, b) => a.name.localeCompare(b.name, 'fr')),
]

/** The destinations outside the European Union, sorted by their French name (exports). */
export const exportCountryOptions = countryOptions.filter((c) => !isEuCountry(c.code))

/** An address's country as people read it: the French name of a code, else what was stored. */
export const countryName = (value: string | null | undefined): string =>
  value ? (countries[value as CountryCode] ?? value) : ''

/** The payment types a buyer may choose at checkout, with their French labels. */
export const checkoutPaymentLabels = {
  transfer: 'Virement',
  check: 'Chèque',
  cash: 'Espèces',
  bill: 'Paiement à réception de facture',
  stripe: 'Carte bancaire',
  stripeSepa: 'Prélèvement SEPA',
} as const
export type CheckoutPaymentType = keyof typeof checkoutPaymentLabels
export const checkoutPaymentTypes = Object.keys(checkoutPaymentLabels) as CheckoutPaymentType[]
/** Card and SEPA payments need the card payment provider to be configured. */
export const stripePaymentTypes: readonly CheckoutPaymentType[] = ['stripe', 'stripeSepa']

/**
 * The shop's accepted payment methods a buyer can choose: the settings list others (a card on a
 * terminal, a tip, a sample...) that only the back office records.
 */
export const buyerPaymentTypes = (shopTypes: readonly string[]): CheckoutPaymentType[] =>
  checkoutPaymentTypes.filter((type) => shopTypes.includes(type))

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

/** A checkbox: 'on' from a form, `true` from JSON. */
const checked = (v: unknown) => v === 'on' || v === true || v === 'true'
const mustAccept = (message: string) => z.preprocess(checked, z.literal(true, { error: message }))
const checkbox = () => z.preprocess(checked, z.boolean()).default(false)
const { maxLength: max } = rules
const text = (length: number) => rules.optional(rules.text(length))

// An EU excise number (SEED): the member state's two letters, then 11 letters or digits.
const exciseNumber = rules.optional(rules.exciseNumber())

export const addressSchema = z.object({
  title: text(max.name),
  name: rules.name(messages.lastName),
  street: rules.needed(messages.address, max.address),
  street2: text(max.address),
  zipcode: rules
    .needed(messages.zipCode, max.postalCode)
    .refine(rules.isValidPostalCode, messages.postalCode),
  city: rules.name(messages.city),
  country: rules
    .needed(messages.country, max.name)
    .refine((c) => (countryCodes as string[]).includes(c), messages.country),
  county: text(max.name),
  state: text(max.name),
  stateCode: text(max.code),
  exciseNumber,
})
export type CheckoutAddress = z.output<typeof addressSchema>

/** 'Particulier ou professionnel': asked first; the business fields count only for a business. */
export const buyerTypes = { particulier: 'Particulier', professionnel: 'Professionnel' } as const
export type BuyerType = keyof typeof buyerTypes
const businessContactFields = [
  'businessName',
  'siteName',
  'siret',
  'siren',
  'registrationNumber',
  'euVatNumber',
]

/** A private buyer's form without what only businesses fill (left over when they switched). */
function withoutBusinessFields(raw: Record<string, unknown>): Record<string, unknown> {
  const contact = isRecord(raw.contact) ? raw.contact : {}
  if (contact.buyerType === 'professionnel') return raw
  const address = (a: unknown) => (isRecord(a) ? { ...a, exciseNumber: undefined } : a)
  return {
    ...raw,
    delivery: address(raw.delivery),
    billing: address(raw.billing),
    contact: Object.fromEntries(
      Object.entries(contact).filter(([k]) => !businessContactFields.includes(k)),
    ),
  }
}

export const contactSchema = z
  .object({
    buyerType: z.enum(['particulier', 'professionnel']).default('particulier'),
    lastname: rules.name(messages.lastName),
    firstname: rules.name(messages.firstName),
    email: rules.email(),
    phone: rules.phone(),
    siteName: text(max.name),
    registrationNumber: text(max.code),
    businessName: text(max.name),
    siret: text(max.siret),
    siren: text(max.siret),
    /** An EU VAT number (format and key: vat-number.ts); needed for a business in another EU state. */
    euVatNumber: rules.optional(rules.vatNumber()),
  })
  .transform((value, ctx) => {
    // SIRET and SIREN follow each other (spec 5); a mismatch is reported on the SIRET.
    const ids = deriveCompanyIds(value)
    if (ids.error) {
      ctx.addIssue({ code: 'custom', message: ids.error, path: [ids.siret ? 'siret' : 'siren'] })
      return z.NEVER
    }
    return { ...value, siret: ids.siret, siren: ids.siren }
  })
export type CheckoutContact = z.output<typeof contactSchema>

const id = () => z.coerce.number().int().positive().max(2_147_483_647)

/** What the form carries of each cart line: ids and quantities, never a price. */
const lineSchema = z.object({
  idTmp: z.string().trim().min(1).max(100),
  productId: id(),
  formatId: id(),
  vintageId: id(),
  quantity: z.coerce.number().int().min(1).max(100_000),
  isWrapped: checkbox(),
})

const orderSchema = z.object({
  sellerId: id(),
  deliveryModeId: rules.optional(id()),
  paymentType: z.enum(checkoutPaymentTypes, { error: checkoutMessages.paymentType }),
  promoCode: rules.optional(z.string().trim().max(15)),
  instructions: text(1000),
  products: z.array(lineSchema).min(1),
})
export type CheckoutOrder = z.output<typeof orderSchema>

/** The checkout form's fields as Conform sees them (values are strings until parsed). */
type AddressFields = {
  title?: string
  name?: string
  street?: string
  street2?: string
  zipcode?: string
  city?: string
  country?: string
  county?: string
  state?: string
  stateCode?: string
  exciseNumber?: string
}
export type CheckoutFormValue = {
  checkoutId: string
  delivery: AddressFields & { mountain?: string }
  differentBilling?: string
  billing: AddressFields
  contact: {
    buyerType?: string
    lastname?: string
    firstname?: string
    email?: string
    phone?: string
    siteName?: string
    registrationNumber?: string
    businessName?: string
    siret?: string
    siren?: string
    euVatNumber?: string
  }
  acceptTerms?: string
  acceptSalesTerms?: string
  isAdult?: string
  orders: {
    sellerId: string
    deliveryModeId?: string
    paymentType?: string
    promoCode?: string
    instructions?: string
    products: {
      idTmp: string
      productId: string
      formatId: string
      vintageId: string
      quantity: string
      isWrapped?: string
    }[]
  }[]
}

/**
 * The raw form as every step reads it: the billing block counts only when the buyer ticked
 * 'Adresse de facturation différente' (then every required field is checked), and a private
 * buyer's business fields are dropped before any check (server-side too).
 */
function normalise(raw: unknown) {
  return isRecord(raw)
    ? withoutBusinessFields({
        ...raw,
        billing: checked(raw.differentBilling) ? (raw.billing ?? {}) : undefined,
      })
    : raw
}

const deliveryAddressSchema = addressSchema.extend({ mountain: checkbox() })

/**
 * The checkout in three steps, each a form posted to the server (spec 2.11, issue 14: about two
 * phone screens per step). The first two are checked when posted and kept server-side
 * (app/modules/checkout/web/draft.server.ts); the last one places the orders, and
 * `checkoutSchema` then checks every step again (an earlier step is never trusted).
 */
export const checkoutSteps = ['vous', 'livraison', 'paiement'] as const
export type CheckoutStep = (typeof checkoutSteps)[number]
export const checkoutStepNames: Record<CheckoutStep, string> = {
  vous: 'Vous',
  livraison: 'Livraison',
  paiement: 'Paiement',
}
/** The address of a step's page (the first step has none). */
export const checkoutStepUrl = (step: CheckoutStep) =>
  step === 'vous' ? '/cart/checkout' : `/cart/checkout?step=${step}`

/** The form fields (top-level names) each of the first two steps owns. */
export const checkoutStepFields = {
  vous: ['contact'],
  livraison: ['delivery', 'differentBilling', 'billing'],
} as const satisfies Record<Exclude<CheckoutStep, 'paiement'>, readonly string[]>

/** Step 'Vous': particulier or professionnel, and the contact. */
export const contactStepSchema = z.preprocess(normalise, z.object({ contact: contactSchema }))

/** Step 'Livraison': each order's delivery mode and instructions, the addresses. */
export const deliveryStepSchema = z.preprocess(
  normalise,
  z.object({
    delivery: deliveryAddressSchema,
    differentBilling: checkbox(),
    billing: addressSchema.optional(),
    orders: z
      .array(orderSchema.pick({ sellerId: true, deliveryModeId: true, instructions: true }))
      .max(100)
      .optional(),
  }),
)
export type DeliveryStep = z.output<typeof deliveryStepSchema>

/** Step 'Paiement' as the browser checks it (the server checks it with every step: checkoutSchema). */
export const paymentStepSchema = z.object({
  checkoutId: z.uuid(),
  acceptTerms: mustAccept(messages.terms),
  acceptSalesTerms: mustAccept(messages.salesTerms),
  isAdult: mustAccept(messages.adult),
  orders: z.array(orderSchema).min(1),
})

/** The last step's post, with the earlier steps' values: everything checked once more. */
export const checkoutSchema = z
  .preprocess(
    normalise,
    z.object({
      checkoutId: z.uuid(),
      delivery: deliveryAddressSchema,
      differentBilling: checkbox(),
      billing: addressSchema.optional(),
      contact: contactSchema,
      acceptTerms: mustAccept(messages.terms),
      acceptSalesTerms: mustAccept(messages.salesTerms),
      isAdult: mustAccept(messages.adult),
      orders: z.array(orderSchema).min(1),
    }),
  )
  .transform(({ delivery, differentBilling, billing, ...rest }) => {
    const { mountain, ...deliveryAddress } = delivery
    const billingAddress = differentBilling && billing ? billing : deliveryAddress
    return { ...rest, mountain, differentBilling, deliveryAddress, billingAddress }
  })
export type Checkout = z.output<typeof checkoutSchema>
