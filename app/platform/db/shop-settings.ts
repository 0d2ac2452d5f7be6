import { eq, sql } from 'drizzle-orm'
import type { Db } from './client'
import { shops, type ShopSettings } from './schema'

/**
 * Sets one key of a shop's settings in one statement (`jsonb_set`): another key saved meanwhile,
 * by another tab or another person, is kept, which reading, merging and writing back would lose.
 */
export function setShopSetting<K extends keyof ShopSettings>(
  db: Db,
  shopId: number,
  key: K,
  value: ShopSettings[K],
) {
  return db
    .update(shops)
    .set({
      settings: sql`jsonb_set(${shops.settings}, ${`{${key}}`}::text[], ${JSON.stringify(value)}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(eq(shops.id, shopId))
}
