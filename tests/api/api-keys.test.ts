/**
 * Issue 16 §3: API keys. Made by the owner or a collaborator (never a buyer, an agent or another
 * key), the secret shown once and stored hashed; a key calls `/v1` as its maker and only within
 * its scopes (403 outside them, the maker's own rights still applying), 401 once revoked,
 * expired or tampered with, 429 past its rate; the owner sees and revokes every key of the shop,
 * a collaborator their own, another shop none.
 */
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultRateLimits } from '#app/platform/api/runtime.server'
import { apiKeys } from '#app/platform/db/schema'
import { createTestApi, type TestApi } from '#tests/support/api'
import { call } from './helpers'
import { signInDemo } from './sales-db-fixtures'

let t: TestApi
let tokens: Awaited<ReturnType<typeof signInDemo>>
const RATE = 8

beforeAll(async () => {
  t = await createTestApi({
    rateLimits: { ...defaultRateLimits, perApiKey: { limit: RATE, windowMs: 60_000 } },
  })
  tokens = await signInDemo(t)
})
afterAll(() => t.close())

const request = async (
  path: string,
  token: string | undefined,
  init: RequestInit & { json?: unknown } = {},
) => call(await t.request(path, { ...init, token }))
const make = (json: unknown, token = tokens.owner) =>
  request('/v1/api-keys', token, { method: 'POST', json })
const keyCount = async () => Number((await t.database.db.select({ n: count() }).from(apiKeys))[0].n)

describe('making keys', () => {
  it('refuses the signed-out, buyers and agents, and bad input with its French message', async () => {
    const good = { name: 'Logistique', scopes: ['orders:read'] }
    expect((await request('/v1/api-keys', undefined, { method: 'POST', json: good })).status).toBe(
      401,
    )
    expect((await make(good, tokens.buyer)).status).toBe(403)
    expect((await make(good, tokens.agent)).status).toBe(403)
    expect((await request('/v1/api-keys', tokens.agent)).status).toBe(403)

    const before = await keyCount()
    const noName = await make({ name: '  ', scopes: ['orders:read'] })
    expect(noName.status).toBe(400)
    expect(noName.body.errors.name).toEqual(['Donnez un nom à cette clé (80 caractères au plus).'])
    const noScope = await make({ name: 'Vide', scopes: [] })
    expect(noScope.body.errors.scopes).toEqual(['Choisissez au moins un accès pour cette clé.'])
    expect((await make({ name: 'Tout', scopes: ['settings:write'] })).status).toBe(400)
    const past = await make({ name: 'Passée', scopes: ['orders:read'], expiresOn: '2020-01-01' })
    expect(past.status).toBe(400)
    expect(past.body.message).toBe(
      'La date d’expiration doit être une date à venir (aujourd’hui au plus tôt).',
    )
    expect(await keyCount()).toBe(before)
  })

  it('shows the key once and keeps only its hash', async () => {
    const made = await make({ name: 'Site marchand', scopes: ['catalogue:read', 'catalogue:read'] })
    expect(made.status).toBe(201)
    expect(made.body.message).toBe(
      'Votre clé d’API est créée. Copiez-la maintenant : elle ne sera plus jamais affichée.',
    )
    expect(made.body.key).toMatch(/^cv_[A-Za-z0-9]{12}_[A-Za-z0-9_-]{43}$/)
    expect(made.body.apiKey).toMatchObject({ name: 'Site marchand', scopes: ['catalogue:read'] })
    const secret = made.body.key.split('_').slice(2).join('_')
    const [row] = await t.database.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.id, made.body.apiKey.id))
    expect(row.secretHash).toMatch(/^[0-9a-f]{64}$/)
    expect(JSON.stringify(row)).not.toContain(secret)
    const list = await request('/v1/api-keys', tokens.owner)
    expect(JSON.stringify(list.body)).not.toContain(secret)
    expect(list.body.apiKeys[0].prefix).toBe(`${made.body.key.slice(0, 15)}_…`)
  })
})

