/**
 * Loyalty points (spec 2.11 Loyalty): a shop's programme, each buyer's ledger there, and the
 * reward a cart order chose.
 *
 * - Earned: `pointsFor(total TTC)` once an order is paid. Card payments (stripe, stripeSepa) are
 *   paid when their paymentStatus becomes 'paid' (the payment flow calls `earnPoints`); offline
 *   payments (transfer, cheque, on delivery…) have no 'paid' step yet, so they earn when the
 *   producer validates the order. The ledger's unique (order, reason) index credits an order once.
 * - Spent: when the order is placed, in the checkout's transaction, after a per-buyer-and-shop
 *   advisory lock so that two checkouts cannot both spend the same points.
 * - Refunded: when the order is refused or aborted (once, by the same index).
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { readCart } from '#app/modules/checkout/domain/cart'
import type { PricedOrderRequest } from '#app/modules/checkout/domain/cart-schema'
import { pointsFor, type LoyaltyProgramInput } from '#app/modules/pricing/domain/loyalty-program'
import { cartError } from '#app/modules/pricing/domain/errors'
import type { CartError } from '#app/modules/pricing/domain/types'
import type { Db } from '#app/platform/db/client'
import {
  loyaltyLedger,
  loyaltyPrograms,
  orders,
  users,
  type LoyaltyReward,
} from '#app/platform/db/schema'

export type LoyaltyProgramRow = typeof loyaltyPrograms.$inferSelect
export type Balance = { total: number; earned: number; spent: number }

export const loyaltyText = {
  saved: 'Le programme de fidélité a été enregistré.',
  signIn: 'Connectez-vous pour utiliser vos points de fidélité.',
} as const

/** Card payments are paid online; the others have no 'paid' step yet (see the module comment). */
const onlinePaymentTypes: ReadonlySet<string> = new Set(['stripe', 'stripeSepa'])
export const earnsOnValidation = (paymentType: string) => !onlinePaymentTypes.has(paymentType)

const zero: Balance = { total: 0, earned: 0, spent: 0 }

export async function loyaltyProgram(db: Db, shopId: number): Promise<LoyaltyProgramRow | null> {
  const [row] = await db.select().from(loyaltyPrograms).where(eq(loyaltyPrograms.shopId, shopId))
  return row ?? null
}

/** A buyer's points in each shop: what is left, what was earned, what went on rewards. */
export async function balancesOf(
  db: Db,
  userId: number,
  shopIds: readonly number[],
): Promise<Map<number, Balance>> {
  const balances = new Map<number, Balance>(shopIds.map((id) => [id, { ...zero }]))
  if (shopIds.length === 0) return balances
  const rows = await db
    .select({
      shopId: loyaltyLedger.shopId,
      reason: loyaltyLedger.reason,
      points: sql<number>`coalesce(sum(${loyaltyLedger.points}), 0)::integer`,
    })
    .from(loyaltyLedger)
    .where(and(eq(loyaltyLedger.userId, userId), inArray(loyaltyLedger.shopId, [...shopIds])))
    .groupBy(loyaltyLedger.shopId, loyaltyLedger.reason)
  for (const row of rows) {
    const b = balances.get(row.shopId)!
    const points = Number(row.points)
    b.total += points
    if (row.reason === 'earned') b.earned += points
    else b.spent -= points
  }
  return balances
}

/** The programme as buyers see it, with a buyer's balance and the tiers it reaches. */
export function programView(program: LoyaltyProgramRow, balance: Balance | null) {
  const tiers = [...program.rewards]
    .sort((a, b) => a.pointsRequired - b.pointsRequired)
    .map((r) => ({ ...r, reached: balance !== null && balance.total >= r.pointsRequired }))
  const next = balance ? tiers.find((t) => !t.reached) : undefined
  return {
    active: program.active,
    pointsPerEuro: program.pointsPerEuro,
    rewards: tiers,
    balance: balance
      ? {
          total: balance.total,
          earned: balance.earned,
          spent: balance.spent,
          /** Points still to earn for the next reward; 0 when every reward is within reach. */
          required: next ? next.pointsRequired - balance.total : 0,
        }
      : null,
  }
}

/** What a seller's cart order needs to price its reward: the programme and the buyer's points. */
export type LoyaltyContext = { program: LoyaltyProgramRow; balance: Balance | null }

