import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { iframes, notifications, products, promotions, shops, users } from '#app/platform/db/schema'
import { catalogueChanged } from '#app/modules/catalogue/catalogue-events'
import { htFromTtc } from '#app/platform/domain/money'
import { createTestApi, type TestApi } from '#tests/support/api'
import { call, mailsTo, userIdOf } from './helpers'
import { clearCatalogue, insertProduct, shopIdOf, type Inserted } from './public-catalogue-fixtures'

let t: TestApi
let shopId: number
let tokens: Record<'owner' | 'iam' | 'agent' | 'buyer' | 'pro' | 'owner2', string>
let cuvee: Inserted
let blanc: Inserted
let rose: Inserted

const nutrition = {
  energyKj: 310,
  energyKcal: 74,
  fat: 0,
  saturatedFat: 0,
  carbohydrates: 2.6,
  sugars: 0.6,
  protein: 0,
  salt: 0,
}

beforeAll(async () => {
  t = await createTestApi()
  shopId = await shopIdOf(t, 'SOURCE')
  const otherShop = await shopIdOf(t, 'MARTIN')
  await clearCatalogue(t, shopId)
  await clearCatalogue(t, otherShop)
  const login = async (email: string) => (await t.login(email)).jwt
  tokens = {
    owner: await login('owner@caveau.test'),
    iam: await login('iam@caveau.test'),
    agent: await login('agent@caveau.test'),
    buyer: await login('buyer@caveau.test'),
    pro: await login('pro@caveau.test'),
    owner2: await login('owner2@caveau.test'),
  }
  cuvee = await insertProduct(
    t,
    shopId,
    {
      slug: 'cuvee-des-amis',
      name: 'Cuvée des Amis',
      type: 'Vin',
      color: 'Rouge',
      gamme: 'Classique',
      appellation: 'Côtes du Rhône',
      category: 3,
      brand: 'Domaine de la Source',
      grapes: ['Syrah', 'Grenache noir'],
      quality: 'Sec',
    },
    [
      { name: '2020', alcohol: 13 },
      {
        name: '2022',
        alcohol: 13.5,
        nutrition,
        ingredients: 'Raisins, conservateur : sulfites',
        allergens: ['sulphites'],
        lots: ['L22A', 'L22B'],
      },
    ],
    [
      {
        unity: 'Centilitre(s)',
        unityValue: 75,
        priceCents: 1200,
        discountPrice: { '6': 1100 },
        discountAdd: { '12': 100 },
      },
      {
        unity: 'Litre(s)',
        unityValue: 1.5,
        eq75: 2,
        container: 'magnum',
        priceCents: 2600,
        typologies: { restaurateur: { visible: false } },
      },
    ],
  )
  blanc = await insertProduct(
    t,
    shopId,
    {
      slug: 'blanc-de-printemps',
      name: 'Blanc de Printemps',
      type: 'Vin',
      color: 'Blanc',
      gamme: 'Prestige',
      status: 'paused',
    },
    [{ name: '2023' }],
    [{ priceCents: 1500 }],
  )
  await insertProduct(
    t,
    shopId,
    { slug: 'vieille-cuvee', name: 'Vieille cuvée', type: 'Vin', color: 'Rouge', status: 'closed' },
    [{ name: '2015' }],
    [{ priceCents: 4000 }],
  )
  rose = await insertProduct(
    t,
    shopId,
    {
      slug: 'rose-d-ete',
      name: 'Rosé d’été',
      type: 'Vin',
      color: 'Rosé',
      gamme: 'Classique',
      status: 'outofstock',
    },
    [{ name: 'NV' }],
    [{ priceCents: 900, typologies: { restaurateur: { visible: true, priceCents: 700 } } }],
  )
  await insertProduct(
    t,
    shopId,
    { slug: 'tire-bouchon', name: 'Tire-bouchon', productType: 'accessory', vatType: 'standard' },
    [{ name: 'NV' }],
    [{ priceCents: 1500 }],
  )
  await insertProduct(
    t,
    shopId,
    { slug: 'pour-les-pros', name: 'Pour les pros', type: 'Champagne', color: 'Blanc' },
    [{ name: '2019' }],
    [{ priceCents: 3000, typologies: { particulier: { visible: false } } }],
  )
  await insertProduct(
    t,
    otherShop,
    { slug: 'cuvee-des-amis', name: 'Cuvée Martin', type: 'Vin' },
    [{ name: '2021' }],
    [{ priceCents: 800 }],
  )
  await t.database.db.insert(promotions).values([
    { shopId, name: 'Printemps', type: '%', amount: 1000, formatIds: [cuvee.formats[0].id] },
    { shopId, name: 'Code secret', type: '€', amount: 500, code: 'VIP' },
    {
      shopId,
      name: 'Passée',
      type: '€',
      amount: 900,
      endsAt: new Date(Date.now() - 86_400_000),
    },
  ])
})
afterAll(() => t.close())

