/**
 * The shop's cross-border sales settings (billing and delivery tabs of /dashboard/settings; issue
 * 15 §1), as the API and the form read them: the countries served per buyer kind beyond France,
 * intra-EU business sales under duty suspension or duty paid, and per EU country opened to
 * private buyers the tax representative, the OSS number and the destination VAT rate. Stored as
 * `shops.settings.crossBorder` and read by the tax regime (pricing/domain/tax-regime.ts).
 */
import * as z from 'zod'
import { isEuCountry, type CrossBorderSettings } from '#app/modules/pricing/domain/tax-regime'
import { maxLength } from '#app/platform/domain/validation'

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

export const CrossBorderInput = z.strictObject({
  businessCountries: z.array(country).max(60).default([]),
  privateExportCountries: z
    .array(country.refine((c) => !isEuCountry(c), crossBorderText.euExport))
    .max(60)
    .default([]),
  privateEuCountries: z.array(PrivateCountryInput).max(27).default([]),
  intraEuExcise: z.enum(['suspension', 'dutyPaid']).default('suspension'),
}) satisfies z.ZodType<CrossBorderSettings>
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
