/**
 * The end of a grouped order: at its deadline (the job) or when its organiser says so, every
 * member's lines become ONE order of the organiser, placed by the checkout's own code (priced
 * again, stock taken, producer notified and mailed, idempotent on the key `group-<id>`). When
 * there is nothing to order or the placing is refused (stock, shop minimum…), or the organiser
 * cancels, the group expires and each member finds their lines back in their own cart.
 */
import { and, eq, gt } from 'drizzle-orm'
import { Context } from 'hono'
import { addProduct, CartLimitError, readCart, type Cart } from '#app/modules/checkout/domain/cart'
import type { Checkout } from '#app/modules/checkout/domain/cart-schema'
import { mergeMemberLines } from '#app/modules/groups/domain/grouped-orders'
import type { Db } from '#app/platform/db/client'
import { groupedOrders, shops, users } from '#app/platform/db/schema'
import type { ApiDeps, ApiEnv } from '#app/platform/api/types'
import { CheckoutRefused, placeCheckout } from '#app/modules/checkout/api/checkout'
import { membersOf, type GroupRow, type MemberRow } from './grouped-order-view'
import { notify } from '#app/modules/accounts/api/notifications'

export const CLOSE_JOB = 'grouped-order.close'

export type CloseOutcome =
  | { status: 'placed'; orderId: number }
  | { status: 'expired'; reason: string }
  /** Already placed or expired: a second run changes nothing. */
  | { status: 'unchanged' }

/**
 * The checkout reads its dependencies from a request context; a job has no request, so it gets a
 * context of its own, without a token (the organiser is named explicitly to the checkout).
 */
export function jobContext(deps: ApiDeps): Context<ApiEnv> {
  const c = new Context<ApiEnv>(new Request(`http://caveau.internal/jobs/${CLOSE_JOB}`))
  c.set('deps', deps)
  return c
}

/**
 * Ends the group's changes before its lines are read: its deadline becomes now (when later),
 * under the row's lock, so that a member's concurrent change (which takes the same lock and
 * checks the deadline) lands either before this read or not at all.
 */
async function freeze(db: Db, groupId: number, now: Date): Promise<GroupRow | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(groupedOrders)
      .where(and(eq(groupedOrders.id, groupId), eq(groupedOrders.status, 'open')))
      .for('update')
    if (!locked) return null
    if (locked.deadline.getTime() <= now.getTime()) return locked
    const [frozen] = await tx
      .update(groupedOrders)
      .set({ deadline: now, updatedAt: new Date() })
      .where(and(eq(groupedOrders.id, groupId), gt(groupedOrders.deadline, now)))
      .returning()
    return frozen ?? locked
  })
}

async function shopName(db: Db, shopId: number): Promise<string> {
  const [shop] = await db.select({ name: shops.name }).from(shops).where(eq(shops.id, shopId))
  return shop?.name ?? ''
}

/** The organiser's order: their contact from their account, the group's delivery and payment. */
async function groupCheckout(db: Db, group: GroupRow, members: MemberRow[]): Promise<Checkout> {
  const [owner] = await db.select().from(users).where(eq(users.id, group.ownerId))
  return {
    checkoutId: `group-${group.id}`,
    orders: [
      {
        sellerId: group.shopId,
        products: mergeMemberLines(members),
        deliveryModeId: group.deliveryModeId,
        paymentType: group.paymentType,
        loyalty: null,
        notes: `Commande groupée « ${group.name} » (${members.length} participant${members.length > 1 ? 's' : ''})`,
      },
    ],
    deliveryAddress: group.deliveryAddress as Checkout['deliveryAddress'],
    billingAddress: null,
    contact: {
      lastname: owner?.lastname || owner?.username || '',
      firstname: owner?.firstname ?? '',
      email: owner?.email ?? '',
      ...(owner?.phone ? { phone: owner.phone } : {}),
    },
    acceptTerms: true,
    acceptSalesTerms: true,
    isAdult: true,
  }
}

/** Adds a member's lines to their own cart, as far as the cart's limits allow. */
function backIntoCart(
  cart: Cart,
  seller: { id: number; name: string },
  lines: MemberRow['products'],
) {
  let next = cart
  for (const line of lines) {
    try {
      next = addProduct(next, seller, line, line.quantity)
    } catch (error) {
      if (!(error instanceof CartLimitError)) throw error
    }
  }
  return next
}

