import { eq, inArray, sql } from 'drizzle-orm'
import { gtin14 } from '#app/modules/catalogue/domain/catalogue'
import type { Db } from '#app/platform/db/client'
import { deliveryModes, productFormats, shops } from '#app/platform/db/schema'
import {
  martinDeliveryModes,
  martinOrderSettings,
  sourceDeliveryModes,
  sourceOrderSettings,
  sourceStock,
  type SeedDeliveryMode,
  type SeedShopOrderSettings,
} from './seed-delivery-data'

export { demoDelivery } from './seed-delivery-data'

/**
 * Delivery modes, order rules and payment types of both demo shops, plus counted stock on a few
 * formats of shop 1. Each shop is seeded only while it has no delivery mode, so that a second run
 * (or a shop whose owner has since changed these) is left alone.
 */
export async function seedDelivery(db: Db, shopIds: { source: number; martin: number }) {
  const seeded = await db
    .selectDistinct({ shopId: deliveryModes.shopId })
    .from(deliveryModes)
    .where(inArray(deliveryModes.shopId, [shopIds.source, shopIds.martin]))
  const has = new Set(seeded.map((r) => r.shopId))
  if (!has.has(shopIds.source)) {
    await seedShop(db, shopIds.source, sourceDeliveryModes, sourceOrderSettings)
    for (const { gtin13, stock } of sourceStock)
      await db
        .update(productFormats)
        .set({ stock })
        .where(eq(productFormats.gtin, gtin14(gtin13)))
  }
  if (!has.has(shopIds.martin))
    await seedShop(db, shopIds.martin, martinDeliveryModes, martinOrderSettings)
}

async function seedShop(
  db: Db,
  shopId: number,
  modes: SeedDeliveryMode[],
  settings: SeedShopOrderSettings,
) {
  await db
    .insert(deliveryModes)
    .values(modes.map((mode, position) => ({ ...mode, shopId, position })))
  // Merged into the settings, so that whatever else they hold is kept.
  await db
    .update(shops)
    .set({ settings: sql`${shops.settings} || ${JSON.stringify(settings)}::jsonb` })
    .where(eq(shops.id, shopId))
}