const list = async (query = '', token?: string, shop: string | number = 'SOURCE') =>
  call(await t.request(`/v1/shops/${shop}/products${query}`, { token }))
const slugs = (body: any) => body.products.map((p: any) => p.slug)
const product = (body: any, slug: string) => body.products.find((p: any) => p.slug === slug)

describe('GET /v1/shops/:id/products, anonymous', () => {
  it('lists online and out-of-stock products with public TTC prices', async () => {
    const res = await list()
    expect(res.status).toBe(200)
    expect(res.body.sucess).toBe(true)
    expect(res.body.shop).toMatchObject({
      id: shopId,
      code: 'SOURCE',
      name: 'Domaine de la Source',
      typology: 'particulier',
      typologyName: 'Particulier',
      ttc: true,
      membersOnlyPrices: false,
      pricesHidden: false,
      canRequestTariff: false,
    })
    expect(slugs(res.body)).toEqual(['cuvee-des-amis', 'rose-d-ete', 'tire-bouchon'])
    const amis = product(res.body, 'cuvee-des-amis')
    expect(amis.formats).toEqual([
      {
        id: cuvee.formats[0].id,
        label: '75 cl',
        eq75: 1,
        priceCents: 1200,
        ttc: true,
        discountSteps: [
          { from: 6, priceCents: 1100 },
          { from: 12, priceCents: 1000 },
        ],
        gtin: null,
        visuals: [],
      },
      expect.objectContaining({ label: 'Magnum 1,5 L', priceCents: 2600, ttc: true }),
    ])
    expect(amis.vintages).toEqual([
      { id: cuvee.vintages[0].id, name: '2020', label: '2020', alcohol: 13, enPrimeur: false },
      { id: cuvee.vintages[1].id, name: '2022', label: '2022', alcohol: 13.5, enPrimeur: false },
    ])
    expect(amis.promotion).toEqual({
      name: 'Printemps',
      type: '%',
      amount: 1000,
      activation: 'always',
      activationValue: null,
    })
    // Neither internal fields nor the e-label's details belong to the listing.
    expect(amis).not.toHaveProperty('shopId')
    expect(amis.vintages[1]).not.toHaveProperty('lots')
    expect(product(res.body, 'rose-d-ete')).toMatchObject({
      status: 'outofstock',
      vintages: [{ name: 'NV', label: '' }],
      promotion: null,
    })
  })

  it('finds the shop by id and by url slug as well as by code', async () => {
    for (const ref of [shopId, 'domaine-de-la-source']) {
      const res = await list('', undefined, ref)
      expect(res.status).toBe(200)
      expect(slugs(res.body)).toEqual(['cuvee-des-amis', 'rose-d-ete', 'tire-bouchon'])
    }
  })

  it('treats an invalid or revoked token as no token', async () => {
    const forged = await list('', 'eyJhbGciOiJIUzI1NiJ9.e30.forged')
    expect(forged.status).toBe(200)
    expect(forged.body.shop.typology).toBe('particulier')
  })

  it('offers the filter choices of what the viewer sees', async () => {
    const res = await list()
    expect(res.body.filters).toEqual({
      types: ['Vin'],
      gammes: ['Classique'],
      colors: ['Rosé', 'Rouge'],
      vintages: ['2022', '2020'],
      // No label on these products (the labels' own: public-catalogue-labels.test.ts).
      labels: [],
    })
  })

  it('filters by type, range, colour and vintage', async () => {
    expect(slugs((await list('?color=Rouge')).body)).toEqual(['cuvee-des-amis'])
    expect(slugs((await list('?gamme=classique')).body)).toEqual(['cuvee-des-amis', 'rose-d-ete'])
    expect(slugs((await list('?type=Vin&vintage=2020')).body)).toEqual(['cuvee-des-amis'])
    expect(slugs((await list('?vintage=1999')).body)).toEqual([])
    // An empty choice filters nothing.
    expect(slugs((await list('?color=')).body)).toHaveLength(3)
  })

  it('refuses unknown or oversized query parameters', async () => {
    const unknown = await list('?sort=price')
    expect(unknown.status).toBe(400)
    expect(unknown.body.sucess).toBe(false)
    expect((await list(`?type=${'x'.repeat(101)}`)).status).toBe(400)
  })

  it('answers 404 for an unknown shop', async () => {
    const res = await list('', undefined, 'nulle-part')
    expect(res.status).toBe(404)
    expect(res.body.message).toBe("Cette boutique n'existe pas.")
  })
})

