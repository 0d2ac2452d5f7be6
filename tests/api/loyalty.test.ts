import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loyaltyLedger, orderLines, orders, users } from '#app/platform/db/schema'
import { demoDelivery } from '#app/modules/delivery/api/seed/seed-delivery'
import { earnPoints } from '#app/modules/loyalty/api/loyalty'
import { createTestApi, type TestApi } from '#tests/support/api'
import { checkoutBody, deliveryModeId, lineOf, type Line } from './cart-fixtures'
import { call, userIdOf } from './helpers'
import { shopIdOf } from './public-catalogue-fixtures'

let t: TestApi
let source: number
let carrier: number
let buyerId: number
let tokens: Record<'buyer' | 'owner' | 'pro' | 'limited', string>

beforeAll(async () => {
  t = await createTestApi()
  source = await shopIdOf(t, 'SOURCE')
  carrier = await deliveryModeId(t, source, demoDelivery.source.carrierName)
  buyerId = await userIdOf(t, 'buyer@caveau.test')
  const login = async (email: string) => (await t.login(email)).jwt
  tokens = {
    buyer: await login('buyer@caveau.test'),
    owner: await login('owner@caveau.test'),
    pro: await login('pro@caveau.test'),
    limited: await login('iam-limited@caveau.test'),
  }
})
afterAll(() => t.close())

const sourceOrder = (products: Line[], extra: Record<string, unknown> = {}) => ({
  sellerId: source,
  products,
  deliveryModeId: carrier,
  paymentType: 'transfer',
  ...extra,
})

const price = async (order: unknown, token?: string) =>
  call(
    await t.request('/v1/orders/get-cart-price', {
      method: 'POST',
      token,
      json: { orders: [order] },
    }),
  )

const place = async (order: unknown, token = tokens.buyer) =>
  call(await t.request('/v1/orders', { method: 'POST', token, json: checkoutBody([order]) }))

async function balance(token = tokens.buyer) {
  const res = await call(await t.request(`/v1/shops/${source}/loyalty`, { token }))
  return res.body.loyalty.balance.total as number
}

const ledgerOf = (orderId: number) =>
  t.database.db.select().from(loyaltyLedger).where(eq(loyaltyLedger.orderId, orderId))

async function giftFormats(): Promise<number[]> {
  const res = await call(await t.request('/v1/loyalty', { token: tokens.owner }))
  return res.body.loyalty.rewards.find((r: { id: string }) => r.id === 'bouteille-offerte')
    .formatIds
}

describe('GET /v1/shops/:id/loyalty', () => {
  it('shows the programme to visitors, and the buyer’s points and next tier', async () => {
    const visitor = await call(await t.request(`/v1/shops/SOURCE/loyalty`))
    expect(visitor.status).toBe(200)
    expect(visitor.body.loyalty).toMatchObject({ active: true, pointsPerEuro: 1, balance: null })
    expect(visitor.body.loyalty.rewards.map((r: { name: string }) => r.name)).toEqual([
      'Remise de 10 €',
      '1 bouteille offerte',
    ])
    const buyer = await call(
      await t.request(`/v1/shops/${source}/loyalty`, { token: tokens.buyer }),
    )
    expect(buyer.body.loyalty.balance).toEqual({ total: 150, earned: 150, spent: 0, required: 50 })
    expect(buyer.body.loyalty.rewards.map((r: { reached: boolean }) => r.reached)).toEqual([
      true,
      false,
    ])
    expect((await t.request('/v1/shops/nowhere/loyalty')).status).toBe(404)
  })
})

