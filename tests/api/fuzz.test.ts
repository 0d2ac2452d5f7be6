/**
 * Fuzzing (issue 14, section 1): every endpoint of /v1/openapi.json, as a visitor and as the owner
 * of shop 1, receives hostile inputs: NUL bytes, very long strings, deep nesting, wrong types,
 * wrong content types, out-of-range dates and numbers, unknown methods and other shops' ids. Every
 * request must be answered, none with a 5xx, and no business row may be written (the tables are
 * counted before and after, except the bookkeeping a refused request may rightly touch).
 *
 * `npm test` runs a fixed-seed sample (FUZZ_SHARE, 0.12 by default); `npm run fuzz` runs the
 * whole walk (FUZZ_SHARE=1). The production server's own refusals (TRACE, raw sockets) are
 * tests/web/hostile-server.test.ts.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApi, type TestApi } from '#tests/support/api'
import {
  bodies,
  fuzzShare,
  fuzzSeed,
  nested,
  nestedObject,
  queryValues,
  sampleOf,
  segments,
  tableCounts,
} from '#tests/support/fuzz'
import { call, nextIp } from './helpers'

type Case = { method: string; path: string; token?: 'owner'; contentType?: string; body?: string }

function casesOf(document: any): Case[] {
  const cases: Case[] = []
  for (const [template, item] of Object.entries<any>(document.paths)) {
    for (const [method, operation] of Object.entries<any>(item)) {
      const params = (operation.parameters ?? []) as { name: string; in: string }[]
      const fill = (value: string) => `/v1${template.replace(/\{(\w+)\}/g, () => value)}`
      const base = fill('1')
      for (const token of [undefined, 'owner'] as const) {
        for (const value of segments)
          if (template.includes('{')) cases.push({ method, path: fill(value), token })
        for (const p of params.filter((p) => p.in === 'query'))
          for (const value of queryValues)
            cases.push({ method, path: `${base}?${p.name}=${value}`, token })
        if (method !== 'get' && method !== 'delete')
          for (const [contentType, body] of bodies)
            cases.push({ method, path: base, token, contentType, body })
        cases.push({ method: 'PROPFIND', path: base, token })
      }
    }
  }
  return cases
}

let t: TestApi
let owner: string

beforeAll(async () => {
  t = await createTestApi()
  owner = (await t.login('owner@caveau.test')).jwt
})
afterAll(async () => {
  await t?.close()
})

test('hostile input to every endpoint: answered, never a 5xx, no business row written', async () => {
  const document = await (await t.request('/v1/openapi.json')).json()
  const all = casesOf(document)
  const sample = sampleOf(all, fuzzShare(0.12))
  expect(sample.length).toBeGreaterThan(0)
  const before = await tableCounts(t.database.db)
  const failures: string[] = []
  for (const c of sample) {
    const headers: Record<string, string> = {}
    if (c.contentType) headers['content-type'] = c.contentType
    const res = await t.request(c.path, {
      method: c.method.toUpperCase(),
      headers,
      body: c.body,
      token: c.token === 'owner' ? owner : undefined,
      ip: '10.200.0.1',
    })
    const text = await res.text()
    // Stripe's webhook answers 503 on a server without its signing secret (README).
    const unconfigured = res.status === 503 && c.path === '/v1/payments/stripe/webhook'
    if (res.status >= 500 && !unconfigured)
      failures.push(
        `${c.method} ${c.path.slice(0, 120)} ${c.token ?? ''} ${c.body?.slice(0, 40) ?? ''} → ${res.status} ${text.slice(0, 120)}`,
      )
  }
  expect(failures).toEqual([])
  expect(await tableCounts(t.database.db)).toEqual(before)
  // The walk may have signed the owner out (POST /v1/auth/logout): a fresh session for what follows.
  owner = (await t.login('owner@caveau.test')).jwt
  console.info(`fuzz: ${sample.length} of ${all.length} requests (seed ${fuzzSeed})`)
})

// The requests of issue 14 that answered 500, each kept at 400 (or 405) with its French message.

describe('a NUL byte', () => {
  test.each([
    '/v1/shops/%00',
    '/v1/shops/%00/legal-notice',
    '/v1/products/1%00',
    '/v1/shops/1/products/%00',
    '/v1/grouped-orders/%00',
    '/v1/orders?q=a%00b',
  ])('in %s: 400', async (path) => {
    const res = await call(await t.request(path, { token: owner }))
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('La requête contient un caractère interdit.')
  })

  test('in the sign-in username: 400', async () => {
    const res = await call(
      await t.request('/v1/auth/login', {
        method: 'POST',
        json: { username: 'owner\u0000@caveau.test', password: 'Demo1234' },
        ip: nextIp(),
      }),
    )
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('La requête contient un caractère interdit.')
  })
})

describe('JSON nested thousands of levels deep', () => {
  test.each([
    ['POST', '/v1/orders/get-cart-price', nested(5000)],
    ['POST', '/v1/orders/get-cart-price', nestedObject(5000)],
    ['POST', '/v1/orders', nested(5000)],
    ['PUT', '/v1/users/me', nestedObject(5000)],
  ])('%s %s: 400', async (method, path, body) => {
    const res = await call(
      await t.request(path, {
        method,
        body,
        token: owner,
        headers: { 'content-type': 'application/json' },
      }),
    )
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Le corps de la requête est trop imbriqué.')
  })
})

test.each(['9999-99-99', '2024-13-01', '2023-02-29'])(
  'GET /v1/orders?from=%s: 400 in French',
  async (day) => {
    const res = await call(await t.request(`/v1/orders?from=${day}`, { token: owner }))
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Paramètre invalide.')
  },
)

test('an unknown method: 405 with Allow', async () => {
  const res = await t.request('/v1/shops/1', { method: 'PROPFIND' })
  expect(res.status).toBe(405)
  expect(res.headers.get('allow')).toContain('GET')
  expect((await res.json()).message).toBe('Méthode non autorisée.')
})
