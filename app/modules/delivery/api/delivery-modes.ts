/** How a shop delivers (spec 2.11): its active delivery modes, in the order the shop set them. */
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '#app/platform/db/client'
import { deliveryModes } from '#app/platform/db/schema'

export type DeliveryModeRow = typeof deliveryModes.$inferSelect

/** A delivery mode as buyers see it: everything but bookkeeping columns. */
export type PublicDeliveryMode = Omit<
  DeliveryModeRow,
  'shopId' | 'active' | 'createdAt' | 'updatedAt'
>

export function publicDeliveryMode(row: DeliveryModeRow): PublicDeliveryMode {
  const { shopId: _shop, active: _active, createdAt: _c, updatedAt: _u, ...mode } = row
  return mode
}

/** The active modes of every shop in `shopIds`, in one query, grouped by shop. */
export async function activeDeliveryModes(
  db: Db,
  shopIds: readonly number[],
): Promise<Map<number, DeliveryModeRow[]>> {
  const byShop = new Map<number, DeliveryModeRow[]>()
  if (shopIds.length === 0) return byShop
  const rows = await db
    .select()
    .from(deliveryModes)
    .where(and(inArray(deliveryModes.shopId, [...shopIds]), eq(deliveryModes.active, true)))
    .orderBy(asc(deliveryModes.position), asc(deliveryModes.id))
  for (const row of rows) {
    const list = byShop.get(row.shopId)
    if (list) list.push(row)
    else byShop.set(row.shopId, [row])
  }
  return byShop
}
