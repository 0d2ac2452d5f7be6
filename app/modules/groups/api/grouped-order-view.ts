/**
 * Reading grouped orders: the group, its members and their lines, priced by the one engine for
 * the organiser (the order will be theirs, in their typology). The organiser sees every member's
 * lines; a member sees their own and the group's totals; anyone else with the link, the summary.
 */
import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { Context } from 'hono'
import { cartProductSchema, type CartProduct } from '#app/modules/checkout/domain/cart'
import {
  isGroupDue,
  isGroupOpen,
  mergeMemberLines,
  shareOf,
} from '#app/modules/groups/domain/grouped-orders'
import type { Db } from '#app/platform/db/client'
import {
  deliveryModes,
  groupedOrderMembers,
  groupedOrders,
  shops,
  users,
} from '#app/platform/db/schema'
import type { ApiEnv } from '#app/platform/api/types'
import { lineNames, priceCart, type SellerPricing } from '#app/modules/checkout/api/cart-pricing'

export type GroupRow = typeof groupedOrders.$inferSelect
export type MemberRow = { userId: number; username: string; products: CartProduct[] }
export type GroupRole = 'owner' | 'member' | 'none'

/** The share link's secret: 24 random bytes in base64url. */
export const GROUP_TOKEN = /^[A-Za-z0-9_-]{32}$/

export async function groupByToken(db: Db, token: string): Promise<GroupRow | null> {
  if (!GROUP_TOKEN.test(token)) return null
  const [row] = await db.select().from(groupedOrders).where(eq(groupedOrders.token, token))
  return row ?? null
}

/** A member's stored lines; anything that no longer fits the cart line's shape is dropped. */
export function memberProducts(raw: unknown): CartProduct[] {
  if (!Array.isArray(raw)) return []
  return raw.flatMap((p) => {
    const line = cartProductSchema.safeParse(p)
    return line.success ? [line.data] : []
  })
}

/** The members, organiser first, then in the order they joined. */
export async function membersOf(db: Db, group: GroupRow): Promise<MemberRow[]> {
  const rows = await db
    .select({
      userId: groupedOrderMembers.userId,
      username: users.username,
      products: groupedOrderMembers.products,
    })
    .from(groupedOrderMembers)
    .innerJoin(users, eq(users.id, groupedOrderMembers.userId))
    .where(eq(groupedOrderMembers.groupId, group.id))
    .orderBy(asc(groupedOrderMembers.createdAt), asc(groupedOrderMembers.userId))
  return rows
    .map((r) => ({ ...r, products: memberProducts(r.products) }))
    .sort((a, b) => Number(b.userId === group.ownerId) - Number(a.userId === group.ownerId))
}

/**
 * The group's lines as one order of its organiser, priced by the engine; null when there is no
 * line, unless `evenEmpty` (whether the shop sells to the organiser at all).
 */
export async function priceGroup(
  c: Context<ApiEnv>,
  group: GroupRow,
  members: readonly MemberRow[],
  { evenEmpty = false } = {},
): Promise<SellerPricing | null> {
  const products = mergeMemberLines(members)
  if (products.length === 0 && !evenEmpty) return null
  const [priced] = await priceCart(
    c,
    [
      {
        sellerId: group.shopId,
        products,
        deliveryModeId: group.deliveryModeId,
        paymentType: group.paymentType,
        // A reward chosen in the organiser's own cart stays with that cart.
        loyalty: null,
      },
    ],
    { userId: group.ownerId },
  )
  return priced ?? null
}

/** One member's line, named and priced from the group's pricing. */
function lineView(line: CartProduct, pricing: SellerPricing | null) {
  const key = `${line.productId}-${line.formatId}-${line.vintageId}`
  const source = pricing?.sources.get(key)
  const priced = pricing?.price.lines.find((l) => l.idTmp === key)
  const total = priced ? (priced.ttc ? priced.totalTtcCents : priced.totalHtCents) : null
  return {
    idTmp: key,
    productId: line.productId,
    formatId: line.formatId,
    vintageId: line.vintageId,
    quantity: line.quantity,
    ...(source
      ? lineNames(source)
      : { name: 'Produit indisponible', formatLabel: null, vintageName: null }),
    unitPriceCents: priced?.unitPriceCents ?? null,
    ttc: priced?.ttc ?? pricing?.typology?.ttc ?? true,
    /** The member's part of the group's line total (the engine prices the whole line). */
    totalCents: priced && total !== null ? shareOf(total, line.quantity, priced.quantity) : null,
  }
}
export type GroupLineView = ReturnType<typeof lineView>

