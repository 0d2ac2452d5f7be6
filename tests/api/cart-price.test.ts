import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { products, shops } from '#app/platform/db/schema'
import { demoDelivery } from '#app/modules/delivery/api/seed/seed-delivery'
import { catalogueChanged } from '#app/modules/catalogue/catalogue-events'
import { pricesByServer } from '#app/modules/checkout/domain/cart-schema'
import { createTestApi, type TestApi } from '#tests/support/api'
import { deliveryModeId, lineOf, type Line } from './cart-fixtures'
import { call } from './helpers'
import { shopIdOf } from './public-catalogue-fixtures'

let t: TestApi
let source: number
let martin: number
let carrier: number
let pickup: number
let martinCarrier: number
let pro: string

beforeAll(async () => {
  t = await createTestApi()
  source = await shopIdOf(t, 'SOURCE')
  martin = await shopIdOf(t, 'MARTIN')
  carrier = await deliveryModeId(t, source, demoDelivery.source.carrierName)
  pickup = await deliveryModeId(t, source, demoDelivery.source.pickupName)
  martinCarrier = await deliveryModeId(t, martin, demoDelivery.martin.modes[0].name)
  pro = (await t.login('pro@caveau.test')).jwt
})
afterAll(() => t.close())

type Order = {
  sellerId: number
  products: Line[]
  deliveryModeId?: number | null
  promoCode?: string | null
  mountain?: boolean
  paymentType?: string | null
}

async function price(orders: Order[], token?: string) {
  return call(
    await t.request('/v1/orders/get-cart-price', { method: 'POST', json: { orders }, token }),
  )
}

/** The one priced order of a one-seller request, checked to be a success. */
async function priceOne(order: Order, token?: string) {
  const res = await price([order], token)
  expect(res.status, res.text).toBe(200)
  return res.body.orders[0]
}

const codes = (order: { errors: { code: string }[] }) => order.errors.map((e) => e.code)

describe('GET /v1/shops/:id/delivery-modes', () => {
  it('lists the active modes of the shop in order, by id or slug', async () => {
    const res = await call(await t.request(`/v1/shops/${source}/delivery-modes`))
    expect(res.status).toBe(200)
    expect(res.body.deliveryModes.map((m: { name: string }) => m.name)).toEqual(
      demoDelivery.source.modes.map((m) => m.name),
    )
    const home = res.body.deliveryModes[0]
    expect(home).toMatchObject({
      kind: 'carrier',
      pricesByBottles: { '1': 990, '3': 1290, '6': 1590, '12': 1990 },
      freeFromCents: 15_000,
      freeFromBottles: 24,
      mountainSurchargeCents: 1_000,
    })
    expect(home).not.toHaveProperty('shopId')
    const bySlug = await call(await t.request('/v1/shops/maison-martin/delivery-modes'))
    expect(bySlug.body.deliveryModes).toHaveLength(1)
  })

  it('answers 404 for an unknown shop', async () => {
    expect((await t.request('/v1/shops/999999/delivery-modes')).status).toBe(404)
  })
})