describe('rewards in the cart price', () => {
  it('takes 10,00 € off for the buyer who has the points, and says what it costs', async () => {
    const line = await lineOf(t, 'sancerre-les-caillottes', { quantity: 3 })
    const plain = await price(sourceOrder([line]), tokens.buyer)
    const reward = await price(
      sourceOrder([line], { loyalty: { rewardId: 'remise-10' } }),
      tokens.buyer,
    )
    expect(reward.status).toBe(200)
    const [o] = reward.body.orders
    expect(o.errors).toEqual([])
    expect(o.price.loyaltyDiscount).toBe(1000)
    expect(o.price.totalTTC).toBe(plain.body.orders[0].price.totalTTC - 1000)
    expect(o.loyalty.selected).toMatchObject({ rewardId: 'remise-10', pointsToLose: 100 })
    expect(o.loyalty.balance.total).toBe(150)
    expect(plain.body.orders[0].loyalty.selected).toBeNull()
  })

  it('refuses a reward above the balance, unknown, or asked by a visitor', async () => {
    const line = await lineOf(t, 'sancerre-les-caillottes')
    const [formatId] = await giftFormats()
    const gift = await lineOf(t, 'sancerre-rose-aube')
    const tooDear = await price(
      sourceOrder([line], {
        loyalty: {
          rewardId: 'bouteille-offerte',
          products: [{ productId: gift.productId, formatId, vintageId: gift.vintageId }],
        },
      }),
      tokens.buyer,
    )
    expect(tooDear.body.orders[0].errors.map((e: { code: string }) => e.code)).toContain('loyalty')
    const unknown = await price(
      sourceOrder([line], { loyalty: { rewardId: 'nope' } }),
      tokens.buyer,
    )
    expect(unknown.body.orders[0].errors[0].code).toBe('loyalty')
    const visitor = await price(sourceOrder([line], { loyalty: { rewardId: 'remise-10' } }))
    expect(visitor.body.orders[0].errors[0].message).toBe(
      'Connectez-vous pour utiliser vos points de fidélité.',
    )
    // A discount is worked out by the server only.
    const forged = await price(
      sourceOrder([line], { loyalty: { rewardId: 'remise-10', discountCents: 99999 } }),
      tokens.buyer,
    )
    expect(forged.status).toBe(400)
  })
})

describe('spending, refunding and earning', () => {
  it('spends the points when the order is placed, once, and refunds them when refused', async () => {
    const line = await lineOf(t, 'sancerre-les-caillottes', { quantity: 3 })
    const res = await place(sourceOrder([line], { loyalty: { rewardId: 'remise-10' } }))
    expect(res.status).toBe(201)
    const order = res.body.orders[0]
    expect(order.pointsSpent).toBe(100)
    expect(order.promotions).toContainEqual(
      expect.objectContaining({ name: 'Fidélité : Remise de 10 €', amountCents: 1000 }),
    )
    expect(await balance()).toBe(50)
    expect((await ledgerOf(order.id)).map((r) => [r.reason, r.points])).toEqual([['spent', -100]])

    // 50 points left: the same reward again is refused and nothing is placed.
    const again = await place(sourceOrder([line], { loyalty: { rewardId: 'remise-10' } }))
    expect(again.status).toBe(400)
    expect(again.body.orders[0].errors[0].code).toBe('loyalty')

    const refuse = (token: string) =>
      t.request(`/v1/orders/${order.id}/refuse`, { method: 'PUT', token }).then(call)
    expect((await refuse(tokens.owner)).status).toBe(200)
    expect((await refuse(tokens.owner)).status).toBe(409)
    expect(await balance()).toBe(150)
    expect((await ledgerOf(order.id)).map((r) => r.reason).sort()).toEqual(['refunded', 'spent'])
  })

  it('two checkouts at once cannot both spend the same points', async () => {
    const line = await lineOf(t, 'sancerre-les-caillottes', { quantity: 3 })
    const order = sourceOrder([line], { loyalty: { rewardId: 'remise-10' } })
    const [a, b] = await Promise.all([place(order), place(order)])
    expect([a.status, b.status].sort()).toEqual([201, 400])
    expect(await balance()).toBe(50)
    const placed = (a.status === 201 ? a : b).body.orders[0]
    const abort = await t
      .request(`/v1/orders/${placed.id}/aborted-cart`, { method: 'PUT', token: tokens.buyer })
      .then(call)
    expect(abort.status).toBe(200)
    expect(await balance()).toBe(150)
  })

  it('takes the reward chosen in the stored cart when the order names none', async () => {
    const line = await lineOf(t, 'sancerre-les-caillottes', { quantity: 3 })
    await t.database.db
      .update(users)
      .set({
        cart: {
          orders: [
            {
              id: `o-${source}`,
              seller: { id: source, name: 'Domaine de la Source' },
              products: [line],
              reservations: [],
              shipping: { deliveryModeId: carrier },
              payment: { type: 'transfer' },
              loyaltyData: { selectedLevel: 'remise-10', pointsToLose: 100 },
            },
          ],
        },
      })
      .where(eq(users.id, buyerId))
    const res = await place(sourceOrder([line]))
    expect(res.status).toBe(201)
    expect(res.body.orders[0].pointsSpent).toBe(100)
    const aborted = await t
      .request(`/v1/orders/${res.body.orders[0].id}/aborted-cart`, {
        method: 'PUT',
        token: tokens.buyer,
      })
      .then(call)
    expect(aborted.status).toBe(200)
    expect(await balance()).toBe(150)
  })

  it('offers a free bottle priced 0 from the selection only', async () => {
    await t.database.db
      .insert(loyaltyLedger)
      .values({ shopId: source, userId: buyerId, points: 60, reason: 'earned' })
    const line = await lineOf(t, 'sancerre-les-caillottes', { quantity: 2 })
    const rose = await lineOf(t, 'sancerre-rose-aube')
    const outside = await price(
      sourceOrder([line], {
        loyalty: { rewardId: 'bouteille-offerte', products: [{ ...line, quantity: undefined }] },
      }),
      tokens.buyer,
    )
    expect(outside.status).toBe(400)
    const wrong = await price(
      sourceOrder([line], {
        loyalty: {
          rewardId: 'bouteille-offerte',
          products: [
            { productId: line.productId, formatId: line.formatId, vintageId: line.vintageId },
          ],
        },
      }),
      tokens.buyer,
    )
    expect(wrong.body.orders[0].errors[0].code).toBe('loyalty')

    const gift = { productId: rose.productId, formatId: rose.formatId, vintageId: rose.vintageId }
    expect(await giftFormats()).toContain(rose.formatId)
    const res = await place(
      sourceOrder([line], { loyalty: { rewardId: 'bouteille-offerte', products: [gift] } }),
    )
    expect(res.status).toBe(201)
    const order = res.body.orders[0]
    expect(order.pointsSpent).toBe(200)
    const free = order.lines.find((l: { isFromFidelity: boolean }) => l.isFromFidelity)
    expect(free).toMatchObject({ formatId: rose.formatId, unitPriceCents: 0, totalTtcCents: 0 })
    expect(await balance()).toBe(10)
    const rows = await t.database.db
      .select()
      .from(orderLines)
      .where(and(eq(orderLines.orderId, order.id), eq(orderLines.isFromFidelity, true)))
    expect(rows).toHaveLength(1)
  })

  it('earns a point per euro when an offline order is validated, once', async () => {
    const before = await balance()
    const line = await lineOf(t, 'sancerre-les-caillottes', { quantity: 4 })
    const res = await place(sourceOrder([line]))
    const order = res.body.orders[0]
    const validate = await t
      .request(`/v1/orders/${order.id}/validate`, { method: 'PUT', token: tokens.owner })
      .then(call)
    expect(validate.status).toBe(200)
    const points = Math.floor(order.totalTtcCents / 100)
    expect(await balance()).toBe(before + points)
    await earnPoints(t.database.db, order.id)
    expect(await balance()).toBe(before + points)
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row.pointsEarned).toBe(points)
  })
})

