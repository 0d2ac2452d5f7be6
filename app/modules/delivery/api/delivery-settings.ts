/**
 * A shop's delivery modes as its settings edit them (issue 16 §1): all of them, active or not,
 * created, replaced and removed. Every write announces the shop's change, so that cached shop
 * pages are rendered again (cart prices read the modes afresh on each pricing).
 */
import { and, asc, eq, max, sql } from 'drizzle-orm'
import { catalogueChanged } from '#app/modules/catalogue/catalogue-events'
import { ApiError } from '#app/platform/api/http'
import type { Db } from '#app/platform/db/client'
import { deliveryModes, groupedOrders, orders } from '#app/platform/db/schema'
import { deliveryText, type DeliveryModeInput } from '../domain/delivery-mode'
import type { DeliveryModeRow } from './delivery-modes'

/** A mode as the settings read it: the public fields and whether buyers are offered it. */
export function settingsDeliveryMode(row: DeliveryModeRow) {
  const { shopId: _shop, createdAt: _c, updatedAt: _u, ...mode } = row
  return mode
}

export async function shopDeliveryModes(db: Db, shopId: number) {
  const rows = await db
    .select()
    .from(deliveryModes)
    .where(eq(deliveryModes.shopId, shopId))
    .orderBy(asc(deliveryModes.position), asc(deliveryModes.id))
  return rows.map(settingsDeliveryMode)
}

/** The mode `id` of the shop; another shop's is answered as missing (404), not as forbidden. */
async function ownMode(db: Db, shopId: number, id: number) {
  const [row] = await db
    .select()
    .from(deliveryModes)
    .where(and(eq(deliveryModes.id, id), eq(deliveryModes.shopId, shopId)))
  if (!row) throw new ApiError(404, deliveryText.notFound)
  return row
}

const columns = (input: DeliveryModeInput) => ({
  ...input,
  description: input.description ?? null,
  address: input.address ?? null,
  hours: input.hours ?? null,
})

export async function createDeliveryMode(db: Db, shopId: number, input: DeliveryModeInput) {
  // A new mode comes last in the shop's order.
  const [{ last }] = await db
    .select({ last: max(deliveryModes.position) })
    .from(deliveryModes)
    .where(eq(deliveryModes.shopId, shopId))
  const [row] = await db
    .insert(deliveryModes)
    .values({ shopId, ...columns(input), position: (last ?? -1) + 1 })
    .returning()
  catalogueChanged(shopId)
  return settingsDeliveryMode(row)
}

export async function updateDeliveryMode(
  db: Db,
  shopId: number,
  id: number,
  input: DeliveryModeInput,
) {
  await ownMode(db, shopId, id)
  const [row] = await db
    .update(deliveryModes)
    .set({ ...columns(input), updatedAt: new Date() })
    .where(eq(deliveryModes.id, id))
    .returning()
  catalogueChanged(shopId)
  return settingsDeliveryMode(row)
}

/**
 * Deletes the mode, or only deactivates it when an order or a grouped order names it: orders keep
 * its id in `shipping.deliveryModeId` (with a copy of its name), and a grouped order's foreign key
 * would be emptied by a delete, leaving the group without its delivery at its deadline.
 */
export async function deleteDeliveryMode(db: Db, shopId: number, id: number) {
  await ownMode(db, shopId, id)
  const [used] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.shopId, shopId), sql`${orders.shipping}->>'deliveryModeId' = ${String(id)}`),
    )
    .limit(1)
  const [grouped] = used
    ? [used]
    : await db
        .select({ id: groupedOrders.id })
        .from(groupedOrders)
        .where(eq(groupedOrders.deliveryModeId, id))
        .limit(1)
  if (grouped) {
    await db
      .update(deliveryModes)
      .set({ active: false, updatedAt: new Date() })
      .where(eq(deliveryModes.id, id))
  } else {
    await db.delete(deliveryModes).where(eq(deliveryModes.id, id))
  }
  catalogueChanged(shopId)
  return { deactivated: Boolean(grouped) }
}
