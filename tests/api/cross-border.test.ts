/**
 * Issue 15 §1 through the API: the shop's cross-border settings (refusals), and a Swiss or Belgian
 * address refused by default, then quoted as an export / an intra-EU business sale once enabled.
 * Sancerre Les Caillottes, 3 × 75 cl: the figures come from the engine's own price in France,
 * less its VAT and (export) its excise, as tax-regime.test.ts computes them by hand.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orders } from '#app/platform/db/schema'
import { demoDelivery } from '#app/modules/delivery/api/seed/seed-delivery'
import { createTestApi, type TestApi } from '#tests/support/api'
import { address, checkoutBody, contact, deliveryModeId, lineOf, type Line } from './cart-fixtures'
import { call } from './helpers'
import { shopIdOf } from './public-catalogue-fixtures'

let t: TestApi
let source: number
let carrier: number
let line: Line
let tokens: Record<'buyer' | 'owner' | 'owner2' | 'limited', string>

beforeAll(async () => {
  t = await createTestApi()
  source = await shopIdOf(t, 'SOURCE')
  carrier = await deliveryModeId(t, source, demoDelivery.source.carrierName)
  line = await lineOf(t, 'sancerre-les-caillottes', { quantity: 3 })
  const login = async (email: string) => (await t.login(email)).jwt
  tokens = {
    buyer: await login('buyer@caveau.test'),
    owner: await login('owner@caveau.test'),
    owner2: await login('owner2@caveau.test'),
    limited: await login('iam-limited@caveau.test'),
  }
})
afterAll(() => t.close())

const save = async (json: unknown, token = tokens.owner) =>
  call(await t.request('/v1/settings/cross-border', { method: 'PUT', token, json }))

const price = async (deliveryAddress: { country: string; zipcode?: string }) =>
  call(
    await t.request('/v1/orders/get-cart-price', {
      method: 'POST',
      token: tokens.buyer,
      json: {
        orders: [{ sellerId: source, products: [line], deliveryModeId: carrier }],
        deliveryAddress,
      },
    }),
  )

const codes = (body: { orders: { errors: { code: string }[] }[] }) =>
  body.orders[0].errors.map((e) => e.code)

describe('settings: cross-border sales', () => {
  it('refuses a buyer, a collaborator without the accounting right, and bad input', async () => {
    expect((await save({}, tokens.buyer)).status).toBe(403)
    expect((await save({}, tokens.limited)).status).toBe(403)
    const bad = await save({ privateExportCountries: ['DE'], businessCountries: ['FR'] })
    expect(bad.status).toBe(400)
    expect(JSON.stringify(bad.body)).toContain('indiquez votre représentant fiscal')
    const noRepresentative = await save({
      privateEuCountries: [
        { country: 'BE', taxRepresentative: '', ossNumber: 'EU123', vatRate: 21 },
      ],
    })
    expect(noRepresentative.status).toBe(400)
  })

  it('keeps one shop’s settings off another’s', async () => {
    expect((await save({ businessCountries: ['CH'] }, tokens.owner2)).status).toBe(200)
    const mine = await call(await t.request('/v1/settings/cross-border', { token: tokens.owner }))
    expect(mine.body.crossBorder.businessCountries).toEqual([])
  })
})

describe('checkout by destination', () => {
  it('France is priced as before; Corsica and a Swiss address are refused by default', async () => {
    const france = await price({ country: 'FR', zipcode: '45000' })
    expect(codes(france.body)).not.toContain('destination')
    expect(france.body.orders[0].price.tva).toBeGreaterThan(0)
    expect(codes((await price({ country: 'FR', zipcode: '20000' })).body)).toContain('destination')
    const swiss = await price({ country: 'CH', zipcode: '1200' })
    expect(swiss.body.orders[0].errors[0].message).toBe(
      'Ce producteur ne livre pas les particuliers dans ce pays.',
    )
  })

  it('a Swiss private buyer, once enabled, is quoted as an export: no VAT, no excise', async () => {
    expect((await save({ privateExportCountries: ['CH'] })).status).toBe(200)
    const france = (await price({ country: 'FR', zipcode: '45000' })).body.orders[0]
    const swiss = (await price({ country: 'CH', zipcode: '1200' })).body.orders[0]
    expect(swiss.errors.map((e: { code: string }) => e.code)).not.toContain('destination')
    expect(swiss.price).toMatchObject({ tva: 0, duties: 0 })
    // The checkout reads the regime (its mention) and the countries it may offer.
    expect(swiss.taxRegime).toBe('export')
    expect(swiss.servedCountries).toEqual({ business: ['FR'], private: ['FR', 'CH'] })
    // The goods: the French HT less the excise inside it (tax-regime.test.ts has the hand figures).
    expect(france.lines[0].dutiesCents).toBeGreaterThan(0)
    expect(swiss.lines[0].totalHtCents).toBe(
      france.lines[0].totalHtCents - france.lines[0].dutiesCents,
    )
  })

  it('a Belgian business: refused without a VAT number, recorded with it', async () => {
    await save({ businessCountries: ['BE'], intraEuExcise: 'suspension' })
    // The cart's price follows the buyer the checkout names: reverse charge with a VAT number.
    const quote = async (buyer: unknown) =>
      (
        await call(
          await t.request('/v1/orders/get-cart-price', {
            method: 'POST',
            token: tokens.buyer,
            json: {
              orders: [{ sellerId: source, products: [line], deliveryModeId: carrier }],
              deliveryAddress: { country: 'BE', zipcode: '1000' },
              buyer,
            },
          }),
        )
      ).body.orders[0]
    expect((await quote({ buyerType: 'professionnel' })).errors[0].message).toContain(
      'numéro de TVA intracommunautaire valide',
    )
    const reverse = await quote({ buyerType: 'professionnel', euVatNumber: 'BE 0123.456.749' })
    expect(reverse).toMatchObject({ taxRegime: 'intraEuBusiness', price: { tva: 0 } })
    const belgian = { ...address, zipcode: '1000', city: 'Bruxelles', country: 'BE' }
    const body = (vat?: string) => ({
      ...checkoutBody([
        { sellerId: source, products: [line], deliveryModeId: carrier, paymentType: 'transfer' },
      ]),
      deliveryAddress: belgian,
      contact: {
        ...contact,
        buyerType: 'professionnel',
        businessName: 'Cave de Bruxelles',
        ...(vat ? { euVatNumber: vat } : {}),
      },
    })
    const refused = await call(
      await t.request('/v1/orders', { method: 'POST', token: tokens.buyer, json: body() }),
    )
    expect(JSON.stringify(refused.body)).toContain('numéro de TVA intracommunautaire valide')
    const placed = await call(
      await t.request('/v1/orders', {
        method: 'POST',
        token: tokens.buyer,
        json: body('BE 0123.456.749'),
      }),
    )
    expect(placed.status, JSON.stringify(placed.body)).toBe(201)
    const [row] = await t.database.db
      .select()
      .from(orders)
      .where(eq(orders.id, placed.body.orders[0].id))
    expect(row).toMatchObject({
      buyerVatNumber: 'BE0123456749',
      tvaCents: 0,
      taxRegime: { kind: 'intraEuBusiness', excise: 'suspension' },
    })
  })
})
