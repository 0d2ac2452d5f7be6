import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { maintenances } from '#app/platform/db/schema'
import { maintenanceChanged } from '#app/modules/admin/api/maintenance-state'
import { createTestApi, type TestApi } from '#tests/support/api'
import { call, shopById, userByEmail } from './helpers'

let t: TestApi
const jwt: Record<string, string> = {}
beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
  t = await createTestApi()
  for (const name of ['owner', 'iam', 'iam-limited', 'buyer', 'pro', 'agent', 'admin', 'owner2']) {
    jwt[name] = (await t.login(`${name}@caveau.test`)).jwt
  }
})
afterAll(() => t.close())

const FORBIDDEN = { sucess: false, message: "Vous n'avez pas accès à cette ressource." }

describe('GET /v1/users/me', () => {
  it('shows the owner with shop 1 first, its role and the shop integration', async () => {
    const { status, body } = await call(await t.request('/v1/users/me', { token: jwt.owner }))
    expect(status).toBe(200)
    expect(body.sucess).toBe(true)
    expect(body.user).toMatchObject({
      email: 'owner@caveau.test',
      role: 'owner',
      firstname: 'Claire',
      lastname: 'Fontaine',
      validated: true,
      masterAccount: null,
      cart: { orders: [] },
    })
    expect(body.user.shops[0]).toMatchObject({
      id: 1,
      code: 'SOURCE',
      name: 'Domaine de la Source',
      role: 'owner',
    })
    const integration = body.user.shops[0].integration
    expect(Object.keys(integration).length).toBeGreaterThan(5)
    expect(integration.stocks).toEqual({ active: true })
    expect(integration.accounting).toEqual({ active: true })
  })

  it("shows owner2's shop 2 with its inactive modules, and nothing of shop 1", async () => {
    const { status, body } = await call(await t.request('/v1/users/me', { token: jwt.owner2 }))
    expect(status).toBe(200)
    expect(body.user.shops.map((s: any) => s.id)).toEqual([2])
    const integration = body.user.shops[0].integration
    for (const module of ['stocks', 'analytics', 'accounting', 'iframes']) {
      expect(integration[module]).toEqual({ active: false })
    }
    expect(integration.shop).toEqual({ active: true })
  })

  it("shows the limited collaborator's denied rights", async () => {
    const { status, body } = await call(
      await t.request('/v1/users/me', { token: jwt['iam-limited'] }),
    )
    expect(status).toBe(200)
    expect(body.user.role).toBe('iam')
    expect(body.user.shops[0]).toMatchObject({
      id: 1,
      role: 'iam',
      authorizations: { seeAllStock: false, accessAnalytics: false, accessAccounting: false },
    })
  })
})

