import { sign } from 'hono/jwt'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
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

  it('refuses a token once it has expired, though it was accepted (and its signature kept) before', async () => {
    const claims = payloadOf(await signIn('buyer@caveau.test'))
    const now = Date.now()
    const shortLived = await sign({ ...claims, exp: Math.floor(now / 1000) + 60 }, SECRET, 'HS256')
    expect((await t.request('/v1/users/me', { token: shortLived })).status).toBe(200)
    vi.useFakeTimers({ toFake: ['Date'], now: now + 2 * 60_000 })
    try {
      const { status, body } = await call(await t.request('/v1/users/me', { token: shortLived }))
      expect(status).toBe(401)
      expect(body).toEqual(UNAUTHENTICATED)
    } finally {
      vi.useRealTimers()
    }
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

describe('one’s own sessions', () => {
  const firefox = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0'
  const iphone =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

  it('lists them with device, address and last use, and ends one; another user’s id → 404', async () => {
    const desk = await signIn('iam@caveau.test', firefox, '192.0.2.10')
    const phone = await signIn('iam@caveau.test', iphone, '192.0.2.20')
    const list = await call(await t.request('/v1/users/me/sessions', { token: desk }))
    expect(list.status).toBe(200)
    const mine = list.body.sessions.filter((s: { ip: string }) => s.ip?.startsWith('192.0.2.'))
    expect(mine.map((s: any) => [s.device, s.ip, s.current])).toEqual(
      expect.arrayContaining([
        ['Firefox sur Windows', '192.0.2.10', true],
        ['Safari sur iOS', '192.0.2.20', false],
      ]),
    )
    const phoneId = payloadOf(phone).sid
    expect(list.body.sessions.map((s: any) => s.id)).toContain(phoneId)

    // Another user cannot end it, nor learn it exists.
    const stranger = await signIn('agent@caveau.test')
    const refused = await call(
      await t.request(`/v1/users/me/sessions/${phoneId}`, { method: 'DELETE', token: stranger }),
    )
    expect(refused.status).toBe(404)
    expect((await t.request('/v1/users/me', { token: phone })).status).toBe(200)

    const ended = await call(
      await t.request(`/v1/users/me/sessions/${phoneId}`, { method: 'DELETE', token: desk }),
    )
    expect(ended.status).toBe(200)
    expect(ended.body.message).toBe('La session a été fermée.')
    expect((await t.request('/v1/users/me', { token: phone })).status).toBe(401)
    expect((await t.request('/v1/users/me', { token: desk })).status).toBe(200)
    const again = await t.request(`/v1/users/me/sessions/${phoneId}`, {
      method: 'DELETE',
      token: desk,
    })
    expect(again.status).toBe(404)
  })

  it('without a session → 401', async () => {
    expect((await t.request('/v1/users/me/sessions')).status).toBe(401)
  })

  it('changing the password ends every other session, not this one; a wrong current one is refused', async () => {
    const here = await signIn('pro@caveau.test')
    const elsewhere = await signIn('pro@caveau.test')
    const wrong = await call(
      await t.request('/v1/users/me/password', {
        method: 'PUT',
        token: here,
        json: { currentPassword: 'Mauvais1', password: 'Nouveau1234' },
      }),
    )
    expect(wrong.status).toBe(400)
    expect(wrong.body.errors.currentPassword).toEqual(['Le mot de passe actuel est incorrect.'])
    expect((await t.request('/v1/users/me', { token: elsewhere })).status).toBe(200)

    const changed = await call(
      await t.request('/v1/users/me/password', {
        method: 'PUT',
        token: here,
        json: { currentPassword: 'Demo1234', password: 'Nouveau1234' },
      }),
    )
    expect(changed.status).toBe(200)
    expect((await t.request('/v1/users/me', { token: elsewhere })).status).toBe(401)
    expect((await t.request('/v1/users/me', { token: here })).status).toBe(200)
    const res = await t.request('/v1/auth/login', {
      method: 'POST',
      json: { username: 'pro@caveau.test', password: 'Nouveau1234' },
      ip: nextIp(),
    })
    expect(res.status).toBe(200)
  })
})