describe('POST /v1/orders/get-cart-price: prices', () => {
  it('prices a visitor’s cart in the public typology, TTC, with quantity prices', async () => {
    const one = await priceOne({
      sellerId: source,
      products: [await lineOf(t, 'sancerre-les-caillottes')],
      deliveryModeId: carrier,
    })
    expect(one.typology).toMatchObject({ key: 'particulier', ttc: true })
    expect(one.lines[0]).toMatchObject({ unitPriceCents: 1950, ttc: true, quantity: 1 })
    expect(one.lines[0].totalTtcCents).toBe(1950)
    // No Stripe keys here (neither the platform's nor the shop's): card and SEPA debit left out.
    expect(one.paymentTypes).toEqual(
      demoDelivery.source.settings.paymentTypes.filter((type) => !type.startsWith('stripe')),
    )
    expect(one.deliveryModes).toHaveLength(demoDelivery.source.modes.length)

    const six = await priceOne({
      sellerId: source,
      products: [await lineOf(t, 'sancerre-les-caillottes', { quantity: 6 })],
      deliveryModeId: carrier,
    })
    expect(six.lines[0].unitPriceCents).toBe(1850)
  })

  it('prices a professional in their typology, HT', async () => {
    const order = await priceOne(
      {
        sellerId: source,
        products: [await lineOf(t, 'sancerre-les-caillottes', { quantity: 3 })],
        deliveryModeId: carrier,
      },
      pro,
    )
    expect(order.typology).toMatchObject({ key: 'restaurateur', ttc: false })
    expect(order.lines[0]).toMatchObject({ unitPriceCents: 1290, ttc: false })
    expect(order.lines[0].totalHtCents).toBeGreaterThanOrEqual(3 * 1290)
    expect(order.price.totalTTC).toBe(order.price.totalHT + order.price.tva)
  })

  it('an invalid token prices as a visitor', async () => {
    const order = await priceOne(
      { sellerId: source, products: [await lineOf(t, 'sancerre-les-caillottes')] },
      'not-a-token',
    )
    expect(order.typology.key).toBe('particulier')
  })

  it('applies the promo code BIENVENUE10, whatever its case', async () => {
    const lines = [await lineOf(t, 'sancerre-cuvee-silex', { quantity: 2 })]
    const plain = await priceOne({ sellerId: source, products: lines, deliveryModeId: pickup })
    const coded = await priceOne({
      sellerId: source,
      products: lines,
      deliveryModeId: pickup,
      promoCode: 'bienvenue10',
    })
    expect(plain.price.promoAmount).toBe(0)
    expect(coded.promoCode).toMatchObject({ known: true, applied: true })
    expect(coded.price.promoAmount).toBe(680)
    expect(coded.price.totalTTC).toBe(plain.price.totalTTC - 680)
    const unknown = await priceOne({
      sellerId: source,
      products: lines,
      deliveryModeId: pickup,
      promoCode: 'NOPE',
    })
    expect(unknown.promoCode).toMatchObject({ known: false, applied: false })
    expect(unknown.price.totalTTC).toBe(plain.price.totalTTC)
  })

  it('prices gift wrapping per wrapped unit', async () => {
    const order = await priceOne({
      sellerId: source,
      products: [await lineOf(t, 'sancerre-cuvee-silex', { quantity: 2, isWrapped: true })],
      deliveryModeId: pickup,
    })
    expect(order.price.wrapping).toBe(2 * 300)
    expect(order.lines[0].wrappingCents).toBe(600)
  })

  it('ships by the carrier’s bottle grid, with progress toward free shipping', async () => {
    const order = await priceOne({
      sellerId: source,
      products: [await lineOf(t, 'sancerre-les-caillottes', { quantity: 3 })],
      deliveryModeId: carrier,
    })
    expect(order.price.shipping).toBe(1290)
    expect(order.nbrPackages).toBe(1)
    expect(order.franco).toBe(false)
    const goods = order.price.totalTTC - order.price.shipping
    expect(order.amountBeforeFranco).toBe(15_000 - goods)
    expect(order.amountBeforeBottleFranco).toBe(24 - 3)
    expect(order.francoPercent).toBe(Math.floor((goods * 100) / 15_000))

    const mountain = await priceOne({
      sellerId: source,
      products: [await lineOf(t, 'sancerre-les-caillottes', { quantity: 3 })],
      deliveryModeId: carrier,
      mountain: true,
    })
    expect(mountain.price.shipping).toBe(1290 + 1000)
  })

  it('adds a parcel beyond 12 bottles', async () => {
    const order = await priceOne({
      sellerId: source,
      products: [await lineOf(t, 'bourgogne-aligote', { quantity: 13 })],
      deliveryModeId: carrier,
    })
    expect(order.nbrPackages).toBe(2)
    expect(order.price.shipping).toBe(1990 + 700)
  })

  it('ships free from 150 € TTC, and from 24 bottles', async () => {
    const byAmount = await priceOne({
      sellerId: source,
      products: [await lineOf(t, 'sancerre-cuvee-silex', { quantity: 5 })],
      deliveryModeId: carrier,
    })
    expect(byAmount).toMatchObject({ franco: true, francoPercent: 100, amountBeforeFranco: 0 })
    expect(byAmount.price.shipping).toBe(0)
    const pickupOrder = await priceOne({
      sellerId: source,
      products: [await lineOf(t, 'bourgogne-aligote', { quantity: 2 })],
      deliveryModeId: pickup,
    })
    expect(pickupOrder.price.shipping).toBe(0)
  })

  it('prices several sellers at once, each in its own order', async () => {
    const res = await price([
      { sellerId: source, products: [await lineOf(t, 'bourgogne-aligote', { quantity: 6 })] },
      {
        sellerId: martin,
        products: [await lineOf(t, 'cognac-vsop-grande-champagne', { quantity: 6 })],
        deliveryModeId: martinCarrier,
      },
    ])
    expect(res.status).toBe(200)
    expect(res.body.orders.map((o: { sellerId: number }) => o.sellerId)).toEqual([source, martin])
    expect(res.body.orders[1].errors).toEqual([])
    expect(res.body.orders[1].paymentTypes).toEqual(['transfer', 'bill'])
  })
})