describe('PUT /v1/users/me', () => {
  it('round-trips firstname, phone and cart; a `message` field is ignored, not stored', async () => {
    const orders = [
      {
        id: 'o-1',
        seller: { id: 1, name: 'Domaine de la Source' },
        products: [
          {
            idTmp: '12-1-1',
            productId: 12,
            formatId: 1,
            vintageId: 1,
            quantity: 6,
            isWrapped: false,
          },
        ],
        reservations: [],
        shipping: {},
        payment: {},
      },
    ]
    const put = await call(
      await t.request('/v1/users/me', {
        method: 'PUT',
        token: jwt.buyer,
        json: {
          firstname: 'Alicia',
          phone: '06 12 34 56 78',
          cart: { orders },
          message: 'Panier enregistré',
        },
      }),
    )
    expect(put.status).toBe(200)
    expect(put.body.sucess).toBe(true)
    expect(put.body.message).toBe('Vos informations ont été enregistrées.')
    expect(put.body.user).toMatchObject({
      firstname: 'Alicia',
      phone: '06 12 34 56 78',
      cart: { orders },
    })
    expect(put.body.user).not.toHaveProperty('message')

    const me = await call(await t.request('/v1/users/me', { token: jwt.buyer }))
    expect(me.status).toBe(200)
    expect(me.body.user).toMatchObject({
      email: 'buyer@caveau.test',
      role: 'buyer',
      firstname: 'Alicia',
      lastname: 'Martin',
      phone: '06 12 34 56 78',
      cart: { orders },
    })
    // The server stamps the cart.
    expect(Number.isNaN(Date.parse(me.body.user.cart.lastUpdated))).toBe(false)
    expect(me.body.user).not.toHaveProperty('message')
    const row = await userByEmail(t, 'buyer@caveau.test')
    expect(row).toMatchObject({ firstname: 'Alicia', phone: '06 12 34 56 78' })
    expect(JSON.stringify(row)).not.toContain('Panier enregistré')
  })

  it('an empty phone clears it; a SIRET sets the SIREN', async () => {
    const put = await call(
      await t.request('/v1/users/me', {
        method: 'PUT',
        token: jwt.pro,
        json: { phone: '', siret: '73282932000074' },
      }),
    )
    expect(put.status).toBe(200)
    expect(put.body.user).toMatchObject({
      phone: null,
      siret: '73282932000074',
      siren: '732829320',
    })
  })

  it("role: 'admin' → 400 and the role is unchanged", async () => {
    const put = await call(
      await t.request('/v1/users/me', {
        method: 'PUT',
        token: jwt.buyer,
        json: { role: 'admin', firstname: 'Mallory' },
      }),
    )
    expect(put.status).toBe(400)
    expect(put.body.sucess).toBe(false)
    expect(typeof put.body.message).toBe('string')
    expect(put.body.message.length).toBeGreaterThan(0)
    const me = await call(await t.request('/v1/users/me', { token: jwt.buyer }))
    expect(me.body.user.role).toBe('buyer')
    expect(me.body.user.firstname).not.toBe('Mallory')
    expect((await userByEmail(t, 'buyer@caveau.test'))!.role).toBe('buyer')
  })

  it('fields a user may not change (email, shops) → 400, nothing changed', async () => {
    for (const json of [{ email: 'autre@caveau.test' }, { shops: [{ id: 2, role: 'owner' }] }]) {
      const put = await call(
        await t.request('/v1/users/me', { method: 'PUT', token: jwt.buyer, json }),
      )
      expect(put.status).toBe(400)
      expect(put.body.sucess).toBe(false)
    }
    const me = await call(await t.request('/v1/users/me', { token: jwt.buyer }))
    expect(me.body.user.email).toBe('buyer@caveau.test')
    expect(me.body.user.shops.map((s: any) => s.id)).toEqual([1])
  })

  it('refusals of unexpected input are explained in French, as the contract asks', async () => {
    const cases: [string, string, unknown][] = [
      ['/v1/users/me', jwt.buyer, { role: 'admin' }],
      ['/v1/users/me', jwt.buyer, [1, 2]],
      ['/v1/users/me', jwt.buyer, { cart: 'plein' }],
      ['/v1/shops/me', jwt.owner2, { settings: { logStartMonth: 13 } }],
      ['/v1/shops/me', jwt.owner2, { ownerId: 1 }],
    ]
    const english: string[] = []
    for (const [path, token, json] of cases) {
      const put = await call(await t.request(path, { method: 'PUT', token, json }))
      expect(put.status).toBe(400)
      expect(put.body.sucess).toBe(false)
      // zod's default (English) texts must not reach the user.
      if (/Unrecognized key|Invalid input|expected|Too (big|small)/i.test(put.body.message)) {
        english.push(`${path} ${JSON.stringify(json)} → ${put.body.message}`)
      }
    }
    expect(english).toEqual([])
  })

  it('an invalid phone → 400 with the French message, phone unchanged', async () => {
    const put = await call(
      await t.request('/v1/users/me', {
        method: 'PUT',
        token: jwt.owner,
        json: { phone: '12 34' },
      }),
    )
    expect(put.status).toBe(400)
    expect(put.body.sucess).toBe(false)
    expect(put.body.message).toBe("Ce numéro n'est pas valide")
    expect(put.body.errors.phone).toEqual(["Ce numéro n'est pas valide"])
    expect((await userByEmail(t, 'owner@caveau.test'))!.phone).toBe('0612345678')
  })

  it('without a token → 401', async () => {
    const put = await call(
      await t.request('/v1/users/me', { method: 'PUT', json: { firstname: 'X' } }),
    )
    expect(put.status).toBe(401)
    expect(put.body).toEqual({ sucess: false, message: 'Veuillez vous connecter.' })
  })
})

