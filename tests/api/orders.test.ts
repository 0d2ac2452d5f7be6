import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { notifications, shopMembers, users } from '#app/platform/db/schema'
import { demoDelivery } from '#app/modules/delivery/api/seed/seed-delivery'
import { pricesByServer } from '#app/modules/checkout/domain/cart-schema'
import { createTestApi, type TestApi } from '#tests/support/api'
import {
  checkoutBody,
  deliveryModeId,
  lineOf,
  ordersWithKey as placedOrders,
  stockOf,
  type Line,
} from './cart-fixtures'
import { call, mailsTo, userIdOf } from './helpers'
import { shopIdOf } from './public-catalogue-fixtures'

let t: TestApi
let source: number
let martin: number
let carrier: number
let martinCarrier: number
let tokens: Record<
  'buyer' | 'pro' | 'owner' | 'iam' | 'limited' | 'agent' | 'admin' | 'owner2',
  string
>

beforeAll(async () => {
  t = await createTestApi()
  source = await shopIdOf(t, 'SOURCE')
  martin = await shopIdOf(t, 'MARTIN')
  carrier = await deliveryModeId(t, source, demoDelivery.source.carrierName)
  martinCarrier = await deliveryModeId(t, martin, demoDelivery.martin.modes[0].name)
  const login = async (email: string) => (await t.login(email)).jwt
  tokens = {
    buyer: await login('buyer@caveau.test'),
    pro: await login('pro@caveau.test'),
    owner: await login('owner@caveau.test'),
    iam: await login('iam@caveau.test'),
    limited: await login('iam-limited@caveau.test'),
    agent: await login('agent@caveau.test'),
    admin: await login('admin@caveau.test'),
    owner2: await login('owner2@caveau.test'),
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

async function place(body: unknown, token = tokens.buyer) {
  return call(await t.request('/v1/orders', { method: 'POST', token, json: body }))
}

const ordersWithKey = (checkoutId: string) => placedOrders(t, checkoutId)

describe('POST /v1/orders', () => {
  it('places one pending order per seller, priced by the server', async () => {
    const sancerre = await lineOf(t, 'sancerre-les-caillottes', { quantity: 2 })
    const silex = await lineOf(t, 'sancerre-cuvee-silex', { isWrapped: true })
    const cognac = await lineOf(t, 'cognac-vsop-grande-champagne', { quantity: 6 })
    const before = await stockOf(t, sancerre.formatId)
    const requested = [
      sourceOrder([sancerre, silex], {
        promoCode: 'BIENVENUE10',
        instructions: 'Sonner deux fois',
      }),
      { sellerId: martin, products: [cognac], deliveryModeId: martinCarrier, paymentType: 'bill' },
    ]
    const buyerId = await userIdOf(t, 'buyer@caveau.test')
    await t.database.db
      .update(users)
      .set({
        cart: {
          orders: [
            {
              id: `o-${source}`,
              seller: { id: source, name: 'Domaine de la Source' },
              products: [sancerre],
              reservations: [],
              shipping: {},
              payment: {},
            },
          ],
        },
      })
      .where(eq(users.id, buyerId))
    const priced = await call(
      await t.request('/v1/orders/get-cart-price', {
        method: 'POST',
        token: tokens.buyer,
        json: {
          orders: requested.map((o) => {
            const { instructions: _i, ...priced } = o as typeof o & { instructions?: string }
            return priced
          }),
        },
      }),
    )
    const res = await place(checkoutBody(requested))
    expect(res.status, res.text).toBe(201)
    expect(res.body.orders).toHaveLength(2)
    const [first, second] = res.body.orders
    expect(first).toMatchObject({
      shopId: source,
      status: 'pending',
      paymentStatus: 'pending',
      paymentType: 'transfer',
      typology: 'particulier',
      ttc: true,
      promoCode: 'BIENVENUE10',
      shop: { id: source, name: 'Domaine de la Source' },
      buyer: { id: buyerId, username: 'Alice Martin', email: 'buyer@caveau.test' },
      deliveryAddress: { city: 'Orléans' },
      billingAddress: { city: 'Orléans' },
      shipping: { deliveryModeId: carrier, instructions: 'Sonner deux fois' },
    })
    expect(first.totalTtcCents).toBe(priced.body.orders[0].price.totalTTC)
    expect(first.promoAmountCents).toBeGreaterThan(0)
    expect(first.wrappingCents).toBe(300)
    expect(
      first.lines.map((l: { name: string; quantity: number }) => [l.name, l.quantity]),
    ).toEqual([
      ['Sancerre Les Caillottes', 2],
      ['Sancerre Cuvée Silex', 1],
    ])
    expect(first.lines[1].isWrapped).toBe(true)
    expect(second).toMatchObject({ shopId: martin, paymentType: 'bill', status: 'pending' })
    expect(second.totalTtcCents).toBe(priced.body.orders[1].price.totalTTC)

    expect(await stockOf(t, sancerre.formatId)).toBe(before! - 2)

    const ownerId = await userIdOf(t, 'owner@caveau.test')
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, ownerId),
          eq(notifications.redirectLink, `/dashboard/orders/${first.id}`),
        ),
      )
    expect(note).toMatchObject({ type: 'newOrder', shopId: source })
    expect(note.content).toContain('Alice Martin')
    const mails = await mailsTo(t, 'owner@caveau.test')
    expect(mails.at(-1)?.subject).toContain(`n° ${first.id}`)
    expect((await mailsTo(t, 'owner2@caveau.test')).at(-1)?.subject).toContain(`n° ${second.id}`)

    const [after] = await t.database.db
      .select({ cart: users.cart })
      .from(users)
      .where(eq(users.id, buyerId))
    expect(after.cart?.orders).toEqual([])
  })

  it('answers the same orders when the same checkout is submitted again', async () => {
    const line = await lineOf(t, 'sancerre-les-caillottes', { quantity: 2 })
    const body = checkoutBody([sourceOrder([line])])
    const first = await place(body)
    expect(first.status).toBe(201)
    const stock = await stockOf(t, line.formatId)
    const again = await place(body)
    expect(again.status).toBe(200)
    expect(again.body.orders.map((o: { id: number }) => o.id)).toEqual(
      first.body.orders.map((o: { id: number }) => o.id),
    )
    expect(await stockOf(t, line.formatId)).toBe(stock)
    expect(await ordersWithKey(body.checkoutId)).toBe(1)
  })

  it('places a double submit sent at the same time once', async () => {
    const line = await lineOf(t, 'bourgogne-aligote', { quantity: 4 })
    const body = checkoutBody([sourceOrder([line])])
    const [a, b] = await Promise.all([place(body), place(body)])
    expect([a.status, b.status].sort()).toEqual([200, 201])
    expect(a.body.orders[0].id).toBe(b.body.orders[0].id)
    expect(await ordersWithKey(body.checkoutId)).toBe(1)
  })

  it('never sells more than the stock, even to two buyers at once', async () => {
    // The magnum has 6 in stock: two orders of 4 cannot both pass.
    const magnum = await lineOf(t, 'sancerre-les-caillottes', { format: 1, quantity: 4 })
    const stock = await stockOf(t, magnum.formatId)
    expect(stock).toBe(6)
    const [a, b] = await Promise.all([
      place(checkoutBody([sourceOrder([magnum])]), tokens.buyer),
      place(checkoutBody([sourceOrder([magnum])]), tokens.pro),
    ])
    expect([a.status, b.status].sort()).toEqual([201, 400])
    const refused = a.status === 400 ? a : b
    expect(refused.body.message).toBe('Stock insuffisant pour Sancerre Les Caillottes')
    expect(refused.body.orders[0]).toMatchObject({ sellerId: source })
    expect(await stockOf(t, magnum.formatId)).toBe(2)
  })

  it('refuses with the errors of each seller and places nothing', async () => {
    const line = await lineOf(t, 'sancerre-les-caillottes')
    const body = checkoutBody([
      sourceOrder([line], { paymentType: undefined, deliveryModeId: null }),
      {
        sellerId: martin,
        products: [await lineOf(t, 'gin-de-charente', { quantity: 6 })],
        deliveryModeId: martinCarrier,
        paymentType: 'check',
      },
    ])
    const res = await place(body)
    expect(res.status).toBe(400)
    const sourceCodes = res.body.orders
      .find((o: { sellerId: number }) => o.sellerId === source)
      .errors.map((e: { code: string }) => e.code)
    expect(sourceCodes).toEqual(
      expect.arrayContaining(['shopMinAmount', 'deliveryRequired', 'paymentRequired']),
    )
    const martinErrors = res.body.orders.find((o: { sellerId: number }) => o.sellerId === martin)
    expect(martinErrors.errors.map((e: { code: string }) => e.code)).toEqual(['paymentRequired'])
    expect(res.body.errors[`orders.${source}`]).toContain('Veuillez choisir un moyen de paiement')
    expect(await ordersWithKey(body.checkoutId)).toBe(0)
  })

  it('refuses prices sent by the client, and an incomplete checkout', async () => {
    const line = await lineOf(t, 'sancerre-cuvee-silex', { quantity: 2 })
    const priced = await place(
      checkoutBody([sourceOrder([{ ...line, unitPriceCents: 1 } as Line])]),
    )
    expect(priced.status).toBe(400)
    expect(priced.body.message).toBe(pricesByServer)
    const { acceptTerms: _terms, ...withoutTerms } = checkoutBody([sourceOrder([line])])
    const terms = await place(withoutTerms)
    expect(terms.status).toBe(400)
    expect(terms.body.message).toBe("Veuillez accepter les conditions générales d'utilisation")
    const noCity = checkoutBody([sourceOrder([line])])
    const res = await place({
      ...noCity,
      deliveryAddress: { ...noCity.deliveryAddress, city: ' ' },
    })
    expect(res.body.message).toBe('Veuillez renseigner une ville')
    expect((await place({ ...noCity, checkoutId: 'pas-un-uuid' })).status).toBe(400)
  })

  it('is for signed-in buyers only', async () => {
    const body = checkoutBody([sourceOrder([await lineOf(t, 'sancerre-cuvee-silex')])])
    const anonymous = await t.request('/v1/orders', { method: 'POST', json: body })
    expect(anonymous.status).toBe(401)
    for (const token of [tokens.owner, tokens.iam, tokens.agent, tokens.admin]) {
      const res = await place(body, token)
      expect(res.status).toBe(403)
      expect(res.body.message).toBe('Seuls les acheteurs peuvent commander.')
    }
  })
})