describe('GET /v1/shops/:id/products?iframe=', () => {
  it('shows anonymous visitors of an embedded shop the typology it is set to', async () => {
    const [frame] = await t.database.db
      .insert(iframes)
      .values({
        shopId,
        name: 'Cavistes',
        settings: { showFilters: false, productIds: [], typology: 'restaurateur' },
      })
      .returning()
    const res = await list(`?iframe=${frame.id}`)
    expect(res.status).toBe(200)
    expect(res.body.shop).toMatchObject({ typology: 'restaurateur', ttc: false })
    expect(product(res.body, 'rose-d-ete').formats[0].priceCents).toBe(700)
    // A signed-in buyer keeps their own typology.
    expect((await list(`?iframe=${frame.id}`, tokens.buyer)).body.shop.typology).toBe('particulier')
  })

  it('answers 404 for an iframe of another shop or none', async () => {
    const [other] = await t.database.db
      .insert(iframes)
      .values({ shopId: await shopIdOf(t, 'MARTIN'), name: 'Martin' })
      .returning()
    expect((await list(`?iframe=${other.id}`)).status).toBe(404)
    expect((await list('?iframe=999999')).status).toBe(404)
    expect((await list('?iframe=abc')).status).toBe(400)
  })
})

describe('GET /v1/shops/:id/products, signed in', () => {
  it('shows a Restaurateur (pro@) HT prices and hides the formats hidden from them', async () => {
    const res = await list('', tokens.pro)
    expect(res.body.shop).toMatchObject({ typology: 'restaurateur', ttc: false })
    expect(slugs(res.body)).toEqual([
      'cuvee-des-amis',
      'rose-d-ete',
      'tire-bouchon',
      'pour-les-pros',
    ])
    const amis = product(res.body, 'cuvee-des-amis')
    // The magnum is hidden from restaurateurs.
    expect(amis.formats).toHaveLength(1)
    const ht = htFromTtc(1200, 20)
    expect(amis.formats[0]).toMatchObject({ priceCents: ht, ttc: false })
    expect(amis.formats[0].discountSteps).toEqual([
      { from: 6, priceCents: htFromTtc(1100, 20) },
      { from: 12, priceCents: htFromTtc(1100, 20) - htFromTtc(100, 20) },
    ])
    // A typology's own price wins over the converted public one.
    expect(product(res.body, 'rose-d-ete').formats[0].priceCents).toBe(700)
  })

  it('shows a private buyer the public typology, whatever typology they ask for', async () => {
    const res = await list('?typology=restaurateur', tokens.buyer)
    expect(res.status).toBe(200)
    expect(res.body.shop.typology).toBe('particulier')
    expect(slugs(res.body)).not.toContain('pour-les-pros')
  })

  it.each(['owner', 'iam', 'agent'] as const)(
    'shows %s of the shop every product with its status',
    async (who) => {
      const res = await list('', tokens[who])
      expect(res.status).toBe(200)
      expect(slugs(res.body)).toEqual([
        'cuvee-des-amis',
        'blanc-de-printemps',
        'vieille-cuvee',
        'rose-d-ete',
        'tire-bouchon',
        'pour-les-pros',
      ])
      expect(product(res.body, 'blanc-de-printemps').status).toBe('paused')
      expect(res.body.filters.colors).toEqual(['Blanc', 'Rosé', 'Rouge'])
    },
  )

  it('lets staff price the shop with a typology of their choice', async () => {
    const res = await list('?typology=restaurateur&color=Rouge', tokens.agent)
    expect(res.body.shop).toMatchObject({ typology: 'restaurateur', ttc: false })
    const amis = product(res.body, 'cuvee-des-amis')
    // Staff still see the hidden magnum, without a price for that typology.
    expect(amis.formats.map((f: any) => f.priceCents)).toEqual([htFromTtc(1200, 20), null])
    const unknown = await list('?typology=grossiste', tokens.owner)
    expect(unknown.status).toBe(400)
    expect(unknown.body.message).toBe('Cette typologie n’existe pas.')
  })

  it('hides another shop’s paused products from its owner', async () => {
    const res = await list('', tokens.owner2)
    expect(slugs(res.body)).not.toContain('blanc-de-printemps')
  })
})