describe('GET /v1/shops/me', () => {
  it('gives the owner shop 1 with its private fields', async () => {
    const { status, body } = await call(await t.request('/v1/shops/me', { token: jwt.owner }))
    expect(status).toBe(200)
    expect(body.sucess).toBe(true)
    expect(body.shop).toMatchObject({
      id: 1,
      code: 'SOURCE',
      name: 'Domaine de la Source',
      urlShop: 'domaine-de-la-source',
      owner: { email: 'owner@caveau.test' },
    })
    expect(body.shop).toHaveProperty('settings')
    expect(body.shop).toHaveProperty('typologies.particulier')
    expect(body.shop).not.toHaveProperty('ownerId')
  })

  it.each(['iam', 'iam-limited'])('gives the collaborator %s shop 1', async (name) => {
    const { status, body } = await call(await t.request('/v1/shops/me', { token: jwt[name] }))
    expect(status).toBe(200)
    expect(body.shop.id).toBe(1)
    expect(body.shop.code).toBe('SOURCE')
  })

  it.each(['buyer', 'pro', 'agent', 'admin'])('refuses %s → 403', async (name) => {
    const { status, body } = await call(await t.request('/v1/shops/me', { token: jwt[name] }))
    expect(status).toBe(403)
    expect(body).toEqual(FORBIDDEN)
  })

  it('gives owner2 shop 2 and never shop 1', async () => {
    const { status, body } = await call(await t.request('/v1/shops/me', { token: jwt.owner2 }))
    expect(status).toBe(200)
    expect(body.shop).toMatchObject({
      id: 2,
      code: 'MARTIN',
      name: 'Maison Martin',
      owner: { email: 'owner2@caveau.test' },
    })
    expect(body.shop.integration.stocks).toEqual({ active: false })
    expect(JSON.stringify(body)).not.toMatch(/SOURCE|Domaine de la Source|owner@caveau\.test/)
  })
})

describe('PUT /v1/shops/me', () => {
  it('round-trips name, color and settings.logStartMonth for the owner; `noMessage` is stripped', async () => {
    const before = (await shopById(t, 1))!
    const put = await call(
      await t.request('/v1/shops/me', {
        method: 'PUT',
        token: jwt.owner,
        json: {
          name: 'Domaine de la Source Vive',
          color: '#123456',
          settings: { logStartMonth: 9 },
          noMessage: true,
        },
      }),
    )
    expect(put.status).toBe(200)
    expect(put.body.sucess).toBe(true)
    expect(put.body.message).toBe('Les informations de la boutique ont été enregistrées.')
    expect(put.body.shop).toMatchObject({
      id: 1,
      name: 'Domaine de la Source Vive',
      color: '#123456',
    })
    expect(put.body.shop).not.toHaveProperty('noMessage')

    const again = await call(await t.request('/v1/shops/me', { token: jwt.owner }))
    expect(again.status).toBe(200)
    expect(again.body.shop).toMatchObject({
      id: 1,
      name: 'Domaine de la Source Vive',
      color: '#123456',
    })
    // Only logStartMonth changed; the other settings are kept.
    expect(again.body.shop.settings).toEqual({ ...before.settings, logStartMonth: 9 })
    const row = (await shopById(t, 1))!
    expect(row.settings.logStartMonth).toBe(9)
    expect(row.code).toBe('SOURCE')
    expect(JSON.stringify(row)).not.toContain('noMessage')
    // Shop 2 is untouched.
    expect((await shopById(t, 2))!.name).toBe('Maison Martin')
  })

  it('bad values → 400 with a French message, nothing changed', async () => {
    const cases: [unknown, string][] = [
      [{ color: 'rouge' }, "La couleur n'est pas valide"],
      [{ name: '   ' }, 'Ce champ ne peut pas être vide'],
    ]
    for (const [json, message] of cases) {
      const put = await call(
        await t.request('/v1/shops/me', { method: 'PUT', token: jwt.owner, json }),
      )
      expect(put.status).toBe(400)
      expect(put.body.sucess).toBe(false)
      expect(put.body.message).toBe(message)
    }
    const month = await call(
      await t.request('/v1/shops/me', {
        method: 'PUT',
        token: jwt.owner,
        json: { settings: { logStartMonth: 13 } },
      }),
    )
    expect(month.status).toBe(400)
    expect(month.body.sucess).toBe(false)
    const row = (await shopById(t, 1))!
    expect(row.color).toBe('#123456')
    expect(row.settings.logStartMonth).toBe(9)
  })

  it.each(['iam', 'iam-limited'])(
    'a collaborator (%s) may read but not change the shop → 403',
    async (name) => {
      const put = await call(
        await t.request('/v1/shops/me', {
          method: 'PUT',
          token: jwt[name],
          json: { name: 'Pris par un collaborateur' },
        }),
      )
      expect(put.status).toBe(403)
      expect(put.body).toEqual(FORBIDDEN)
      expect((await shopById(t, 1))!.name).not.toBe('Pris par un collaborateur')
    },
  )

  it('a buyer → 403, nothing changed', async () => {
    const put = await call(
      await t.request('/v1/shops/me', {
        method: 'PUT',
        token: jwt.buyer,
        json: { color: '#000000' },
      }),
    )
    expect(put.status).toBe(403)
    expect(put.body).toEqual(FORBIDDEN)
    expect((await shopById(t, 1))!.color).toBe('#123456')
  })

  it('owner2 changes shop 2 only', async () => {
    const put = await call(
      await t.request('/v1/shops/me', {
        method: 'PUT',
        token: jwt.owner2,
        json: { color: '#abcdef' },
      }),
    )
    expect(put.status).toBe(200)
    expect(put.body.shop.id).toBe(2)
    expect((await shopById(t, 2))!.color).toBe('#abcdef')
    expect((await shopById(t, 1))!.color).toBe('#123456')
  })
})

