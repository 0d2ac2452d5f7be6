import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { promotions, shopMembers } from '#app/platform/db/schema'
import { onCatalogueChange } from '#app/modules/catalogue/catalogue-events'
import { createTestApi, type TestApi } from '#tests/support/api'
import { createProduct, denied, jsonCall, signedOut } from './catalogue-support'
import { shopById, userIdOf } from './helpers'

let t: TestApi
let api: ReturnType<typeof jsonCall>
const tokens: Record<string, string> = {}
const changes: number[] = []
let product: { id: number; formats: { id: number }[] }
let martin: { id: number; formats: { id: number }[] }
beforeAll(async () => {
  t = await createTestApi()
  api = jsonCall(t)
  for (const who of ['owner', 'owner2', 'iam', 'buyer', 'agent']) {
    tokens[who] = (await t.login(`${who}@caveau.test`)).jwt
  }
  product = await createProduct(t, tokens.owner, { name: 'Grille', format: { priceCents: 1200 } })
  martin = await createProduct(t, tokens.owner2, { name: 'Grille Martin' })
  onCatalogueChange((shopId) => changes.push(shopId))
})
afterAll(() => t.close())

const typology = (name: string, isPublic: boolean, ttc = true, globalDiscount = 0) => ({
  name,
  public: isPublic,
  ttc,
  globalDiscount,
  allRulesInEq75: false,
})

describe('GET /v1/tarifs', () => {
  it('answers the typologies and one row per format of the shop', async () => {
    const res = await api('GET', '/v1/tarifs', tokens.iam)
    expect(res.status).toBe(200)
    expect(Object.keys(res.body.typologies).sort()).toEqual([
      'caviste',
      'particulier',
      'restaurateur',
    ])
    const row = res.body.rows.find(
      (r: { formatId: number }) => r.formatId === product.formats[0].id,
    )
    expect(row).toEqual({
      productId: product.id,
      productName: 'Grille',
      formatId: product.formats[0].id,
      formatLabel: '75 cl',
      vatRate: 20,
      priceCents: 1200,
      typologies: {},
    })
    expect(
      res.body.rows.some((r: { formatId: number }) => r.formatId === martin.formats[0].id),
    ).toBe(false)
  })

  // Spec 2.4 lets agents open /dashboard/tarifs: the page's own call must not answer 403 (spec 8
  // would sign them out). They read the grid of the shop they sell for, and only read it.
  it('lets an agent read the grid of the shop they sell for', async () => {
    const res = await api('GET', '/v1/tarifs', tokens.agent)
    expect(res.status).toBe(200)
    const ids = res.body.rows.map((r: { formatId: number }) => r.formatId)
    expect(ids).toContain(product.formats[0].id)
    expect(ids).not.toContain(martin.formats[0].id)
    expect(Object.keys(res.body.typologies)).toContain('particulier')
  })

  it.each([
    ['anonymous', undefined, 401, signedOut],
    ['a buyer', 'buyer', 403, denied],
  ])('refuses %s', async (_who, token, status, body) => {
    const res = await api('GET', '/v1/tarifs', token && tokens[token])
    expect(res).toMatchObject({ status, body })
  })
})