describe('calling with a key', () => {
  it('reaches what its scopes open, as its maker, and nothing else', async () => {
    const { key, apiKey } = (await make({ name: 'Catalogue', scopes: ['catalogue:read'] })).body
    const products = await request('/v1/products', key)
    expect(products.status).toBe(200)
    const outOfScope = 'Cette clé d’API ne donne pas accès à cette ressource.'
    for (const [method, path] of [
      ['PUT', '/v1/products/1'],
      ['GET', '/v1/orders'],
      ['GET', '/v1/api-keys'],
      ['POST', '/v1/api-keys'],
      ['GET', '/v1/users/me'],
      ['GET', '/v1/settings/bank'],
      ['GET', '/v1/shops/me'],
    ]) {
      const res = await request(path, key, { method, json: method === 'GET' ? undefined : {} })
      expect(res.status, `${method} ${path}`).toBe(403)
      expect(res.body.message).toBe(outOfScope)
    }
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id))
    expect(row.lastUsedAt).not.toBeNull()
  })

  it('keeps its maker’s rights: a collaborator without seeAllPayment reads no payment', async () => {
    const { key } = (await make({ name: 'Compta', scopes: ['orders:read'] }, tokens.iamLimited))
      .body
    expect((await request('/v1/payments', key)).status).toBe(403)
    expect((await request('/v1/payments', tokens.iamLimited)).status).toBe(403)
  })

  it('answers 401 to a tampered, unknown, expired or revoked key', async () => {
    const { key, apiKey } = (await make({ name: 'Éphémère', scopes: ['clients:read'] })).body
    expect((await request('/v1/clients', key)).status).toBe(200)
    const invalid = 'Cette clé d’API est invalide, expirée ou révoquée.'
    const tampered = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`
    for (const bad of [tampered, 'cv_AAAAAAAAAAAA_' + 'A'.repeat(43), 'cv_court']) {
      const res = await request('/v1/clients', bad)
      expect(res.status).toBe(401)
      expect(res.body.message).toBe(invalid)
    }
    await t.database.db
      .update(apiKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, apiKey.id))
    expect((await request('/v1/clients', key)).status).toBe(401)
    await t.database.db.update(apiKeys).set({ expiresAt: null }).where(eq(apiKeys.id, apiKey.id))
    expect((await request('/v1/clients', key)).status).toBe(200)

    const revoked = await request(`/v1/api-keys/${apiKey.id}`, tokens.owner, { method: 'DELETE' })
    expect(revoked.status).toBe(200)
    expect(revoked.body.message).toBe(
      'La clé d’API est révoquée : elle ne donne plus accès à rien.',
    )
    expect((await request('/v1/clients', key)).status).toBe(401)
    const again = await request(`/v1/api-keys/${apiKey.id}`, tokens.owner, { method: 'DELETE' })
    expect(again.body.apiKey.revokedAt).toBe(revoked.body.apiKey.revokedAt)
  })

  it('refuses calls past its rate with 429 and Retry-After', async () => {
    const { key } = (await make({ name: 'Pressée', scopes: ['catalogue:read'] })).body
    for (let i = 0; i < RATE; i++) expect((await request('/v1/tarifs', key)).status).toBe(200)
    const res = await t.request('/v1/tarifs', { token: key })
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('60')
    expect((await res.json()).message).toBe(
      'Trop de requêtes avec cette clé d’API : réessayez dans une minute.',
    )
  })
})

describe('who sees and revokes which key', () => {
  it('the owner every key of the shop, a collaborator theirs, another shop none', async () => {
    const ownerKey = (await make({ name: 'Du patron', scopes: ['orders:read'] })).body.apiKey
    const iamKey = (await make({ name: 'De l’équipe', scopes: ['orders:read'] }, tokens.iam)).body
      .apiKey
    const names = async (token: string) =>
      (await request('/v1/api-keys', token)).body.apiKeys.map((k: { name: string }) => k.name)
    expect(await names(tokens.owner)).toEqual(expect.arrayContaining(['Du patron', 'De l’équipe']))
    expect(await names(tokens.iam)).toContain('De l’équipe')
    expect(await names(tokens.iam)).not.toContain('Du patron')
    expect(await names(tokens.owner2)).toEqual([])

    const revoke = (id: number, token: string) =>
      request(`/v1/api-keys/${id}`, token, { method: 'DELETE' })
    expect((await revoke(ownerKey.id, tokens.iam)).status).toBe(404)
    expect((await revoke(ownerKey.id, tokens.owner2)).status).toBe(404)
    expect((await revoke(iamKey.id, tokens.buyer)).status).toBe(403)
    const [row] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, ownerKey.id))
    expect(row.revokedAt).toBeNull()
    expect((await revoke(iamKey.id, tokens.owner)).status).toBe(200)
  })
})