describe('members-only prices', () => {
  const setMembersOnly = async (value: boolean) => {
    const [shop] = await t.database.db.select().from(shops).where(eq(shops.id, shopId))
    await t.database.db
      .update(shops)
      .set({ settings: { ...shop.settings, membersOnlyPrices: value } })
      .where(eq(shops.id, shopId))
    catalogueChanged(shopId)
  }

  it('hides prices from visitors who are not signed in, and only from them', async () => {
    await setMembersOnly(true)
    try {
      const anonymous = await list()
      expect(anonymous.body.shop).toMatchObject({ membersOnlyPrices: true, pricesHidden: true })
      const formats = anonymous.body.products.flatMap((p: any) => p.formats)
      expect(formats.length).toBeGreaterThan(0)
      for (const f of formats) {
        expect(f.priceCents).toBeNull()
        expect(f.discountSteps).toEqual([])
      }
      expect(product(anonymous.body, 'cuvee-des-amis').promotion).toBeNull()
      const detail = await call(await t.request('/v1/shops/SOURCE/products/cuvee-des-amis'))
      expect(detail.body.product.formats[0].priceCents).toBeNull()

      const buyer = await list('', tokens.buyer)
      expect(buyer.body.shop).toMatchObject({ membersOnlyPrices: true, pricesHidden: false })
      expect(product(buyer.body, 'cuvee-des-amis').formats[0].priceCents).toBe(1200)
    } finally {
      await setMembersOnly(false)
    }
  })
})

describe('GET /v1/shops/:id/products/:slug', () => {
  it('gives the product page with nutrition, ingredients, allergens and VAT rate', async () => {
    const res = await call(await t.request('/v1/shops/SOURCE/products/cuvee-des-amis'))
    expect(res.status).toBe(200)
    expect(res.body.shop.typology).toBe('particulier')
    expect(res.body.product).toMatchObject({
      id: cuvee.id,
      name: 'Cuvée des Amis',
      vatRate: 20,
      appellation: 'Côtes du Rhône',
    })
    expect(res.body.product.vintages[1]).toEqual({
      id: cuvee.vintages[1].id,
      name: '2022',
      label: '2022',
      alcohol: 13.5,
      enPrimeur: false,
      nutrition,
      ingredients: 'Raisins, conservateur : sulfites',
      ingredientTerms: [],
      allergens: ['sulphites'],
    })
  })

  it('answers 404 “Produit inexistant” for unknown slugs and products hidden from the viewer', async () => {
    for (const path of ['nimporte-quoi', 'blanc-de-printemps', 'pas%20un%20slug']) {
      const res = await call(await t.request(`/v1/shops/SOURCE/products/${path}`))
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ sucess: false, message: 'Produit inexistant' })
    }
    const proOnly = await call(await t.request('/v1/shops/SOURCE/products/pour-les-pros'))
    expect(proOnly.status).toBe(404)
  })

  it('shows a paused product to staff of the shop', async () => {
    const res = await call(
      await t.request('/v1/shops/SOURCE/products/blanc-de-printemps', { token: tokens.iam }),
    )
    expect(res.status).toBe(200)
    expect(res.body.product).toMatchObject({ id: blanc.id, status: 'paused' })
  })

  it('refuses unknown query parameters', async () => {
    const res = await t.request('/v1/shops/SOURCE/products/cuvee-des-amis?x=1')
    expect(res.status).toBe(400)
  })
})

