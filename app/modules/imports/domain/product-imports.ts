/**
 * Product imports (issue 17 §4: "products and price grids come in the same way"): the fields a
 * column may fill (the product, its vintage, its format and a price per typology of the shop),
 * each source's preset, and a line planned against the shop's catalogue and checked by the
 * catalogue's own schemas (`catalogue-schemas.ts`: `NewProductInput`, `ProductUpdate`,
 * `VintageInput`, `FormatInput`, `FormatUpdate`) and its VAT rule (`vatSettingRefusal`): nothing
 * is checked by a second rule.
 *
 * A line names a product (by its name), a vintage of it (by its name; 'NV' when empty) and a
 * format of it (by its volume, and its container when given). Whatever of the three the shop
 * does not have yet is created; what it has is updated with the line's values (prices, type,
 * colour…), so the same file run twice creates nothing new. The catalogue keeps formats per
 * product, not per vintage: a line's prices are those of its format.
 *
 * Pure: no I/O.
 */
import * as z from 'zod'
import {
  allContainers,
  colours,
  containerLabels,
  defaultFormat,
  defaultVatRates,
  gtin14,
  productTypes,
  vatTypeLabels,
  vatTypes,
  vatSettingRefusal,
  type FormatUnity,
  type TypologyPrice,
  type VatType,
} from '#app/modules/catalogue/domain/catalogue'
import {
  FormatInput,
  FormatUpdate,
  NewProductInput,
  ProductUpdate,
  VintageInput,
  VintageUpdate,
} from '#app/modules/catalogue/domain/catalogue-schemas'
import { parseEuros, parsePercent } from '#app/platform/domain/money'
import type { ShopTypology } from '#app/platform/domain/enums'
import {
  aliases,
  guessFields,
  headerKey,
  mappedFields,
  valuesOf,
  type ImportMapping,
  type ImportSource,
} from './imports'

/** The product fields a column may fill, in the template's order, with their French headers. */
export const productImportFields = {
  name: 'Produit',
  type: 'Type',
  color: 'Couleur',
  appellation: 'Appellation',
  gamme: 'Gamme',
  vintage: 'Millésime',
  alcohol: 'Degré d’alcool',
  container: 'Contenant',
  volume: 'Volume',
  publicPrice: 'Prix public TTC',
  vatType: 'TVA',
  gtin: 'GTIN',
} as const
export type ProductImportField = keyof typeof productImportFields
export const productImportFieldKeys = Object.keys(productImportFields) as ProductImportField[]

export type ShopTypologies = Record<string, ShopTypology>

/** A typology's price column: `price:{key}`. */
export const priceField = (key: string) => `price:${key}`
const typologyOfField = (field: string) => (field.startsWith('price:') ? field.slice(6) : null)

/** 'Prix Caviste (HT)': the typology's own convention, as its cell of the price grid. */
export const typologyPriceLabel = (t: ShopTypology) => `Prix ${t.name} (${t.ttc ? 'TTC' : 'HT'})`

/** Every field a column of a product file may fill in this shop, with its label. */
export function productFieldChoices(typologies: ShopTypologies) {
  return [
    ...productImportFieldKeys.map((f) => ({ value: f as string, label: productImportFields[f] })),
    ...Object.entries(typologies).map(([key, t]) => ({
      value: priceField(key),
      label: typologyPriceLabel(t),
    })),
  ]
}

export const productText = {
  noName: 'Associez une colonne au nom du produit.',
  price: 'Le prix n’est pas valide (par exemple 12,50)',
  volume: (v: string) => `« ${v} » n’est pas un volume (par exemple 75 cl ou 1,5 L).`,
  alcohol: (v: string) => `« ${v} » n’est pas un degré (par exemple 13,5).`,
  unchanged: 'Déjà à jour dans votre catalogue : la ligne ne change rien.',
  newProduct: 'Nouveau produit',
  newVintage: 'Nouveau millésime',
  newFormat: 'Nouveau format',
  update: 'Mise à jour des prix et du produit',
} as const