describe('POST /v1/orders/get-cart-price: the cart errors of spec 8', () => {
  it("'Produit inexistant' for unknown ids, another seller's product and a mismatched vintage", async () => {
    const cognac = await lineOf(t, 'cognac-vsop-grande-champagne')
    const sancerre = await lineOf(t, 'sancerre-les-caillottes')
    const silex = await lineOf(t, 'sancerre-cuvee-silex')
    const order = await priceOne({
      sellerId: source,
      products: [
        { ...sancerre, idTmp: 'ghost', productId: 999_999 },
        { ...cognac, idTmp: 'elsewhere' },
        { ...sancerre, idTmp: 'mixed', vintageId: silex.vintageId },
        sancerre,
      ],
      deliveryModeId: carrier,
    })
    const unknown = order.errors.filter((e: { code: string }) => e.code === 'unknownProduct')
    expect(unknown.map((e: { lineId: string }) => e.lineId)).toEqual([
      'ghost',
      'elsewhere',
      'mixed',
    ])
    expect(unknown[0].message).toBe('Produit inexistant')
    expect(order.lines.map((l: { idTmp: string }) => l.idTmp)).toEqual([sancerre.idTmp])
  })

  it("'Produit inexistant' for a paused product and a format hidden from the typology", async () => {
    const order = await priceOne({
      sellerId: source,
      products: [
        await lineOf(t, 'cremant-de-bourgogne-rose'),
        await lineOf(t, 'bourgogne-pinot-noir-les-lavieres', { format: 1 }),
      ],
    })
    expect(codes(order).filter((c: string) => c === 'unknownProduct')).toHaveLength(2)
    // The professional is offered the bag-in-box.
    const forPro = await priceOne(
      {
        sellerId: source,
        products: [await lineOf(t, 'bourgogne-pinot-noir-les-lavieres', { format: 1 })],
      },
      pro,
    )
    expect(codes(forPro)).not.toContain('unknownProduct')
  })

  it('a product’s minimum and maximum quantity', async () => {
    await t.database.db
      .update(products)
      .set({ minQuantity: 2, maxQuantity: 6 })
      .where(eq(products.slug, 'sancerre-rose-aube'))
    catalogueChanged(source)
    const below = await priceOne({
      sellerId: source,
      products: [await lineOf(t, 'sancerre-rose-aube', { quantity: 1 })],
      deliveryModeId: carrier,
    })
    const min = below.errors.find((e: { code: string }) => e.code === 'productMin')
    expect(min).toMatchObject({ value: 2 })
    expect(min.message).toContain('Sancerre Rosé Aube')
    const above = await priceOne({
      sellerId: source,
      products: [await lineOf(t, 'sancerre-rose-aube', { quantity: 7 })],
      deliveryModeId: carrier,
    })
    expect(above.errors.find((e: { code: string }) => e.code === 'productMax')).toMatchObject({
      value: 6,
    })
    await t.database.db
      .update(products)
      .set({ minQuantity: null, maxQuantity: null })
      .where(eq(products.slug, 'sancerre-rose-aube'))
    catalogueChanged(source)
  })

  it('insufficient stock, and a product listed out of stock', async () => {
    const order = await priceOne({
      sellerId: source,
      products: [
        await lineOf(t, 'sancerre-les-caillottes', { quantity: 25 }),
        await lineOf(t, 'pouilly-fume-vieilles-vignes'),
      ],
      deliveryModeId: carrier,
    })
    const stock = order.errors.filter((e: { code: string }) => e.code === 'stock')
    expect(stock.map((e: { message: string }) => e.message)).toEqual([
      'Stock insuffisant pour Sancerre Les Caillottes',
      'Stock insuffisant pour Pouilly-Fumé Vieilles Vignes',
    ])
  })

  it('the shop’s minimum amount HT', async () => {
    const order = await priceOne({
      sellerId: source,
      products: [await lineOf(t, 'sancerre-les-caillottes')],
      deliveryModeId: carrier,
    })
    const error = order.errors.find((e: { code: string }) => e.code === 'shopMinAmount')
    expect(error).toMatchObject({ value: 3000 })
    expect(error.message).toContain('30,00 €')
  })

  it('the shop’s minimum and maximum number of products', async () => {
    const accessoryOnly = await priceOne({
      sellerId: source,
      products: [await lineOf(t, 'tire-bouchon-sommelier', { quantity: 3 })],
      deliveryModeId: carrier,
    })
    expect(codes(accessoryOnly)).toContain('shopMinProducts')
    const tooMany = await priceOne({
      sellerId: source,
      products: [await lineOf(t, 'bourgogne-aligote', { quantity: 241 })],
      deliveryModeId: carrier,
    })
    expect(
      tooMany.errors.find((e: { code: string }) => e.code === 'shopMaxProducts'),
    ).toMatchObject({ value: 240 })
  })

  it('a drop shop’s multiple of 6', async () => {
    const order = await priceOne({
      sellerId: martin,
      products: [await lineOf(t, 'cognac-vsop-grande-champagne', { quantity: 5 })],
      deliveryModeId: martinCarrier,
    })
    expect(order.errors.find((e: { code: string }) => e.code === 'multipleOf')).toMatchObject({
      value: 6,
    })
  })

  it('a delivery mode to choose, and none of another shop', async () => {
    const lines = [await lineOf(t, 'sancerre-cuvee-silex', { quantity: 2 })]
    const none = await priceOne({ sellerId: source, products: lines })
    expect(codes(none)).toEqual(['deliveryRequired'])
    const foreign = await priceOne({
      sellerId: source,
      products: lines,
      deliveryModeId: martinCarrier,
    })
    expect(codes(foreign)).toEqual(['noDeliveryMode'])
  })

  it('no delivery mode available when the shop has none', async () => {
    const { db } = t.database
    const [shop] = await db
      .insert(shops)
      .values({
        code: 'SANSLIV',
        name: 'Cave sans livraison',
        settings: {
          logStartMonth: 1,
          logStartDay: 1,
          hasTVA: true,
          vatRate: { standard: 20, medium: 10, reduced: 5.5 },
          allRulesInEq75: false,
        },
        integration: {} as never,
        typologies: {
          particulier: {
            name: 'Particulier',
            public: true,
            ttc: true,
            globalDiscount: 0,
            allRulesInEq75: false,
          },
        },
      })
      .returning({ id: shops.id })
    const [row] = await db
      .insert(products)
      .values({ shopId: shop.id, slug: 'vin-de-table', name: 'Vin de table' })
      .returning({ id: products.id })
    const { productFormats, productVintages } = await import('#app/platform/db/schema')
    const [f] = await db
      .insert(productFormats)
      .values({ productId: row.id, priceCents: 800 })
      .returning()
    const [v] = await db
      .insert(productVintages)
      .values({ productId: row.id, name: '2023' })
      .returning()
    const order = await priceOne({
      sellerId: shop.id,
      products: [
        {
          idTmp: 'a',
          productId: row.id,
          formatId: f.id,
          vintageId: v.id,
          quantity: 2,
          isWrapped: false,
        },
      ],
    })
    expect(codes(order)).toEqual(['noDeliveryMode'])
    expect(order.errors[0].message).toBe('Aucun mode de livraison disponible pour cette adresse')
  })

  it('members-only prices are not given to a visitor who is not signed in', async () => {
    const { db } = t.database
    const [shop] = await db.select().from(shops).where(eq(shops.id, martin))
    await db
      .update(shops)
      .set({ settings: { ...shop.settings, membersOnlyPrices: true } })
      .where(eq(shops.id, martin))
    const order = await priceOne({
      sellerId: martin,
      products: [await lineOf(t, 'cognac-vsop-grande-champagne', { quantity: 6 })],
      deliveryModeId: martinCarrier,
    })
    expect(order.lines).toEqual([])
    expect(order.price.totalTTC).toBe(0)
    expect(codes(order)).toEqual(['completeInformation'])
    expect(order.errors[0].message).toContain('réservés')
    await db.update(shops).set({ settings: shop.settings }).where(eq(shops.id, martin))
  })
})