describe('reading orders', () => {
  let buyerOrder: number
  let proOrder: number

  beforeAll(async () => {
    const silex = await lineOf(t, 'sancerre-cuvee-silex', { quantity: 2 })
    buyerOrder = (await place(checkoutBody([sourceOrder([silex])]))).body.orders[0].id
    proOrder = (await place(checkoutBody([sourceOrder([silex])]), tokens.pro)).body.orders[0].id
  })

  const list = (token: string, query = '') => t.request(`/v1/orders${query}`, { token }).then(call)
  const ids = (res: { body: { orders: { id: number }[] } }) => res.body.orders.map((o) => o.id)

  it('a buyer lists and reads their own orders only', async () => {
    const mine = await list(tokens.buyer)
    expect(mine.status).toBe(200)
    expect(ids(mine)).toContain(buyerOrder)
    expect(ids(mine)).not.toContain(proOrder)
    expect(mine.body).toMatchObject({ page: 1, pageSize: 20 })
    const own = await call(await t.request(`/v1/orders/${buyerOrder}`, { token: tokens.buyer }))
    expect(own.body.order.id).toBe(buyerOrder)
    const other = await t.request(`/v1/orders/${proOrder}`, { token: tokens.buyer })
    expect(other.status).toBe(404)
  })

  it('the shop’s owner and collaborators with seeAllOrder list the shop’s orders', async () => {
    for (const token of [tokens.owner, tokens.iam, tokens.limited]) {
      const res = await list(token)
      expect(res.status).toBe(200)
      expect(ids(res)).toEqual(expect.arrayContaining([buyerOrder, proOrder]))
      expect(res.body.orders.every((o: { shopId: number }) => o.shopId === source)).toBe(true)
    }
    const pending = await list(tokens.owner, '?status=pending&page=1')
    expect(pending.body.orders.every((o: { status: string }) => o.status === 'pending')).toBe(true)
    expect((await list(tokens.owner, '?status=nope')).status).toBe(400)
    expect((await list(tokens.owner, '?page=0')).status).toBe(400)
    expect((await list(tokens.owner, '?foo=1')).status).toBe(400)
    const far = await list(tokens.owner, '?page=50')
    expect(far.body.orders).toEqual([])
  })

  it('another shop’s owner does not see the order, nor an agent whose client it is not; admins are refused', async () => {
    const res = await t.request(`/v1/orders/${buyerOrder}`, { token: tokens.owner2 })
    expect(res.status).toBe(404)
    expect(ids(await list(tokens.owner2))).not.toContain(buyerOrder)
    // Agents read only their own clients' orders (spec 6): these buyers are nobody's clients.
    const agent = await list(tokens.agent)
    expect(agent.status).toBe(200)
    expect(ids(agent)).not.toContain(buyerOrder)
    expect(ids(agent)).not.toContain(proOrder)
    expect((await list(tokens.admin)).status).toBe(403)
    expect((await t.request('/v1/orders')).status).toBe(401)
  })

  it('a collaborator denied seeAllOrder is refused', async () => {
    const limitedId = await userIdOf(t, 'iam-limited@caveau.test')
    const { db } = t.database
    const [member] = await db
      .select()
      .from(shopMembers)
      .where(and(eq(shopMembers.userId, limitedId), eq(shopMembers.shopId, source)))
    await db
      .update(shopMembers)
      .set({ authorizations: { ...member.authorizations, seeAllOrder: false } })
      .where(and(eq(shopMembers.userId, limitedId), eq(shopMembers.shopId, source)))
    expect((await list(tokens.limited)).status).toBe(403)
    expect((await t.request(`/v1/orders/${buyerOrder}`, { token: tokens.limited })).status).toBe(
      403,
    )
    const validate = await t.request(`/v1/orders/${buyerOrder}/validate`, {
      method: 'PUT',
      token: tokens.limited,
    })
    expect(validate.status).toBe(403)
    await db
      .update(shopMembers)
      .set({ authorizations: member.authorizations })
      .where(and(eq(shopMembers.userId, limitedId), eq(shopMembers.shopId, source)))
  })
})

