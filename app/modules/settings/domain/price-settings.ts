/**
 * The price settings the settings page edits (issue 16 §1): the client typologies and 'all rules
 * in 75 cl equivalents' ('Typologies et fidélité' tab), VAT ('Facturation' tab). They belong to
 * the price grid, so the forms send `PUT /v1/tarifs` bodies: the rules (a rate strictly between 0
 * and 100 with two decimals at most, one public typology) are the endpoint's own schemas, read
 * here again so that the form shows them on its fields.
 */
import * as z from 'zod'
import { vatRateInput } from '#app/modules/catalogue/domain/catalogue-schemas'
import { parseDecimal } from '#app/platform/domain/validation'

/** One intent per form of the two tabs. */
export const priceSettingsIntents = {
  typology: 'settings-typology',
  addTypology: 'settings-add-typology',
  deleteTypology: 'settings-delete-typology',
  eq75: 'settings-eq75',
  vat: 'settings-vat',
} as const
export type PriceSettingsIntent = (typeof priceSettingsIntents)[keyof typeof priceSettingsIntents]

export const isPriceSettingsIntent = (intent: unknown): intent is PriceSettingsIntent =>
  Object.values(priceSettingsIntents).includes(intent as PriceSettingsIntent)

/** The toasts of a save (the API's own one speaks of the whole price grid). */
export const priceSettingsText = {
  typologySaved: 'La typologie est enregistrée.',
  typologyAdded: 'La typologie est ajoutée.',
  eq75Saved: 'Le décompte des règles de quantité est enregistré.',
  vatSaved: 'Vos réglages de TVA sont enregistrés.',
} as const

/** A checkbox sent by a browser ('on'), or by Conform once coerced (true); absent is false. */
const checkbox = z.preprocess((v) => v === 'on' || v === true, z.boolean())

/** A rate typed the French way ('5,5'), checked by the price grid's own rule. */
const frenchRate = z.preprocess((v) => parseDecimal(v) ?? v, vatRateInput())

/** 'TVA': whether the shop charges VAT, and its three rates (a `PUT /tarifs` body). */
export const vatForm = z.object({
  hasTVA: checkbox,
  vatRate: z.object({ standard: frenchRate, medium: frenchRate, reduced: frenchRate }),
})

/** 'Toutes les règles en équivalent 75 cl' (a `PUT /tarifs` body). */
export const eq75Form = z.object({ allRulesInEq75: checkbox })
