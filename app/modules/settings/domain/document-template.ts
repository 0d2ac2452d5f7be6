/**
 * The template of the shop's documents (issue 16 §1, 'Documents' tab): the accent colour, where
 * the logo sits, and free text blocks (a note under the heading, a footer line on every page, a
 * closing note per kind of document). Kept in `shops.settings.documentTemplate`; the sales PDFs
 * read it, and an issued document keeps the one of its issue day in its seller snapshot. The
 * template only adds: the legal mentions of an invoice are printed whatever it says.
 *
 * And the shop's legal notice text ('Informations' tab), kept in `shops.settings.legalNoticeText`,
 * shown under the identity on the public legal notice page.
 */
import * as z from 'zod'
import type { SalesDocumentType } from '#app/platform/db/schema'

export const logoPlacements = ['left', 'center', 'right', 'none'] as const
export type LogoPlacement = (typeof logoPlacements)[number]

export const logoPlacementLabels: Record<LogoPlacement, string> = {
  left: 'À gauche',
  center: 'Au centre',
  right: 'À droite',
  none: 'Sans logo',
}

/** The kinds of document a template writes a closing note for (and the preview's kinds). */
export const templateKinds = ['quote', 'invoice', 'deliveryNote'] as const
export type TemplateKind = (typeof templateKinds)[number]

export const templateKindLabels: Record<TemplateKind, string> = {
  quote: 'Devis',
  invoice: 'Factures',
  deliveryNote: 'Bons de livraison',
}

export type DocumentTemplate = {
  /** '#rrggbb'; null: the shop's own colour. */
  accentColor: string | null
  logoPlacement: LogoPlacement
  /** Printed under the heading, before the lines. */
  headerNote: string
  /** Printed at the foot of every page, under the seller's legal identity. */
  footerText: string
  /** Printed after the totals and the legal mentions. */
  closingNotes: Record<TemplateKind, string>
}

/** A shop that never saved a template: what the documents looked like before templates. */
export const builtInDocumentTemplate: DocumentTemplate = {
  accentColor: null,
  logoPlacement: 'left',
  headerNote: '',
  footerText: '',
  closingNotes: { quote: '', invoice: '', deliveryNote: '' },
}

export const TEXT_BLOCK_MAX = 600
export const FOOTER_TEXT_MAX = 300
export const LEGAL_NOTICE_MAX = 5000

export const documentTemplateText = {
  accentColor: 'Indiquez une couleur au format #RRVVBB, par exemple #7b1e3a.',
  logoPlacement: 'Choisissez une position du logo de la liste.',
  textBlock: `Ce texte ne peut dépasser ${TEXT_BLOCK_MAX} caractères.`,
  footerText: `Le pied de page ne peut dépasser ${FOOTER_TEXT_MAX} caractères.`,
  kind: 'Choisissez un devis, une facture ou un bon de livraison.',
  saved: 'Le modèle de vos documents est enregistré.',
  legalNotice: 'Les mentions légales ne peuvent dépasser 5 000 caractères.',
  legalNoticeSaved: 'Les mentions légales de votre boutique sont enregistrées.',
} as const

const t = documentTemplateText

const invisible =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069]/g

/**
 * Plain text: control characters other than line breaks removed, line ends made '\n', trailing
 * blanks of each line and blank lines beyond one dropped, trimmed. Never read as HTML.
 */
export function plainText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // Control characters (a tab included) and invisible direction marks: never part of a text.
      .replace(invisible, '')
      .split('\n')
      .map((line) => line.trimEnd())
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  )
}

/** A form's empty field reaches the schema as undefined (Conform): it means no text. */
const block = (max: number, message: string) =>
  z
    .string({ error: message })
    // The raw text's bound (a form's CRLF line ends count twice); the limit is the plain text's.
    .max(2 * max, message)
    .nullish()
    .transform((v) => plainText(v ?? ''))
    .refine((v) => v.length <= max, message)

const fields = {
  accentColor: z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string({ error: t.accentColor })
      .trim()
      .regex(/^#[0-9a-fA-F]{6}$/, t.accentColor)
      .transform((v) => v.toLowerCase())
      .nullable(),
  ),
  logoPlacement: z.enum(logoPlacements, { error: t.logoPlacement }),
  headerNote: block(TEXT_BLOCK_MAX, t.textBlock),
  footerText: block(FOOTER_TEXT_MAX, t.footerText),
}
const closing = {
  quote: block(TEXT_BLOCK_MAX, t.textBlock),
  invoice: block(TEXT_BLOCK_MAX, t.textBlock),
  deliveryNote: block(TEXT_BLOCK_MAX, t.textBlock),
}

/** PUT /settings/documents. */
export const DocumentTemplateInput = z.strictObject({
  ...fields,
  closingNotes: z.strictObject(closing, { error: t.textBlock }),
})
/** The 'Modèle des documents' form: the same fields, the closing notes as `closingNotes.quote`… */
export const documentTemplateForm = z.object({
  ...fields,
  closingNotes: z.object(closing).default({ quote: '', invoice: '', deliveryNote: '' }),
})
export type DocumentTemplateInput = z.output<typeof DocumentTemplateInput>

export const documentTemplateIntent = 'document-template'

/** The stored template over the built-in one; a value no longer valid falls back to the built-in. */
export function documentTemplateOf(stored: unknown): DocumentTemplate {
  const read = DocumentTemplateInput.safeParse(stored)
  if (read.success) return read.data
  const kept: DocumentTemplate = {
    ...builtInDocumentTemplate,
    closingNotes: { ...builtInDocumentTemplate.closingNotes },
  }
  if (!stored || typeof stored !== 'object') return kept
  const s = stored as Record<string, unknown>
  for (const key of Object.keys(fields) as (keyof typeof fields)[]) {
    const one = fields[key].safeParse(s[key])
    if (one.success && s[key] !== undefined) Object.assign(kept, { [key]: one.data })
  }
  const notes = (s.closingNotes ?? {}) as Record<string, unknown>
  for (const kind of templateKinds) {
    const one = closing[kind].safeParse(notes[kind])
    if (one.success) kept.closingNotes[kind] = one.data
  }
  return kept
}

/** The closing note a sales document of `type` prints: invoices' for deposits too, none on credits. */
export function closingNoteOf(
  template: DocumentTemplate,
  type: SalesDocumentType | 'deliveryNote',
) {
  if (type === 'credit') return ''
  if (type === 'deposit') return template.closingNotes.invoice
  return template.closingNotes[type]
}

/** The shop's legal notice text (plain, 5,000 characters at most; empty: none). */
const legalNoticeText = block(LEGAL_NOTICE_MAX, t.legalNotice)
export const LegalNoticeInput = z.strictObject({ text: legalNoticeText })
export const legalNoticeForm = z.object({ text: legalNoticeText })
export const legalNoticeIntent = 'legal-notice-text'

/** GET /settings/documents/preview.pdf?kind= */
export const PreviewQuery = z.object({
  kind: z.enum(templateKinds, { error: t.kind }).default('invoice'),
})
