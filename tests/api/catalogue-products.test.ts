import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productFormats, productVintages } from '#app/platform/db/schema'
import { onCatalogueChange } from '#app/modules/catalogue/catalogue-events'
import { createTestApi, type TestApi } from '#tests/support/api'
import {
  countFormats,
  countProducts,
  createProduct,
  denied,
  freshGtin,
  jsonCall,
  newProductBody,
  productRow,
  signedOut,
} from './catalogue-support'

let t: TestApi
let api: ReturnType<typeof jsonCall>
const tokens: Record<string, string> = {}
const changes: number[] = []
beforeAll(async () => {
  t = await createTestApi()
  api = jsonCall(t)
  for (const who of ['owner', 'owner2', 'iam', 'iam-limited', 'buyer', 'agent']) {
    tokens[who] = (await t.login(`${who}@caveau.test`)).jwt
  }
  onCatalogueChange((shopId) => changes.push(shopId))
})
afterAll(() => t.close())

describe('POST /v1/products', () => {
  it('creates a product with its vintage and format, slug, label, eq75 and GTIN-14', async () => {
    changes.length = 0
    const gtin = freshGtin()
    const res = await api(
      'POST',
      '/v1/products',
      tokens.owner,
      newProductBody({
        name: 'Côte Rôtie « Cœur »',
        format: { unity: 'Litre(s)', unityValue: 1.5, container: 'magnum', priceCents: 4500, gtin },
      }),
    )
    expect(res.status).toBe(201)
    expect(res.body.sucess).toBe(true)
    expect(res.body.message).toBe('Le produit a été créé.')
    const p = res.body.product
    expect(p.slug).toBe('cote-rotie-coeur')
    expect(p.shopId).toBe(1)
    expect(p.vintages).toMatchObject([{ name: '2022', alcohol: 13.5, allergens: ['sulphites'] }])
    expect(p.formats).toMatchObject([
      { label: 'Magnum 1,5 L', eq75: 2, priceCents: 4500, gtin: `0${gtin}` },
    ])
    expect(changes).toEqual([1])
  })

  it('makes the slug unique in the shop with -2, -3', async () => {
    const a = await createProduct(t, tokens.owner, { name: 'Même Nom' })
    const b = await createProduct(t, tokens.owner, { name: 'Même nom' })
    const c = await createProduct(t, tokens.iam, { name: 'même NOM' })
    expect([a.slug, b.slug, c.slug]).toEqual(['meme-nom', 'meme-nom-2', 'meme-nom-3'])
    // Another shop may use the same slug.
    const other = await createProduct(t, tokens.owner2, { name: 'Même Nom' })
    expect(other.slug).toBe('meme-nom')
  })

  it.each([
    ['anonymous', undefined, 401, signedOut],
    ['a buyer', 'buyer', 403, denied],
    ['an agent', 'agent', 403, denied],
    ['a collaborator denied createProduct', 'iam-limited', 403, denied],
  ])('refuses %s', async (_who, token, status, body) => {
    const before = await countProducts(t)
    const res = await api('POST', '/v1/products', token && tokens[token], newProductBody())
    expect(res.status).toBe(status)
    expect(res.body).toEqual(body)
    expect(await countProducts(t)).toBe(before)
  })

  it.each([
    ['an empty name', { name: '  ' }, 'Ce champ ne peut pas être vide', 'name'],
    [
      'an alcohol above 100',
      { vintage: { name: '2020', alcohol: 130 } },
      'Doit être compris entre 0 et 100',
      'vintage.alcohol',
    ],
    [
      'a price that is not a number',
      { format: { priceCents: '12,50' } },
      'Doit être un nombre',
      'format.priceCents',
    ],
    [
      'a GTIN with a wrong check digit',
      { format: { priceCents: 100, gtin: '3012345678901' } },
      "Le code GTIN n'est pas valide",
      'format.gtin',
    ],
    [
      'a negative nutrition value',
      {
        vintage: {
          name: '2020',
          nutrition: {
            energyKj: 300,
            energyKcal: 72,
            fat: -1,
            saturatedFat: 0,
            carbohydrates: 1,
            sugars: 1,
            protein: 0,
            salt: 0,
          },
        },
      },
      'Doit être positif ou nul',
      'vintage.nutrition.fat',
    ],
    ['an unknown colour', { color: 'Violet' }, "Cette valeur n'est pas proposée", 'color'],
  ])('refuses %s with 400 and writes nothing', async (_what, overrides, message, field) => {
    const before = [await countProducts(t), await countFormats(t)]
    const res = await api('POST', '/v1/products', tokens.owner, newProductBody(overrides))
    expect(res.status).toBe(400)
    expect(res.body.sucess).toBe(false)
    expect(res.body.message).toBe(message)
    expect(res.body.errors[field]).toContain(message)
    expect([await countProducts(t), await countFormats(t)]).toEqual(before)
  })

  it('refuses an unknown field', async () => {
    const res = await api('POST', '/v1/products', tokens.owner, newProductBody({ price: 12 }))
    expect(res.status).toBe(400)
  })

  it('refuses a GTIN already used, even by another shop, with 409', async () => {
    const gtin = freshGtin()
    await createProduct(t, tokens.owner2, { format: { priceCents: 900, gtin } })
    const before = await countProducts(t)
    const res = await api(
      'POST',
      '/v1/products',
      tokens.owner,
      newProductBody({ format: { priceCents: 900, gtin: `0${gtin}` } }),
    )
    expect(res.status).toBe(409)
    expect(res.body.message).toBe('Ce code GTIN est déjà utilisé.')
    expect(await countProducts(t)).toBe(before)
  })
})

