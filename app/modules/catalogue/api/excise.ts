/**
 * What the pricing engine needs to work out excise (catalogue/domain/excise.ts): the dated rate
 * table, and the bottles inside the gift boxes being sold.
 */
import { asc, eq, inArray } from 'drizzle-orm'
import { litres } from '#app/modules/catalogue/domain/catalogue'
import {
  fiscalCategoryOf,
  type BoxContent,
  type BoxItem,
  type ExciseRate,
} from '#app/modules/catalogue/domain/excise'
import type { Db } from '#app/platform/db/client'
import { exciseRates, productFormats, products, productVintages } from '#app/platform/db/schema'

/** The whole `excise_rates` table (a few rows a year); the engine picks the year in force. */
export async function exciseRateTable(db: Db): Promise<ExciseRate[]> {
  return db.select().from(exciseRates)
}

/**
 * The bottles inside each box (by box product id), for the boxes among `boxes`: each content
 * format's product category, litres and strength (its product's first vintage), and how many.
 * Formats of another shop are ignored.
 */
export async function boxItemsOf(
  db: Db,
  boxes: { id: number; shopId: number; productType: string; boxContents: BoxContent[] }[],
): Promise<Map<number, BoxItem[]>> {
  const withContents = boxes.filter((b) => b.productType === 'box' && b.boxContents.length > 0)
  const items = new Map<number, BoxItem[]>()
  if (withContents.length === 0) return items
  const formatIds = [...new Set(withContents.flatMap((b) => b.boxContents.map((c) => c.formatId)))]
  const rows = await db
    .select({ format: productFormats, product: products })
    .from(productFormats)
    .innerJoin(products, eq(products.id, productFormats.productId))
    .where(inArray(productFormats.id, formatIds))
  const productIds = [...new Set(rows.map((r) => r.product.id))]
  const vintages = productIds.length
    ? await db
        .select({ productId: productVintages.productId, alcohol: productVintages.alcohol })
        .from(productVintages)
        .where(inArray(productVintages.productId, productIds))
        .orderBy(asc(productVintages.position), asc(productVintages.id))
    : []
  for (const box of withContents) {
    items.set(
      box.id,
      box.boxContents.flatMap((content) => {
        const row = rows.find((r) => r.format.id === content.formatId)
        if (!row || row.product.shopId !== box.shopId || row.product.productType === 'box')
          return []
        return [
          {
            category: fiscalCategoryOf(row.product),
            litres: litres(row.format.unity, row.format.unityValue),
            alcohol: vintages.find((v) => v.productId === row.product.id)?.alcohol ?? null,
            quantity: content.quantity,
          },
        ]
      }),
    )
  }
  return items
}
