/**
 * The shop's stock alert raised by an order (issue 16 §3; the level: settings/domain/stock-alert.ts).
 * Called in the order's transaction once its units are taken (`takeStock` of ./checkout.ts,
 * `takeUnits` of ./orders.ts): each counted format whose stock crossed the level sends a
 * `stock.threshold` webhook event and notifies the shop's owner (`thresholdReach`).
 */
import { and, eq, inArray } from 'drizzle-orm'
import { notify } from '#app/modules/accounts/api/notifications'
import { formatLabel } from '#app/modules/catalogue/domain/catalogue'
import { emitWebhookEvent } from '#app/modules/integrations/api/webhooks'
import {
  crossesStockAlert,
  stockAlertLevelOf,
  stockAlertNotice,
} from '#app/modules/settings/domain/stock-alert'
import type { Db } from '#app/platform/db/client'
import { productFormats, products, shops } from '#app/platform/db/schema'

/** A counted format's stock before and after an order took its units. */
export type StockTaken = { formatId: number; before: number; after: number }

export async function alertStockCrossings(
  tx: Db,
  shopId: number,
  orderId: number,
  taken: StockTaken[],
) {
  if (taken.length === 0) return
  const [shop] = await tx
    .select({ settings: shops.settings, ownerId: shops.ownerId })
    .from(shops)
    .where(eq(shops.id, shopId))
  const level = stockAlertLevelOf(shop?.settings)
  const crossed = new Map(
    taken.filter((s) => crossesStockAlert({ level, ...s })).map((s) => [s.formatId, s.after]),
  )
  if (!shop || level === null || crossed.size === 0) return
  const rows = await tx
    .select({
      productId: products.id,
      productName: products.name,
      slug: products.slug,
      format: {
        id: productFormats.id,
        type: productFormats.type,
        unity: productFormats.unity,
        unityValue: productFormats.unityValue,
        container: productFormats.container,
        nameInShop: productFormats.nameInShop,
        showUnityValue: productFormats.showUnityValue,
        gtin: productFormats.gtin,
      },
    })
    .from(productFormats)
    .innerJoin(products, eq(products.id, productFormats.productId))
    .where(and(inArray(productFormats.id, [...crossed.keys()]), eq(products.shopId, shopId)))
  for (const { productId, productName, slug, format } of rows) {
    const stock = crossed.get(format.id)!
    const formatName = formatLabel(format)
    // Keyed by the format and the order that crossed: a replay is one event, a later crossing
    // (after a restock) another.
    await emitWebhookEvent(
      tx,
      shopId,
      'stock.threshold',
      {
        product: { id: productId, name: productName, slug },
        format: {
          id: format.id,
          name: formatName,
          unity: format.unity,
          unityValue: format.unityValue,
          gtin: format.gtin,
        },
        stock,
        level,
        orderId,
      },
      `stock.threshold:${format.id}:${orderId}`,
    )
    if (shop.ownerId !== null)
      await notify(tx, {
        userId: shop.ownerId,
        shopId,
        type: 'thresholdReach',
        content: stockAlertNotice({
          name: `${productName} ${formatName}`,
          stock,
          bottles: format.type === 'bottle',
          level,
        }),
        redirectLink: `/dashboard/products/${productId}`,
      })
  }
}
