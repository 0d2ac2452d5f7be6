/**
 * Product imports (issue 17 §4): the preview, a batch of the run and the revert of an import of
 * kind `products`. Every write goes through the catalogue's own service functions
 * (`catalogue/api/catalogue.ts`: createProduct, updateProduct, addVintage, updateVintage,
 * addFormat, updateFormat, deleteProduct, deleteVintage, deleteFormat), the ones the product
 * form's API calls: there is no second way of writing a product.
 *
 * Same product: same name (case and spaces ignored), then same vintage name, then same volume
 * (and container when the line gives one). What exists is updated, what does not is created: the
 * same file run twice creates nothing the second time (its lines are 'already up to date').
 * A revert removes what the import created (products, and the vintages and formats it added to
 * products that existed) unless an order line names them since; it restores nothing it updated.
 */
import { eq, inArray, or } from 'drizzle-orm'
import {
  addFormat,
  addVintage,
  createProduct,
  deleteFormat,
  deleteProduct,
  deleteVintage,
  listProducts,
  updateFormat,
  updateProduct,
  updateVintage,
  type LoadedProduct,
} from '#app/modules/catalogue/api/catalogue'
import { catalogueChanged } from '#app/modules/catalogue/catalogue-events'
import type { PreviewLine } from '#app/modules/imports/contract'
import {
  checkProductLine,
  nameKey,
  type CheckedProductLine,
  type KnownProduct,
  type ProductPlan,
  type ShopTypologies,
} from '#app/modules/imports/domain/product-imports'
import type { Db } from '#app/platform/db/client'
import {
  imports,
  orderLines,
  productFormats,
  productVintages,
  shops,
} from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'

type ImportRow = typeof imports.$inferSelect
type Catalogue = Map<string, KnownProduct>

export async function shopTypologies(db: Db, shopId: number): Promise<ShopTypologies> {
  const [shop] = await db
    .select({ typologies: shops.typologies })
    .from(shops)
    .where(eq(shops.id, shopId))
  return shop?.typologies ?? {}
}

/** The shop's products by name, read by the catalogue's own list. */
async function catalogueOf(db: Db, shopId: number): Promise<Catalogue> {
  const all = await listProducts(db, shopId)
  const byName: Catalogue = new Map()
  for (const p of all) if (!byName.has(nameKey(p.name))) byName.set(nameKey(p.name), p)
  return byName
}

const lookup = (catalogue: Catalogue) => (name: string) => catalogue.get(nameKey(name))

const MAX_PREVIEW_PROBLEMS = 1000
const PREVIEW_GOOD = 20

/**
 * Every line through the concordance table, planned as the run would (a line creating a product
 * makes the later lines of the same product updates of it, as the run will).
 */
export async function previewProducts(db: Db, row: ImportRow, rows: string[][]) {
  const typologies = await shopTypologies(db, row.shopId)
  const catalogue = await catalogueOf(db, row.shopId)
  const lines: PreviewLine[] = []
  const counts = { ok: 0, errors: 0, duplicates: 0 }
  let good = 0
  rows.forEach((cells, i) => {
    const checked = checkProductLine(cells, row.mapping, typologies, lookup(catalogue))
    const base = { line: i + 2, name: checked.name, email: null }
    const room = lines.length < MAX_PREVIEW_PROBLEMS + PREVIEW_GOOD
    if (!checked.ok) {
      counts.errors += 1
      if (room) lines.push({ ...base, status: 'error', errors: checked.errors, note: null })
      return
    }
    if (!checked.changes) {
      counts.duplicates += 1
      if (room) lines.push({ ...base, status: 'duplicate', errors: [checked.note], note: null })
      return
    }
    counts.ok += 1
    imagine(catalogue, checked, -(i + 1))
    if (good < PREVIEW_GOOD) {
      good += 1
      lines.push({ ...base, status: 'ok', errors: [], note: checked.note })
    }
  })
  return { total: rows.length, ...counts, lines }
}

