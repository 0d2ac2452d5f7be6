/**
 * The defaults of new products ('Articles' tab, issue 16 §1): the VAT type, the first format's
 * container and size (unit and value), the packing and its quantity. Kept in
 * `shops.settings.productDefaults`; the catalogue's product creation takes each one a request
 * leaves out (`withProductDefaults`), and the back office's creation form starts from them.
 */
import * as z from 'zod'
import {
  allContainers,
  defaultFormat,
  formatUnities,
  packings,
  vatTypes,
  type Container,
  type FormatUnity,
  type ProductKind,
  type VatType,
  isAlcoholicDrink,
} from '#app/modules/catalogue/domain/catalogue'
import { parseDecimal } from '#app/platform/domain/validation'

export type Packing = (typeof packings)[number]

export type ProductDefaults = {
  vatType: VatType
  /** The first format's container; null: none. */
  container: Container | null
  unity: FormatUnity
  unityValue: number
  /** How the product is packed for sale; null: not packed. */
  packing: Packing | null
  packingQuantity: number | null
}

/** A shop that never saved its defaults: the catalogue's own (a 75 cl bottle at the normal rate). */
export const builtInProductDefaults: ProductDefaults = {
  vatType: 'standard',
  container: 'bottle',
  unity: defaultFormat.unity,
  unityValue: defaultFormat.unityValue,
  packing: null,
  packingQuantity: null,
}

export const productDefaultsText = {
  vatType: 'Choisissez un taux de TVA de la liste.',
  container: 'Choisissez un contenant de la liste.',
  unity: 'Choisissez une unité de la liste.',
  unityValue: 'Indiquez une contenance supérieure à 0, par exemple 75 ou 37,5.',
  packing: 'Choisissez un conditionnement de la liste.',
  packingQuantity: 'Indiquez un nombre entier d’unités par conditionnement, de 1 à 10 000.',
  quantityWithoutPacking: 'Choisissez le conditionnement de cette quantité.',
  saved: 'Les valeurs par défaut de vos articles sont enregistrées.',
} as const

const t = productDefaultsText
/** A form's empty choice means none, as a body's null does. */
const blankIsNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v)
const oneOf = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.enum(values, { error: message })

const fields = {
  vatType: oneOf(vatTypes, t.vatType),
  container: z.preprocess(
    blankIsNull,
    oneOf(allContainers as unknown as [Container, ...Container[]], t.container).nullable(),
  ),
  unity: oneOf(formatUnities, t.unity),
  // A form sends French decimals ('37,5'), a body a number.
  unityValue: z.preprocess(
    (v) => parseDecimal(v) ?? v,
    z.number({ error: t.unityValue }).gt(0, t.unityValue).max(100_000, t.unityValue),
  ),
  packing: z.preprocess(blankIsNull, oneOf(packings, t.packing).nullable()),
  packingQuantity: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,6}\s*$/.test(v) ? Number(v) : blankIsNull(v)),
    z
      .number({ error: t.packingQuantity })
      .int(t.packingQuantity)
      .min(1, t.packingQuantity)
      .max(10_000, t.packingQuantity)
      .nullable(),
  ),
}

/** A quantity per packing means nothing without the packing. */
const packedQuantity = (d: { packing: string | null; packingQuantity: number | null }) =>
  d.packingQuantity === null || d.packing !== null
const quantityWithoutPacking = { message: t.quantityWithoutPacking, path: ['packing'] }

/** PUT /settings/product-defaults, and the tab's form (the same fields). */
export const ProductDefaultsInput = z
  .strictObject(fields)
  .refine(packedQuantity, quantityWithoutPacking)
export const productDefaultsForm = z.object(fields).refine(packedQuantity, quantityWithoutPacking)
export type ProductDefaultsInput = z.output<typeof ProductDefaultsInput>

export const productDefaultsIntent = 'product-defaults'

/**
 * The defaults as stored, over the built-in ones: a value no longer offered (a list changed since)
 * falls back to the built-in one rather than reaching a product.
 */
export function productDefaultsOf(stored: Partial<Record<keyof ProductDefaults, unknown>> = {}) {
  const read = ProductDefaultsInput.safeParse({ ...builtInProductDefaults, ...stored })
  if (read.success) return read.data as ProductDefaults
  const kept = { ...builtInProductDefaults }
  for (const key of Object.keys(fields) as (keyof ProductDefaults)[]) {
    const one = fields[key].safeParse(stored[key])
    if (one.success && stored[key] !== undefined) Object.assign(kept, { [key]: one.data })
  }
  return packedQuantity(kept) ? kept : { ...kept, packingQuantity: null }
}

type NewProduct = {
  productType?: ProductKind
  type?: string | null
  vatType?: VatType
  packing?: Packing | null
  packingQuantity?: number | null
  format: {
    priceCents: number
    unity?: FormatUnity
    unityValue?: number
    container?: string | null
  }
}

type WithDefaults<P extends NewProduct> = Omit<
  P,
  'vatType' | 'packing' | 'packingQuantity' | 'format'
> &
  Pick<ProductDefaults, 'vatType' | 'packing' | 'packingQuantity'> & {
    // A request's container is any offered name (the catalogue's schema types it as a string).
    format: P['format'] & { unity: FormatUnity; unityValue: number; container: string | null }
  }

/**
 * A new product with each field it leaves out (undefined; null is a choice) from the defaults. An
 * alcoholic drink keeps the normal rate whatever the default (CGI art. 278: the catalogue refuses
 * any other), so that a default set for juices or accessories never blocks a wine's creation.
 */
export function withProductDefaults<P extends NewProduct>(
  product: P,
  defaults: ProductDefaults,
): WithDefaults<P> {
  const { format } = product
  // A product is a bottle unless it says otherwise (the catalogue's rule).
  const alcoholic = isAlcoholicDrink({
    productType: product.productType ?? 'bottle',
    type: product.type,
  })
  return {
    ...product,
    vatType: product.vatType ?? (alcoholic ? 'standard' : defaults.vatType),
    packing: product.packing === undefined ? defaults.packing : product.packing,
    packingQuantity:
      product.packingQuantity === undefined ? defaults.packingQuantity : product.packingQuantity,
    format: {
      ...format,
      unity: format.unity ?? defaults.unity,
      unityValue: format.unityValue ?? defaults.unityValue,
      container: format.container === undefined ? defaults.container : format.container,
    },
  }
}
