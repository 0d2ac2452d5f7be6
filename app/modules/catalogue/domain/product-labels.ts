/**
 * A shop's product labels (issue 16, 'Articles' tab; decision 0018): short names such as « Coup
 * de cœur » or « Bio », each in one colour of the palette (`label-colours.ts`), unique in the shop
 * whatever their case, shown as badges on the products they are given to. The API and the
 * settings form read the same schemas and messages.
 */
import * as z from 'zod'
import { bounded, maxLength } from '#app/platform/domain/validation'
import { labelColourKeys } from './label-colours'

/** More would no longer fit a product card; a shop needs a handful. */
export const MAX_SHOP_LABELS = 50
export const LABEL_NAME_MAX = 30

export const productLabelText = {
  name: `Indiquez un nom d’étiquette de 1 à ${LABEL_NAME_MAX} caractères.`,
  colour: 'Choisissez une couleur de la liste.',
  nameTaken: 'Une étiquette de ce nom existe déjà.',
  tooMany: `Votre boutique a déjà ${MAX_SHOP_LABELS} étiquettes : supprimez-en une d’abord.`,
  notFound: 'Étiquette inexistante',
  unknown: 'Choisissez des étiquettes de votre boutique.',
  created: 'L’étiquette a été créée.',
  saved: 'L’étiquette a été enregistrée.',
  deleted: 'L’étiquette a été supprimée ; elle est retirée de vos articles.',
} as const

const t = productLabelText

const fields = {
  // Spaces inside a name are folded, so that « Coup  de cœur » is « Coup de cœur ».
  name: bounded(z.string({ error: t.name }), maxLength.label)
    .transform((s) => s.replace(/\s+/g, ' ').trim())
    .pipe(z.string().min(1, t.name).max(LABEL_NAME_MAX, t.name)),
  colour: z.enum(labelColourKeys, { error: t.colour }),
}

/** POST /product-labels and PUT /product-labels/{id}. */
export const ProductLabelInput = z.strictObject(fields)
export type ProductLabelInput = z.output<typeof ProductLabelInput>

/** The labels given to a product (its update's `labelIds`): ids of the shop's labels, each once. */
export const LabelIdsInput = z
  .array(z.number({ error: t.unknown }).int(t.unknown).min(1, t.unknown), { error: t.unknown })
  .max(MAX_SHOP_LABELS, t.unknown)
  .transform((ids) => [...new Set(ids)])

/** The settings tab's forms: one per intent, the label's id in the edit and delete ones. */
export const productLabelIntents = {
  create: 'product-label-create',
  update: 'product-label-update',
  delete: 'product-label-delete',
} as const

const labelId = z.coerce.number({ error: t.notFound }).int(t.notFound).min(1, t.notFound)
export const productLabelForm = z.object(fields)
export const productLabelEditForm = z.object({ ...fields, labelId })
export const productLabelDeleteForm = z.object({ labelId })

/**
 * The product form's hidden field saying its label checkboxes were shown: only then does it send
 * `labelIds` (none ticked: none kept); a form without them leaves the labels as they are.
 */
export const labelsShownField = 'labelsShown'

/** Names compare without case: « bio » is « Bio ». */
export const sameLabelName = (a: string, b: string) =>
  a.toLocaleLowerCase('fr') === b.toLocaleLowerCase('fr')
