import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApi, type TestApi } from '#tests/support/api'

let t: TestApi
beforeAll(async () => {
  t = await createTestApi()
})
afterAll(() => t.close())

const accounts = [
  ['owner@caveau.test', 'owner'],
  ['iam@caveau.test', 'iam'],
  ['iam-limited@caveau.test', 'iam'],
  ['agent@caveau.test', 'agent'],
  ['buyer@caveau.test', 'buyer'],
  ['pro@caveau.test', 'buyer'],
  ['owner2@caveau.test', 'owner'],
] as const

describe('POST /v1/auth/login', () => {
  it.each(accounts)('signs in %s as %s', async (email, role) => {
    const res = await t.request('/v1/auth/login', {
      method: 'POST',
      json: { email, password: 'Demo1234' },
    })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.sucess).toBe(true)
    expect(body.user.role).toBe(role)
    expect(body.jwt).toMatch(/^ey/)
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt\$/i)
  })

  it('answers the demo admin and master account, who use a second factor, a challenge', async () => {
    for (const email of ['admin@caveau.test', 'master@caveau.test']) {
      const res = await t.request('/v1/auth/login', {
        method: 'POST',
        json: { email, password: 'Demo1234' },
      })
      const body = await res.json()
      expect(body).toEqual({ sucess: true, twoFactorChallenge: expect.stringMatching(/^ey/) })
    }
    const { body } = await t.login('admin@caveau.test') // with the second step
    expect(body.user.role).toBe('admin')
  })

  it('answers a master account with masterAccount and no user', async () => {
    const { body } = await t.login('master@caveau.test')
    expect(body.user).toBeUndefined()
    expect(body.masterAccount.email).toBe('master@caveau.test')
  })

  it('refuses a wrong password with the spec message', async () => {
    const res = await t.request('/v1/auth/login', {
      method: 'POST',
      json: { username: 'owner@caveau.test', password: 'Demo12345' },
    })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({
      sucess: false,
      message: 'Le mail et/ou le mot de passe sont incorrects.',
    })
  })
})