export type ExpiryReason =
  | { kind: 'empty' }
  | { kind: 'refused'; message: string }
  | { kind: 'cancelled'; by: number }

function expiryText(name: string, reason: ExpiryReason, hadLines: boolean): string {
  const back = hadLines
    ? ' Vos articles sont de retour dans votre panier : vous pouvez commander vous-même.'
    : ''
  switch (reason.kind) {
    case 'empty':
      return `La commande groupée « ${name} » est close sans commande : aucun article n’y a été ajouté.`
    case 'refused':
      return `La commande groupée « ${name} » n’a pas pu être passée (${reason.message}).${back}`
    case 'cancelled':
      return `La commande groupée « ${name} » a été annulée par son organisateur.${back}`
  }
}

/**
 * The group expires (once: only from 'open'), in one transaction with every member's lines put
 * back into their cart and their notification.
 */
export async function expireGroup(
  db: Db,
  group: GroupRow,
  reason: ExpiryReason,
): Promise<CloseOutcome> {
  const seller = { id: group.shopId, name: await shopName(db, group.shopId) }
  const message =
    reason.kind === 'refused'
      ? reason.message
      : reason.kind === 'empty'
        ? 'aucun article n’y a été ajouté'
        : 'annulée par son organisateur'
  return db.transaction(async (tx) => {
    const [expired] = await tx
      .update(groupedOrders)
      .set({ status: 'expired', updatedAt: new Date() })
      .where(and(eq(groupedOrders.id, group.id), eq(groupedOrders.status, 'open')))
      .returning({ id: groupedOrders.id })
    if (!expired) return { status: 'unchanged' } as const
    for (const member of await membersOf(tx, group)) {
      const hadLines = member.products.length > 0
      if (hadLines) {
        const [user] = await tx
          .select({ cart: users.cart })
          .from(users)
          .where(eq(users.id, member.userId))
          .for('update')
        const cart = backIntoCart(readCart(user?.cart ?? null), seller, member.products)
        await tx
          .update(users)
          .set({ cart: { ...cart, lastUpdated: new Date().toISOString() }, updatedAt: new Date() })
          .where(eq(users.id, member.userId))
      }
      if (reason.kind === 'cancelled' && reason.by === member.userId) continue
      await notify(tx, {
        userId: member.userId,
        shopId: group.shopId,
        type: 'other',
        content: expiryText(group.name, reason, hadLines),
        redirectLink: hadLines ? '/cart' : `/groups/${group.token}`,
      })
    }
    return { status: 'expired', reason: message } as const
  })
}

/** Places the group as one order of its organiser, or expires it. Safe to run twice. */
export async function closeGroup(
  c: Context<ApiEnv>,
  groupId: number,
  now: Date = new Date(),
): Promise<CloseOutcome> {
  const { db } = c.get('deps')
  const group = await freeze(db, groupId, now)
  if (!group) return { status: 'unchanged' }
  const members = await membersOf(db, group)
  if (members.every((m) => m.products.length === 0))
    return expireGroup(db, group, { kind: 'empty' })
  let orderId: number
  try {
    const placed = await placeCheckout(c, group.ownerId, await groupCheckout(db, group, members), {
      groupId: group.id,
    })
    orderId = placed.orders[0].id
  } catch (error) {
    if (!(error instanceof CheckoutRefused)) throw error
    return expireGroup(db, group, { kind: 'refused', message: error.message })
  }
  const [marked] = await db
    .update(groupedOrders)
    .set({ status: 'placed', orderId, updatedAt: new Date() })
    .where(and(eq(groupedOrders.id, group.id), eq(groupedOrders.status, 'open')))
    .returning({ id: groupedOrders.id })
  if (marked) await notifyPlaced(db, group, members, orderId)
  return { status: 'placed', orderId }
}

async function notifyPlaced(db: Db, group: GroupRow, members: MemberRow[], orderId: number) {
  const shop = await shopName(db, group.shopId)
  for (const member of members) {
    const owner = member.userId === group.ownerId
    await notify(db, {
      userId: member.userId,
      shopId: group.shopId,
      type: 'other',
      content: owner
        ? `Votre commande groupée « ${group.name} » a été passée chez ${shop} : commande n° ${orderId}.`
        : `La commande groupée « ${group.name} » a été passée chez ${shop} : vos articles sont dans la commande n° ${orderId}.`,
      redirectLink: owner ? `/dashboard/orders/${orderId}` : `/groups/${group.token}`,
    })
  }
}