describe('e-labels', () => {
  it('lists every bottle product whatever its status, and no accessory', async () => {
    const res = await call(await t.request('/v1/shops/SOURCE/elabels'))
    expect(res.status).toBe(200)
    expect(res.body.shop).toEqual({ name: 'Domaine de la Source', urlShop: 'domaine-de-la-source' })
    const names = res.body.products.map((p: any) => p.slug)
    expect(names).toEqual([
      'cuvee-des-amis',
      'blanc-de-printemps',
      'vieille-cuvee',
      'rose-d-ete',
      'pour-les-pros',
    ])
    expect(res.body.products[0].vintages).toEqual([
      { id: cuvee.vintages[0].id, name: '2020', label: '2020' },
      { id: cuvee.vintages[1].id, name: '2022', label: '2022' },
    ])
    expect((await t.request('/v1/shops/SOURCE/elabels?page=2')).status).toBe(400)
  })

  const elabel = async (query: string) => call(await t.request(`/v1/shops/SOURCE/elabel?${query}`))

  it('gives the nutrition declaration, ingredients and allergens of a vintage', async () => {
    const res = await elabel(
      `product=cuvee-des-amis&vintage=2022&format=${cuvee.formats[1].id}&lot=L22B`,
    )
    expect(res.status).toBe(200)
    expect(res.body.elabel).toMatchObject({
      shopName: 'Domaine de la Source',
      // The food business operator: the shop's legal name (its settings' identity).
      owner: 'SCEA Domaine de la Source',
      brand: 'Domaine de la Source',
      country: 'FR',
      productName: 'Cuvée des Amis',
      appellation: 'Côtes du Rhône',
      category: 3,
      color: 'Rouge',
      quality: 'Sec',
      type: 'Vin',
      vintage: '2022',
      grapes: ['Syrah', 'Grenache noir'],
      alcohol: 13.5,
      format: 'Magnum 1,5 L',
      ingredients: 'Raisins, conservateur : sulfites',
      allergens: ['sulphites'],
      nutrition,
      lot: 'L22B',
    })
    expect(Date.parse(res.body.elabel.updatedAt)).not.toBeNaN()
  })

  it('takes the latest vintage when none is named, and a vintage by id', async () => {
    const latest = await elabel('product=cuvee-des-amis')
    expect(latest.body.elabel).toMatchObject({ vintage: '2022', format: null, lot: null })
    const byId = await elabel(`product=cuvee-des-amis&vintage=${cuvee.vintages[0].id}`)
    expect(byId.body.elabel).toMatchObject({ vintage: '2020', alcohol: 13, nutrition: null })
  })

  it('keeps the e-label of a paused product readable', async () => {
    const res = await elabel('product=blanc-de-printemps')
    expect(res.status).toBe(200)
  })

  it('accepts only the lots a vintage lists, any lot when it lists none', async () => {
    expect((await elabel('product=cuvee-des-amis&vintage=2022&lot=L22A')).status).toBe(200)
    const wrongLot = await elabel('product=cuvee-des-amis&vintage=2022&lot=L99')
    expect(wrongLot.status).toBe(404)
    expect(wrongLot.body.message).toBe('Produit inexistant')
    const free = await elabel('product=cuvee-des-amis&vintage=2020&lot=ANY1')
    expect(free.status).toBe(200)
    expect(free.body.elabel.lot).toBe('ANY1')
  })

  it('answers 404 for an unknown product, vintage or format, and for an accessory', async () => {
    for (const query of [
      'product=inconnu',
      'product=cuvee-des-amis&vintage=1999',
      `product=cuvee-des-amis&format=${rose.formats[0].id}`,
      'product=tire-bouchon',
    ]) {
      const res = await elabel(query)
      expect(res.status, query).toBe(404)
    }
  })

  it('refuses a request without a product, or with unknown parameters', async () => {
    expect((await elabel('vintage=2022')).status).toBe(400)
    expect((await elabel('product=cuvee-des-amis&utm_source=qr')).status).toBe(400)
    expect((await elabel('product=cuvee-des-amis&format=abc')).status).toBe(400)
  })
})

