/**
 * The shop's cross-border sales settings (billing and delivery tabs of /dashboard/settings; issue
 * 15 §1), as the API and the form read them: the countries served per buyer kind beyond France,
 * intra-EU business sales under duty suspension or duty paid, and per EU country opened to
 * private buyers the tax representative, the OSS number and the destination VAT rate. Stored as
 * `shops.settings.crossBorder` and read by the tax regime (pricing/domain/tax-regime.ts).
 */
import * as z from 'zod'
import { isEuCountry, type CrossBorderSettings } from '#app/modules/pricing/domain/tax-regime'
import { maxLength, parseDecimal } from '#app/platform/domain/validation'

export const crossBorderText = {
  country: 'Ce pays n’est pas connu.',
  france: 'La France est toujours livrée : inutile de l’ajouter.',
  notEu: 'Ce pays n’est pas dans l’Union européenne : ajoutez-le aux pays d’export.',
  euExport:
    'Ce pays est dans l’Union européenne : indiquez votre représentant fiscal et votre numéro OSS.',
  representative: 'Indiquez le nom et l’adresse de votre représentant fiscal dans ce pays.',
  oss: 'Indiquez votre numéro d’identification OSS (guichet unique).',
  vatRate: 'Le taux de TVA doit être compris entre 0 et 30 %.',
  saved: 'Les ventes à l’étranger sont enregistrées.',
} as const

const country = z
  .string({ error: crossBorderText.country })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, crossBorderText.country)
  .refine((c) => c !== 'FR', crossBorderText.france)

export const PrivateCountryInput = z.strictObject({
  country: country.refine(isEuCountry, crossBorderText.notEu),
  taxRepresentative: z
    .string({ error: crossBorderText.representative })
    .trim()
    .min(3, crossBorderText.representative)
    .max(maxLength.address, crossBorderText.representative),
  ossNumber: z
    .string({ error: crossBorderText.oss })
    .trim()
    .min(4, crossBorderText.oss)
    .max(maxLength.code, crossBorderText.oss),
  vatRate: z
    .number({ error: crossBorderText.vatRate })
    .min(0, crossBorderText.vatRate)
    .max(30, crossBorderText.vatRate),
})

const fields = {
  businessCountries: z.array(country).max(60).default([]),
  privateExportCountries: z
    .array(country.refine((c) => !isEuCountry(c), crossBorderText.euExport))
    .max(60)
    .default([]),
  privateEuCountries: z.array(PrivateCountryInput).max(27).default([]),
  intraEuExcise: z.enum(['suspension', 'dutyPaid']).default('suspension'),
}

export const CrossBorderInput = z.strictObject(fields) satisfies z.ZodType<CrossBorderSettings>
export type CrossBorderInput = z.output<typeof CrossBorderInput>

/** A shop that never set them: France only, intra-EU business sales under suspension. */
export const defaultCrossBorder = (
  stored: CrossBorderSettings | null | undefined,
): CrossBorderInput => ({
  businessCountries: stored?.businessCountries ?? [],
  privateExportCountries: stored?.privateExportCountries ?? [],
  privateEuCountries: stored?.privateEuCountries ?? [],
  intraEuExcise: stored?.intraEuExcise ?? 'suspension',
})

/* The settings page's two forms (read with Conform, without JavaScript too): each sends its
 * tab's part, the page keeps the other part as saved. */

export const crossBorderIntents = {
  delivery: 'cross-border-delivery',
  billing: 'cross-border-billing',
} as const

/** 'Livraison': the countries beyond France per buyer kind (checkboxes). */
export const crossBorderDeliveryForm = z.object({
  businessCountries: fields.businessCountries,
  privateExportCountries: fields.privateExportCountries,
})

/** A row of the distance-selling table left wholly blank (the form's spare row) is no country. */
const filledRow = (row: unknown) =>
  typeof row === 'object' &&
  row !== null &&
  Object.values(row).some((v) => typeof v === 'string' && v.trim() !== '')

/** 'Facturation': duty suspension or duty paid, and the EU countries opened to private buyers. */
export const crossBorderBillingForm = z.object({
  intraEuExcise: fields.intraEuExcise,
  privateEuCountries: z.preprocess(
    (rows) => (Array.isArray(rows) ? rows.filter(filledRow) : []),
    z
      .array(
        PrivateCountryInput.extend({
          // '5,5' as the French write it.
          vatRate: z.preprocess((v) => parseDecimal(v) ?? v, PrivateCountryInput.shape.vatRate),
        }),
      )
      .max(27),
  ),
})
