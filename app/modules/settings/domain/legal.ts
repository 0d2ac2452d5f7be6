/**
 * The shop's company identity and bank details (issue 16 §1), as the API and the settings' forms
 * read them: 'Identité de l’entreprise' in the 'Informations' tab, 'Banque et mentions' in the
 * 'Facturation' tab. Stored in `shops.legal` (ShopLegal), which the legal notice reads and every
 * document copies into its seller snapshot at issue (DOMAIN.md §3: name, address, SIREN/SIRET,
 * RCS and its city, legal form and share capital, VAT number; late-payment penalty rate; the
 * VAT exemption wording). Each form sends its part; the other form's part is kept.
 */
import * as z from 'zod'
import { addressSchema } from '#app/modules/checkout/domain/checkout-schema'
import { paymentDelays } from '#app/modules/sales/domain/payment-delays'
import type { ShopLegal } from '#app/platform/db/schema'
import { siret, sirenFromSiret } from '#app/platform/domain/company-ids'
import { parseEuros } from '#app/platform/domain/money'
import { normaliseVatNumber } from '#app/platform/domain/vat-number'
import * as rules from '#app/platform/domain/validation'

const { messages, maxLength: max } = rules

/**
 * The legal forms of wine and spirits houses, as printed before 'au capital de': the farming
 * companies first (spec 3 lists civilities and client types, not these), then the commercial ones.
 */
export const legalForms = {
  EARL: 'EARL (exploitation agricole à responsabilité limitée)',
  SCEA: 'SCEA (société civile d’exploitation agricole)',
  GAEC: 'GAEC (groupement agricole d’exploitation en commun)',
  SCA: 'SCA (société coopérative agricole)',
  SARL: 'SARL',
  EURL: 'EURL',
  SAS: 'SAS',
  SASU: 'SASU',
  SA: 'SA',
  SNC: 'SNC',
  EI: 'EI (entreprise individuelle)',
} as const
export type LegalForm = keyof typeof legalForms
const legalFormCodes = Object.keys(legalForms) as [LegalForm, ...LegalForm[]]

/**
 * The rate of legal interest between professionals (taux de l’intérêt légal, « autres cas »), set
 * each half-year by arrêté: the late-payment penalty rate may not be lower than three times it
 * (Code de commerce L441-10; DOMAIN.md §3). Latest first; a half-year not listed yet uses the
 * latest known one. 1st half of 2026: arrêté of 15 December 2025.
 */
export const legalInterestRates = [
  { from: '2026-01-01', rate: 2.62 },
  { from: '2025-07-01', rate: 2.76 },
  { from: '2025-01-01', rate: 3.71 },
] as const

/** Three times the legal interest rate in force on `day` (YYYY-MM-DD), in percent. */
export function minimumPenaltyRate(day: string): number {
  const entry = legalInterestRates.find((r) => r.from <= day) ?? legalInterestRates.at(-1)!
  return Math.round(entry.rate * 3 * 100) / 100
}
const today = () => new Date().toISOString().slice(0, 10)

const frenchNumber = (n: number) => String(n).replace('.', ',')

export const legalText = {
  legalForm: 'Choisissez la forme juridique de votre entreprise.',
  capital: 'Indiquez le capital social en euros, par exemple 15 000 ou 7 622,45.',
  siretNeeded: 'Indiquez le SIRET de votre entreprise (14 chiffres).',
  cvi: 'Le numéro CVI compte 10 caractères : département, commune, numéro d’ordre et clé.',
  penaltyRate: (minimum: number) =>
    `Le taux des pénalités de retard doit être d’au moins ${frenchNumber(minimum)} % (trois fois le taux de l’intérêt légal, Code de commerce art. L441-10).`,
  paymentDelay: 'Choisissez un délai de paiement de la liste.',
  identitySaved: 'L’identité de votre entreprise est enregistrée.',
  bankSaved: 'Vos coordonnées bancaires et vos mentions sont enregistrées.',
} as const

/** The wording printed when the shop charges no VAT (franchise en base) and wrote none. */
export const DEFAULT_VAT_EXEMPTION = 'TVA non applicable, art. 293 B du CGI'

// ------------------------------------------------------------- identity

/** Optional in a JSON body too: the key may be left out (blank from a form is left out). */
const opt = <S extends z.ZodType>(schema: S) => rules.optional(schema).optional()
const optionalText = (length: number) => opt(rules.text(length))