/** The labels of a shop's product fields, or null for a field it does not know. */
export function productFieldLabel(typologies: ShopTypologies) {
  return (field: string): string | null => {
    const key = typologyOfField(field)
    if (key !== null)
      return Object.hasOwn(typologies, key) ? typologyPriceLabel(typologies[key]) : null
    return Object.hasOwn(productImportFields, field)
      ? productImportFields[field as ProductImportField]
      : null
  }
}

export function productMappingProblem(
  mapping: ImportMapping,
  columns: number,
  typologies: ShopTypologies,
): string | null {
  const seen = mappedFields(mapping, columns, productFieldLabel(typologies))
  if (typeof seen === 'string') return seen
  return seen.has('name') ? null : productText.noName
}

const commonAliases: Record<ProductImportField, string[]> = {
  name: aliases('Produit', 'Nom', 'Nom du produit', 'Cuvée', 'Désignation', 'Article', 'Libellé'),
  type: aliases('Type', 'Type de produit', 'Catégorie'),
  color: aliases('Couleur', 'Colour', 'color'),
  appellation: aliases('Appellation', 'AOC', 'AOP', 'IGP'),
  gamme: aliases('Gamme', 'Collection'),
  vintage: aliases('Millésime', 'Année', 'vintage'),
  alcohol: aliases('Degré d’alcool', 'Degré', 'Alcool', 'TAV', '% vol'),
  container: aliases('Contenant', 'Bouteille'),
  volume: aliases('Volume', 'Contenance', 'Format', 'Capacité'),
  publicPrice: aliases('Prix public TTC', 'Prix public', 'Prix TTC', 'Prix de vente TTC', 'PV TTC'),
  vatType: aliases('TVA', 'Taux de TVA', 'Type de TVA'),
  gtin: aliases('GTIN', 'EAN', 'Code EAN', 'EAN13', 'Code-barres', 'Code barre'),
}

/**
 * Each source's own headers (best guesses: the exact export layouts of Isagri, Vinistoria and
 * Baqio are not public, see the README; the concordance table corrects them).
 */
const sourceAliases: Record<ImportSource, Partial<Record<ProductImportField, string[]>>> = {
  default: {},
  isagri: {
    name: aliases('Libellé article', 'Désignation'),
    volume: aliases('Contenance', 'Conditionnement'),
    publicPrice: aliases('Prix de vente TTC', 'PV TTC'),
    gtin: aliases('Code EAN'),
  },
  vinistoria: {
    name: aliases('Cuvée', 'Nom du vin'),
    volume: aliases('Contenance'),
    publicPrice: aliases('Prix TTC', 'Prix particulier TTC'),
  },
  baqio: {
    name: aliases('name', 'product_name'),
    type: aliases('product_type', 'type'),
    color: aliases('color'),
    appellation: aliases('appellation'),
    vintage: aliases('vintage', 'year'),
    alcohol: aliases('alcohol', 'abv'),
    volume: aliases('volume', 'format', 'size'),
    publicPrice: aliases('price', 'price_ttc', 'retail_price'),
    vatType: aliases('vat_rate', 'tax_rate'),
    gtin: aliases('ean', 'barcode', 'gtin'),
  },
}

/** The preset: the product fields by header, then a typology's price by 'Prix {name}' or its name. */
export function guessProductMapping(
  source: ImportSource,
  headers: string[],
  typologies: ShopTypologies,
): ImportMapping {
  const prices: Record<string, string[]> = Object.fromEntries(
    Object.entries(typologies).map(([key, t]) => [
      priceField(key),
      aliases(
        typologyPriceLabel(t),
        `Prix ${t.name}`,
        `Tarif ${t.name}`,
        `Prix ${t.name} HT`,
        `Prix ${t.name} TTC`,
        t.name,
        `price_${key}`,
      ),
    ]),
  )
  const fields = [...productImportFieldKeys, ...Object.keys(prices)]
  return guessFields<string>(fields, headers, sourceAliases[source], {
    ...commonAliases,
    ...prices,
  })
}

