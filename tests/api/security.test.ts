import { sign } from 'hono/jwt'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApi, type TestApi } from '#tests/support/api'
import { call, countMails, countUsers, freshEmail, mailsTo, nextIp, userByEmail } from './helpers'

const TOO_MANY = 'Trop de tentatives. Veuillez réessayer dans quelques minutes.'
const UNAUTHENTICATED = { sucess: false, message: 'Veuillez vous connecter.' }
const LOGIN_FAILED = { sucess: false, message: 'Le mail et/ou le mot de passe sont incorrects.' }

/**
 * One API for the whole file, with small rate limits. Every request that counts against a
 * per-address limit goes out with its own address (nextIp), unless a test is about that limit.
 */
let t: TestApi
beforeAll(async () => {
  // The mailer logs every mail when no SMTP server is set: keep the test output readable.
  vi.spyOn(console, 'info').mockImplementation(() => {})
  t = await createTestApi({
    rateLimits: {
      loginPerAddress: { limit: 4, windowMs: 60_000 },
      loginFailuresPerAccountAndAddress: { limit: 2, windowMs: 60_000 },
      // No waiting in tests: the delay's rule is the same whatever its length.
      loginSlowdownPerAccount: { limit: 3, windowMs: 60_000, stepMs: 0, maxMs: 0 },
      registerPerAddress: { limit: 2, windowMs: 60_000 },
      registerPerAccount: { limit: 5, windowMs: 60_000 },
      perApiKey: { limit: 600, windowMs: 60_000 },
    },
  })
})
afterAll(() => t.close())

function login(username: string, password = 'Demo1234', ip = nextIp()) {
  return t.request('/v1/auth/login', { method: 'POST', json: { username, password }, ip })
}

async function jwtOf(username: string): Promise<string> {
  const { status, body } = await call(await login(username))
  expect(status).toBe(200)
  return body.jwt
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
const payloadOf = (jwt: string) =>
  JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString('utf8'))

function buyer(email: string) {
  return {
    firstname: 'Lucie',
    lastname: 'Garnier',
    email,
    password: 'Motdepasse1',
    acceptTerms: true,
    isAdult: true,
  }
}