describe('POST /v1/orders/get-cart-price: what it refuses', () => {
  it.each([
    ['a line price', { price: 100 }, 'products'],
    ['a unit price in cents', { unitPriceCents: 1 }, 'products'],
    ['an order total', { totalTTC: 1 }, 'order'],
    ['a price block', { price: { totalTTC: 1 } }, 'order'],
  ])('refuses %s with the server-prices message', async (_label, extra, where) => {
    const line = await lineOf(t, 'sancerre-les-caillottes')
    const order =
      where === 'products'
        ? { sellerId: source, products: [{ ...line, ...extra }] }
        : { sellerId: source, products: [line], ...extra }
    const res = await call(
      await t.request('/v1/orders/get-cart-price', { method: 'POST', json: { orders: [order] } }),
    )
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(pricesByServer)
  })

  it('refuses unknown keys, bad quantities, a repeated seller and oversized carts', async () => {
    const line = await lineOf(t, 'sancerre-les-caillottes')
    const post = (json: unknown) =>
      t.request('/v1/orders/get-cart-price', { method: 'POST', json }).then(call)
    expect((await post({ orders: [{ sellerId: source, products: [line], foo: 1 }] })).status).toBe(
      400,
    )
    expect(
      (await post({ orders: [{ sellerId: source, products: [{ ...line, quantity: 0 }] }] })).status,
    ).toBe(400)
    expect(
      (await post({ orders: [{ sellerId: source, products: [{ ...line, quantity: 1.5 }] }] }))
        .status,
    ).toBe(400)
    expect((await post({ orders: [], extra: true })).status).toBe(400)
    const twice = await post({
      orders: [
        { sellerId: source, products: [line] },
        { sellerId: source, products: [line] },
      ],
    })
    expect(twice.status).toBe(400)
    expect(twice.body.message).toContain('une fois')
    const sellers = Array.from({ length: 21 }, (_, i) => ({ sellerId: i + 1, products: [line] }))
    expect((await post({ orders: sellers })).status).toBe(400)
    const lines = Array.from({ length: 201 }, (_, i) => ({ ...line, idTmp: `l${i}` }))
    expect((await post({ orders: [{ sellerId: source, products: lines }] })).status).toBe(400)
  })

  it('prices 20 sellers × 200 lines within the limits', async () => {
    const line = await lineOf(t, 'bourgogne-aligote')
    const lines = Array.from({ length: 200 }, (_, i) => ({ ...line, idTmp: `l${i}` }))
    const res = await price([{ sellerId: source, products: lines, deliveryModeId: carrier }])
    expect(res.status).toBe(200)
    expect(res.body.orders[0].lines).toHaveLength(200)
  })
})