const identityFields = {
  legalName: rules.name(),
  legalForm: z.enum(legalFormCodes, { error: legalText.legalForm }),
  // SIRET and SIREN follow each other (spec 5): the SIREN is read from the SIRET.
  siret: siret()
    .refine((v) => v !== undefined, legalText.siretNeeded)
    .transform((v) => v as string),
  rcsCity: optionalText(max.name),
  vatNumber: opt(rules.vatNumber().transform(normaliseVatNumber)),
  exciseNumber: opt(rules.exciseNumber('FR')),
  /** Casier viticole informatisé: 2 département (2A/2B in Corsica), 3 commune, 4 order, 1 key. */
  cvi: opt(
    rules
      .bounded(z.string().trim().toUpperCase(), max.code)
      .regex(/^(?:\d{2}|2[AB])\d{7}[0-9A-Z]$/, legalText.cvi),
  ),
  // The checkout's address rules (spec 5 messages); the second line may be left out of a body.
  address: addressSchema
    .pick({ street: true, zipcode: true, city: true, country: true })
    .extend({ street2: optionalText(max.address) })
    .strict(),
  phone: rules.phone({ frenchLandline: true, optional: true }).optional(),
  email: opt(rules.email()),
}

/** PUT /settings/identity: the whole identity; a blank optional field is removed. */
export const IdentityInput = z.strictObject({
  ...identityFields,
  capitalCents: z
    .number({ error: legalText.capital })
    .int(legalText.capital)
    .min(0, legalText.capital)
    .max(100_000_000_000, legalText.capital)
    .optional(),
})
export type IdentityInput = z.output<typeof IdentityInput>

/** The identity form: the capital typed in euros the French way ('15 000,00'). */
export const identityForm = z
  .object({
    ...identityFields,
    capital: opt(
      rules.bounded(z.string(), max.code).transform((text, ctx) => {
        const cents = parseEuros(text)
        if (cents === null) {
          ctx.addIssue({ code: 'custom', message: legalText.capital })
          return z.NEVER
        }
        return cents
      }),
    ),
  })
  .transform(({ capital, ...identity }): IdentityInput => ({ ...identity, capitalCents: capital }))

/** The keys of `shops.legal` the identity form owns (a save replaces exactly these). */
export const identityKeys = [
  'legalName',
  'legalForm',
  'capitalCents',
  'siret',
  'rcsCity',
  'vatNumber',
  'exciseNumber',
  'cvi',
  'address',
  'phone',
  'email',
] as const satisfies readonly (keyof ShopLegal)[]

/** The identity as stored, with the SIREN read from the SIRET (what GET answers). */
export function identityOf(legal: ShopLegal) {
  const siretDigits = legal.siret?.replace(/\s/g, '')
  return {
    legalName: legal.legalName,
    legalForm: legal.legalForm,
    capitalCents: legal.capitalCents,
    siret: legal.siret,
    siren: siretDigits && /^\d{14}$/.test(siretDigits) ? sirenFromSiret(siretDigits) : undefined,
    rcsCity: legal.rcsCity,
    vatNumber: legal.vatNumber,
    exciseNumber: legal.exciseNumber,
    cvi: legal.cvi,
    address: legal.address
      ? {
          street: legal.address.street ?? '',
          street2: legal.address.street2,
          zipcode: legal.address.zipcode ?? '',
          city: legal.address.city ?? '',
          country: legal.address.country ?? 'FR',
        }
      : undefined,
    phone: legal.phone,
    email: legal.email,
  }
}

// ----------------------------------------------------------------- bank

const bankFields = {
  iban: opt(rules.iban()),
  bic: opt(rules.bic()),
  /** Percent a year; '12,15' as the French write it. */
  latePenaltyRate: opt(
    z.preprocess(
      (v) => rules.parseDecimal(v) ?? v,
      z
        .number({ error: messages.number })
        .max(100, messages.vat)
        .superRefine((rate, ctx) => {
          const minimum = minimumPenaltyRate(today())
          if (rate < minimum)
            ctx.addIssue({ code: 'custom', message: legalText.penaltyRate(minimum) })
        }),
    ),
  ),
  paymentDelay: z.enum(paymentDelays, { error: legalText.paymentDelay }),
  vatExemptionText: optionalText(max.label),
}

/** PUT /settings/bank, and the 'Banque et mentions' form (the same fields). */
export const BankInput = z.strictObject(bankFields)
export const bankForm = z.object(bankFields)
export type BankInput = z.output<typeof BankInput>

export const bankKeys = [
  'iban',
  'bic',
  'latePenaltyRate',
  'paymentDelay',
  'vatExemptionText',
] as const satisfies readonly (keyof ShopLegal)[]

export function bankOf(legal: ShopLegal) {
  return {
    iban: legal.iban,
    bic: legal.bic,
    latePenaltyRate: legal.latePenaltyRate,
    paymentDelay: legal.paymentDelay,
    vatExemptionText: legal.vatExemptionText,
  }
}

/** The settings page's two forms. */
export const legalIntents = { identity: 'legal-identity', bank: 'legal-bank' } as const