describe('GET /v1/products', () => {
  beforeAll(async () => {
    await createProduct(t, tokens.owner, { name: 'Blanc de Listing', color: 'Blanc' })
    await createProduct(t, tokens.owner, { name: 'Rosé en pause', color: 'Rosé', status: 'paused' })
    await createProduct(t, tokens.owner2, { name: 'Whisky de Martin', type: 'Whisky' })
  })

  it('lists only the shop’s products, for owner, collaborators and agents', async () => {
    for (const who of ['owner', 'iam', 'iam-limited', 'agent']) {
      const res = await api('GET', '/v1/products', tokens[who])
      expect(res.status).toBe(200)
      const names = res.body.products.map((p: { name: string }) => p.name)
      expect(names).toContain('Blanc de Listing')
      expect(names).not.toContain('Whisky de Martin')
      expect(res.body.products.every((p: { shopId: number }) => p.shopId === 1)).toBe(true)
    }
  })

  it('filters by text, status, colour, type, range and product type', async () => {
    const q = await api('GET', '/v1/products?q=listing', tokens.owner)
    expect(q.body.products.map((p: { name: string }) => p.name)).toEqual(['Blanc de Listing'])
    const paused = await api('GET', '/v1/products?status=paused', tokens.owner)
    expect(paused.body.products.map((p: { name: string }) => p.name)).toContain('Rosé en pause')
    expect(paused.body.products.every((p: { status: string }) => p.status === 'paused')).toBe(true)
    const rose = await api(
      'GET',
      '/v1/products?color=Ros%C3%A9&type=Vin&gamme=Classique',
      tokens.owner,
    )
    expect(rose.body.products.map((p: { name: string }) => p.name)).toEqual(['Rosé en pause'])
    const accessories = await api(
      'GET',
      '/v1/products?productType=accessory&q=Listing',
      tokens.owner,
    )
    expect(accessories.body.products).toEqual([])
    const literal = await api('GET', '/v1/products?q=%25', tokens.owner)
    expect(literal.body.products).toEqual([])
  })

  it('refuses unknown parameters and values', async () => {
    for (const query of ['?foo=1', '?status=deleted', '?productType=car']) {
      const res = await api('GET', `/v1/products${query}`, tokens.owner)
      expect(res.status).toBe(400)
      expect(res.body.message).toBe('Paramètre invalide.')
    }
  })

  it('refuses visitors and buyers', async () => {
    expect((await api('GET', '/v1/products')).status).toBe(401)
    expect(await api('GET', '/v1/products', tokens.buyer)).toMatchObject({
      status: 403,
      body: denied,
    })
  })
})