// ---------------------------------------------------------------- reading a line

const unitOf: Record<string, FormatUnity> = {
  cl: 'Centilitre(s)',
  centilitre: 'Centilitre(s)',
  centilitres: 'Centilitre(s)',
  l: 'Litre(s)',
  litre: 'Litre(s)',
  litres: 'Litre(s)',
  ml: 'Millilitre(s)',
  hl: 'Hectolitre(s)',
  g: 'Gramme(s)',
}

/** '75 cl', '1,5 L', '75' (centilitres) → unity and value; null when it is not a volume. */
export function parseVolume(text: string): { unity: FormatUnity; unityValue: number } | null {
  const m = /^(\d{1,6}(?:[.,]\d{1,3})?)\s*([a-z]*)\.?$/i.exec(text.trim())
  if (!m) return null
  const unity = m[2] ? unitOf[m[2].toLowerCase()] : 'Centilitre(s)'
  const unityValue = Number(m[1].replace(',', '.'))
  return unity && unityValue > 0 ? { unity, unityValue } : null
}

/** A value among `choices` by its own spelling or a label, case and accents ignored. */
function pick(value: string, choices: readonly string[], labels: Record<string, string> = {}) {
  const key = headerKey(value)
  return (
    choices.find((c) => headerKey(c) === key || (labels[c] && headerKey(labels[c]) === key)) ??
    value
  )
}

/** 'Taux normal', 'standard', '20', '5,5 %' → the VAT type; anything else as written. */
function vatTypeOf(value: string): string {
  const rate = parsePercent(value)
  const byRate = vatTypes.find((t) => defaultVatRates[t] === rate)
  return byRate ?? pick(value, vatTypes, vatTypeLabels)
}

/** A name as the catalogue's names are compared: trimmed, single spaces, case ignored. */
export const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLocaleLowerCase('fr')

/** What the lookup of a line needs of a product of the shop (a loaded catalogue product). */
export type KnownProduct = {
  id: number
  name: string
  type: string | null
  color: string | null
  appellation: string | null
  gamme: string | null
  vatType: VatType
  disableVat: boolean
  productType: 'bottle' | 'accessory' | 'prestation' | 'box'
  vintages: { id: number; name: string; alcohol: number | null }[]
  formats: {
    id: number
    unity: FormatUnity
    unityValue: number
    container: string | null
    priceCents: number
    typologies: Record<string, TypologyPrice>
    gtin: string | null
  }[]
}

/** What a line asks the catalogue for, in the catalogue's own inputs. */
export type ProductPlan = {
  productId: number | null
  /** A new product with its first vintage and format (createProduct). */
  create?: NewProductInput
  /** The product's fields that change (updateProduct). */
  update?: ProductUpdate
  vintageId: number | null
  addVintage?: VintageInput
  vintageUpdate?: VintageUpdate
  formatId: number | null
  addFormat?: FormatInput
  formatUpdate?: FormatUpdate
}

export type CheckedProductLine =
  | { ok: true; plan: ProductPlan; note: string; changes: boolean; name: string }
  | { ok: false; errors: string[]; name: string }

const productKeys = ['type', 'color', 'appellation', 'gamme', 'vatType'] as const

