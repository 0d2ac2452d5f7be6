/**
 * The staff side of a shop's catalogue: products with their vintages and formats, read and
 * written always within one shop. Every write ends with `catalogueChanged(shopId)`.
 */
import { orderedTerms } from '#app/modules/catalogue/domain/ingredients'
import { conflictOnUnique } from '#app/platform/db/unique'
import { and, asc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import {
  eq75Of,
  formatLabel,
  gtin14,
  productSlug,
  vatSettingRefusal,
  vintageLabel,
} from '#app/modules/catalogue/domain/catalogue'
import {
  boxMessages,
  type FormatInput,
  FormatUpdate,
  type NewProductInput,
  type ProductUpdate,
  type VintageInput,
  type VintageUpdate,
} from '#app/modules/catalogue/domain/catalogue-schemas'
import type { Db } from '#app/platform/db/client'
import { productFormats, products, productVintages } from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import { catalogueChanged } from '../catalogue-events'
import { assertShopLabels, labelsOfProducts, setProductLabels } from './product-labels'
import type { LabelView } from '#app/modules/catalogue/domain/label-colours'
import { containsPattern } from '#app/platform/db/like'

type ProductRow = typeof products.$inferSelect
type VintageRow = typeof productVintages.$inferSelect
type FormatRow = typeof productFormats.$inferSelect
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type Conn = Db | Tx

export type LoadedProduct = ProductRow & {
  vintages: VintageRow[]
  formats: FormatRow[]
  labels: LabelView[]
}

export const catalogueText = {
  notFound: 'Produit inexistant',
  vintageNotFound: 'Millésime inexistant',
  formatNotFound: 'Format inexistant',
  lastVintage: 'Un produit garde au moins un millésime.',
  lastFormat: 'Un produit garde au moins un format.',
  gtinTaken: 'Ce code GTIN est déjà utilisé.',
  created: 'Le produit a été créé.',
  updated: 'Le produit a été enregistré.',
  deleted: 'Le produit a été supprimé.',
  vintageSaved: 'Le millésime a été enregistré.',
  vintageDeleted: 'Le millésime a été supprimé.',
  formatSaved: 'Le format a été enregistré.',
  formatDeleted: 'Le format a été supprimé.',
} as const

// ---------------------------------------------------------------- reading

export type ProductFilters = {
  q?: string
  status?: string
  type?: string
  color?: string
  gamme?: string
  productType?: string
}

async function withChildren(db: Conn, rows: ProductRow[]): Promise<LoadedProduct[]> {
  if (rows.length === 0) return []
  const ids = rows.map((p) => p.id)
  const [vintages, formats, labels] = await Promise.all([
    db
      .select()
      .from(productVintages)
      .where(inArray(productVintages.productId, ids))
      .orderBy(asc(productVintages.position), asc(productVintages.id)),
    db
      .select()
      .from(productFormats)
      .where(inArray(productFormats.productId, ids))
      .orderBy(asc(productFormats.position), asc(productFormats.id)),
    labelsOfProducts(db, ids),
  ])
  return rows.map((p) => ({
    ...p,
    vintages: vintages.filter((v) => v.productId === p.id),
    formats: formats.filter((f) => f.productId === p.id),
    labels: labels.get(p.id) ?? [],
  }))
}

/** `%` and `_` typed in a search are meant literally. */

export async function listProducts(
  db: Db,
  shopId: number,
  filters: ProductFilters = {},
): Promise<LoadedProduct[]> {
  const where: SQL[] = [eq(products.shopId, shopId)]
  if (filters.q) {
    const pattern = containsPattern(filters.q)
    where.push(
      or(
        ilike(products.name, pattern),
        ilike(products.precision, pattern),
        ilike(products.appellation, pattern),
      )!,
    )
  }
  if (filters.status) where.push(eq(products.status, filters.status as ProductRow['status']))
  if (filters.type) where.push(eq(products.type, filters.type))
  if (filters.color) where.push(eq(products.color, filters.color))
  if (filters.gamme) where.push(eq(products.gamme, filters.gamme))
  if (filters.productType)
    where.push(eq(products.productType, filters.productType as ProductRow['productType']))
  const rows = await db
    .select()
    .from(products)
    .where(and(...where))
    .orderBy(asc(products.position), asc(products.name), asc(products.id))
  return withChildren(db, rows)
}

/** A product of this shop with its vintages and formats, or null (another shop's is null too). */
export async function loadProduct(
  db: Conn,
  shopId: number,
  productId: number,
): Promise<LoadedProduct | null> {
  const rows = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.shopId, shopId)))
  const [loaded] = await withChildren(db, rows)
  return loaded ?? null
}

