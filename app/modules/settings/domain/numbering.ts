/**
 * The prefixes of the shop's document numbers (issue 16 §1, 'Numérotation des documents' in the
 * 'Facturation' tab), kept in `shops.settings.numbering`. Quotes have their own counter; invoices,
 * deposit invoices and credit notes share one (DOMAIN.md §3: one gapless series), so a credit note
 * takes the invoices' next number under its own prefix. A new prefix applies from the next number
 * taken: the counters are never reset, which keeps the series without gaps.
 */
import * as z from 'zod'
import type { SalesDocumentType, ShopSettings } from '#app/platform/db/schema'

export type NumberingSettings = NonNullable<ShopSettings['numbering']>
export type Prefixes = Required<NumberingSettings>
export type PrefixKind = keyof Prefixes

/** Today's prefixes, kept as defaults so that what was issued before settings existed still reads on. */
export const defaultPrefixes: Prefixes = { quote: 'D', invoice: 'F', creditNote: 'F' }

export const prefixesOf = (numbering: NumberingSettings | undefined): Prefixes => ({
  ...defaultPrefixes,
  ...numbering,
})

/** The prefix a document of `type` is numbered with (a deposit invoice is an invoice). */
export const prefixKindOf = (type: SalesDocumentType): PrefixKind =>
  type === 'quote' ? 'quote' : type === 'credit' ? 'creditNote' : 'invoice'

/** F-000042: the sequence zero-padded so that sorting the text of one prefix sorts the numbers. */
export const formatDocumentNumber = (prefix: string, sequence: number) =>
  `${prefix}-${String(sequence).padStart(6, '0')}`

export const numberingText = {
  prefix:
    'Le préfixe compte de 1 à 10 caractères : lettres, chiffres, tiret, barre oblique ou tiret bas.',
  quoteApart:
    'Les devis ont leur propre compteur : leur préfixe doit être différent de celui des factures et des avoirs.',
  usedByOther:
    'Ce préfixe a déjà servi à des documents d’une autre série : choisissez-en un autre pour ne pas donner deux fois le même numéro.',
  saved: 'La numérotation de vos documents est enregistrée.',
} as const

/** Trimmed and uppercased, then 1 to 10 of A–Z, 0–9, '-', '/' and '_' (written once: API and form). */
export const prefix = () =>
  z
    .string({ error: numberingText.prefix })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9/_-]{1,10}$/, numberingText.prefix)

const fields = { quote: prefix(), invoice: prefix(), creditNote: prefix() }

/** Quotes count apart: sharing a prefix with invoices would give two documents one number. */
const quoteApart = (p: Prefixes) => p.quote !== p.invoice && p.quote !== p.creditNote
const apart = { message: numberingText.quoteApart, path: ['quote'] }

/** PUT /settings/numbering, and the 'Numérotation des documents' form (the same fields). */
export const NumberingInput = z.strictObject(fields).refine(quoteApart, apart)
export const numberingForm = z.object(fields).refine(quoteApart, apart)
export type NumberingInput = z.output<typeof NumberingInput>

export const numberingIntent = 'numbering'
