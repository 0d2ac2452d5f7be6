import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { iframes } from '#app/platform/db/schema'
import { createTestApi, type TestApi } from '#tests/support/api'
import { createProduct, denied, jsonCall, signedOut } from './catalogue-support'

let t: TestApi
let api: ReturnType<typeof jsonCall>
const tokens: Record<string, string> = {}
let productId: number
beforeAll(async () => {
  t = await createTestApi()
  api = jsonCall(t)
  for (const who of ['owner', 'owner2', 'iam', 'iam-limited', 'buyer', 'agent']) {
    tokens[who] = (await t.login(`${who}@caveau.test`)).jwt
  }
  productId = (await createProduct(t, tokens.owner, { name: 'Pour iframe' })).id
})
afterAll(() => t.close())

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Site du domaine',
  origins: ['https://www.domaine-source.fr/', 'http://localhost:8080'],
  settings: { typology: 'particulier', showFilters: false, color: '#219EBC', productIds: [] },
  ...overrides,
})

async function iframeRow(id: number) {
  const [row] = await t.database.db.select().from(iframes).where(eq(iframes.id, id))
  return row ?? null
}

describe('iframes of the back office', () => {
  it('creates, reads, lists, updates and deletes an iframe', async () => {
    const created = await api('POST', '/v1/iframes', tokens.owner, body())
    expect(created.status).toBe(201)
    expect(created.body.message).toBe("L'iframe a été créée.")
    const iframe = created.body.iframe
    expect(iframe).toMatchObject({
      name: 'Site du domaine',
      origins: ['https://www.domaine-source.fr', 'http://localhost:8080'],
      settings: { typology: 'particulier', showFilters: false, color: '#219EBC', productIds: [] },
    })

    expect((await api('GET', `/v1/iframes/${iframe.id}`, tokens.iam)).body.iframe).toEqual(iframe)
    const list = await api('GET', '/v1/iframes', tokens['iam-limited'])
    expect(list.body.iframes.map((i: { id: number }) => i.id)).toContain(iframe.id)

    const updated = await api('PUT', `/v1/iframes/${iframe.id}`, tokens.owner, {
      origins: ['https://boutique.example:8443'],
      settings: { productIds: [productId], color: null },
    })
    expect(updated.status).toBe(200)
    expect(updated.body.iframe).toEqual({
      id: iframe.id,
      name: 'Site du domaine',
      origins: ['https://boutique.example:8443'],
      settings: { typology: 'particulier', showFilters: false, productIds: [productId] },
    })

    const gone = await api('DELETE', `/v1/iframes/${iframe.id}`, tokens.owner)
    expect(gone).toMatchObject({ status: 200, body: { message: "L'iframe a été supprimée." } })
    expect(await iframeRow(iframe.id)).toBeNull()
  })

  it.each([
    [
      'an origin with a path',
      { origins: ['https://exemple.fr/boutique'] },
      "L'url n'est pas valide",
    ],
    ['an origin without scheme', { origins: ['exemple.fr'] }, "L'url n'est pas valide"],
    ['a javascript: origin', { origins: ['javascript:alert(1)'] }, "L'url n'est pas valide"],
    ['an empty name', { name: ' ' }, 'Ce champ ne peut pas être vide'],
    [
      'an unknown typology',
      { settings: { typology: 'inconnue', showFilters: true, productIds: [] } },
      'Typologie inexistante',
    ],
  ])('refuses %s with 400 and stores nothing', async (_what, overrides, message) => {
    const before = (await t.database.db.select().from(iframes)).length
    const res = await api('POST', '/v1/iframes', tokens.owner, body(overrides))
    expect(res.status).toBe(400)
    expect(res.body.message).toBe(message)
    expect((await t.database.db.select().from(iframes)).length).toBe(before)
  })

  it('refuses products of another shop', async () => {
    const martin = await createProduct(t, tokens.owner2, { name: 'Martin iframe' })
    const res = await api(
      'POST',
      '/v1/iframes',
      tokens.owner,
      body({ settings: { showFilters: true, productIds: [martin.id] } }),
    )
    expect(res).toMatchObject({ status: 400, body: { message: 'Produit inexistant' } })
  })

  it('refuses other roles, inactive modules and other shops’ iframes', async () => {
    const iframe = (await api('POST', '/v1/iframes', tokens.owner, body())).body.iframe
    expect(await api('GET', '/v1/iframes')).toMatchObject({ status: 401, body: signedOut })
    for (const who of ['buyer', 'agent']) {
      expect(await api('GET', '/v1/iframes', tokens[who])).toMatchObject({
        status: 403,
        body: denied,
      })
      expect((await api('POST', '/v1/iframes', tokens[who], body())).status).toBe(403)
    }
    // Shop 2 has the iframes module off.
    expect((await api('GET', '/v1/iframes', tokens.owner2)).status).toBe(403)
    expect(
      (await api('PUT', `/v1/iframes/${iframe.id}`, tokens.owner2, { name: 'X' })).status,
    ).toBe(403)
    expect((await iframeRow(iframe.id))?.name).toBe('Site du domaine')
    expect((await api('PUT', `/v1/iframes/999999`, tokens.owner, { name: 'X' })).status).toBe(404)
    expect((await api('DELETE', `/v1/iframes/${iframe.id}`, tokens.agent)).status).toBe(403)
    expect(await iframeRow(iframe.id)).not.toBeNull()
  })
})

describe('GET /v1/iframes/:id/public', () => {
  it('answers the iframe and its shop to anyone, signed out included', async () => {
    const iframe = (await api('POST', '/v1/iframes', tokens.owner, body())).body.iframe
    for (const token of [undefined, 'not-a-valid-token', tokens.buyer]) {
      const res = await api('GET', `/v1/iframes/${iframe.id}/public`, token)
      expect(res.status).toBe(200)
      expect(res.body.iframe).toEqual(iframe)
      expect(res.body.shop).toMatchObject({ id: 1, name: 'Domaine de la Source', code: 'SOURCE' })
      expect(res.body.shop.owner).toBeUndefined()
    }
  })

  it('answers 404 for an unknown iframe and refuses parameters', async () => {
    expect(await api('GET', '/v1/iframes/999999/public')).toMatchObject({
      status: 404,
      body: { message: 'Iframe inexistante' },
    })
    expect((await api('GET', '/v1/iframes/abc/public')).status).toBe(400)
    const iframe = (await api('POST', '/v1/iframes', tokens.owner, body())).body.iframe
    expect((await api('GET', `/v1/iframes/${iframe.id}/public?x=1`)).status).toBe(400)
  })
})
