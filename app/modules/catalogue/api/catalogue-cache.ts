/**
 * A shop's catalogue rows, kept in memory: public listings are read far more often than the
 * catalogue is written, and every write announces itself through `catalogueChanged`.
 */
import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '#app/platform/db/client'
import { productFormats, products, productVintages, promotions } from '#app/platform/db/schema'
import { shopMemo } from '../shop-memo'
import type { LabelView } from '../domain/label-colours'
import { labelsOfProducts } from './product-labels'

export type ProductRow = typeof products.$inferSelect
export type VintageRow = typeof productVintages.$inferSelect
export type FormatRow = typeof productFormats.$inferSelect
export type PromotionRow = typeof promotions.$inferSelect

export type ShopCatalogue = {
  products: ProductRow[]
  vintagesOf: Map<number, VintageRow[]>
  formatsOf: Map<number, FormatRow[]>
  labelsOf: Map<number, LabelView[]>
  promotions: PromotionRow[]
}

/**
 * A bound on staleness for a write nobody announced (SQL by hand): the API's own writes, in this
 * process or another on the same PostgreSQL (LISTEN/NOTIFY), empty the entry at once.
 */
export const CATALOGUE_TTL_MS = 60_000

function groupBy<T extends { productId: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>()
  for (const row of rows) {
    const list = map.get(row.productId)
    if (list) list.push(row)
    else map.set(row.productId, [row])
  }
  return map
}

/** Products, then their vintages, formats and labels in one query each; promotions alongside. */
async function load(db: Db, shopId: number): Promise<ShopCatalogue> {
  const [productRows, promotionRows] = await Promise.all([
    db
      .select()
      .from(products)
      .where(eq(products.shopId, shopId))
      .orderBy(asc(products.position), asc(products.id)),
    db.select().from(promotions).where(eq(promotions.shopId, shopId)).orderBy(asc(promotions.id)),
  ])
  const ids = productRows.map((p) => p.id)
  const [vintageRows, formatRows, labelsOf] = ids.length
    ? await Promise.all([
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
    : [[], [], new Map<number, LabelView[]>()]
  return {
    products: productRows,
    vintagesOf: groupBy(vintageRows),
    formatsOf: groupBy(formatRows),
    labelsOf,
    promotions: promotionRows,
  }
}

/** The shop's catalogue, from memory when loaded less than a minute ago and unchanged since. */
export const shopCatalogue = shopMemo(CATALOGUE_TTL_MS, load)
