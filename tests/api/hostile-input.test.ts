/**
 * Issue 14, section 1: hostile input answers 400 (or 405) with a French message, never a 500.
 * The rules are app/platform/domain/hostile-input.ts, applied once by the API's middleware.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApi, type TestApi } from '#tests/support/api'
import { call, nextIp } from './helpers'

let t: TestApi
let owner: string

beforeAll(async () => {
  t = await createTestApi()
  owner = (await t.login('owner@caveau.test')).jwt
})
afterAll(async () => {
  await t?.close()
})

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels)
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