describe('authentication tokens', () => {
  const protectedPaths = ['/v1/users/me', '/v1/shops/me', '/v1/master-accounts/me/accounts']

  it.each(protectedPaths)('GET %s without a token → 401', async (path) => {
    const { status, body } = await call(await t.request(path))
    expect(status).toBe(401)
    expect(body).toEqual(UNAUTHENTICATED)
  })

  it.each(protectedPaths)('GET %s with a garbage token → 401', async (path) => {
    const { status, body } = await call(await t.request(path, { token: 'not-a-jwt' }))
    expect(status).toBe(401)
    expect(body).toEqual(UNAUTHENTICATED)
    const other = await call(
      await t.request(path, { headers: { authorization: 'Basic b3duZXI6RGVtbzEyMzQ=' } }),
    )
    expect(other.status).toBe(401)
    expect(other.body).toEqual(UNAUTHENTICATED)
  })

  it('refuses a JWT with the claims of a live session but signed with another secret', async () => {
    const jwt = await jwtOf('owner@caveau.test')
    const forged = await sign(payloadOf(jwt), 'une-autre-cle-secrete', 'HS256')
    expect(forged).not.toBe(jwt)
    const { status, body } = await call(await t.request('/v1/users/me', { token: forged }))
    expect(status).toBe(401)
    expect(body).toEqual(UNAUTHENTICATED)
    // The genuine token still works, so the refusal is about the signature only.
    expect((await t.request('/v1/users/me', { token: jwt })).status).toBe(200)
  })

  it('refuses an unsigned `alg: none` token', async () => {
    const jwt = await jwtOf('owner@caveau.test')
    const unsigned = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(payloadOf(jwt))}.`
    for (const path of ['/v1/users/me', '/v1/shops/me']) {
      const { status, body } = await call(await t.request(path, { token: unsigned }))
      expect(status).toBe(401)
      expect(body).toEqual(UNAUTHENTICATED)
    }
  })

  it('refuses a correctly signed token whose session does not exist or has expired', async () => {
    const secret = 'test-secret-for-the-api-tests'
    const jwt = await jwtOf('owner@caveau.test')
    const claims = payloadOf(jwt)
    const unknownSession = await sign({ ...claims, sid: 'session-inconnue' }, secret, 'HS256')
    const expired = await sign(
      { ...claims, exp: Math.floor(Date.now() / 1000) - 60 },
      secret,
      'HS256',
    )
    for (const token of [unknownSession, expired]) {
      const { status, body } = await call(await t.request('/v1/users/me', { token }))
      expect(status).toBe(401)
      expect(body).toEqual(UNAUTHENTICATED)
    }
  })

  it('refuses a token after POST /v1/auth/logout', async () => {
    const jwt = await jwtOf('iam@caveau.test')
    expect((await t.request('/v1/users/me', { token: jwt })).status).toBe(200)
    const out = await call(await t.request('/v1/auth/logout', { method: 'POST', token: jwt }))
    expect(out.status).toBe(200)
    expect(out.body.sucess).toBe(true)
    for (const path of ['/v1/users/me', '/v1/shops/me']) {
      const { status, body } = await call(await t.request(path, { token: jwt }))
      expect(status).toBe(401)
      expect(body).toEqual(UNAUTHENTICATED)
    }
    // Logging out twice is refused too: the session is gone.
    expect((await t.request('/v1/auth/logout', { method: 'POST', token: jwt })).status).toBe(401)
  })

  it('logout without a token → 401', async () => {
    const { status, body } = await call(await t.request('/v1/auth/logout', { method: 'POST' }))
    expect(status).toBe(401)
    expect(body).toEqual(UNAUTHENTICATED)
  })
})

describe('request bodies and paths', () => {
  it('malformed JSON → 400 with a French message', async () => {
    for (const path of ['/v1/auth/login', '/v1/auth/register/buyer']) {
      const { status, body } = await call(
        await t.request(path, {
          method: 'POST',
          body: '{"username": "owner@caveau.test", ',
          headers: { 'content-type': 'application/json' },
          ip: nextIp(),
        }),
      )
      expect(status).toBe(400)
      expect(body).toEqual({
        sucess: false,
        message: 'Le corps de la requête doit être un JSON valide.',
      })
    }
  })

  it('a body over 1 MB → 413 and nothing is written', async () => {
    const usersBefore = await countUsers(t)
    const email = freshEmail('gros')
    const huge = JSON.stringify({ ...buyer(email), lastname: 'x'.repeat(2 * 1024 * 1024) })
    expect(huge.length).toBeGreaterThan(2 * 1024 * 1024)
    const { status, body } = await call(
      await t.request('/v1/auth/register/buyer', {
        method: 'POST',
        body: huge,
        headers: { 'content-type': 'application/json' },
        ip: nextIp(),
      }),
    )
    expect(status).toBe(413)
    expect(body).toEqual({ sucess: false, message: 'La requête est trop volumineuse.' })
    expect(await countUsers(t)).toBe(usersBefore)
    expect(await userByEmail(t, email)).toBeNull()
  })

  it('a 2 MB body announced by Content-Length → 413', async () => {
    const huge = 'x'.repeat(2 * 1024 * 1024)
    const { status, body } = await call(
      await t.request('/v1/auth/login', {
        method: 'POST',
        body: huge,
        headers: { 'content-type': 'application/json', 'content-length': String(huge.length) },
        ip: nextIp(),
      }),
    )
    expect(status).toBe(413)
    expect(body.sucess).toBe(false)
    expect(body.message).toBe('La requête est trop volumineuse.')
  })

  it('unknown /v1 paths → 404 JSON', async () => {
    for (const [method, path] of [
      ['GET', '/v1/nope'],
      ['POST', '/v1/nope'],
      ['GET', '/v1/users/nope/deeper'],
      ['DELETE', '/v1/users/me'],
    ] as const) {
      const res = await t.request(path, { method })
      expect(res.status).toBe(404)
      expect(res.headers.get('content-type')).toMatch(/application\/json/)
      expect(await res.json()).toEqual({ sucess: false, message: 'Ressource introuvable.' })
    }
  })

  it('answers carry Cache-Control: no-store, refusals included', async () => {
    const jwt = await jwtOf('buyer@caveau.test')
    expect((await t.request('/v1/users/me', { token: jwt })).headers.get('cache-control')).toBe(
      'no-store',
    )
    expect((await t.request('/v1/users/me')).headers.get('cache-control')).toBe('no-store')
  })
})

describe('cross-site requests (Origin check)', () => {
  const evil = { origin: 'https://evil.example', host: 'localhost' }

  it('refuses a buyer registration sent from another site, and writes nothing', async () => {
    const email = freshEmail('csrf')
    const usersBefore = await countUsers(t)
    const mailsBefore = await countMails(t)
    const { status, body } = await call(
      await t.request('/v1/auth/register/buyer', {
        method: 'POST',
        json: buyer(email),
        headers: evil,
        ip: nextIp(),
      }),
    )
    expect(status).toBe(403)
    expect(body).toEqual({ sucess: false, message: 'Origine de la requête refusée.' })
    expect(await countUsers(t)).toBe(usersBefore)
    expect(await countMails(t)).toBe(mailsBefore)
    expect(await userByEmail(t, email)).toBeNull()
    const signIn = await call(await login(email, 'Motdepasse1'))
    expect(signIn.status).toBe(401)
    expect(signIn.body).toEqual(LOGIN_FAILED)
  })

  it('refuses a state change from another site even with a valid token', async () => {
    const jwt = await jwtOf('pro@caveau.test')
    const put = await call(
      await t.request('/v1/users/me', {
        method: 'PUT',
        token: jwt,
        json: { firstname: 'Pirate' },
        headers: evil,
      }),
    )
    expect(put.status).toBe(403)
    expect(put.body.message).toBe('Origine de la requête refusée.')
    const logout = await call(
      await t.request('/v1/auth/logout', { method: 'POST', token: jwt, headers: evil }),
    )
    expect(logout.status).toBe(403)
    const me = await call(await t.request('/v1/users/me', { token: jwt }))
    expect(me.status).toBe(200)
    expect(me.body.user.firstname).toBe('Paul')
  })

  it('an Origin that only shares a prefix with the host is refused', async () => {
    const { status, body } = await call(
      await t.request('/v1/auth/forgot-password', {
        method: 'POST',
        json: { email: 'owner@caveau.test' },
        headers: { origin: 'http://localhost.evil.example', host: 'localhost' },
      }),
    )
    expect(status).toBe(403)
    expect(body.message).toBe('Origine de la requête refusée.')
  })

  it('GET from another site is allowed (safe method)', async () => {
    const { status, body } = await call(await t.request('/v1/shops/SOURCE', { headers: evil }))
    expect(status).toBe(200)
    expect(body.shop.code).toBe('SOURCE')
  })

  it('a same-origin registration passes', async () => {
    const email = freshEmail('meme-origine')
    const usersBefore = await countUsers(t)
    const { status, body } = await call(
      await t.request('/v1/auth/register/buyer', {
        method: 'POST',
        json: buyer(email),
        headers: { origin: 'http://localhost', host: 'localhost' },
        ip: nextIp(),
      }),
    )
    expect(status).toBe(201)
    expect(body.sucess).toBe(true)
    expect(body.user.email).toBe(email)
    expect(await countUsers(t)).toBe(usersBefore + 1)
  })

  it('a same-origin request with a port passes', async () => {
    const { status, body } = await call(
      await t.request('/v1/auth/forgot-password', {
        method: 'POST',
        json: { email: 'owner@caveau.test' },
        headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      }),
    )
    expect(status).toBe(200)
    expect(body.sucess).toBe(true)
  })
})

describe('no secret in any answer', () => {
  const leaks = /password|scrypt\$/i

  it('login, users/me, PUT users/me, register and shops/me never show a password or its hash', async () => {
    const loginRes = await call(await login('owner@caveau.test'))
    expect(loginRes.status).toBe(200)
    expect(loginRes.text).not.toMatch(leaks)

    const me = await call(await t.request('/v1/users/me', { token: loginRes.body.jwt }))
    expect(me.status).toBe(200)
    expect(me.body.user.email).toBe('owner@caveau.test')
    expect(me.text).not.toMatch(leaks)

    const put = await call(
      await t.request('/v1/users/me', {
        method: 'PUT',
        token: loginRes.body.jwt,
        json: { firstname: 'Claire' },
      }),
    )
    expect(put.status).toBe(200)
    expect(put.text).not.toMatch(leaks)

    const shop = await call(await t.request('/v1/shops/me', { token: loginRes.body.jwt }))
    expect(shop.status).toBe(200)
    expect(shop.body.shop.owner.email).toBe('owner@caveau.test')
    expect(shop.text).not.toMatch(leaks)

    const reg = await call(
      await t.request('/v1/auth/register/buyer', {
        method: 'POST',
        json: buyer(freshEmail('fuite')),
        ip: nextIp(),
      }),
    )
    expect(reg.status).toBe(201)
    expect(reg.body.user.role).toBe('buyer')
    expect(reg.text).not.toMatch(leaks)

    const master = await call(await login('master@caveau.test'))
    expect(master.status).toBe(200)
    // The demo master account uses a second factor: the password step answers a challenge.
    expect(master.body.twoFactorChallenge).toMatch(/^ey/)
    expect(master.text).not.toMatch(leaks)
  })
})

describe('rate limits', () => {
  it('an address that failed too often for an account is refused (429), even with the right password', async () => {
    const attacker = nextIp()
    const first = await call(await login('buyer@caveau.test', 'Mauvais1', attacker))
    expect(first.status).toBe(401)
    expect(first.body).toEqual(LOGIN_FAILED)
    expect((await login('buyer@caveau.test', 'Mauvais2', attacker)).status).toBe(401)

    const third = await call(await login('buyer@caveau.test', 'Mauvais3', attacker))
    expect(third.status).toBe(429)
    expect(third.body).toEqual({ sucess: false, message: TOO_MANY })
    const right = await call(await login('BUYER@caveau.test ', 'Demo1234', attacker))
    expect(right.status).toBe(429)
    expect(right.text).not.toMatch(/jwt/)
    // The owner, from their own address, is not affected.
    expect((await login('buyer@caveau.test', 'Demo1234', nextIp())).status).toBe(200)
  })

  it('the victim is never locked out: after failures from many addresses they sign in from theirs, and are mailed a reset link once', async () => {
    const victim = 'owner2@caveau.test'
    const mailsBefore = (await mailsTo(t, victim)).length
    for (let i = 0; i < 6; i++) {
      const attempt = await call(await login(victim, `Mauvais${i}`, nextIp()))
      expect(attempt.status).toBe(401)
    }
    const signIn = await call(await login(victim, 'Demo1234', nextIp()))
    expect(signIn.status).toBe(200)
    expect(signIn.body.jwt).toMatch(/^ey/)
    const warnings = (await mailsTo(t, victim)).slice(mailsBefore)
    expect(warnings.map((m) => m.subject)).toEqual([
      'Caveau : tentatives de connexion à votre compte',
    ])
    expect(warnings[0].text).toMatch(/\/auth\/resetpwd\?token=/)
    expect(warnings[0].text).toContain("Votre compte n'est pas bloqué")
  })

  it('the per-address failure limit also holds when the same account is named by its username', async () => {
    const ip = nextIp()
    // iam-limited@caveau.test is the only account whose username is 'Sophie Petit'.
    expect((await login('iam-limited@caveau.test', 'Mauvais1', ip)).status).toBe(401)
    expect((await login('iam-limited@caveau.test', 'Mauvais2', ip)).status).toBe(401)
    // Same account, other spelling of its login: still the same guessing budget.
    const viaUsername = await call(await login('Sophie Petit', 'Mauvais3', ip))
    expect(viaUsername.status).toBe(429)
    expect(viaUsername.body).toEqual({ sucess: false, message: TOO_MANY })
  })

  it("a correct login below the limit succeeds and resets the address's counter", async () => {
    const account = 'pro@caveau.test'
    const ip = nextIp()
    expect((await login(account, 'Mauvais1', ip)).status).toBe(401)
    const ok1 = await call(await login(account, 'Demo1234', ip))
    expect(ok1.status).toBe(200)
    expect(ok1.body.user.email).toBe(account)
    // Without the reset, this failure would be the second of the window and the next try a 429.
    expect((await login(account, 'Mauvais2', ip)).status).toBe(401)
    const ok2 = await call(await login(account, 'Demo1234', ip))
    expect(ok2.status).toBe(200)
    expect(ok2.body.jwt).toMatch(/^ey/)
  })

  it('per-address: the 5th login from one address within the window → 429', async () => {
    const ip = nextIp()
    for (const account of [
      'admin@caveau.test',
      'owner2@caveau.test',
      'nobody@caveau.test',
      'agent@caveau.test',
    ]) {
      const res = await login(account, account.startsWith('nobody') ? 'Mauvais1' : 'Demo1234', ip)
      expect(res.status).not.toBe(429)
    }
    const fifth = await call(await login('admin@caveau.test', 'Demo1234', ip))
    expect(fifth.status).toBe(429)
    expect(fifth.body).toEqual({ sucess: false, message: TOO_MANY })
    // Another address is still served.
    expect((await login('admin@caveau.test', 'Demo1234', nextIp())).status).toBe(200)
  })

  it('registration per address: the 3rd registration from one address → 429 and nothing written', async () => {
    const ip = nextIp()
    for (let i = 0; i < 2; i++) {
      const res = await call(
        await t.request('/v1/auth/register/buyer', {
          method: 'POST',
          json: buyer(freshEmail('lot')),
          ip,
        }),
      )
      expect(res.status).toBe(201)
    }
    const usersBefore = await countUsers(t)
    const mailsBefore = await countMails(t)
    const email = freshEmail('lot')
    const third = await call(
      await t.request('/v1/auth/register/buyer', { method: 'POST', json: buyer(email), ip }),
    )
    expect(third.status).toBe(429)
    expect(third.body).toEqual({ sucess: false, message: TOO_MANY })
    expect(await countUsers(t)).toBe(usersBefore)
    expect(await countMails(t)).toBe(mailsBefore)
    expect(await userByEmail(t, email)).toBeNull()
    // The same person from another address can register.
    const elsewhere = await call(
      await t.request('/v1/auth/register/buyer', {
        method: 'POST',
        json: buyer(email),
        ip: nextIp(),
      }),
    )
    expect(elsewhere.status).toBe(201)
  })
})

describe('unexpected query parameters', () => {
  it.each([
    ['GET', '/v1/maintenances?debug=1'],
    ['GET', '/v1/shops/SOURCE?expand=owner'],
    ['GET', '/v1/users/me?fields=all'],
    ['POST', '/v1/auth/login?admin=true'],
  ])('%s %s is refused with a French message', async (method, path) => {
    const res = await t.request(path, {
      method,
      token: await jwtOf('owner@caveau.test'),
      ip: nextIp(),
      ...(method === 'POST'
        ? { json: { username: 'owner@caveau.test', password: 'Demo1234' } }
        : {}),
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ sucess: false, message: 'Paramètre invalide.' })
  })
})