describe('POST /v1/shops/:id/tariff-requests', () => {
  const request = async (token?: string, shop = 'SOURCE') =>
    call(await t.request(`/v1/shops/${shop}/tariff-requests`, { method: 'POST', token }))

  it('tells a pro on the public typology that they may ask for their tariff', async () => {
    const { db } = t.database
    const buyerId = await userIdOf(t, 'buyer@caveau.test')
    await db.update(users).set({ isPro: true }).where(eq(users.id, buyerId))
    try {
      expect((await list('', tokens.buyer)).body.shop.canRequestTariff).toBe(true)
      // Already on a professional grid: nothing to ask.
      expect((await list('', tokens.pro)).body.shop.canRequestTariff).toBe(false)
    } finally {
      await db.update(users).set({ isPro: false }).where(eq(users.id, buyerId))
    }
  })

  it('notifies and mails the owner', async () => {
    const ownerId = await userIdOf(t, 'owner@caveau.test')
    const before = (await mailsTo(t, 'owner@caveau.test')).length
    const res = await request(tokens.buyer)
    expect(res.status).toBe(201)
    expect(res.body).toEqual({
      sucess: true,
      message: 'Votre demande de tarif professionnel a été envoyée.',
    })
    const [buyer] = await t.database.db
      .select({ username: users.username })
      .from(users)
      .where(eq(users.email, 'buyer@caveau.test'))
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ownerId), eq(notifications.type, 'tariffRequest')))
    expect(rows.at(-1)).toMatchObject({
      shopId,
      content: `«${buyer.username}» demande son tarif professionnel.`,
      redirectLink: '/dashboard/clients',
      seen: false,
    })
    const mails = await mailsTo(t, 'owner@caveau.test')
    expect(mails).toHaveLength(before + 1)
    expect(mails.at(-1)!.subject).toBe('Caveau : demande de tarif professionnel')
    expect(mails.at(-1)!.text).toContain('buyer@caveau.test')
  })

  it('refuses staff of the shop (403) and visitors who are not signed in (401)', async () => {
    for (const who of ['owner', 'iam', 'agent'] as const) {
      expect((await request(tokens[who])).status).toBe(403)
    }
    const anonymous = await request()
    expect(anonymous.status).toBe(401)
    expect(anonymous.body.message).toBe('Veuillez vous connecter.')
    expect((await request(tokens.buyer, 'nulle-part')).status).toBe(404)
  })

  it('lets an owner ask another shop, and limits a user to 5 requests an hour', async () => {
    expect((await request(tokens.owner2)).status).toBe(201)
    for (let i = 0; i < 4; i++) expect((await request(tokens.owner2)).status).toBe(201)
    const limited = await request(tokens.owner2)
    expect(limited.status).toBe(429)
  })
})

describe('catalogue cache', () => {
  it('serves the cached catalogue until a catalogue change is announced', async () => {
    const before = await list('?color=Rosé')
    expect(product(before.body, 'rose-d-ete').name).toBe('Rosé d’été')
    // A write that does not announce itself is not seen…
    await t.database.db
      .update(products)
      .set({ name: 'Rosé d’automne' })
      .where(eq(products.id, rose.id))
    expect(product((await list('?color=Rosé')).body, 'rose-d-ete').name).toBe('Rosé d’été')
    // …until `catalogueChanged` clears the shop's entry.
    catalogueChanged(shopId)
    expect(product((await list('?color=Rosé')).body, 'rose-d-ete').name).toBe('Rosé d’automne')
  })
})
