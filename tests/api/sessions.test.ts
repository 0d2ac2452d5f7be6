import { sign } from 'hono/jwt'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isCrossSiteRequest, requestHost } from '#app/platform/domain/origin'
import { createTestApi, type TestApi } from '#tests/support/api'
import { call, nextIp } from './helpers'

/** Sessions (issue 14 §2): what a token must carry, and the list of one's own sessions. */
let t: TestApi
beforeAll(async () => {
  t = await createTestApi()
})
afterAll(() => t.close())

const SECRET = 'test-secret-for-the-api-tests'
const UNAUTHENTICATED = { sucess: false, message: 'Veuillez vous connecter.' }
const payloadOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'))

async function signIn(email: string, userAgent?: string, ip = nextIp()) {
  const res = await t.request('/v1/auth/login', {
    method: 'POST',
    json: { username: email, password: 'Demo1234' },
    headers: userAgent ? { 'user-agent': userAgent } : {},
    ip,
  })
  const body = await res.json()
  if (!body.jwt) throw new Error(JSON.stringify(body))
  return body.jwt as string
}

describe('what a token must carry', () => {
  it('refuses a correctly signed token without an expiry claim', async () => {
    const jwt = await signIn('owner@caveau.test')
    const { exp: _exp, ...claims } = payloadOf(jwt)
    const forever = await sign(claims, SECRET, 'HS256')
    const { status, body } = await call(await t.request('/v1/users/me', { token: forever }))
    expect(status).toBe(401)
    expect(body).toEqual(UNAUTHENTICATED)
    expect((await t.request('/v1/users/me', { token: jwt })).status).toBe(200)
  })

  it("refuses a token naming another user than its session's", async () => {
    const jwt = await signIn('buyer@caveau.test')
    const owner = payloadOf(await signIn('owner@caveau.test'))
    const swapped = await sign({ ...payloadOf(jwt), sub: owner.sub }, SECRET, 'HS256')
    const { status, body } = await call(await t.request('/v1/users/me', { token: swapped }))
    expect(status).toBe(401)
    expect(body).toEqual(UNAUTHENTICATED)
  })
})

describe('X-Forwarded-Host', () => {
  const forged = {
    origin: 'https://evil.example',
    host: 'localhost',
    'x-forwarded-host': 'evil.example',
  }

  it('is ignored without TRUST_PROXY: a cross-site request naming itself as host is refused', async () => {
    const { status, body } = await call(
      await t.request('/v1/auth/login', {
        method: 'POST',
        json: { username: 'owner@caveau.test', password: 'Demo1234' },
        headers: forged,
        ip: nextIp(),
      }),
    )
    expect(status).toBe(403)
    expect(body.message).toBe('Origine de la requête refusée.')
  })

  it('is the host asked when a proxy is trusted', () => {
    const header = (name: string) => (forged as Record<string, string>)[name]
    expect(requestHost(header, false)).toBe('localhost')
    expect(requestHost(header, true)).toBe('evil.example')
    expect(isCrossSiteRequest('POST', forged.origin, requestHost(header, true))).toBe(false)
  })
})
