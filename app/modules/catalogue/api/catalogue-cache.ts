/**
 * A shop's catalogue rows, kept in memory: public listings are read far more often than the
 * catalogue is written, and every write announces itself through `catalogueChanged`.
 */
import { asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '#app/platform/db/client'
import { productFormats, products, productVintages, promotions } from '#app/platform/db/schema'
import { onCatalogueChange } from '../catalogue-events'
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

type Entry = { loadedAt: number; version: number; catalogue: Promise<ShopCatalogue> }

// Keyed by database as well: tests and tools may run several APIs in one process.
const caches = new WeakMap<Db, Map<number, Entry>>()

/** Bumped by every change of a shop; an entry loaded under an older version is stale. */
let changes = 0
const shopVersions = new Map<number, number>()
let allVersion = 0
onCatalogueChange(
  (shopId) => shopVersions.set(shopId, ++changes),
  () => (allVersion = ++changes),
)

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
export function shopCatalogue(db: Db, shopId: number): Promise<ShopCatalogue> {
  let cache = caches.get(db)
  if (!cache) {
    cache = new Map()
    caches.set(db, cache)
  }
  const now = Date.now()
  const version = Math.max(shopVersions.get(shopId) ?? 0, allVersion)
  const entry = cache.get(shopId)
  if (entry && entry.version === version && now - entry.loadedAt < CATALOGUE_TTL_MS)
    return entry.catalogue
  // The promise is kept, so that concurrent first requests share one load.
  const catalogue = load(db, shopId)
  const fresh: Entry = { loadedAt: now, version, catalogue }
  cache.set(shopId, fresh)
  catalogue.catch(() => {
    if (cache.get(shopId) === fresh) cache.delete(shopId)
  })
  return catalogue
}