describe('PUT /v1/tarifs', () => {
  it('adds a typology, edits another and sets per-format cells', async () => {
    changes.length = 0
    const res = await api('PUT', '/v1/tarifs', tokens.owner, {
      typologies: {
        'grossiste-export': typology('Grossiste export', false, false, 15),
        restaurateur: typology('Restaurateurs', false, false, 5),
      },
      prices: [
        { formatId: product.formats[0].id, typology: 'caviste', visible: false, priceCents: null },
        {
          formatId: product.formats[0].id,
          typology: 'restaurateur',
          visible: true,
          priceCents: 850,
        },
      ],
      vatRate: { standard: 20, medium: 10, reduced: 5.5 },
    })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('Les tarifs ont été enregistrés.')
    expect(res.body.typologies['grossiste-export']).toEqual(
      typology('Grossiste export', false, false, 15),
    )
    expect(res.body.typologies.restaurateur.name).toBe('Restaurateurs')
    expect(res.body.typologies.particulier.public).toBe(true)
    const row = res.body.rows.find(
      (r: { formatId: number }) => r.formatId === product.formats[0].id,
    )
    expect(row.typologies).toEqual({
      caviste: { visible: false },
      restaurateur: { visible: true, priceCents: 850 },
    })
    expect(changes).toEqual([1])
  })

  it('moves the public flag when both typologies are sent', async () => {
    const res = await api('PUT', '/v1/tarifs', tokens.owner, {
      typologies: {
        particulier: typology('Particulier', false),
        caviste: typology('Caviste', true),
      },
    })
    expect(res.status).toBe(200)
    expect(res.body.typologies.caviste.public).toBe(true)
    await api('PUT', '/v1/tarifs', tokens.owner, {
      typologies: {
        particulier: typology('Particulier', true),
        caviste: typology('Caviste', false, false),
      },
    })
  })

  it.each([
    [
      'two public typologies',
      { typologies: { caviste: typology('Caviste', true) } },
      'Une et une seule typologie doit être publique.',
    ],
    [
      'no public typology',
      { typologies: { particulier: typology('Particulier', false) } },
      'Une et une seule typologie doit être publique.',
    ],
    [
      'a discount above 100',
      { typologies: { caviste: typology('Caviste', false, false, 120) } },
      'Doit être compris entre 0 et 100',
    ],
    [
      'a VAT rate of 0',
      { vatRate: { standard: 0, medium: 10, reduced: 5.5 } },
      'Doit être compris entre 0 et 100',
    ],
    [
      'a key that is not a slug',
      { typologies: { 'Grand Compte': typology('Grand compte', false) } },
      'La clé d’une typologie ne contient que des minuscules, des chiffres et des tirets',
    ],
    [
      'an unknown typology in a cell',
      { prices: [{ formatId: 0, typology: 'inconnue', visible: true, priceCents: 1 }] },
      'Doit être un nombre',
    ],
    [
      'a negative price',
      { prices: [{ formatId: 1, typology: 'caviste', visible: true, priceCents: -1 }] },
      'Doit être positif ou nul',
    ],
  ])('refuses %s with 400 and changes nothing', async (_what, body, message) => {
    const before = await shopById(t, 1)
    const res = await api('PUT', '/v1/tarifs', tokens.owner, body)
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
    const after = await shopById(t, 1)
    expect(after?.typologies).toEqual(before?.typologies)
    expect(after?.settings).toEqual(before?.settings)
  })

  it('refuses a cell of another shop’s format with 404 and an unknown typology with 400', async () => {
    const other = await api('PUT', '/v1/tarifs', tokens.owner, {
      typologies: { caviste: typology('Caviste modifié', false, false) },
      prices: [
        { formatId: martin.formats[0].id, typology: 'caviste', visible: false, priceCents: null },
      ],
    })
    expect(other.status).toBe(404)
    expect(other.body.message).toBe('Format inexistant')
    // The whole request is one transaction: the typology change did not stay either.
    expect((await shopById(t, 1))?.typologies.caviste.name).toBe('Caviste')
    const grid = await api('GET', '/v1/tarifs', tokens.owner2)
    const martinRow = grid.body.rows.find(
      (r: { formatId: number }) => r.formatId === martin.formats[0].id,
    )
    expect(martinRow.typologies).toEqual({})

    const unknown = await api('PUT', '/v1/tarifs', tokens.owner, {
      prices: [
        { formatId: product.formats[0].id, typology: 'inconnue', visible: true, priceCents: 1 },
      ],
    })
    expect(unknown).toMatchObject({ status: 400, body: { message: 'Typologie inexistante' } })
  })

  it.each([
    ['anonymous', undefined, 401],
    ['a buyer', 'buyer', 403],
    ['an agent', 'agent', 403],
  ])('refuses %s', async (_who, token, status) => {
    const res = await api('PUT', '/v1/tarifs', token && tokens[token], {
      typologies: { caviste: typology('Pirate', false) },
    })
    expect(res.status).toBe(status)
    expect((await shopById(t, 1))?.typologies.caviste.name).toBe('Caviste')
  })
})

describe('DELETE /v1/tarifs/typologies/:key', () => {
  it('deletes a typology, its cells, and moves its members to the public one', async () => {
    const proId = await userIdOf(t, 'pro@caveau.test')
    const [before] = await t.database.db
      .select()
      .from(shopMembers)
      .where(eq(shopMembers.userId, proId))
    expect(before.typology).toBe('restaurateur')
    const res = await api('DELETE', '/v1/tarifs/typologies/restaurateur', tokens.owner)
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('La typologie a été supprimée.')
    expect(res.body.typologies.restaurateur).toBeUndefined()
    const row = res.body.rows.find(
      (r: { formatId: number }) => r.formatId === product.formats[0].id,
    )
    expect(row.typologies.restaurateur).toBeUndefined()
    const [after] = await t.database.db
      .select()
      .from(shopMembers)
      .where(eq(shopMembers.userId, proId))
    expect(after.typology).toBeNull()
  })

  it('keeps the public typology and answers 404 for an unknown one', async () => {
    const pub = await api('DELETE', '/v1/tarifs/typologies/particulier', tokens.owner)
    expect(pub).toMatchObject({
      status: 400,
      body: { message: 'La typologie publique ne peut pas être supprimée.' },
    })
    expect((await api('DELETE', '/v1/tarifs/typologies/toString', tokens.owner)).status).toBe(404)
    expect((await api('DELETE', '/v1/tarifs/typologies/caviste', tokens.agent)).status).toBe(403)
    expect((await shopById(t, 1))?.typologies.particulier).toBeDefined()
  })
})

