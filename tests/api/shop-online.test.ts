/**
 * Issue 16 §1 through the API: a shop online or offline. The owner switches it with PUT
 * /v1/shops/me (a collaborator may not); offline, its catalogue is refused to visitors and
 * buyers with 'Cette boutique est momentanément fermée.' (503) but served to its staff, the cart
 * is not priced and no order placed; its legal notice stays readable; back online, all is served.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoDelivery } from '#app/modules/delivery/api/seed/seed-delivery'
import { shopClosedMessage } from '#app/modules/shop/domain/shop-status'
import { createTestApi, type TestApi } from '#tests/support/api'
import { checkoutBody, deliveryModeId, lineOf, ordersWithKey } from './cart-fixtures'
import { call } from './helpers'
import { shopIdOf } from './public-catalogue-fixtures'

const SLUG = 'sancerre-les-caillottes'

let t: TestApi
let source: number
let carrier: number
let tokens: Record<'buyer' | 'owner' | 'iam', string>

beforeAll(async () => {
  t = await createTestApi()
  source = await shopIdOf(t, 'SOURCE')
  carrier = await deliveryModeId(t, source, demoDelivery.source.carrierName)
  const login = async (email: string) => (await t.login(email)).jwt
  tokens = {
    buyer: await login('buyer@caveau.test'),
    owner: await login('owner@caveau.test'),
    iam: await login('iam@caveau.test'),
  }
})
afterAll(() => t.close())

const setOnline = async (online: boolean, token = tokens.owner) =>
  call(await t.request('/v1/shops/me', { method: 'PUT', token, json: { online } }))
const listing = async (token?: string) =>
  call(await t.request(`/v1/shops/${source}/products`, { token }))
const product = async (token?: string) =>
  call(await t.request(`/v1/shops/${source}/products/${SLUG}`, { token }))
const order = async () => ({
  sellerId: source,
  products: [await lineOf(t, SLUG, { quantity: 2 })],
  deliveryModeId: carrier,
  paymentType: 'transfer',
})
const price = async (token?: string) =>
  call(
    await t.request('/v1/orders/get-cart-price', {
      method: 'POST',
      json: { orders: [await order()] },
      token,
    }),
  )

describe('PUT /v1/shops/me { online }', () => {
  it('is refused to a collaborator and changes nothing', async () => {
    const res = await setOnline(false, tokens.iam)
    expect(res.status).toBe(403)
    expect((await listing()).status).toBe(200)
  })

  it('is the owner’s: the shop goes offline and says so', async () => {
    const res = await setOnline(false)
    expect(res.status, res.text).toBe(200)
    expect(res.body.shop.online).toBe(false)
    const pub = await call(await t.request(`/v1/shops/${source}`))
    expect(pub.body.shop.online).toBe(false)
  })
})

describe('an offline shop', () => {
  it('refuses its catalogue and products to a visitor and a buyer, with the French message', async () => {
    for (const token of [undefined, tokens.buyer]) {
      for (const res of [await listing(token), await product(token)]) {
        expect(res.status).toBe(503)
        expect(res.body.message).toBe(shopClosedMessage)
        expect(res.body.products).toBeUndefined()
      }
    }
  })

  it('still serves them to its owner and collaborators, who prepare it', async () => {
    for (const token of [tokens.owner, tokens.iam]) {
      const res = await listing(token)
      expect(res.status, res.text).toBe(200)
      expect(res.body.products.length).toBeGreaterThan(0)
      expect((await product(token)).status).toBe(200)
    }
  })

  it('keeps its legal notice readable', async () => {
    const res = await call(await t.request(`/v1/shops/${source}/legal-notice`))
    expect(res.status).toBe(200)
    expect(res.body.legalNotice.name).toBeTruthy()
  })

  it('prices no cart: the order carries the message and no line', async () => {
    for (const token of [undefined, tokens.buyer]) {
      const res = await price(token)
      expect(res.status, res.text).toBe(200)
      const [priced] = res.body.orders
      expect(priced.errors.map((e: { message: string }) => e.message)).toEqual([shopClosedMessage])
      expect(priced.lines).toEqual([])
      expect(priced.price.totalTTC).toBe(0)
    }
  })

  it('places no order', async () => {
    const body = checkoutBody([await order()])
    const res = await call(
      await t.request('/v1/orders', { method: 'POST', token: tokens.buyer, json: body }),
    )
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(shopClosedMessage)
    expect(await ordersWithKey(t, body.checkoutId)).toBe(0)
  })
})

describe('back online', () => {
  it('serves the catalogue and prices the cart again at once', async () => {
    expect((await setOnline(true)).status).toBe(200)
    const res = await listing()
    expect(res.status).toBe(200)
    expect(res.body.products.length).toBeGreaterThan(0)
    expect((await product(tokens.buyer)).status).toBe(200)
    const [priced] = (await price(tokens.buyer)).body.orders
    expect(priced.errors).toEqual([])
    expect(priced.price.totalTTC).toBeGreaterThan(0)
  })
})
