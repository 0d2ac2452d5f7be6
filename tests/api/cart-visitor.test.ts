import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users, visitorCarts } from '#app/platform/db/schema'
import { pricesByServer } from '#app/modules/checkout/domain/cart-schema'
import { createTestApi, type TestApi } from '#tests/support/api'
import { lineOf, type Line } from './cart-fixtures'
import { call } from './helpers'
import { shopIdOf } from './public-catalogue-fixtures'

let t: TestApi
let source: number
let sancerre: Line
let aligote: Line
let buyer: string

const newToken = () => randomBytes(32).toString('base64url')

const orderOf = (lines: Line[]) => ({
  id: `o-${source}`,
  seller: { id: source, name: 'Domaine de la Source' },
  products: lines,
  reservations: [],
  shipping: { deliveryModeId: null },
  payment: { type: null },
  promoCode: null,
})

const put = (token: string, json: unknown) =>
  t.request(`/v1/carts/visitor/${token}`, { method: 'PUT', json }).then(call)
const get = (token: string) => t.request(`/v1/carts/visitor/${token}`).then(call)

beforeAll(async () => {
  t = await createTestApi()
  source = await shopIdOf(t, 'SOURCE')
  sancerre = await lineOf(t, 'sancerre-les-caillottes')
  aligote = await lineOf(t, 'bourgogne-aligote')
  buyer = (await t.login('buyer@caveau.test')).jwt
})
afterAll(() => t.close())

describe('visitor carts', () => {
  it('an unknown cart answers 404 with an empty cart', async () => {
    const res = await get(newToken())
    expect(res.status).toBe(404)
    expect(res.body.cart).toEqual({ orders: [] })
  })

  it('refuses a token that is not 43 base64url characters', async () => {
    expect((await get('court')).status).toBe(400)
    expect((await put(`${newToken()}x`, { cart: { orders: [] } })).status).toBe(400)
    expect((await get(`${newToken().slice(0, 42)}.`)).status).toBe(400)
  })

  it('keeps a cart and gives it back', async () => {
    const token = newToken()
    const saved = await put(token, { cart: { orders: [orderOf([sancerre])] } })
    expect(saved.status, saved.text).toBe(200)
    expect(saved.body.cart.lastUpdated).toEqual(expect.any(String))
    const read = await get(token)
    expect(read.status).toBe(200)
    expect(read.body.cart.orders[0].products).toEqual([sancerre])
    const emptied = await put(token, { cart: { orders: [] } })
    expect(emptied.body.cart.orders).toEqual([])
    expect((await get(token)).body.cart.orders).toEqual([])
  })

  it('refuses a price, an unknown key and a quantity out of bounds', async () => {
    const token = newToken()
    const priced = await put(token, {
      cart: { orders: [orderOf([{ ...sancerre, priceCents: 1 } as Line])] },
    })
    expect(priced.status).toBe(400)
    expect(priced.body.message).toBe(pricesByServer)
    const totalled = await put(token, {
      cart: { orders: [{ ...orderOf([sancerre]), price: { totalTTC: 0 } }] },
    })
    expect(totalled.body.message).toBe(pricesByServer)
    expect(
      (await put(token, { cart: { orders: [{ ...orderOf([sancerre]), x: 1 }] } })).status,
    ).toBe(400)
    expect(
      (await put(token, { cart: { orders: [orderOf([{ ...sancerre, quantity: 0 }])] } })).status,
    ).toBe(400)
    expect((await put(token, { cart: { orders: [] }, other: true })).status).toBe(400)
    expect((await get(token)).status).toBe(404)
  })

  it('refuses a body over 64 KB', async () => {
    const res = await t.request(`/v1/carts/visitor/${newToken()}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ cart: { orders: [], lastUpdated: 'x'.repeat(70_000) } }),
    })
    expect(res.status).toBe(413)
  })

  it('forgets carts untouched for 30 days at the next write', async () => {
    const { db } = t.database
    const stale = newToken()
    const recent = newToken()
    await db.insert(visitorCarts).values([
      { id: stale, cart: { orders: [] }, updatedAt: new Date(Date.now() - 31 * 86_400_000) },
      { id: recent, cart: { orders: [] }, updatedAt: new Date(Date.now() - 29 * 86_400_000) },
    ])
    await put(newToken(), { cart: { orders: [] } })
    const left = await db.select({ id: visitorCarts.id }).from(visitorCarts)
    expect(left.map((r) => r.id)).not.toContain(stale)
    expect(left.map((r) => r.id)).toContain(recent)
  })
})

describe('the signed-in cart', () => {
  it('PUT /users/me keeps a cart of ids and quantities, and refuses prices', async () => {
    const saved = await call(
      await t.request('/v1/users/me', {
        method: 'PUT',
        token: buyer,
        json: { cart: { orders: [orderOf([sancerre])] }, message: true },
      }),
    )
    expect(saved.status, saved.text).toBe(200)
    expect(saved.body.user.cart.orders[0].products).toEqual([sancerre])
    const priced = await call(
      await t.request('/v1/users/me', {
        method: 'PUT',
        token: buyer,
        json: { cart: { orders: [orderOf([{ ...sancerre, unitPriceCents: 5 } as Line])] } },
      }),
    )
    expect(priced.status).toBe(400)
    expect(priced.body.message).toBe(pricesByServer)
    const shapeless = await call(
      await t.request('/v1/users/me', {
        method: 'PUT',
        token: buyer,
        json: { cart: { orders: [{ anything: true }] } },
      }),
    )
    expect(shapeless.status).toBe(400)
  })

  it('merges a visitor cart into the account’s after sign-in, once', async () => {
    await t.request('/v1/users/me', {
      method: 'PUT',
      token: buyer,
      json: { cart: { orders: [orderOf([{ ...sancerre, quantity: 1 }])] } },
    })
    const token = newToken()
    await put(token, { cart: { orders: [orderOf([{ ...sancerre, quantity: 2 }, aligote])] } })
    const merge = () =>
      t
        .request('/v1/users/me/cart/merge', { method: 'POST', token: buyer, json: { token } })
        .then(call)
    const merged = await merge()
    expect(merged.status, merged.text).toBe(200)
    const lines = merged.body.cart.orders[0].products
    expect(lines.find((l: Line) => l.idTmp === sancerre.idTmp).quantity).toBe(3)
    expect(lines.find((l: Line) => l.idTmp === aligote.idTmp).quantity).toBe(1)
    expect((await get(token)).status).toBe(404)
    const [row] = await t.database.db
      .select({ cart: users.cart })
      .from(users)
      .where(eq(users.email, 'buyer@caveau.test'))
    expect(row.cart).toEqual(merged.body.cart)
    // The visitor cart is gone: merging again changes nothing.
    const again = await merge()
    expect(again.body.cart.orders).toEqual(merged.body.cart.orders)
  })

  it('merging needs a signed-in user and a well-formed token', async () => {
    const anonymous = await t.request('/v1/users/me/cart/merge', {
      method: 'POST',
      json: { token: newToken() },
    })
    expect(anonymous.status).toBe(401)
    const bad = await t.request('/v1/users/me/cart/merge', {
      method: 'POST',
      token: buyer,
      json: { token: 'abc' },
    })
    expect(bad.status).toBe(400)
  })
})