describe('promotions', () => {
  const base = { name: 'Printemps', type: '%', amount: 1000 }

  it('creates, lists, updates and deletes a promotion', async () => {
    changes.length = 0
    const created = await api('POST', '/v1/promotions', tokens.owner, {
      ...base,
      code: 'printemps24',
      activation: 'minProduct',
      activationValue: 6,
      formatIds: [product.formats[0].id],
      startsAt: '01/03/2025',
      endsAt: '2025-03-31',
    })
    expect(created.status).toBe(201)
    expect(created.body.message).toBe('La promotion a été créée.')
    const promo = created.body.promotion
    expect(promo).toMatchObject({
      name: 'Printemps',
      type: '%',
      amount: 1000,
      code: 'PRINTEMPS24',
      activation: 'minProduct',
      activationValue: 6,
      formatIds: [product.formats[0].id],
      startsAt: '2025-03-01T00:00:00.000Z',
      endsAt: '2025-03-31T00:00:00.000Z',
      active: true,
    })
    expect(changes).toEqual([1])

    const list = await api('GET', '/v1/promotions', tokens.iam)
    expect(list.body.promotions.map((p: { id: number }) => p.id)).toContain(promo.id)
    expect((await api('GET', '/v1/promotions', tokens.owner2)).body.promotions).toEqual([])

    const updated = await api('PUT', `/v1/promotions/${promo.id}`, tokens.owner, {
      type: '€',
      amount: 250,
      code: null,
      active: false,
    })
    expect(updated.status).toBe(200)
    expect(updated.body.promotion).toMatchObject({
      type: '€',
      amount: 250,
      code: null,
      active: false,
    })

    expect((await api('DELETE', `/v1/promotions/${promo.id}`, tokens.owner2)).status).toBe(404)
    const gone = await api('DELETE', `/v1/promotions/${promo.id}`, tokens.owner)
    expect(gone).toMatchObject({ status: 200, body: { message: 'La promotion a été supprimée.' } })
    expect(
      await t.database.db.select().from(promotions).where(eq(promotions.id, promo.id)),
    ).toEqual([])
  })

  it('keeps promo codes unique in a shop, ignoring case', async () => {
    const first = await api('POST', '/v1/promotions', tokens.owner, { ...base, code: 'UNIQUE' })
    expect(first.status).toBe(201)
    const again = await api('POST', '/v1/promotions', tokens.owner, { ...base, code: 'unique' })
    expect(again).toMatchObject({
      status: 409,
      body: { message: 'Ce code promo est déjà utilisé.' },
    })
    const elsewhere = await api('POST', '/v1/promotions', tokens.owner2, {
      ...base,
      code: 'unique',
    })
    expect(elsewhere.status).toBe(201)
  })

  it('gives one of two simultaneous requests for the same code a 409, not an error', async () => {
    const results = await Promise.all(
      ['RACE', 'race', 'Race'].map((code) =>
        api('POST', '/v1/promotions', tokens.owner, { ...base, code }),
      ),
    )
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409])
  })

  it.each([
    [
      'a code over 15 characters',
      { code: 'ABCDEFGHIJKLMNOP' },
      'Le code promo doit contenir au plus 15 caractères',
    ],
    ['a percentage over 100', { amount: 12_000 }, 'Un pourcentage est compris entre 0 et 100'],
    ['an empty name', { name: '' }, 'Ce champ ne peut pas être vide'],
    [
      'no threshold for a conditional promotion',
      { activation: 'minPrice' },
      'Indiquez le seuil qui déclenche la promotion',
    ],
    [
      'an end before the start',
      { startsAt: '2025-05-02', endsAt: '2025-05-01' },
      'La date de fin doit suivre la date de début',
    ],
    ['a bad date', { startsAt: '31/02/2025' }, "La date indiquée n'est pas correct"],
  ])('refuses %s with 400 and creates nothing', async (_what, overrides, message) => {
    const before = (await t.database.db.select().from(promotions)).length
    const res = await api('POST', '/v1/promotions', tokens.owner, { ...base, ...overrides })
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
    expect((await t.database.db.select().from(promotions)).length).toBe(before)
  })

  it('refuses formats of another shop and checks updates against the whole promotion', async () => {
    const foreign = await api('POST', '/v1/promotions', tokens.owner, {
      ...base,
      formatIds: [martin.formats[0].id],
    })
    expect(foreign).toMatchObject({ status: 400, body: { message: 'Format inexistant' } })
    const promo = (await api('POST', '/v1/promotions', tokens.owner, { ...base, name: 'Été' })).body
      .promotion
    const tooMuch = await api('PUT', `/v1/promotions/${promo.id}`, tokens.owner, { amount: 20_000 })
    expect(tooMuch).toMatchObject({
      status: 400,
      body: { message: 'Un pourcentage est compris entre 0 et 100' },
    })
    const [row] = await t.database.db.select().from(promotions).where(eq(promotions.id, promo.id))
    expect(row.amount).toBe(1000)
  })

  it.each([
    ['anonymous', undefined, 401],
    ['a buyer', 'buyer', 403],
    ['an agent', 'agent', 403],
  ])('refuses %s', async (_who, token, status) => {
    expect((await api('GET', '/v1/promotions', token && tokens[token])).status).toBe(status)
    expect((await api('POST', '/v1/promotions', token && tokens[token], base)).status).toBe(status)
  })
})