export async function loyaltyContexts(
  db: Db,
  userId: number | null,
  shopIds: readonly number[],
): Promise<Map<number, LoyaltyContext>> {
  const programs = shopIds.length
    ? await db
        .select()
        .from(loyaltyPrograms)
        .where(and(inArray(loyaltyPrograms.shopId, [...shopIds]), eq(loyaltyPrograms.active, true)))
    : []
  const balances = userId === null ? null : await balancesOf(db, userId, shopIds)
  return new Map(
    programs.map((p) => [p.shopId, { program: p, balance: balances?.get(p.shopId) ?? null }]),
  )
}

/** A reward's free products as cart lines: one unit each, under an id of their own. */
export function freeProducts(request: PricedOrderRequest) {
  return (request.loyalty?.products ?? []).map((p) => ({
    idTmp: `fidelity-${p.productId}-${p.formatId}-${p.vintageId}`,
    productId: p.productId,
    formatId: p.formatId,
    vintageId: p.vintageId,
    quantity: 1,
    isWrapped: false,
  }))
}

export type ChosenReward = { reward: LoyaltyReward; pointsToLose: number }

/**
 * The reward an order asks for, when the buyer may have it: a reward of the active programme,
 * within their points, with free products from its selection (1 to `maxChoices`, no repeat).
 */
export function chooseReward(
  request: PricedOrderRequest,
  context: LoyaltyContext | undefined,
): { chosen: ChosenReward | null; error: CartError | null } {
  const asked = request.loyalty
  if (!asked) return { chosen: null, error: null }
  const reward = context?.program.rewards.find((r) => r.id === asked.rewardId)
  const refuse = (name: string) => ({ chosen: null, error: cartError('loyalty', { name }) })
  if (!context || !reward) return refuse(asked.rewardId)
  if (!context.balance)
    return { chosen: null, error: { ...refuse(reward.name).error, message: loyaltyText.signIn } }
  if (context.balance.total < reward.pointsRequired) return refuse(reward.name)
  if (reward.kind === 'products') {
    const formats = asked.products.map((p) => p.formatId)
    const allowed = new Set(reward.formatIds ?? [])
    const distinct = new Set(
      asked.products.map((p) => `${p.productId}-${p.formatId}-${p.vintageId}`),
    )
    if (
      formats.length === 0 ||
      formats.length > (reward.maxChoices ?? 1) ||
      distinct.size !== formats.length ||
      formats.some((f) => !allowed.has(f))
    )
      return refuse(reward.name)
  } else if (asked.products.length > 0) return refuse(reward.name)
  return { chosen: { reward, pointsToLose: reward.pointsRequired }, error: null }
}

/** The loyalty part of a priced cart order (POST /orders/get-cart-price). */
export function loyaltyAnswer(
  context: LoyaltyContext | undefined,
  chosen: ChosenReward | null,
  discountCents: number,
) {
  if (!context) return null
  return {
    ...programView(context.program, context.balance),
    selected: chosen
      ? {
          rewardId: chosen.reward.id,
          name: chosen.reward.name,
          kind: chosen.reward.kind,
          pointsToLose: chosen.pointsToLose,
          discountCents,
        }
      : null,
  }
}

/**
 * POST /orders: an order that does not name its reward takes the one chosen in the buyer's
 * stored cart (spec 3 `loyaltyData`); `loyalty: null` asks for none.
 */
export async function withStoredLoyalty<R extends PricedOrderRequest>(
  db: Db,
  buyerId: number,
  requests: R[],
): Promise<R[]> {
  if (requests.every((r) => r.loyalty !== undefined)) return requests
  const [user] = await db.select({ cart: users.cart }).from(users).where(eq(users.id, buyerId))
  const cart = readCart(user?.cart)
  return requests.map((r) => {
    if (r.loyalty !== undefined) return r
    const data = cart.orders.find((o) => o.seller.id === r.sellerId)?.loyaltyData
    return data
      ? { ...r, loyalty: { rewardId: data.selectedLevel, products: data.products ?? [] } }
      : r
  })
}

export type Spend = { orderId: number; shopId: number; reward: ChosenReward | null }