async function requireProduct(db: Conn, shopId: number, productId: number) {
  const product = await loadProduct(db, shopId, productId)
  if (!product) throw new ApiError(404, catalogueText.notFound)
  return product
}

/** `hidden`: the vintage names the shop shows as none (`hiddenVintageNamesOf` of its settings). */
export function toProductRecord(p: LoadedProduct, hidden: readonly string[]) {
  return {
    id: p.id,
    shopId: p.shopId,
    slug: p.slug,
    name: p.name,
    precision: p.precision,
    type: p.type,
    color: p.color,
    gamme: p.gamme,
    quality: p.quality,
    qualityLabels: p.qualityLabels,
    grapes: p.grapes,
    productType: p.productType,
    accessoryType: p.accessoryType,
    status: p.status,
    vatType: p.vatType,
    disableVat: p.disableVat,
    packing: p.packing,
    packingQuantity: p.packingQuantity,
    weight: p.weight,
    description: p.description,
    appellation: p.appellation,
    category: p.category,
    country: p.country,
    brand: p.brand,
    visuals: p.visuals,
    position: p.position,
    fiscalCategory: p.fiscalCategory ?? null,
    boxContents: p.boxContents,
    labels: p.labels,
    updatedAt: p.updatedAt.toISOString(),
    vintages: p.vintages.map((v) => ({
      id: v.id,
      name: v.name,
      label: vintageLabel(v.name, hidden),
      alcohol: v.alcohol,
      legal: v.legal,
      nutrition: v.nutrition ?? null,
      ingredients: v.ingredients,
      ingredientsByLanguage: v.ingredientsByLanguage,
      ingredientTerms: v.ingredientTerms ?? [],
      allergens: v.allergens,
      lots: v.lots,
      enPrimeur: v.enPrimeur,
      position: v.position,
    })),
    formats: p.formats.map((f) => ({
      id: f.id,
      label: formatLabel(f),
      unity: f.unity,
      unityValue: f.unityValue,
      eq75: f.eq75,
      container: f.container,
      type: f.type,
      nameInShop: f.nameInShop,
      showUnityValue: f.showUnityValue,
      priceCents: f.priceCents,
      discountPrice: f.discountPrice,
      discountAdd: f.discountAdd,
      typologies: f.typologies,
      weight: f.weight,
      visuals: f.visuals,
      gtin: f.gtin,
      position: f.position,
    })),
  }
}

export type ProductRecord = ReturnType<typeof toProductRecord>

// ---------------------------------------------------------------- writing helpers

