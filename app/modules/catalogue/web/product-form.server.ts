/**
 * The product page's forms (product, vintage, format) to the bodies of the catalogue API.
 * The same readers serve the creation form, whose vintage and format fields sit under
 * `vintage.` and `format.`.
 */
import { kcalFromKj, kjFromKcal, nutritionFields } from '#app/modules/catalogue/domain/catalogue'
import {
  translatedLanguages,
  FormatInput,
  FormatUpdate,
  NewProductInput,
  ProductUpdate,
  VintageInput,
  VintageUpdate,
} from '#app/modules/catalogue/domain/catalogue-schemas'
import { labelsShownField } from '#app/modules/catalogue/domain/product-labels'
import { formToApi, type FormReader } from './form-schema.server'

/** Text fields the API takes as null to clear them. */
const productTexts = [
  'precision',
  'type',
  'color',
  'gamme',
  'quality',
  'accessoryType',
  'packing',
  'description',
  'appellation',
  'brand',
] as const

/** A gift box's rows (`box.0.formatId`, `box.0.quantity`…): the filled ones, in order. */
function boxContents(f: FormReader) {
  const box = f.at('box')
  const rows = box
    .keys()
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => box.at(key))
  return rows
    .filter((row) => row.text('formatId') !== null)
    .map((row) => ({
      formatId: Number(row.text('formatId')),
      quantity: row.int('quantity') ?? (undefined as unknown as number),
    }))
}

export function productBody(f: FormReader) {
  const texts = Object.fromEntries(productTexts.map((k) => [k, f.text(k)]))
  const category = f.text('category')
  // Only a box's form has the rows: other products' contents are left as they are.
  const box = f.at('box').keys().length > 0 ? { boxContents: boxContents(f) } : {}
  // Only a form showing the labels' checkboxes changes them (none ticked: none kept).
  const labels = f.text(labelsShownField) ? { labelIds: f.list('labelIds').map(Number) } : {}
  return {
    fiscalCategory: f.text('fiscalCategory'),
    ...box,
    ...labels,
    name: f.text('name') ?? '',
    ...texts,
    qualityLabels: f.list('qualityLabels'),
    grapes: f.list('grapes'),
    productType: f.text('productType') ?? undefined,
    status: f.text('status') ?? undefined,
    vatType: f.text('vatType') ?? undefined,
    disableVat: f.bool('disableVat'),
    packingQuantity: f.int('packingQuantity'),
    weight: f.int('weight'),
    category: category === null ? null : Number(category),
    country: f.text('country') ?? undefined,
  }
}

/** Euros per hectolitre to cents per hectolitre; undefined when empty (the API keeps none). */
const perHl = (f: FormReader, name: string) => f.cents(name) ?? undefined

function nutritionBody(f: FormReader) {
  const values = Object.fromEntries(nutritionFields.map((k) => [k, f.number(k)]))
  if (Object.values(values).every((v) => v === null)) return null
  // One energy is enough: the other follows from 1 kcal = 4,184 kJ.
  if (values.energyKj === null && values.energyKcal !== null)
    values.energyKj = kjFromKcal(values.energyKcal)
  if (values.energyKcal === null && values.energyKj !== null)
    values.energyKcal = kcalFromKj(values.energyKj)
  // A missing value is left undefined so that the schema names it.
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v ?? undefined]))
}

export function vintageBody(f: FormReader) {
  const legal = f.at('legal')
  return {
    name: f.text('name') ?? '',
    alcohol: f.number('alcohol'),
    legal: {
      typeDA: legal.text('typeDA') ?? 'DA2',
      customTaxName: legal.text('customTaxName') ?? undefined,
      customTaxAmountPerHL: perHl(legal, 'customTaxAmountPerHL'),
      customTaxAdded: legal.bool('customTaxAdded'),
      customTaxVat: legal.bool('customTaxVat'),
    },
    nutrition: nutritionBody(f.at('nutrition')),
    ingredients: f.text('ingredients'),
    ingredientsByLanguage: Object.fromEntries(
      translatedLanguages.map((l) => [l, f.at('ingredientsIn').text(l) ?? '']),
    ),
    ingredientTerms: f.list('ingredientTerms'),
    allergens: f.list('allergens'),
    lots: f.lines('lots'),
    enPrimeur: f.bool('enPrimeur'),
  }
}

/** "6 = 11,50" lines to `{ "6": 1150 }`. */
function thresholds(f: FormReader, name: string) {
  const map: Record<string, number> = {}
  for (const line of f.lines(name)) {
    const m = /^(\d{1,6})\s*[=:]\s*(.+)$/.exec(line)
    const cents = m ? f.centsOf(m[2]) : undefined
    if (!m || cents === undefined || Number(m[1]) < 1) {
      f.fail(name, `Ligne « ${line} » : écrivez par exemple « 6 = 11,50 »`)
      continue
    }
    map[String(Number(m[1]))] = cents
  }
  return map
}

export function formatBody(f: FormReader) {
  const typologies: Record<string, { visible: boolean; priceCents: number | null }> = {}
  const typo = f.at('typo')
  for (const key of typo.keys()) {
    const t = typo.at(key)
    typologies[key] = { visible: t.bool('visible'), priceCents: t.cents('price') }
  }
  const unityValue = f.number('unityValue')
  return {
    unity: f.text('unity') ?? undefined,
    unityValue: unityValue ?? undefined,
    container: f.text('container'),
    type: f.text('type') ?? undefined,
    nameInShop: f.text('nameInShop'),
    showUnityValue: f.bool('showUnityValue'),
    priceCents: f.requiredCents('price') ?? (undefined as unknown as number),
    discountPrice: thresholds(f, 'discountPrice'),
    discountAdd: thresholds(f, 'discountAdd'),
    ...(typo.keys().length ? { typologies } : {}),
    weight: f.int('weight'),
    gtin: f.text('gtin') ?? '',
  }
}

export const newProductSchema = formToApi(
  (f) => ({
    ...productBody(f),
    vintage: vintageBody(f.at('vintage')),
    format: formatBody(f.at('format')),
  }),
  NewProductInput,
)

export const productSchema = formToApi(productBody, ProductUpdate)
export const vintageSchema = formToApi(vintageBody, VintageUpdate)
export const formatSchema = formToApi(formatBody, FormatUpdate)
/** A vintage or format added to a product: its required fields too. */
export const newVintageSchema = formToApi(vintageBody, VintageInput)
export const newFormatSchema = formToApi(formatBody, FormatInput)