/** The reward as the order keeps it beside its promotions. */
export function rewardApplied(seller: {
  reward: ChosenReward | null
  price: { price: { loyaltyDiscount?: number } }
}) {
  if (!seller.reward) return []
  const { reward, pointsToLose } = seller.reward
  return [
    {
      id: null,
      name: `Fidélité : ${reward.name}`,
      code: null,
      loyaltyRewardId: reward.id,
      points: pointsToLose,
      amountCents: seller.price.price.loyaltyDiscount ?? 0,
    },
  ]
}

/**
 * Takes the points of the placed orders' rewards, inside the checkout's transaction; answers
 * the sellers whose reward the buyer can no longer afford (the caller then rolls back).
 */
export async function spendPoints(
  db: Db,
  buyerId: number,
  spends: readonly Spend[],
): Promise<{ sellerId: number; errors: CartError[] }[]> {
  const short: { sellerId: number; errors: CartError[] }[] = []
  for (const spend of spends) {
    const points = spend.reward?.pointsToLose ?? 0
    if (!spend.reward || points <= 0) continue
    // Serialises the checkouts of this buyer in this shop until the transaction ends.
    await db.execute(
      sql`select pg_advisory_xact_lock(${spend.shopId}::integer, ${buyerId}::integer)`,
    )
    const balance = (await balancesOf(db, buyerId, [spend.shopId])).get(spend.shopId)!
    if (balance.total < points) {
      const name = spend.reward.reward.name
      short.push({ sellerId: spend.shopId, errors: [cartError('loyalty', { name })] })
      continue
    }
    await db.insert(loyaltyLedger).values({
      shopId: spend.shopId,
      userId: buyerId,
      orderId: spend.orderId,
      points: -points,
      reason: 'spent',
    })
    await db.update(orders).set({ pointsSpent: points }).where(eq(orders.id, spend.orderId))
  }
  return short
}

/** A refused or aborted order gives its points back, once. */
export async function refundPoints(db: Db, orderId: number) {
  const [order] = await db
    .select({ shopId: orders.shopId, buyerId: orders.buyerId, points: orders.pointsSpent })
    .from(orders)
    .where(eq(orders.id, orderId))
  // Orders entered in the back office for a client without an account earn and spend nothing.
  if (!order || order.buyerId === null || order.points <= 0) return
  await db
    .insert(loyaltyLedger)
    .values({
      shopId: order.shopId,
      userId: order.buyerId,
      orderId,
      points: order.points,
      reason: 'refunded',
    })
    .onConflictDoNothing()
}

/** A paid order credits its buyer once with the points of the shop's active programme. */
export async function earnPoints(db: Db, orderId: number) {
  const [order] = await db
    .select({ shopId: orders.shopId, buyerId: orders.buyerId, total: orders.totalTtcCents })
    .from(orders)
    .where(eq(orders.id, orderId))
  if (!order || order.buyerId === null) return
  const program = await loyaltyProgram(db, order.shopId)
  if (!program?.active) return
  const points = pointsFor(order.total, program.pointsPerEuro)
  if (points <= 0) return
  const inserted = await db
    .insert(loyaltyLedger)
    .values({ shopId: order.shopId, userId: order.buyerId, orderId, points, reason: 'earned' })
    .onConflictDoNothing()
    .returning({ id: loyaltyLedger.id })
  if (inserted.length > 0)
    await db.update(orders).set({ pointsEarned: points }).where(eq(orders.id, orderId))
}

/** PUT /v1/loyalty: new rewards get an id; the others keep theirs (carts name them). */
export async function saveProgram(db: Db, shopId: number, input: LoyaltyProgramInput) {
  const rewards: LoyaltyReward[] = input.rewards.map((r, i) => ({
    id: r.id ?? `r${Date.now().toString(36)}${i}`,
    name: r.name,
    pointsRequired: r.pointsRequired,
    kind: r.kind,
    ...(r.kind === 'discount'
      ? { discountCents: r.discountCents }
      : { formatIds: r.formatIds, maxChoices: r.maxChoices ?? 1 }),
  }))
  const values = { active: input.active, pointsPerEuro: input.pointsPerEuro, rewards }
  const [row] = await db
    .insert(loyaltyPrograms)
    .values({ shopId, ...values })
    .onConflictDoUpdate({
      target: loyaltyPrograms.shopId,
      set: { ...values, updatedAt: new Date() },
    })
    .returning()
  return row!
}
