/**
 * Issue 16 §1 through the API: the payment methods (GET|PUT /v1/settings/payment-methods). Refused
 * to the signed-out, a buyer and an agent; a collaborator reads but does not write; an unknown
 * method or an empty list is refused with its French message and nothing written. Once saved,
 * the cart's price offers buyers only the accepted methods the checkout can take, and placing an
 * order with a back-office-only one is refused.
 */
import { describe, expect, it } from 'vitest'
import { demoDelivery } from '#app/modules/delivery/api/seed/seed-delivery'
import { acceptedMethods, paymentMethods } from '#app/modules/settings/domain/payment-methods'
import { checkoutBody, deliveryModeId, lineOf } from './cart-fixtures'
import { call } from './helpers'
import { settingsEndpoint, demoShopsForFile } from './sales-db-fixtures'

const demo = demoShopsForFile()

const path = '/v1/settings/payment-methods'
const { put, get, storedOf } = settingsEndpoint(path, 'paymentTypes', () => demo)

const seeded = demoDelivery.source.settings.paymentTypes

describe('settings: payment methods, access and refusals', () => {
  it('refuses the signed-out, a buyer and an agent; a collaborator reads but does not write', async () => {
    expect((await demo.t.request(path)).status).toBe(401)
    expect((await get(demo.tokens.buyer)).status).toBe(403)
    expect((await get(demo.tokens.agent)).status).toBe(403)
    const read = await get(demo.tokens.iam)
    expect(read.status, read.text).toBe(200)
    // In the spec's order.
    expect(read.body.paymentMethods.paymentTypes).toEqual(acceptedMethods(seeded))
    for (const token of [demo.tokens.buyer, demo.tokens.agent, demo.tokens.iam])
      expect((await put({ paymentTypes: ['cash'] }, token)).status).toBe(403)
    expect(await storedOf(demo.source)).toEqual(seeded)
  })

  it('refuses an unknown method and an empty list with the French message, writing nothing', async () => {
    const unknown = await put({ paymentTypes: ['cash', 'bitcoin'] })
    expect(unknown.status).toBe(400)
    expect(unknown.text).toContain('Moyen de paiement inconnu.')
    for (const json of [{ paymentTypes: [] }, {}]) {
      const empty = await put(json)
      expect(empty.status).toBe(400)
      expect(empty.text).toContain('Acceptez au moins un moyen de paiement.')
    }
    expect(await storedOf(demo.source)).toEqual(seeded)
  })
})

describe('settings: payment methods saved', () => {
  it('keeps every spec method, in its order, for the owner’s shop only', async () => {
    const all = await put({ paymentTypes: [...paymentMethods].reverse() })
    expect(all.status, all.text).toBe(200)
    expect(all.body.message).toBe('Vos moyens de paiement sont enregistrés.')
    expect(all.body.paymentMethods.paymentTypes).toEqual([...paymentMethods])
    expect(await storedOf(demo.martin)).toEqual(demoDelivery.martin.settings.paymentTypes)
  })

  it('offers buyers only the accepted methods the checkout can take', async () => {
    const saved = await put({ paymentTypes: ['tips', 'cash', 'sample', 'check', 'cb'] })
    expect(saved.status, saved.text).toBe(200)
    expect(await storedOf(demo.source)).toEqual(['cb', 'sample', 'cash', 'tips', 'check'])
    const carrier = await deliveryModeId(demo.t, demo.source, demoDelivery.source.carrierName)
    const line = await lineOf(demo.t, 'sancerre-les-caillottes')
    const priced = await call(
      await demo.t.request('/v1/orders/get-cart-price', {
        method: 'POST',
        json: { orders: [{ sellerId: demo.source, products: [line], deliveryModeId: carrier }] },
      }),
    )
    expect(priced.status, priced.text).toBe(200)
    expect(priced.body.orders[0].paymentTypes).toEqual(['check', 'cash'])

    // A back-office-only method is no buyer's choice, even though the shop accepts it.
    const placed = await call(
      await demo.t.request('/v1/orders', {
        method: 'POST',
        token: demo.tokens.buyer,
        json: checkoutBody([
          { sellerId: demo.source, products: [line], deliveryModeId: carrier, paymentType: 'tips' },
        ]),
      }),
    )
    expect(placed.status, placed.text).toBe(400)
  })
})
