import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApi, type TestApi } from '#tests/support/api'
import { totpCode } from '#app/modules/accounts/api/two-factor'

let t: TestApi
beforeAll(async () => {
  t = await createTestApi()
})
afterAll(() => t.close())

// A fixed instant: the codes never depend on the clock (only Date is faked).
const T0 = Date.UTC(2026, 0, 15, 10, 0, 0)
const at = (ms: number) => vi.useFakeTimers({ toFake: ['Date'], now: ms })

const post = (path: string, json: unknown, token?: string) =>
  t.request(path, { method: 'POST', json, token })
/** The password step, which may answer a challenge rather than a token. */
const passwordStep = async () => ({
  body: await (
    await post('/v1/auth/login', { email: 'buyer@caveau.test', password: 'Demo1234' })
  ).json(),
})

/** The code opens a session once; the same code again is refused. Answers the first response. */
async function acceptedOnce(challenge: string, code: string) {
  const first = await post('/v1/auth/login/two-factor', { challenge, code })
  expect(first.status).toBe(200)
  const again = await post('/v1/auth/login/two-factor', { challenge, code })
  expect(again.status).toBe(401)
  return first
}

describe('two-factor sign-in (TOTP)', () => {
  let jwt: string
  let secret: string
  let recovery: string[]

  it('is set up with a code of the new secret; a wrong one is refused', async () => {
    at(T0)
    jwt = (await t.login('buyer@caveau.test')).jwt
    const started = await post('/v1/users/me/two-factor/setup', {}, jwt)
    expect(started.status).toBe(200)
    const setup = (await started.json()).twoFactor.setup
    expect(setup.qrSvg).toMatch(/^<svg/)
    expect(setup.uri).toMatch(/^otpauth:\/\/totp\/Caveau:buyer%40caveau\.test/)
    secret = setup.secret

    const wrong = await post('/v1/users/me/two-factor/confirm', { code: '000000' }, jwt)
    expect(wrong.status).toBe(400)
    expect((await wrong.json()).message).toBe('Le code est incorrect ou a expiré.')

    const ok = await post('/v1/users/me/two-factor/confirm', { code: totpCode(secret, T0) }, jwt)
    expect(ok.status).toBe(200)
    recovery = (await ok.json()).recoveryCodes
    expect(recovery).toHaveLength(10)
    const state = await t.request('/v1/users/me/two-factor', { token: jwt })
    expect((await state.json()).twoFactor).toMatchObject({ enabled: true, recoveryCodesLeft: 10 })
  })

  it('then the password alone gives no session, a challenge; a wrong code is refused', async () => {
    at(T0 + 60_000)
    const { body } = await passwordStep()
    expect(body.jwt).toBeUndefined()
    expect(body.twoFactorChallenge).toMatch(/^ey/)
    const wrong = await post('/v1/auth/login/two-factor', {
      challenge: body.twoFactorChallenge,
      code: '123456',
    })
    expect(wrong.status).toBe(401)
    expect((await wrong.json()).message).toBe('Le code est incorrect ou a expiré.')
    // A challenge is not a session token.
    const asToken = await t.request('/v1/users/me', { token: body.twoFactorChallenge })
    expect(asToken.status).toBe(401)
  })

  it('a code within a step signs in once; replayed, it is refused', async () => {
    at(T0 + 120_000)
    const { body } = await passwordStep()
    const code = totpCode(secret, T0 + 90_000) // the step before
    const first = await acceptedOnce(body.twoFactorChallenge, code)
    expect((await first.json()).user.email).toBe('buyer@caveau.test')
  })

  it('a recovery code works once', async () => {
    at(T0 + 180_000)
    const { body } = await passwordStep()
    const code = recovery[0].toUpperCase()
    await acceptedOnce(body.twoFactorChallenge, code)
  })

  it('is turned off with the password and a code', async () => {
    at(T0 + 240_000)
    const noPassword = await post(
      '/v1/users/me/two-factor/disable',
      { password: 'wrong', code: totpCode(secret, T0 + 240_000) },
      jwt,
    )
    expect(noPassword.status).toBe(400)
    const off = await post(
      '/v1/users/me/two-factor/disable',
      { password: 'Demo1234', code: totpCode(secret, T0 + 240_000) },
      jwt,
    )
    expect(off.status).toBe(200)
    const { body } = await passwordStep()
    expect(body.jwt).toMatch(/^ey/)
  })
})

describe('admins and master accounts must use it', () => {
  it('without one, their sign-in opens a session for the set-up only, until a code confirms it', async () => {
    at(T0 + 600_000)
    const { users, masterAccounts } = await import('#app/platform/db/schema')
    const off = { totpSecret: null, totpEnabledAt: null, totpLastStep: null }
    await t.database.db.update(users).set(off)
    await t.database.db.update(masterAccounts).set(off)

    const master = await (
      await post('/v1/auth/login', { email: 'master@caveau.test', password: 'Demo1234' })
    ).json()
    expect(master.twoFactorSetupRequired).toBe(true)
    const subAccounts = await t.request('/v1/master-accounts/me/accounts', { token: master.jwt })
    expect(subAccounts.status).toBe(403)

    const admin = await (
      await post('/v1/auth/login', { email: 'admin@caveau.test', password: 'Demo1234' })
    ).json()
    expect(admin.twoFactorSetupRequired).toBe(true)
    const limited = admin.jwt
    const refused = await t.request('/v1/admin/users', { token: limited })
    expect(refused.status).toBe(403)
    expect((await refused.json()).message).toBe(
      'Activez la double authentification (onglet Compte des paramètres) avant de continuer.',
    )
    expect((await t.request('/v1/users/me', { token: limited })).status).toBe(200)

    const started = await post('/v1/users/me/two-factor/setup', {}, limited)
    const { secret } = (await started.json()).twoFactor.setup
    const confirmed = await post(
      '/v1/users/me/two-factor/confirm',
      { code: totpCode(secret, T0 + 600_000) },
      limited,
    )
    const { jwt } = await confirmed.json()
    expect((await t.request('/v1/admin/users', { token: jwt })).status).toBe(200)
    expect((await t.request('/v1/users/me', { token: limited })).status).toBe(401)
    const disable = await post(
      '/v1/users/me/two-factor/disable',
      { password: 'Demo1234', code: totpCode(secret, T0 + 630_000) },
      jwt,
    )
    expect(disable.status).toBe(403)
  })
})