/** Where a refusal of the catalogue's schemas points, as the field's French name. */
function labelOf(path: readonly PropertyKey[], typologies: ShopTypologies): string {
  const parts = path.map(String)
  const [head, sub, key] = parts[0] === 'vintage' || parts[0] === 'format' ? parts : ['', ...parts]
  if (head === 'vintage')
    return sub === 'alcohol' ? productImportFields.alcohol : productImportFields.vintage
  if (sub === 'typologies' && key && typologies[key]) return typologyPriceLabel(typologies[key])
  const fieldOf: Record<string, ProductImportField> = {
    priceCents: 'publicPrice',
    unity: 'volume',
    unityValue: 'volume',
    container: 'container',
    gtin: 'gtin',
  }
  if (head === 'format' || sub in fieldOf) return productImportFields[fieldOf[sub] ?? 'volume']
  return Object.hasOwn(productImportFields, sub)
    ? productImportFields[sub as ProductImportField]
    : 'Ligne'
}

const sameCells = (a: Record<string, TypologyPrice>, b: Record<string, TypologyPrice>) =>
  Object.keys(b).every(
    (k) =>
      a[k]?.visible === b[k].visible && (a[k]?.priceCents ?? null) === (b[k].priceCents ?? null),
  )

/**
 * One line of the file, through the mapping, planned against the shop's products (by name, then
 * vintage and format) and checked by the catalogue's schemas; errors in French ('Volume : …').
 */
