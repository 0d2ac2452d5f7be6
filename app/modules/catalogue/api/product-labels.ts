/**
 * A shop's product labels (decision 0018) and the labels given to its products. Every write ends
 * with `catalogueChanged(shopId)`: the labels show on the shop's cached public pages.
 */
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm'
import type { LabelView } from '#app/modules/catalogue/domain/label-colours'
import {
  MAX_SHOP_LABELS,
  productLabelText as text,
  type ProductLabelInput,
} from '#app/modules/catalogue/domain/product-labels'
import { ApiError } from '#app/platform/api/http'
import type { Db } from '#app/platform/db/client'
import { productLabelLinks, productLabels } from '#app/platform/db/schema'
import { conflictOnUnique } from '#app/platform/db/unique'
import { catalogueChanged } from '../catalogue-events'

type Conn = Db | Parameters<Parameters<Db['transaction']>[0]>[0]

const view = { id: productLabels.id, name: productLabels.name, colour: productLabels.colour }
const byName = [asc(sql`lower(${productLabels.name})`), asc(productLabels.id)]

export async function listLabels(db: Conn, shopId: number): Promise<LabelView[]> {
  return db
    .select(view)
    .from(productLabels)
    .where(eq(productLabels.shopId, shopId))
    .orderBy(...byName)
}

/** Each product's labels, by name. */
export async function labelsOfProducts(db: Conn, productIds: number[]) {
  const map = new Map<number, LabelView[]>()
  if (productIds.length === 0) return map
  const rows = await db
    .select({ productId: productLabelLinks.productId, ...view })
    .from(productLabelLinks)
    .innerJoin(productLabels, eq(productLabels.id, productLabelLinks.labelId))
    .where(inArray(productLabelLinks.productId, productIds))
    .orderBy(...byName)
  for (const { productId, ...label } of rows) {
    const list = map.get(productId)
    if (list) list.push(label)
    else map.set(productId, [label])
  }
  return map
}

async function assertNameFree(db: Db, shopId: number, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: productLabels.id })
    .from(productLabels)
    .where(
      and(
        eq(productLabels.shopId, shopId),
        sql`lower(${productLabels.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(productLabels.id, exceptId),
      ),
    )
  if (taken) throw new ApiError(409, text.nameTaken, { name: [text.nameTaken] })
}

/** Two concurrent writes may both pass the check above; the unique index has the last word. */
const guardName = <T>(work: () => Promise<T>) =>
  conflictOnUnique('product_labels_shop_name_key', 'name', text.nameTaken, work)

async function requireLabel(db: Db, shopId: number, id: number) {
  const [label] = await db
    .select(view)
    .from(productLabels)
    .where(and(eq(productLabels.id, id), eq(productLabels.shopId, shopId)))
  if (!label) throw new ApiError(404, text.notFound)
  return label
}

export async function createLabel(db: Db, shopId: number, input: ProductLabelInput) {
  const [{ n }] = await db
    .select({ n: count() })
    .from(productLabels)
    .where(eq(productLabels.shopId, shopId))
  if (n >= MAX_SHOP_LABELS) throw new ApiError(400, text.tooMany)
  await assertNameFree(db, shopId, input.name)
  const [label] = await guardName(() =>
    db
      .insert(productLabels)
      .values({ shopId, ...input })
      .returning(view),
  )
  catalogueChanged(shopId)
  return label
}

export async function updateLabel(db: Db, shopId: number, id: number, input: ProductLabelInput) {
  await requireLabel(db, shopId, id)
  await assertNameFree(db, shopId, input.name, id)
  const [label] = await guardName(() =>
    db
      .update(productLabels)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(productLabels.id, id))
      .returning(view),
  )
  catalogueChanged(shopId)
  return label
}

/** The label goes, and with it from every product (the links cascade). */
export async function deleteLabel(db: Db, shopId: number, id: number) {
  await requireLabel(db, shopId, id)
  await db.delete(productLabels).where(eq(productLabels.id, id))
  catalogueChanged(shopId)
}

/** 400 unless every id is a label of the shop. */
export async function assertShopLabels(db: Conn, shopId: number, ids: number[]) {
  if (ids.length === 0) return
  const found = await db
    .select({ id: productLabels.id })
    .from(productLabels)
    .where(and(eq(productLabels.shopId, shopId), inArray(productLabels.id, ids)))
  if (found.length !== ids.length)
    throw new ApiError(400, text.unknown, { labelIds: [text.unknown] })
}

/** The product's labels become `ids` (already checked to be the shop's). */
export async function setProductLabels(db: Conn, productId: number, ids: number[]) {
  await db.delete(productLabelLinks).where(eq(productLabelLinks.productId, productId))
  if (ids.length)
    await db.insert(productLabelLinks).values(ids.map((labelId) => ({ productId, labelId })))
}
