import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '#app/platform/db/client'
import { loyaltyLedger, loyaltyPrograms, productFormats, products } from '#app/platform/db/schema'

/** The wines whose 75 cl bottle the demo's 200-point reward offers (one to choose). */
export const loyaltyGiftWines = ['Sancerre Rosé Aube', 'Bourgogne Chardonnay Clos du Moulin']

/**
 * Shop 1's loyalty programme (1 point per euro; 10 € off for 100 points; a bottle for 200) and
 * 150 points for the demo buyer. Only while the shop has no programme, so that a second run, or
 * a programme the owner has since changed, is left alone.
 */
export async function seedLoyalty(db: Db, ids: { shopId: number; buyerId: number }) {
  const [existing] = await db
    .select({ shopId: loyaltyPrograms.shopId })
    .from(loyaltyPrograms)
    .where(eq(loyaltyPrograms.shopId, ids.shopId))
  if (existing) return
  const gifts = await db
    .select({ id: productFormats.id })
    .from(productFormats)
    .innerJoin(products, eq(products.id, productFormats.productId))
    .where(
      and(
        eq(products.shopId, ids.shopId),
        inArray(products.name, loyaltyGiftWines),
        eq(productFormats.unity, 'Centilitre(s)'),
        eq(productFormats.unityValue, 75),
      ),
    )
    .orderBy(productFormats.id)
  await db.insert(loyaltyPrograms).values({
    shopId: ids.shopId,
    active: true,
    pointsPerEuro: 1,
    rewards: [
      {
        id: 'remise-10',
        name: 'Remise de 10 €',
        pointsRequired: 100,
        kind: 'discount',
        discountCents: 1000,
      },
      {
        id: 'bouteille-offerte',
        name: '1 bouteille offerte',
        pointsRequired: 200,
        kind: 'products',
        formatIds: gifts.map((g) => g.id),
        maxChoices: 1,
      },
    ],
  })
  // Earlier purchases, before the demo's orders existed.
  await db.insert(loyaltyLedger).values([
    { shopId: ids.shopId, userId: ids.buyerId, points: 100, reason: 'earned' },
    { shopId: ids.shopId, userId: ids.buyerId, points: 50, reason: 'earned' },
  ])
}