/**
 * The preview's catalogue as it will be after a good line: a new product gets `id` (negative,
 * one per line: not written yet), its new vintages and formats 0.
 */
function imagine(
  catalogue: Catalogue,
  checked: Extract<CheckedProductLine, { ok: true }>,
  id: number,
) {
  const { plan } = checked
  const formatOf = (f: NonNullable<ProductPlan['addFormat']>): KnownProduct['formats'][number] => ({
    id: 0,
    unity: f.unity ?? 'Centilitre(s)',
    unityValue: f.unityValue ?? 75,
    container: f.container ?? null,
    priceCents: f.priceCents,
    typologies: f.typologies ?? {},
    gtin: f.gtin ?? null,
  })
  if (plan.create) {
    const { vintage, format, ...fields } = plan.create
    catalogue.set(nameKey(fields.name), {
      id,
      name: fields.name,
      type: fields.type ?? null,
      color: fields.color ?? null,
      appellation: fields.appellation ?? null,
      gamme: fields.gamme ?? null,
      vatType: fields.vatType ?? 'standard',
      disableVat: false,
      productType: 'bottle',
      vintages: [{ id: 0, name: vintage.name, alcohol: vintage.alcohol ?? null }],
      formats: [formatOf(format)],
    })
    return
  }
  const product = lookupById(catalogue, plan.productId!)
  if (plan.addVintage)
    product.vintages.push({
      id: 0,
      name: plan.addVintage.name,
      alcohol: plan.addVintage.alcohol ?? null,
    })
  if (plan.addFormat) product.formats.push(formatOf(plan.addFormat))
}

/** The ids an import created, as kept on its row. */
export type Created = { products: number[]; vintages: number[]; formats: number[] }

/**
 * One line through the catalogue's services, in its own savepoint (a refused line writes
 * nothing); what it created is added to `created`, the catalogue map kept up to date.
 */
async function applyLine(
  db: Db,
  shopId: number,
  catalogue: Catalogue,
  checked: Extract<CheckedProductLine, { ok: true }>,
  created: Created,
) {
  const { plan } = checked
  const remember = (p: LoadedProduct) => {
    for (const [key, known] of catalogue) if (known.id === p.id) catalogue.delete(key)
    catalogue.set(nameKey(p.name), p)
  }
  if (plan.create) {
    const product = await createProduct(db, shopId, plan.create)
    created.products.push(product.id)
    remember(product)
    return 'created' as const
  }
  const productId = plan.productId!
  let product: LoadedProduct | undefined
  if (plan.update) product = await updateProduct(db, shopId, productId, plan.update)
  if (plan.addVintage) {
    const before = new Set(lookupById(catalogue, productId).vintages.map((v) => v.id))
    product = await addVintage(db, shopId, productId, plan.addVintage)
    created.vintages.push(...product.vintages.filter((v) => !before.has(v.id)).map((v) => v.id))
  } else if (plan.vintageUpdate && plan.vintageId)
    product = await updateVintage(db, shopId, productId, plan.vintageId, plan.vintageUpdate)
  if (plan.addFormat) {
    const before = new Set(lookupById(catalogue, productId).formats.map((f) => f.id))
    product = await addFormat(db, shopId, productId, plan.addFormat)
    created.formats.push(...product.formats.filter((f) => !before.has(f.id)).map((f) => f.id))
  } else if (plan.formatUpdate && plan.formatId)
    product = await updateFormat(db, shopId, productId, plan.formatId, plan.formatUpdate)
  if (product) remember(product)
  return 'updated' as const
}

const lookupById = (catalogue: Catalogue, id: number) =>
  [...catalogue.values()].find((p) => p.id === id)!