describe('GET /v1/products/:id', () => {
  let online: { id: number }
  let paused: { id: number }
  beforeAll(async () => {
    online = await createProduct(t, tokens.owner, { name: 'Visible de tous' })
    paused = await createProduct(t, tokens.owner, { name: 'Cachée', status: 'paused' })
  })

  it('answers the staff record to the shop’s staff, agents included', async () => {
    for (const who of ['owner', 'agent']) {
      const res = await api('GET', `/v1/products/${paused.id}`, tokens[who])
      expect(res.status).toBe(200)
      expect(res.body.product).toMatchObject({ id: paused.id, status: 'paused', shopId: 1 })
      expect(res.body.product.vintages[0].legal).toEqual({ typeDA: 'DA2' })
    }
  })

  it('answers the public view of a visible product to anyone else', async () => {
    for (const token of [undefined, tokens.buyer, tokens.owner2]) {
      const res = await api('GET', `/v1/products/${online.id}`, token)
      expect(res.status).toBe(200)
      expect(res.body.product).toMatchObject({ id: online.id, name: 'Visible de tous' })
      expect(res.body.product.shopId).toBeUndefined()
      expect(res.body.product.vintages[0].legal).toBeUndefined()
    }
  })

  it('answers 404 for a hidden product, an unknown one, and refuses a bad id', async () => {
    for (const token of [undefined, tokens.buyer, tokens.owner2]) {
      const res = await api('GET', `/v1/products/${paused.id}`, token)
      expect(res.status).toBe(404)
      expect(res.body).toEqual({ sucess: false, message: 'Produit inexistant' })
    }
    expect((await api('GET', '/v1/products/99999999', tokens.owner)).status).toBe(404)
    expect((await api('GET', '/v1/products/abc', tokens.owner)).status).toBe(400)
  })
})

