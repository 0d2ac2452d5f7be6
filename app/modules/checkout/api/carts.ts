/**
 * Stored carts: a visitor's, named by the random token in their cookie (knowing it is owning it),
 * and the signed-in user's, on their account. Neither holds a price.
 */
import { eq, lt } from 'drizzle-orm'
import { mergeCarts, readCart } from '#app/modules/checkout/domain/cart'
import type { StoredCart } from '#app/modules/checkout/domain/cart-schema'
import type { Db } from '#app/platform/db/client'
import { users, visitorCarts } from '#app/platform/db/schema'

/** A visitor cart untouched this long is forgotten at the next write of any visitor cart. */
export const VISITOR_CART_TTL_MS = 30 * 24 * 60 * 60_000

/** 32 random bytes in base64url: what the web app puts in the visitor's cookie. */

export async function findVisitorCart(db: Db, token: string): Promise<StoredCart | null> {
  const [row] = await db
    .select({ cart: visitorCarts.cart })
    .from(visitorCarts)
    .where(eq(visitorCarts.id, token))
  return row ? readCart(row.cart) : null
}

export async function saveVisitorCart(
  db: Db,
  token: string,
  cart: StoredCart,
): Promise<StoredCart> {
  const now = new Date()
  const stored = { ...cart, lastUpdated: now.toISOString() }
  await db.transaction(async (tx) => {
    await tx
      .delete(visitorCarts)
      .where(lt(visitorCarts.updatedAt, new Date(now.getTime() - VISITOR_CART_TTL_MS)))
    await tx
      .insert(visitorCarts)
      .values({ id: token, cart: stored, updatedAt: now })
      .onConflictDoUpdate({ target: visitorCarts.id, set: { cart: stored, updatedAt: now } })
  })
  return stored
}

/**
 * Moves a visitor's cart into the user's (spec 4: after sign-in the anonymous cart is restored
 * into the account's): lines of the same product add up, and the visitor cart is deleted. An
 * unknown token merges nothing, so a repeated call is harmless.
 */
export async function mergeVisitorCart(db: Db, userId: number, token: string): Promise<StoredCart> {
  return db.transaction(async (tx) => {
    const [visitor] = await tx
      .delete(visitorCarts)
      .where(eq(visitorCarts.id, token))
      .returning({ cart: visitorCarts.cart })
    const [user] = await tx.select({ cart: users.cart }).from(users).where(eq(users.id, userId))
    const mine = readCart(user?.cart ?? null)
    if (!visitor) return mine
    const merged = {
      ...mergeCarts(mine, readCart(visitor.cart)),
      lastUpdated: new Date().toISOString(),
    }
    await tx.update(users).set({ cart: merged, updatedAt: new Date() }).where(eq(users.id, userId))
    return merged
  })
}

/** Drops the placed sellers' orders from the user's cart (in the checkout's transaction). */
export async function removePlacedOrders(db: Db, userId: number, sellerIds: readonly number[]) {
  const [user] = await db.select({ cart: users.cart }).from(users).where(eq(users.id, userId))
  if (!user?.cart) return
  const cart = readCart(user.cart)
  const left = cart.orders.filter((o) => !sellerIds.includes(o.seller.id))
  if (left.length === cart.orders.length) return
  await db
    .update(users)
    .set({ cart: { orders: left, lastUpdated: new Date().toISOString() }, updatedAt: new Date() })
    .where(eq(users.id, userId))
}
