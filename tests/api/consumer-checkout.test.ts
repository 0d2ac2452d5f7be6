/**
 * Issue 15 §4, the consumer checkout: the buyer accepts the shop's general terms of sale and
 * declares being of age, both checked by the API, and each order keeps the version of the terms
 * its buyer accepted; the owner's changes are new versions, earlier ones stay readable.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoDelivery } from '#app/modules/delivery/api/seed/seed-delivery'
import { createTestApi, type TestApi } from '#tests/support/api'
import { checkoutBody, deliveryModeId, lineOf, ordersWithKey } from './cart-fixtures'
import { call } from './helpers'
import { shopIdOf } from './public-catalogue-fixtures'

let t: TestApi
let source: number
let carrier: number
let buyer: string

beforeAll(async () => {
  t = await createTestApi()
  source = await shopIdOf(t, 'SOURCE')
  carrier = await deliveryModeId(t, source, demoDelivery.source.carrierName)
  buyer = (await t.login('buyer@caveau.test')).jwt
})
afterAll(() => t.close())

async function body() {
  const line = await lineOf(t, 'sancerre-les-caillottes', { quantity: 2 })
  return checkoutBody([
    { sellerId: source, products: [line], deliveryModeId: carrier, paymentType: 'transfer' },
  ])
}

const place = async (json: unknown) =>
  call(await t.request('/v1/orders', { method: 'POST', token: buyer, json }))

const terms = async (query = '') => call(await t.request(`/v1/shops/${source}/terms${query}`))

const placedWith = (checkoutId: string) => ordersWithKey(t, checkoutId)

describe('POST /v1/orders refuses a consumer checkout', () => {
  it('without the shop’s general terms of sale accepted, and places nothing', async () => {
    const { acceptSalesTerms: _terms, ...without } = await body()
    const res = await place(without)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Veuillez accepter les conditions générales de vente')
    expect(await placedWith(without.checkoutId)).toBe(0)
    const unticked = await place({ ...(await body()), acceptSalesTerms: false })
    expect(unticked.body.message).toBe('Veuillez accepter les conditions générales de vente')
  })

  it('without the declaration of being of age, and places nothing', async () => {
    const { isAdult: _adult, ...without } = await body()
    const res = await place(without)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Veuillez certifier être majeur')
    expect(await placedWith(without.checkoutId)).toBe(0)
  })
})

describe('the versions of the general terms of sale', () => {
  it('an order keeps the version its buyer accepted, through the owner’s changes', async () => {
    // Before any text of its own the shop shows Caveau's default, as version 1.
    const first = await terms()
    expect(first.body.terms).toMatchObject({ version: 1, isDefault: true, savedAt: null })
    expect(first.body.terms.html).toContain('rétractation')

    const placed = await place(await body())
    expect(placed.status, placed.text).toBe(201)
    expect(placed.body.orders[0].termsVersion).toBe(1)

    const owner = (await t.login('owner@caveau.test')).jwt
    const save = (html: string, token = owner) =>
      t.request('/v1/shops/me/terms', { method: 'PUT', token, json: { html } })
    const saved = await call(await save('<p>Nos conditions.</p><script>alert(1)</script>'))
    expect(saved.status).toBe(200)
    expect(saved.body.message).toBe(
      'Vos conditions générales de vente sont enregistrées (version 2).',
    )
    expect(saved.body.terms).toMatchObject({ version: 2, html: '<p>Nos conditions.</p>' })
    // The same text again is no new version.
    const again = await call(await save('<p>Nos conditions.</p>'))
    expect(again.body).toMatchObject({
      message: 'Vos conditions générales de vente n’ont pas changé.',
      terms: { version: 2 },
    })
    const iam = (await t.login('iam@caveau.test')).jwt
    expect((await save('<p>Autre</p>', iam)).status).toBe(403)

    const next = await place(await body())
    expect(next.body.orders[0].termsVersion).toBe(2)
    // The version the first buyer accepted is still readable, as it was.
    expect((await terms('?version=1')).body.terms.html).toBe(first.body.terms.html)
    expect((await terms()).body.terms.version).toBe(2)
    const unknown = await terms('?version=9')
    expect(unknown.status).toBe(404)
    expect(unknown.body.message).toBe(
      'Cette version des conditions générales de vente n’existe pas.',
    )
  })
})