describe('PUT and DELETE /v1/products/:id', () => {
  it('updates fields and follows the name with the slug', async () => {
    const p = await createProduct(t, tokens.owner, { name: 'Ancien nom' })
    changes.length = 0
    const res = await api('PUT', `/v1/products/${p.id}`, tokens.iam, {
      name: 'Nouveau nom',
      status: 'outofstock',
      description: '',
      grapes: ['Syrah'],
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Le produit a été enregistré.')
    expect(res.body.product).toMatchObject({
      name: 'Nouveau nom',
      slug: 'nouveau-nom',
      status: 'outofstock',
      description: null,
      grapes: ['Syrah'],
      color: 'Rouge',
    })
    expect(changes).toEqual([1])
  })

  it('refuses bad input, other shops and other roles without changing anything', async () => {
    const p = await createProduct(t, tokens.owner, { name: 'Intouchable' })
    const attempts: [string | undefined, unknown, number][] = [
      [tokens.owner, { status: 'deleted' }, 400],
      [tokens.owner, { name: '' }, 400],
      [tokens.owner2, { name: 'Volé' }, 404],
      [tokens.agent, { name: 'Agent' }, 403],
      [tokens['iam-limited'], { name: 'Limité' }, 403],
      [tokens.buyer, { name: 'Acheteur' }, 403],
      [undefined, { name: 'Anonyme' }, 401],
    ]
    for (const [token, body, status] of attempts) {
      const res = await api('PUT', `/v1/products/${p.id}`, token, body)
      expect(res.status).toBe(status)
    }
    const row = await productRow(t, p.id)
    expect(row).toMatchObject({ name: 'Intouchable', status: 'online' })
    const status = await api('PUT', `/v1/products/${p.id}`, tokens.owner, { status: 'deleted' })
    expect(status.body.message).toBe("Cette valeur n'est pas proposée")
  })

  it('keeps an alcoholic drink at 20 %: no reduced rate, no VAT turned off; a juice may have both', async () => {
    const message =
      'Une boisson alcoolisée est toujours au taux normal de TVA (20 %, art. 278 du CGI) : ni taux réduit, ni TVA désactivée.'
    const before = await countProducts(t)
    for (const body of [{ vatType: 'reduced' }, { disableVat: true }]) {
      const res = await api('POST', '/v1/products', tokens.owner, newProductBody(body))
      expect(res.status).toBe(400)
      expect(res.body.errors).toEqual({ vatType: [message] })
    }
    expect(await countProducts(t)).toBe(before)

    const wine = await createProduct(t, tokens.owner, { name: 'Vin au taux normal' })
    const reduced = await api('PUT', `/v1/products/${wine.id}`, tokens.owner, { vatType: 'medium' })
    expect(reduced.status).toBe(400)
    expect(await productRow(t, wine.id)).toMatchObject({ vatType: 'standard', disableVat: false })

    const juice = await createProduct(t, tokens.owner, {
      name: 'Jus de raisin',
      type: 'Jus',
      vatType: 'reduced',
    })
    // Becoming a wine keeps the juice's reduced rate out: refused as a whole.
    const toWine = await api('PUT', `/v1/products/${juice.id}`, tokens.owner, { type: 'Vin' })
    expect(toWine.status).toBe(400)
    expect(await productRow(t, juice.id)).toMatchObject({ type: 'Jus', vatType: 'reduced' })
  })

  it('stores a fiscal category on a bottle and a gift box’s bottles; refuses other shops’ formats', async () => {
    const vdn = await createProduct(t, tokens.owner, {
      name: 'Muscat de Rivesaltes',
      fiscalCategory: 'intermediateAop',
    })
    expect(vdn).toMatchObject({ fiscalCategory: 'intermediateAop', boxContents: [] })
    const bottleFormat = vdn.formats[0].id as number
    const theirs = (await createProduct(t, tokens.owner2, { name: 'Vin d’un autre domaine' }))
      .formats[0].id as number
    const box = await createProduct(t, tokens.owner, {
      name: 'Coffret duo',
      productType: 'box',
      boxContents: [{ formatId: bottleFormat, quantity: 2 }],
    })
    expect(box.boxContents).toEqual([{ formatId: bottleFormat, quantity: 2 }])

    const refusals = [
      [
        { boxContents: [{ formatId: theirs, quantity: 1 }] },
        'boxContents',
        'Ce format n’est pas une bouteille de votre catalogue',
      ],
      [
        { boxContents: [{ formatId: box.formats[0].id, quantity: 1 }] },
        'boxContents',
        'Ce format n’est pas une bouteille de votre catalogue',
      ],
      [
        {
          boxContents: [
            { formatId: bottleFormat, quantity: 1 },
            { formatId: bottleFormat, quantity: 1 },
          ],
        },
        'boxContents',
        'Chaque format n’apparaît qu’une fois dans le coffret',
      ],
      [
        { fiscalCategory: 'spirit' },
        'fiscalCategory',
        'Seule une bouteille a une catégorie fiscale',
      ],
    ] as const
    for (const [body, field, message] of refusals) {
      const res = await api('PUT', `/v1/products/${box.id}`, tokens.owner, body)
      expect(res.status).toBe(400)
      expect(res.body.errors).toEqual({ [field]: [message] })
    }
    const onBottle = await api('PUT', `/v1/products/${vdn.id}`, tokens.owner, {
      boxContents: [{ formatId: bottleFormat, quantity: 1 }],
    })
    expect(onBottle.body.errors).toEqual({ boxContents: ['Seul un coffret a un contenu'] })
    const zero = await api('PUT', `/v1/products/${box.id}`, tokens.owner, {
      boxContents: [{ formatId: bottleFormat, quantity: 0 }],
    })
    expect(zero.status).toBe(400)
    expect((await productRow(t, box.id))?.boxContents).toEqual([
      { formatId: bottleFormat, quantity: 2 },
    ])
  })

  it('deletes a product of the shop only', async () => {
    const p = await createProduct(t, tokens.owner, { name: 'À supprimer' })
    for (const [token, status] of [
      [tokens.owner2, 404],
      [tokens.agent, 403],
      [tokens['iam-limited'], 403],
      [undefined, 401],
    ] as const) {
      expect((await api('DELETE', `/v1/products/${p.id}`, token)).status).toBe(status)
    }
    expect(await productRow(t, p.id)).not.toBeNull()
    const res = await api('DELETE', `/v1/products/${p.id}`, tokens.owner)
    expect(res).toMatchObject({ status: 200, body: { message: 'Le produit a été supprimé.' } })
    expect(await productRow(t, p.id)).toBeNull()
    const rows = await t.database.db
      .select()
      .from(productVintages)
      .where(eq(productVintages.productId, p.id))
    expect(rows).toEqual([])
  })
})

describe('vintages', () => {
  it('adds, updates and deletes a vintage but keeps the last one', async () => {
    const p = await createProduct(t, tokens.owner, { name: 'Millésimes' })
    const added = await api('POST', `/v1/products/${p.id}/vintages`, tokens.owner, {
      name: '2023',
      alcohol: 12,
      lots: ['L2023-01'],
      legal: { typeDA: 'DSU' },
    })
    expect(added.status).toBe(201)
    expect(added.body.product.vintages.map((v: { name: string }) => v.name)).toEqual([
      '2022',
      '2023',
    ])
    const v2023 = added.body.product.vintages[1]
    expect(v2023).toMatchObject({
      position: 1,
      lots: ['L2023-01'],
      legal: { typeDA: 'DSU' },
    })

    const updated = await api('PUT', `/v1/products/${p.id}/vintages/${v2023.id}`, tokens.iam, {
      ingredients: 'Raisins, sulfites',
      alcohol: null,
    })
    expect(updated.status).toBe(200)
    expect(updated.body.product.vintages[1]).toMatchObject({
      ingredients: 'Raisins, sulfites',
      alcohol: null,
      name: '2023',
    })

    const first = p.vintages[0].id
    expect(
      (await api('DELETE', `/v1/products/${p.id}/vintages/${first}`, tokens.owner)).status,
    ).toBe(200)
    const last = await api('DELETE', `/v1/products/${p.id}/vintages/${v2023.id}`, tokens.owner)
    expect(last.status).toBe(400)
    expect(last.body.message).toBe('Un produit garde au moins un millésime.')
  })

  it('refuses bad lots, other shops, another product’s vintage and agents', async () => {
    const p = await createProduct(t, tokens.owner, { name: 'Vin gardé' })
    const other = await createProduct(t, tokens.owner, { name: 'Autre vin' })
    const vintageId = p.vintages[0].id
    const bad = await api('PUT', `/v1/products/${p.id}/vintages/${vintageId}`, tokens.owner, {
      lots: ['lot avec espace'],
    })
    expect(bad.status).toBe(400)
    expect(bad.body.errors['lots.0']).toBeDefined()
    expect(
      (
        await api('PUT', `/v1/products/${other.id}/vintages/${vintageId}`, tokens.owner, {
          name: 'X',
        })
      ).status,
    ).toBe(404)
    expect(
      (await api('PUT', `/v1/products/${p.id}/vintages/${vintageId}`, tokens.owner2, { name: 'X' }))
        .status,
    ).toBe(404)
    expect(
      (await api('POST', `/v1/products/${p.id}/vintages`, tokens.agent, { name: '2024' })).status,
    ).toBe(403)
    expect(
      (await api('POST', `/v1/products/${p.id}/vintages`, tokens.owner, {})).body.message,
    ).toBe('Ce champ ne peut pas être vide')
    const [row] = await t.database.db
      .select()
      .from(productVintages)
      .where(eq(productVintages.id, vintageId))
    expect(row).toMatchObject({ name: '2022', lots: [] })
  })

  it('keeps the free ingredient text per e-label language, empty ones dropped; French is the main text', async () => {
    const p = await createProduct(t, tokens.owner, { name: 'Vin traduit' })
    const path = `/v1/products/${p.id}/vintages/${p.vintages[0].id}`
    const saved = await api('PUT', path, tokens.owner, {
      ingredients: 'élevé en fût de chêne',
      ingredientsByLanguage: { en: ' aged in oak casks ', de: '' },
    })
    expect(saved.status).toBe(200)
    const [vintage] = (await api('GET', `/v1/products/${p.id}`, tokens.owner)).body.product.vintages
    expect(vintage.ingredientsByLanguage).toEqual({ en: 'aged in oak casks' })
    for (const language of ['fr', 'xx']) {
      const bad = await api('PUT', path, tokens.owner, {
        ingredientsByLanguage: { [language]: 'x' },
      })
      expect(bad.status).toBe(400)
    }
  })
})

describe('formats', () => {
  it('adds a format, recomputes eq75 on update, keeps GTINs unique and the last format', async () => {
    const p = await createProduct(t, tokens.owner, { name: 'Formats' })
    const gtin = freshGtin()
    const added = await api('POST', `/v1/products/${p.id}/formats`, tokens.owner, {
      unity: 'Centilitre(s)',
      unityValue: 37.5,
      container: 'half-bottle',
      priceCents: 700,
      discountPrice: { '6': 650 },
      typologies: { caviste: { visible: false } },
      gtin,
    })
    expect(added.status).toBe(201)
    const half = added.body.product.formats[1]
    expect(half).toMatchObject({
      label: 'Demi-bouteille 37,5 cl',
      eq75: 0.5,
      gtin: `0${gtin}`,
      discountPrice: { '6': 650 },
      typologies: { caviste: { visible: false } },
    })

    const updated = await api('PUT', `/v1/products/${p.id}/formats/${half.id}`, tokens.owner, {
      unity: 'Litre(s)',
      unityValue: 3,
      nameInShop: 'Jéro',
      showUnityValue: false,
    })
    expect(updated.body.product.formats[1]).toMatchObject({
      eq75: 4,
      label: 'Jéro',
      gtin: `0${gtin}`,
    })

    const taken = await api(
      'PUT',
      `/v1/products/${p.id}/formats/${p.formats[0].id}`,
      tokens.owner,
      {
        gtin,
      },
    )
    expect(taken.status).toBe(409)
    expect(taken.body.message).toBe('Ce code GTIN est déjà utilisé.')

    const cleared = await api('PUT', `/v1/products/${p.id}/formats/${half.id}`, tokens.owner, {
      gtin: null,
    })
    expect(cleared.body.product.formats[1].gtin).toBeNull()

    expect(
      (await api('DELETE', `/v1/products/${p.id}/formats/${half.id}`, tokens.owner)).status,
    ).toBe(200)
    const last = await api(
      'DELETE',
      `/v1/products/${p.id}/formats/${p.formats[0].id}`,
      tokens.owner,
    )
    expect(last).toMatchObject({
      status: 400,
      body: { message: 'Un produit garde au moins un format.' },
    })
  })

  it('refuses bad input, other shops and agents without changing the format', async () => {
    const p = await createProduct(t, tokens.owner, { name: 'Format gardé' })
    const formatId = p.formats[0].id
    const path = `/v1/products/${p.id}/formats/${formatId}`
    for (const [token, body, status] of [
      [tokens.owner, { priceCents: -5 }, 400],
      [tokens.owner, { unityValue: 0 }, 400],
      [tokens.owner, { discountPrice: { zero: 100 } }, 400],
      [tokens.owner, { gtin: '12345' }, 400],
      [tokens.owner2, { priceCents: 1 }, 404],
      [tokens.agent, { priceCents: 1 }, 403],
      [tokens['iam-limited'], { priceCents: 1 }, 403],
    ] as const) {
      expect((await api('PUT', path, token, body)).status).toBe(status)
    }
    expect((await api('POST', `/v1/products/${p.id}/formats`, tokens.owner, {})).body.message).toBe(
      'Ce champ ne peut pas être vide',
    )
    const [row] = await t.database.db
      .select()
      .from(productFormats)
      .where(eq(productFormats.id, formatId))
    expect(row).toMatchObject({ priceCents: 1250, unityValue: 75, eq75: 1 })
  })
})

describe('the OpenAPI document', () => {
  it('describes every catalogue route of the back office', async () => {
    const doc = await (await t.request('/v1/openapi.json')).json()
    const ours = /^\/v1\/(products|tarifs|promotions|iframes|images)(\/|$)/
    const routes = t.api.routes.filter((r) => r.method !== 'ALL' && ours.test(r.path))
    expect(routes.length).toBeGreaterThan(15)
    for (const route of routes) {
      const path = route.path
        .replace(/^\/v1/, '')
        .replace(/:(\w+)/g, '{$1}')
        .replace(/\/$/, '')
      expect(doc.paths[path], path).toHaveProperty(route.method.toLowerCase())
    }
  })
})