describe('PUT /v1/loyalty', () => {
  const put = (json: unknown, token = tokens.owner) =>
    t.request('/v1/loyalty', { method: 'PUT', token, json }).then(call)

  it('lets the owner change the programme and keeps reward ids', async () => {
    const current = await call(await t.request('/v1/loyalty', { token: tokens.owner }))
    const rewards = current.body.loyalty.rewards
    const res = await put({
      active: true,
      pointsPerEuro: 2,
      rewards: [
        ...rewards,
        { name: 'Remise de 25 €', pointsRequired: 400, kind: 'discount', discountCents: 2500 },
      ],
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Le programme de fidélité a été enregistré.')
    expect(res.body.loyalty.rewards.map((r: { id: string }) => r.id).slice(0, 2)).toEqual([
      'remise-10',
      'bouteille-offerte',
    ])
    expect(res.body.loyalty.rewards[2].id).toMatch(/^r/)
    const shown = await call(await t.request(`/v1/shops/${source}/loyalty`))
    expect(shown.body.loyalty.pointsPerEuro).toBe(2)
  })

  it('refuses an incomplete reward in French, and anyone but the shop’s staff', async () => {
    const bad = await put({
      active: true,
      pointsPerEuro: 1,
      rewards: [{ name: 'Cadeau', pointsRequired: 10, kind: 'products', formatIds: [] }],
    })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('Choisissez au moins un produit offert.')
    expect((await put({ active: true, pointsPerEuro: 1, rewards: [] }, tokens.pro)).status).toBe(
      403,
    )
    expect((await t.request('/v1/loyalty', { method: 'PUT', json: {} })).status).toBe(401)
  })

  it('a switched-off programme is not shown and prices no reward', async () => {
    const current = await call(await t.request('/v1/loyalty', { token: tokens.owner }))
    expect((await put({ ...current.body.loyalty, active: false })).status).toBe(200)
    expect((await call(await t.request(`/v1/shops/${source}/loyalty`))).body.loyalty).toBeNull()
    const line = await lineOf(t, 'sancerre-les-caillottes')
    const res = await price(
      sourceOrder([line], { loyalty: { rewardId: 'remise-10' } }),
      tokens.buyer,
    )
    expect(res.body.orders[0].errors[0].code).toBe('loyalty')
    expect(res.body.orders[0].loyalty).toBeNull()
  })
})
