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
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApi, type TestApi } from '#tests/support/api'
import { call, nextIp } from './helpers'

/** Tables a refused request may rightly write: rate limits and sign-in attempts, sessions, logs. */
const bookkeeping = new Set(['rate_limits', 'sessions'])
const isBookkeeping = (table: string) =>
  bookkeeping.has(table) || /log|attempt|__drizzle/.test(table)

const share = Number(process.env.FUZZ_SHARE ?? 0.12)
const seed = Number(process.env.FUZZ_SEED ?? 14)

/** mulberry32: the same sample at every run. */
function random(state: number) {
  return () => {
    state = (state + 0x6d2b79f5) | 0
    let t = Math.imul(state ^ (state >>> 15), 1 | state)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels)
const long = 'é'.repeat(20_000)
/** Path segments: NUL, long, negative, past PostgreSQL's integer, another shop's, odd text. */
const segments = [
  '%00',
  'a%00b',
  encodeURIComponent(long),
  '-1',
  '99999999999',
  '2',
  '1e400',
  '..%2F',
]
/** Query values: impossible dates, NUL, long text, out-of-range numbers, wrong types. */
const queryValues = [
  '9999-99-99',
  '2024-13-01',
  '%00',
  encodeURIComponent(long),
  '-1',
  '1e400',
  'NaN',
  '[]',
]
/** Bodies: [content type, body]. */
const bodies: [string, string][] = [
  ['application/json', nested(4000)],
  ['application/json', '{"a":'.repeat(3000) + '1' + '}'.repeat(3000)],
  ['application/json', JSON.stringify({ username: 'a\u0000', name: 'x\u0000', id: 1 })],
  ['application/json', JSON.stringify({ firstName: long, name: long, email: long, lines: long })],
  ['application/json', JSON.stringify([1, 'a', null])],
  ['application/json', JSON.stringify({ id: -1, quantity: 1e308, price: 'abc', lines: [{}] })],
  ['application/json', '{"broken": '],
  ['text/plain', 'juste du texte'],
  ['multipart/form-data; boundary=x', '--x\r\nnot a part'],
]

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

async function tableCounts(): Promise<Map<string, number>> {
  const { rows } = (await t.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] }
  const counts = new Map<string, number>()
  for (const { table_name: table } of rows) {
    if (isBookkeeping(table)) continue
    const result = (await t.database.db.execute(
      sql.raw(`select count(*)::int as n from "${table}"`),
    )) as unknown as { rows: { n: number }[] }
    counts.set(table, result.rows[0].n)
  }
  return counts
}

test('hostile input to every endpoint: answered, never a 5xx, no business row written', async () => {
  const document = await (await t.request('/v1/openapi.json')).json()
  const all = casesOf(document)
  const next = random(seed)
  const sample = all.filter(() => next() < share)
  expect(sample.length).toBeGreaterThan(0)
  const before = await tableCounts()
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
  expect(Object.fromEntries(await tableCounts())).toEqual(Object.fromEntries(before))
  // The walk may have signed the owner out (POST /v1/auth/logout): a fresh session for what follows.
  owner = (await t.login('owner@caveau.test')).jwt
  console.info(`fuzz: ${sample.length} of ${all.length} requests (seed ${seed})`)
})

// The requests of issue 14 that answered 500, each kept at 400 (or 405) with its French message.
const nestedObject = (levels: number) => '{"a":'.repeat(levels) + '1' + '}'.repeat(levels)

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