/** A batch of lines of a product import, inside the run's transaction. */
export async function runProductLines(
  tx: Db,
  row: ImportRow,
  slice: string[][],
  firstLine: number,
) {
  const typologies = await shopTypologies(tx, row.shopId)
  const catalogue = await catalogueOf(tx, row.shopId)
  const created: Created = { products: [], vintages: [], formats: [] }
  const lineErrors: ImportRow['lineErrors'] = []
  let updated = 0
  let skipped = 0
  for (const [i, cells] of slice.entries()) {
    const line = firstLine + i
    const checked = checkProductLine(cells, row.mapping, typologies, lookup(catalogue))
    if (!checked.ok) {
      lineErrors.push({ line, errors: checked.errors })
      continue
    }
    if (!checked.changes) {
      skipped += 1
      continue
    }
    try {
      const done = await tx.transaction((savepoint) =>
        applyLine(savepoint as unknown as Db, row.shopId, catalogue, checked, created),
      )
      if (done === 'updated') updated += 1
    } catch (error) {
      if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409))
        throw error
      lineErrors.push({ line, errors: [error.message] })
    }
  }
  return { created, updated, skipped, lineErrors }
}

/** After a batch's commit: what was read of the catalogue is read again (its caches). */
export const announceCatalogue = (shopId: number) => catalogueChanged(shopId)

/**
 * Removes what a product import created unless an order line names it since: its products
 * (with their vintages and formats), then the vintages and formats it added to older products.
 * What it updated is not restored.
 */
export async function revertProducts(tx: Db, row: ImportRow) {
  const ids = {
    products: row.createdIds,
    vintages: row.createdVintageIds,
    formats: row.createdFormatIds,
  }
  const named =
    ids.products.length + ids.vintages.length + ids.formats.length > 0
      ? await tx
          .select({
            productId: orderLines.productId,
            vintageId: orderLines.vintageId,
            formatId: orderLines.formatId,
          })
          .from(orderLines)
          .where(
            or(
              ids.products.length > 0 ? inArray(orderLines.productId, ids.products) : undefined,
              ids.vintages.length > 0 ? inArray(orderLines.vintageId, ids.vintages) : undefined,
              ids.formats.length > 0 ? inArray(orderLines.formatId, ids.formats) : undefined,
            ),
          )
      : []
  const used = {
    products: new Set(named.map((n) => n.productId)),
    vintages: new Set(named.map((n) => n.vintageId)),
    formats: new Set(named.map((n) => n.formatId)),
  }
  let removed = 0
  let kept = 0
  /** A record already gone (removed by hand) counts as neither; one the catalogue refuses, kept. */
  const remove = async (isUsed: boolean, work: () => Promise<unknown>) => {
    if (isUsed) return void (kept += 1)
    try {
      await tx.transaction(() => work())
      removed += 1
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      if (error.status !== 404) kept += 1
    }
  }
  const removedProducts = new Set<number>()
  for (const id of ids.products)
    await remove(used.products.has(id), async () => {
      await deleteProduct(tx, row.shopId, id)
      removedProducts.add(id)
    })
  const owners = async (table: 'vintages' | 'formats', list: number[]) => {
    if (list.length === 0) return new Map<number, number>()
    const t = table === 'vintages' ? productVintages : productFormats
    const rows = await tx
      .select({ id: t.id, productId: t.productId })
      .from(t)
      .where(inArray(t.id, list))
    return new Map(rows.map((r) => [r.id, r.productId]))
  }
  const vintageOwners = await owners('vintages', ids.vintages)
  for (const id of ids.vintages) {
    const productId = vintageOwners.get(id)
    if (productId === undefined || removedProducts.has(productId)) continue
    await remove(used.vintages.has(id), () => deleteVintage(tx, row.shopId, productId, id))
  }
  const formatOwners = await owners('formats', ids.formats)
  for (const id of ids.formats) {
    const productId = formatOwners.get(id)
    if (productId === undefined || removedProducts.has(productId)) continue
    await remove(used.formats.has(id), () => deleteFormat(tx, row.shopId, productId, id))
  }
  return { removed, kept }
}