const units = (products: readonly CartProduct[]) => products.reduce((n, p) => n + p.quantity, 0)

export function roleIn(group: GroupRow, members: readonly MemberRow[], userId: number): GroupRole {
  if (group.ownerId === userId) return 'owner'
  return members.some((m) => m.userId === userId) ? 'member' : 'none'
}

/** What the caller may read of a group. */
export async function describeGroup(c: Context<ApiEnv>, group: GroupRow, userId: number) {
  const { db } = c.get('deps')
  const members = await membersOf(db, group)
  const role = roleIn(group, members, userId)
  const [[shop], [mode]] = await Promise.all([
    db
      .select({ id: shops.id, name: shops.name, urlShop: shops.urlShop })
      .from(shops)
      .where(eq(shops.id, group.shopId)),
    group.deliveryModeId === null
      ? Promise.resolve([])
      : db
          .select({ id: deliveryModes.id, name: deliveryModes.name, kind: deliveryModes.kind })
          .from(deliveryModes)
          .where(eq(deliveryModes.id, group.deliveryModeId)),
  ])
  const owner = members.find((m) => m.userId === group.ownerId)
  const now = new Date()
  const summary = {
    id: group.id,
    token: group.token,
    name: group.name,
    status: group.status,
    deadline: group.deadline.toISOString(),
    open: isGroupOpen(group, now),
    /** The deadline passed: the placement is on its way. */
    due: isGroupDue(group, now),
    shop: shop ?? { id: group.shopId, name: '', urlShop: null },
    owner: { id: group.ownerId, username: owner?.username ?? '' },
    role,
    memberCount: members.length,
    orderId: role === 'none' ? null : group.orderId,
  }
  if (role === 'none') return summary
  const pricing = await priceGroup(c, group, members)
  const mine = members.find((m) => m.userId === userId)?.products ?? []
  return {
    ...summary,
    deliveryMode: mode ?? null,
    deliveryAddress: group.deliveryAddress,
    paymentType: group.paymentType,
    members: members.map((m) => ({
      userId: m.userId,
      username: m.username,
      isOwner: m.userId === group.ownerId,
      units: units(m.products),
      ...(role === 'owner' ? { lines: m.products.map((l) => lineView(l, pricing)) } : {}),
    })),
    myLines: mine.map((l) => lineView(l, pricing)),
    totals: pricing
      ? {
          ttc: pricing.typology?.ttc ?? true,
          price: pricing.price.price,
          bottles: pricing.price.bottles,
          errors: pricing.price.errors.map((e) => e.message),
        }
      : null,
  }
}
export type GroupView = Awaited<ReturnType<typeof describeGroup>>

/** The caller's groups (organised or joined), latest deadline first. */
export async function listGroupsOf(db: Db, userId: number) {
  const mine = await db
    .select({ groupId: groupedOrderMembers.groupId })
    .from(groupedOrderMembers)
    .where(eq(groupedOrderMembers.userId, userId))
  const ids = mine.map((m) => m.groupId)
  if (ids.length === 0) return []
  const rows = await db
    .select({
      group: groupedOrders,
      shop: { id: shops.id, name: shops.name },
      owner: users.username,
    })
    .from(groupedOrders)
    .innerJoin(shops, eq(shops.id, groupedOrders.shopId))
    .innerJoin(users, eq(users.id, groupedOrders.ownerId))
    .where(inArray(groupedOrders.id, ids))
    .orderBy(desc(groupedOrders.deadline), desc(groupedOrders.id))
  const counts = await db
    .select({ groupId: groupedOrderMembers.groupId, userId: groupedOrderMembers.userId })
    .from(groupedOrderMembers)
    .where(inArray(groupedOrderMembers.groupId, ids))
  const now = new Date()
  return rows.map(({ group, shop, owner }) => ({
    id: group.id,
    token: group.token,
    name: group.name,
    status: group.status,
    deadline: group.deadline.toISOString(),
    open: isGroupOpen(group, now),
    shop,
    owner: { id: group.ownerId, username: owner },
    role: (group.ownerId === userId ? 'owner' : 'member') as GroupRole,
    memberCount: counts.filter((c) => c.groupId === group.id).length,
    orderId: group.orderId,
  }))
}

/** Whether the user is a member of the group (the organiser is one too). */
export async function isMember(db: Db, groupId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: groupedOrderMembers.userId })
    .from(groupedOrderMembers)
    .where(and(eq(groupedOrderMembers.groupId, groupId), eq(groupedOrderMembers.userId, userId)))
  return Boolean(row)
}