export function checkProductLine(
  row: string[],
  mapping: ImportMapping,
  typologies: ShopTypologies,
  known: (name: string) => KnownProduct | undefined,
): CheckedProductLine {
  const values = valuesOf<string>(row, mapping)
  const errors: string[] = []
  const fail = (field: ProductImportField | string, message: string) =>
    errors.push(`${field} : ${message}`)
  const name = values.name ?? ''
  const vintageName = values.vintage ?? 'NV'
  const shown = [name, values.vintage, values.volume].filter(Boolean).join(' ')

  const fields: Record<string, unknown> = {}
  if (values.type) fields.type = pick(values.type, productTypes)
  if (values.color) fields.color = pick(values.color, colours)
  if (values.appellation) fields.appellation = values.appellation
  if (values.gamme) fields.gamme = values.gamme
  if (values.vatType) fields.vatType = vatTypeOf(values.vatType)

  let alcohol: number | undefined
  if (values.alcohol) {
    alcohol = parsePercent(values.alcohol)
    if (alcohol === undefined)
      fail(productImportFields.alcohol, productText.alcohol(values.alcohol))
  }
  const volume = values.volume ? parseVolume(values.volume) : defaultFormat
  if (!volume) fail(productImportFields.volume, productText.volume(values.volume ?? ''))
  const container = values.container
    ? pick(values.container, allContainers, containerLabels as Record<string, string>)
    : undefined
  const cents = (field: string, label: string) => {
    const text = values[field]
    if (!text) return undefined
    const c = parseEuros(text)
    if (c === null) fail(label, productText.price)
    return c ?? undefined
  }
  const publicPrice = cents('publicPrice', productImportFields.publicPrice)
  const cells: Record<string, TypologyPrice> = {}
  for (const [key, t] of Object.entries(typologies)) {
    const c = cents(priceField(key), typologyPriceLabel(t))
    if (c !== undefined) cells[key] = { visible: true, priceCents: c }
  }
  const gtin = values.gtin

  const product = name ? known(name) : undefined
  const vintage = product?.vintages.find((v) => nameKey(v.name) === nameKey(vintageName))
  const format =
    volume &&
    product?.formats.find(
      (f) =>
        f.unity === volume.unity &&
        f.unityValue === volume.unityValue &&
        (container === undefined || f.container === container),
    )
  const newFormat = {
    ...volume,
    ...(container !== undefined ? { container } : {}),
    ...(publicPrice !== undefined ? { priceCents: publicPrice } : {}),
    ...(Object.keys(cells).length > 0 ? { typologies: cells } : {}),
    ...(gtin ? { gtin } : {}),
  }
  // A value the line could not read is told once: not again as missing by the schema.
  const unread = new Set(errors.map((e) => e.slice(0, e.indexOf(' : '))))
  const issues = (result: z.ZodSafeParseResult<unknown>) => {
    if (!result.success)
      for (const issue of result.error.issues) {
        const label = labelOf(issue.path, typologies)
        if (!unread.has(label)) fail(label, issue.message)
      }
  }
  const plan: ProductPlan = { productId: product?.id ?? null, vintageId: null, formatId: null }
  let note: string = productText.update
  let changes = false

  if (!product) {
    const parsed = NewProductInput.safeParse({
      name,
      ...fields,
      vintage: { name: vintageName, ...(alcohol !== undefined ? { alcohol } : {}) },
      format: newFormat,
    })
    issues(parsed)
    if (parsed.success) {
      const vat = vatSettingRefusal({ ...parsed.data, productType: 'bottle' })
      if (vat) fail(productImportFields.vatType, vat)
      plan.create = parsed.data
    }
    note = productText.newProduct
    changes = true
  } else {
    const update = Object.fromEntries(
      productKeys.flatMap((k) =>
        fields[k] !== undefined && fields[k] !== product[k] ? [[k, fields[k]]] : [],
      ),
    )
    if (Object.keys(update).length > 0) {
      const parsed = ProductUpdate.safeParse(update)
      issues(parsed)
      if (parsed.success) {
        const vat = vatSettingRefusal({ ...product, ...parsed.data })
        if (vat) fail(productImportFields.vatType, vat)
        plan.update = parsed.data
        changes = true
      }
    }
    if (!vintage) {
      const parsed = VintageInput.safeParse({
        name: vintageName,
        ...(alcohol !== undefined ? { alcohol } : {}),
      })
      issues(parsed)
      if (parsed.success) plan.addVintage = parsed.data
      note = productText.newVintage
      changes = true
    } else {
      plan.vintageId = vintage.id
      if (alcohol !== undefined && alcohol !== vintage.alcohol) {
        plan.vintageUpdate = { alcohol }
        changes = true
      }
    }
    if (!format) {
      const parsed = FormatInput.safeParse(newFormat)
      issues(parsed)
      if (parsed.success) plan.addFormat = parsed.data
      note = productText.newFormat
      changes = true
    } else {
      plan.formatId = format.id
      const update: Record<string, unknown> = {}
      if (publicPrice !== undefined && publicPrice !== format.priceCents)
        update.priceCents = publicPrice
      if (!sameCells(format.typologies, cells))
        update.typologies = { ...format.typologies, ...cells }
      if (gtin && gtin14(gtin.replace(/\s/g, '')) !== format.gtin) update.gtin = gtin
      if (Object.keys(update).length > 0) {
        const parsed = FormatUpdate.safeParse(update)
        issues(parsed)
        if (parsed.success) plan.formatUpdate = parsed.data
        changes = true
      }
    }
  }
  if (errors.length > 0) return { ok: false, errors: [...new Set(errors)], name: shown }
  return { ok: true, plan, note: changes ? note : productText.unchanged, changes, name: shown }
}

/** The product template's example line, under the headers of `productFieldChoices`. */
export const productTemplateExample: Record<ProductImportField, string> = {
  name: 'Cuvée des Galets',
  type: 'Vin',
  color: 'Rouge',
  appellation: 'Côtes du Rhône',
  gamme: 'Tradition',
  vintage: '2022',
  alcohol: '14',
  container: 'Bouteille',
  volume: '75 cl',
  publicPrice: '12,50',
  vatType: 'Taux normal',
  gtin: '',
}

/** The template's lines: the shop's headers, one example (typology prices from the public one). */
export function productTemplate(typologies: ShopTypologies): string[][] {
  const choices = productFieldChoices(typologies)
  return [
    choices.map((c) => c.label),
    choices.map((c) => {
      const key = typologyOfField(c.value)
      if (key === null) return productTemplateExample[c.value as ProductImportField]
      return typologies[key].ttc ? '12,50' : '8,50'
    }),
  ]
}