describe('GET /v1/shops/:id (public)', () => {
  it.each(['SOURCE', 'source', '1', 'domaine-de-la-source'])(
    'finds shop 1 by %s with public fields only',
    async (ref) => {
      const { status, body } = await call(await t.request(`/v1/shops/${ref}`))
      expect(status).toBe(200)
      expect(body.sucess).toBe(true)
      expect(body.shop.id).toBe(1)
      expect(body.shop.code).toBe('SOURCE')
      expect(body.shop.urlShop).toBe('domaine-de-la-source')
      expect(Object.keys(body.shop).sort()).toEqual([
        // The analytics script the shop opted in to (issue 16 §1), null without: its pages load it.
        'analyticsScriptUrl',
        'code',
        'editedShop',
        'headerStyle',
        'id',
        'name',
        // Whether the shop is open to visitors (issue 16 §1): its closed page says so anyway.
        'online',
        'tabs',
        'urlShop',
      ])
      for (const key of [
        'owner',
        'ownerId',
        'settings',
        'integration',
        'typologies',
        'business',
        'contactEmail',
      ]) {
        expect(body.shop).not.toHaveProperty(key)
      }
      expect(JSON.stringify(body)).not.toMatch(/owner@caveau\.test|contact@/)
    },
  )

  it('finds shop 2 by code and slug', async () => {
    for (const ref of ['MARTIN', 'maison-martin', '2']) {
      const { status, body } = await call(await t.request(`/v1/shops/${ref}`))
      expect(status).toBe(200)
      expect(body.shop).toMatchObject({ id: 2, code: 'MARTIN', name: 'Maison Martin' })
    }
  })

  it.each(['INCONNU', '999999', 'domaine-inconnu'])('unknown %s → 404', async (ref) => {
    const { status, body } = await call(await t.request(`/v1/shops/${ref}`))
    expect(status).toBe(404)
    expect(body).toEqual({ sucess: false, message: "Cette boutique n'existe pas." })
  })
})

describe('GET /v1/maintenances', () => {
  const hour = 3_600_000

  it('says no banner and no page when there is no maintenance', async () => {
    const { status, body } = await call(await t.request('/v1/maintenances'))
    expect(status).toBe(200)
    expect(body).toMatchObject({ sucess: true, banner: false, page: false, message: null })
  })

  it('ignores a maintenance that is over or not yet begun', async () => {
    const now = Date.now()
    await t.database.db.insert(maintenances).values([
      {
        message: 'Passée',
        banner: true,
        page: true,
        startDate: new Date(now - 3 * hour),
        endDate: new Date(now - hour),
      },
      {
        message: 'À venir',
        banner: true,
        page: true,
        startDate: new Date(now + hour),
        endDate: new Date(now + 2 * hour),
      },
    ])
    // Written behind the API's back: say so, as the admin routes do.
    maintenanceChanged()
    const { status, body } = await call(await t.request('/v1/maintenances'))
    expect(status).toBe(200)
    expect(body).toMatchObject({ sucess: true, banner: false, page: false, message: null })
  })

  it('shows the maintenance in force now, in page mode', async () => {
    const now = Date.now()
    const startDate = new Date(now - hour)
    const endDate = new Date(now + hour)
    await t.database.db
      .insert(maintenances)
      .values({ message: 'Mise à jour en cours', banner: false, page: true, startDate, endDate })
    maintenanceChanged()
    const { status, body } = await call(await t.request('/v1/maintenances'))
    expect(status).toBe(200)
    expect(body).toEqual({
      sucess: true,
      banner: false,
      page: true,
      message: 'Mise à jour en cours',
      startDate: startDate.toISOString(),
      endDate: endDate.toISOString(),
    })
  })
})

describe('GET /v1/openapi.json', () => {
  it('describes the API in OpenAPI 3.1 with the auth paths', async () => {
    const res = await t.request('/v1/openapi.json')
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.openapi).toBe('3.1.0')
    expect(body.paths).toHaveProperty(['/auth/login'])
    expect(body.paths['/auth/login']).toHaveProperty('post')
    expect(Object.keys(body.paths)).toEqual(
      expect.arrayContaining([
        '/users/me',
        '/shops/me',
        '/shops/{id}',
        '/maintenances',
        '/master-accounts/me/switch',
      ]),
    )
  })
})
