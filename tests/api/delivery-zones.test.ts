import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deliveryModes, orders } from '#app/platform/db/schema'
import { demoDelivery } from '#app/modules/delivery/api/seed/seed-delivery'
import { createTestApi, type TestApi } from '#tests/support/api'
import { address, checkoutBody, deliveryModeId, lineOf, stockOf } from './cart-fixtures'
import { call } from './helpers'
import { shopIdOf } from './public-catalogue-fixtures'

/**
 * Delivery modes filtered by the delivery address (spec 8 'Aucun mode de livraison disponible
 * pour cette adresse'): the demo carrier is made to serve France only
 * (its zone, migration 0017).
 */

const NO_MODE = 'Aucun mode de livraison disponible pour cette adresse'
const belgium = {
  name: 'Alice Martin',
  street: '12 rue Haute',
  zipcode: '1000',
  city: 'Bruxelles',
  country: 'BE',
}

let t: TestApi
let source: number
let carrier: number
let pickup: number
let buyer: string

beforeAll(async () => {
  t = await createTestApi()
  source = await shopIdOf(t, 'SOURCE')
  carrier = await deliveryModeId(t, source, demoDelivery.source.carrierName)
  pickup = await deliveryModeId(t, source, demoDelivery.source.pickupName)
  await t.database.db
    .update(deliveryModes)
    .set({ zones: { countries: ['FR'], departements: [] } })
    .where(eq(deliveryModes.id, carrier))
  buyer = (await t.login('buyer@caveau.test')).jwt
  // Belgium is a country the shop sells private buyers in (tax-regime.ts): what is left to
  // decide there is which delivery modes serve it.
  const saved = await t.request('/v1/settings/cross-border', {
    method: 'PUT',
    token: (await t.login('owner@caveau.test')).jwt,
    json: {
      privateEuCountries: [
        {
          country: 'BE',
          taxRepresentative: 'Fiscal Rep SA',
          ossNumber: 'EU372000041',
          vatRate: 21,
        },
      ],
    },
  })
  expect(saved.status, await saved.clone().text()).toBe(200)
})
afterAll(() => t.close())

const names = (body: { deliveryModes: { name: string }[] }) => body.deliveryModes.map((m) => m.name)
const allNames = demoDelivery.source.modes.map((m) => m.name)

describe('GET /v1/shops/:id/delivery-modes with an address', () => {
  it('offers the French carrier in France only; pick-up and collection points everywhere', async () => {
    const all = await call(await t.request(`/v1/shops/${source}/delivery-modes`))
    expect(all.status).toBe(200)
    expect(names(all.body)).toEqual(allNames)

    const fr = await call(
      await t.request(`/v1/shops/${source}/delivery-modes?country=fr&zipcode=45000`),
    )
    expect(names(fr.body)).toEqual(allNames)

    const be = await call(await t.request(`/v1/shops/${source}/delivery-modes?country=BE`))
    expect(be.status).toBe(200)
    expect(names(be.body)).toEqual(allNames.filter((n) => n !== demoDelivery.source.carrierName))
  })

  it('refuses a zip code without a country, an empty country and unknown parameters', async () => {
    for (const query of ['zipcode=1000', 'country=', 'country=BE&sort=name']) {
      const res = await call(await t.request(`/v1/shops/${source}/delivery-modes?${query}`))
      expect(res.status, query).toBe(400)
      expect(res.body.message).toBe('Paramètre invalide.')
    }
  })
})

describe('POST /v1/orders/get-cart-price with a delivery address', () => {
  async function price(deliveryModeId: number | null, deliveryAddress?: unknown) {
    const line = await lineOf(t, 'sancerre-les-caillottes', { quantity: 6 })
    const res = await call(
      await t.request('/v1/orders/get-cart-price', {
        method: 'POST',
        json: {
          orders: [{ sellerId: source, products: [line], deliveryModeId }],
          ...(deliveryAddress !== undefined ? { deliveryAddress } : {}),
        },
      }),
    )
    return res
  }

  it('prices the carrier for a French address and before any address is known', async () => {
    for (const where of [undefined, null, { country: 'FR', zipcode: '45000' }]) {
      const res = await price(carrier, where)
      expect(res.status, res.text).toBe(200)
      const [order] = res.body.orders
      expect(order.errors).toEqual([])
      expect(order.deliveryModeId).toBe(carrier)
      expect(order.price.shipping).toBe(1590)
    }
  })

  it('refuses the carrier for a Belgian address with spec 8’s message, and offers the others', async () => {
    const res = await price(carrier, { country: 'BE', zipcode: '1000' })
    expect(res.status, res.text).toBe(200)
    const [order] = res.body.orders
    expect(order.errors).toEqual([
      {
        code: 'noDeliveryMode',
        message: NO_MODE,
        messageEn: 'No delivery mode available for this address',
      },
    ])
    expect(order.price.shipping).toBe(0)
    expect(order.deliveryModeId).toBeNull()
    expect(names(order)).toEqual(allNames.filter((n) => n !== demoDelivery.source.carrierName))

    const fetched = await price(pickup, { country: 'BE' })
    expect(fetched.body.orders[0].errors).toEqual([])
  })

  it('refuses a malformed address (400)', async () => {
    for (const bad of [{ country: '' }, { country: 'BE', street: 'rue Haute' }, 'BE']) {
      const res = await price(carrier, bad)
      expect(res.status, JSON.stringify(bad)).toBe(400)
    }
  })
})

describe('POST /v1/orders (checkout) with a delivery address', () => {
  async function place(deliveryAddress: typeof address, deliveryModeId: number) {
    const line = await lineOf(t, 'sancerre-les-caillottes', { quantity: 6 })
    return call(
      await t.request('/v1/orders', {
        method: 'POST',
        token: buyer,
        json: {
          ...checkoutBody([
            { sellerId: source, products: [line], deliveryModeId, paymentType: 'transfer' },
          ]),
          deliveryAddress,
        },
      }),
    )
  }
  const orderCount = async () =>
    Number((await t.database.db.select({ n: count() }).from(orders))[0].n)

  it('refuses the carrier to Belgium, placing nothing and taking no stock', async () => {
    const line = await lineOf(t, 'sancerre-les-caillottes')
    const [ordersBefore, stockBefore] = [await orderCount(), await stockOf(t, line.formatId)]
    const refused = await place(belgium, carrier)
    expect(refused.status, refused.text).toBe(400)
    expect(refused.body.errors[`orders.${source}`]).toEqual([NO_MODE])
    expect(await orderCount()).toBe(ordersBefore)
    expect(await stockOf(t, line.formatId)).toBe(stockBefore)
  })

  it('places the same order to Belgium with the pick-up, and to France with the carrier', async () => {
    const toBelgium = await place(belgium, pickup)
    expect(toBelgium.status, toBelgium.text).toBe(201)
    const toFrance = await place(address, carrier)
    expect(toFrance.status, toFrance.text).toBe(201)
    expect(toFrance.body.orders[0].shippingCents).toBe(1590)
  })
})