/** The name's slug, or the first of slug-2, slug-3… no other product of the shop uses. */
export async function uniqueSlug(
  db: Conn,
  shopId: number,
  name: string,
  exceptId?: number,
): Promise<string> {
  const base = productSlug(name)
  const taken = new Set(
    (
      await db
        .select({ slug: products.slug })
        .from(products)
        .where(
          and(
            eq(products.shopId, shopId),
            sql`(${products.slug} = ${base} or ${products.slug} like ${`${base}-%`})`,
            exceptId === undefined ? undefined : ne(products.id, exceptId),
          ),
        )
    ).map((r) => r.slug),
  )
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`
}

/** GTINs are unique across every shop: a code names one trade item worldwide. */
async function assertGtinFree(db: Conn, gtin: string, exceptFormatId?: number) {
  const [used] = await db
    .select({ id: productFormats.id })
    .from(productFormats)
    .where(
      and(
        eq(productFormats.gtin, gtin),
        exceptFormatId === undefined ? undefined : ne(productFormats.id, exceptFormatId),
      ),
    )
  if (used) throw new ApiError(409, catalogueText.gtinTaken, { gtin: [catalogueText.gtinTaken] })
}

/** Two concurrent writes may both pass the check above; the unique index has the last word. */
const guardGtin = <T>(work: () => Promise<T>) =>
  conflictOnUnique('product_formats_gtin_key', 'gtin', catalogueText.gtinTaken, work)

function vintageValues(v: VintageUpdate) {
  return {
    ...(v.name !== undefined ? { name: v.name } : {}),
    ...(v.alcohol !== undefined ? { alcohol: v.alcohol } : {}),
    ...(v.legal !== undefined ? { legal: v.legal } : {}),
    ...(v.nutrition !== undefined ? { nutrition: v.nutrition } : {}),
    ...(v.ingredients !== undefined ? { ingredients: v.ingredients } : {}),
    ...(v.ingredientsByLanguage !== undefined
      ? { ingredientsByLanguage: v.ingredientsByLanguage }
      : {}),
    ...(v.ingredientTerms !== undefined
      ? { ingredientTerms: orderedTerms(v.ingredientTerms) }
      : {}),
    ...(v.allergens !== undefined ? { allergens: v.allergens } : {}),
    ...(v.lots !== undefined ? { lots: [...new Set(v.lots)] } : {}),
    ...(v.enPrimeur !== undefined ? { enPrimeur: v.enPrimeur } : {}),
    ...(v.position !== undefined ? { position: v.position } : {}),
  }
}

/** A format's columns from its input; eq75 follows the volume, a GTIN is kept on 14 digits. */
function formatValues(f: FormatUpdate, current?: FormatRow) {
  const { gtin, ...rest } = f
  const unity = f.unity ?? current?.unity ?? 'Centilitre(s)'
  const unityValue = f.unityValue ?? current?.unityValue ?? 75
  return {
    ...rest,
    unity,
    unityValue,
    eq75: eq75Of(unity, unityValue),
    ...(gtin !== undefined ? { gtin: gtin === null ? null : gtin14(gtin) } : {}),
  }
}

async function nextPosition(
  db: Conn,
  table: typeof productVintages | typeof productFormats,
  productId: number,
) {
  const [row] = await db
    .select({ max: sql<number | null>`max(${table.position})` })
    .from(table)
    .where(eq(table.productId, productId))
  return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1
}

const touch = (db: Conn, productId: number) =>
  db.update(products).set({ updatedAt: new Date() }).where(eq(products.id, productId))

// ---------------------------------------------------------------- products

/**
 * 400 unless a product's excise facts hold: only a bottle names a fiscal category, only a gift
 * box has contents, and those are bottle formats of the same shop (not the box itself), each once.
 */
async function assertExciseFacts(
  db: Conn,
  shopId: number,
  product: Pick<ProductRow, 'productType' | 'fiscalCategory' | 'boxContents'>,
) {
  const refuse = (field: 'fiscalCategory' | 'boxContents', message: string) => {
    throw new ApiError(400, message, { [field]: [message] })
  }
  if (product.fiscalCategory && product.productType !== 'bottle')
    refuse('fiscalCategory', boxMessages.fiscalNotBottle)
  const contents = product.boxContents
  if (contents.length === 0) return
  if (product.productType !== 'box') refuse('boxContents', boxMessages.notABox)
  const ids = contents.map((c) => c.formatId)
  if (new Set(ids).size !== ids.length) refuse('boxContents', boxMessages.twice)
  const found = await shopFormats(db, shopId, ids)
  const bottles = found.filter((r) => r.product.productType === 'bottle')
  if (bottles.length !== ids.length) refuse('boxContents', boxMessages.unknownFormat)
}

/** 400 when an alcoholic drink is set to a VAT rate other than 20 % (the one rule of catalogue.ts). */
function assertVatSetting(product: Parameters<typeof vatSettingRefusal>[0]) {
  const refusal = vatSettingRefusal(product)
  if (refusal) throw new ApiError(400, refusal, { vatType: [refusal] })
}

export async function createProduct(db: Db, shopId: number, input: NewProductInput) {
  const { vintage, format, labelIds, ...fields } = input
  // A product is a bottle unless it says otherwise (the column's default).
  assertVatSetting({ ...fields, productType: fields.productType ?? 'bottle' })
  await assertExciseFacts(db, shopId, {
    productType: fields.productType ?? 'bottle',
    fiscalCategory: fields.fiscalCategory ?? null,
    boxContents: fields.boxContents ?? [],
  })
  const values = formatValues(format)
  if (values.gtin) await assertGtinFree(db, values.gtin)
  await assertShopLabels(db, shopId, labelIds ?? [])
  const id = await guardGtin(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({ ...fields, shopId, slug: await uniqueSlug(tx, shopId, fields.name) })
        .returning({ id: products.id })
      await tx.insert(productVintages).values({
        ingredientTerms: [],
        ...vintageValues(vintage),
        name: vintage.name,
        productId: row.id,
      })
      await tx
        .insert(productFormats)
        .values({ ...values, priceCents: format.priceCents, productId: row.id })
      if (labelIds) await setProductLabels(tx, row.id, labelIds)
      return row.id
    }),
  )
  catalogueChanged(shopId)
  return requireProduct(db, shopId, id)
}

export async function updateProduct(
  db: Db,
  shopId: number,
  productId: number,
  { labelIds, ...input }: ProductUpdate,
) {
  const current = await requireProduct(db, shopId, productId)
  if (labelIds) await assertShopLabels(db, shopId, labelIds)
  assertVatSetting({
    productType: input.productType ?? current.productType,
    type: input.type !== undefined ? input.type : current.type,
    vatType: input.vatType ?? current.vatType,
    disableVat: input.disableVat ?? current.disableVat,
  })
  await assertExciseFacts(db, shopId, {
    productType: input.productType ?? current.productType,
    fiscalCategory:
      input.fiscalCategory !== undefined ? input.fiscalCategory : current.fiscalCategory,
    boxContents: input.boxContents ?? current.boxContents,
  })
  const slug =
    input.name !== undefined && input.name !== current.name
      ? await uniqueSlug(db, shopId, input.name, productId)
      : current.slug
  await db.transaction(async (tx) => {
    await tx
      .update(products)
      .set({ ...input, slug, updatedAt: new Date() })
      .where(and(eq(products.id, productId), eq(products.shopId, shopId)))
    if (labelIds) await setProductLabels(tx, productId, labelIds)
  })
  catalogueChanged(shopId)
  return requireProduct(db, shopId, productId)
}

export async function deleteProduct(db: Db, shopId: number, productId: number) {
  await requireProduct(db, shopId, productId)
  await db.delete(products).where(and(eq(products.id, productId), eq(products.shopId, shopId)))
  catalogueChanged(shopId)
}

// ---------------------------------------------------------------- vintages

export async function addVintage(db: Db, shopId: number, productId: number, input: VintageInput) {
  await requireProduct(db, shopId, productId)
  await db.transaction(async (tx) => {
    await tx.insert(productVintages).values({
      position: await nextPosition(tx, productVintages, productId),
      ingredientTerms: [],
      ...vintageValues(input),
      name: input.name,
      productId,
    })
    await touch(tx, productId)
  })
  catalogueChanged(shopId)
  return requireProduct(db, shopId, productId)
}

function ownVintage(product: LoadedProduct, vintageId: number) {
  const vintage = product.vintages.find((v) => v.id === vintageId)
  if (!vintage) throw new ApiError(404, catalogueText.vintageNotFound)
  return vintage
}

export async function updateVintage(
  db: Db,
  shopId: number,
  productId: number,
  vintageId: number,
  input: VintageUpdate,
) {
  ownVintage(await requireProduct(db, shopId, productId), vintageId)
  await db.transaction(async (tx) => {
    await tx
      .update(productVintages)
      .set({ ...vintageValues(input), updatedAt: new Date() })
      .where(eq(productVintages.id, vintageId))
    await touch(tx, productId)
  })
  catalogueChanged(shopId)
  return requireProduct(db, shopId, productId)
}

export async function deleteVintage(db: Db, shopId: number, productId: number, vintageId: number) {
  const product = await requireProduct(db, shopId, productId)
  ownVintage(product, vintageId)
  if (product.vintages.length <= 1) throw new ApiError(400, catalogueText.lastVintage)
  await db.transaction(async (tx) => {
    await tx.delete(productVintages).where(eq(productVintages.id, vintageId))
    await touch(tx, productId)
  })
  catalogueChanged(shopId)
  return requireProduct(db, shopId, productId)
}

// ---------------------------------------------------------------- formats

export async function addFormat(db: Db, shopId: number, productId: number, input: FormatInput) {
  await requireProduct(db, shopId, productId)
  const values = formatValues(input)
  if (values.gtin) await assertGtinFree(db, values.gtin)
  await guardGtin(() =>
    db.transaction(async (tx) => {
      await tx.insert(productFormats).values({
        position: await nextPosition(tx, productFormats, productId),
        ...values,
        priceCents: input.priceCents,
        productId,
      })
      await touch(tx, productId)
    }),
  )
  catalogueChanged(shopId)
  return requireProduct(db, shopId, productId)
}

function ownFormat(product: LoadedProduct, formatId: number) {
  const format = product.formats.find((f) => f.id === formatId)
  if (!format) throw new ApiError(404, catalogueText.formatNotFound)
  return format
}

export async function updateFormat(
  db: Db,
  shopId: number,
  productId: number,
  formatId: number,
  input: FormatUpdate,
) {
  const current = ownFormat(await requireProduct(db, shopId, productId), formatId)
  const values = formatValues(input, current)
  if (values.gtin) await assertGtinFree(db, values.gtin, formatId)
  await guardGtin(() =>
    db.transaction(async (tx) => {
      await tx
        .update(productFormats)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(productFormats.id, formatId))
      await touch(tx, productId)
    }),
  )
  catalogueChanged(shopId)
  return requireProduct(db, shopId, productId)
}

export async function deleteFormat(db: Db, shopId: number, productId: number, formatId: number) {
  const product = await requireProduct(db, shopId, productId)
  ownFormat(product, formatId)
  if (product.formats.length <= 1) throw new ApiError(400, catalogueText.lastFormat)
  await db.transaction(async (tx) => {
    await tx.delete(productFormats).where(eq(productFormats.id, formatId))
    await touch(tx, productId)
  })
  catalogueChanged(shopId)
  return requireProduct(db, shopId, productId)
}

/** The formats of a shop among `ids` (for price grids and promotions), with their product. */
export async function shopFormats(db: Conn, shopId: number, ids?: number[]) {
  if (ids && ids.length === 0) return []
  return db
    .select({ format: productFormats, product: products })
    .from(productFormats)
    .innerJoin(products, eq(products.id, productFormats.productId))
    .where(and(eq(products.shopId, shopId), ids ? inArray(productFormats.id, ids) : undefined))
    .orderBy(
      asc(products.position),
      asc(products.name),
      asc(products.id),
      asc(productFormats.position),
      asc(productFormats.id),
    )
}