describe('order transitions', () => {
  const act = (id: number, action: string, token: string) =>
    t.request(`/v1/orders/${id}/${action}`, { method: 'PUT', token }).then(call)

  async function placed(token = tokens.buyer, quantity = 3) {
    const line = await lineOf(t, 'sancerre-les-caillottes', { quantity })
    const res = await place(checkoutBody([sourceOrder([line])]), token)
    expect(res.status, res.text).toBe(201)
    return { id: res.body.orders[0].id as number, formatId: line.formatId }
  }

  it('the owner validates a pending order once, and its buyer hears of it', async () => {
    const { id } = await placed()
    const buyerId = await userIdOf(t, 'buyer@caveau.test')
    const res = await act(id, 'validate', tokens.owner)
    expect(res.status).toBe(200)
    expect(res.body.order).toMatchObject({ id, status: 'validated' })
    expect(res.body.order.validatedAt).toEqual(expect.any(String))
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, buyerId),
          eq(notifications.redirectLink, `/dashboard/orders/${id}`),
        ),
      )
    expect(note.content).toContain('validée')
    expect((await mailsTo(t, 'buyer@caveau.test')).at(-1)?.text).toContain('validée')
    const twice = await act(id, 'validate', tokens.owner)
    expect(twice.status).toBe(409)
    expect(twice.body.message).toBe('Cette commande ne peut plus être validée.')
    expect((await act(id, 'refuse', tokens.owner)).status).toBe(409)
    expect((await act(id, 'aborted-cart', tokens.buyer)).status).toBe(409)
  })

  it('refusing puts the units back in stock and tells the buyer', async () => {
    const { id, formatId } = await placed()
    const stock = await stockOf(t, formatId)
    const res = await act(id, 'refuse', tokens.iam)
    expect(res.status).toBe(200)
    expect(res.body.order.status).toBe('refused')
    expect(await stockOf(t, formatId)).toBe(stock! + 3)
    expect((await mailsTo(t, 'buyer@caveau.test')).at(-1)?.text).toContain('refusée')
    expect((await act(id, 'validate', tokens.owner)).body.message).toBe(
      'Cette commande ne peut plus être validée.',
    )
  })

  it('only the shop’s staff with seeAllOrder may validate or refuse', async () => {
    const { id } = await placed()
    expect((await act(id, 'validate', tokens.buyer)).status).toBe(403)
    expect((await act(id, 'refuse', tokens.agent)).status).toBe(403)
    expect((await act(id, 'validate', tokens.owner2)).status).toBe(404)
    expect((await act(999_999, 'validate', tokens.owner)).status).toBe(404)
  })

  it('the buyer abandons their own pending order, which gives its stock back', async () => {
    const { id, formatId } = await placed(tokens.buyer, 2)
    const stock = await stockOf(t, formatId)
    expect((await act(id, 'aborted-cart', tokens.pro)).status).toBe(404)
    expect((await act(id, 'aborted-cart', tokens.owner)).status).toBe(404)
    const res = await act(id, 'aborted-cart', tokens.buyer)
    expect(res.status).toBe(200)
    expect(res.body.order.status).toBe('aborted')
    expect(await stockOf(t, formatId)).toBe(stock! + 2)
    const again = await act(id, 'aborted-cart', tokens.buyer)
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('Cette commande ne peut plus être abandonnée.')
    expect(await stockOf(t, formatId)).toBe(stock! + 2)
  })
})
