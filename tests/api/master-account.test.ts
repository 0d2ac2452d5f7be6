import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { shopMembers } from '#app/platform/db/schema'
import { createTestApi, type TestApi } from '#tests/support/api'
import { call, userIdOf } from './helpers'

let t: TestApi
let masterJwt: string
let ownerId: number
let owner2Id: number
let buyerId: number
beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
  t = await createTestApi()
  ownerId = await userIdOf(t, 'owner@caveau.test')
  owner2Id = await userIdOf(t, 'owner2@caveau.test')
  buyerId = await userIdOf(t, 'buyer@caveau.test')
  masterJwt = (await t.login('master@caveau.test')).jwt
})
afterAll(() => t.close())

const UNAUTHENTICATED = { sucess: false, message: 'Veuillez vous connecter.' }
const FORBIDDEN = { sucess: false, message: "Vous n'avez pas accès à cette ressource." }

function switchTo(token: string, userId: unknown) {
  return t.request('/v1/master-accounts/me/switch', { method: 'POST', token, json: { userId } })
}

describe('master account sign-in', () => {
  it('answers a jwt and the master account, no user', async () => {
    const { jwt, body } = await t.login('master@caveau.test')
    expect(jwt).toMatch(/^ey/)
    expect(body.sucess).toBe(true)
    expect(body.user).toBeUndefined()
    expect(body.masterAccount).toMatchObject({
      email: 'master@caveau.test',
      username: 'Groupe Fontaine-Martin',
    })
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt\$/i)
  })

  it('a master token is not a user token: /v1/users/me and /v1/shops/me → 401', async () => {
    for (const path of ['/v1/users/me', '/v1/shops/me']) {
      const { status, body } = await call(await t.request(path, { token: masterJwt }))
      expect(status).toBe(401)
      expect(body).toEqual(UNAUTHENTICATED)
    }
    const put = await call(
      await t.request('/v1/users/me', {
        method: 'PUT',
        token: masterJwt,
        json: { firstname: 'Maître' },
      }),
    )
    expect(put.status).toBe(401)
  })
})

describe('GET /v1/master-accounts/me/accounts', () => {
  it('lists exactly owner@ and owner2@ with their shops', async () => {
    const { status, body } = await call(
      await t.request('/v1/master-accounts/me/accounts', { token: masterJwt }),
    )
    expect(status).toBe(200)
    expect(body.sucess).toBe(true)
    expect(body.accounts).toHaveLength(2)
    expect(body.accounts.map((a: any) => a.email).sort()).toEqual([
      'owner2@caveau.test',
      'owner@caveau.test',
    ])
    expect(body.accounts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: ownerId, role: 'owner', shopName: 'Domaine de la Source' }),
        expect.objectContaining({ id: owner2Id, role: 'owner', shopName: 'Maison Martin' }),
      ]),
    )
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt\$/i)
  })

  it('a plain user token (owner@ signed in directly) → 401', async () => {
    const { jwt } = await t.login('owner@caveau.test')
    const { status, body } = await call(
      await t.request('/v1/master-accounts/me/accounts', { token: jwt }),
    )
    expect(status).toBe(401)
    expect(body).toEqual(UNAUTHENTICATED)
    const sw = await call(await switchTo(jwt, owner2Id))
    expect(sw.status).toBe(401)
    expect(sw.body).toEqual(UNAUTHENTICATED)
  })
})

describe('POST /v1/master-accounts/me/switch and /me/leave', () => {
  it('switches to owner2: user with masterAccount set, and the jwt works as owner2 (shop 2)', async () => {
    const sw = await call(await switchTo(masterJwt, owner2Id))
    expect(sw.status).toBe(200)
    expect(sw.body.sucess).toBe(true)
    expect(sw.body.jwt).toMatch(/^ey/)
    expect(sw.body.user).toMatchObject({
      id: owner2Id,
      email: 'owner2@caveau.test',
      role: 'owner',
      masterAccount: { username: 'Groupe Fontaine-Martin' },
    })
    expect(sw.body.user.masterAccount.id).toEqual(expect.any(Number))
    expect(JSON.stringify(sw.body)).not.toMatch(/password|scrypt\$/i)

    const me = await call(await t.request('/v1/users/me', { token: sw.body.jwt }))
    expect(me.status).toBe(200)
    expect(me.body.user).toMatchObject({ id: owner2Id, email: 'owner2@caveau.test' })
    expect(me.body.user.masterAccount).toEqual(sw.body.user.masterAccount)

    const shop = await call(await t.request('/v1/shops/me', { token: sw.body.jwt }))
    expect(shop.status).toBe(200)
    expect(shop.body.shop).toMatchObject({ id: 2, code: 'MARTIN', name: 'Maison Martin' })
  })

  it('switches to owner@ too: shop 1', async () => {
    const sw = await call(await switchTo(masterJwt, ownerId))
    expect(sw.status).toBe(200)
    expect(sw.body.user.email).toBe('owner@caveau.test')
    const shop = await call(await t.request('/v1/shops/me', { token: sw.body.jwt }))
    expect(shop.status).toBe(200)
    expect(shop.body.shop.id).toBe(1)
  })

  it("a user not in the master's list → 403 and no session", async () => {
    for (const userId of [buyerId, await userIdOf(t, 'admin@caveau.test'), 999_999]) {
      const sw = await call(await switchTo(masterJwt, userId))
      expect(sw.status).toBe(403)
      expect(sw.body).toEqual(FORBIDDEN)
      expect(sw.body).not.toHaveProperty('jwt')
    }
  })

  it('a userId that is not a positive integer → 400', async () => {
    for (const userId of ['abc', -1, 1.5, null]) {
      const sw = await call(await switchTo(masterJwt, userId))
      expect(sw.status).toBe(400)
      expect(sw.body.sucess).toBe(false)
      expect(sw.body).not.toHaveProperty('jwt')
    }
    const missing = await call(
      await t.request('/v1/master-accounts/me/switch', {
        method: 'POST',
        token: masterJwt,
        json: {},
      }),
    )
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe('Compte inconnu.')
  })

  it('/me/leave with the sub-account token gives a master token again', async () => {
    const sw = await call(await switchTo(masterJwt, owner2Id))
    expect(sw.status).toBe(200)
    const leave = await call(
      await t.request('/v1/master-accounts/me/leave', { method: 'POST', token: sw.body.jwt }),
    )
    expect(leave.status).toBe(200)
    expect(leave.body.sucess).toBe(true)
    expect(leave.body.jwt).toMatch(/^ey/)
    expect(leave.body.jwt).not.toBe(sw.body.jwt)
    expect(leave.body.jwt).not.toBe(masterJwt)

    // It is a master token: the account list works, the user endpoints do not.
    const accounts = await call(
      await t.request('/v1/master-accounts/me/accounts', { token: leave.body.jwt }),
    )
    expect(accounts.status).toBe(200)
    expect(accounts.body.accounts).toHaveLength(2)
    const me = await call(await t.request('/v1/users/me', { token: leave.body.jwt }))
    expect(me.status).toBe(401)
    expect(me.body).toEqual(UNAUTHENTICATED)

    // And it can switch again.
    const back = await call(await switchTo(leave.body.jwt, ownerId))
    expect(back.status).toBe(200)
    expect(back.body.user.email).toBe('owner@caveau.test')
  })

  it('/me/leave with a plain user token → 401', async () => {
    const { jwt } = await t.login('owner2@caveau.test')
    const leave = await call(
      await t.request('/v1/master-accounts/me/leave', { method: 'POST', token: jwt }),
    )
    expect(leave.status).toBe(401)
    expect(leave.body).toEqual(UNAUTHENTICATED)
  })

  it('after logout the master token is refused', async () => {
    const { jwt } = await t.login('master@caveau.test')
    const out = await call(await t.request('/v1/auth/logout', { method: 'POST', token: jwt }))
    expect(out.status).toBe(200)
    expect(out.body.sucess).toBe(true)
    const accounts = await call(await t.request('/v1/master-accounts/me/accounts', { token: jwt }))
    expect(accounts.status).toBe(401)
    expect(accounts.body).toEqual(UNAUTHENTICATED)
  })
})

describe('account list when a sub-account belongs to several shops', () => {
  it('still lists each sub-account once, with the shop it works in', async () => {
    // owner2 also buys from shop 1 (a second membership, added after the shop 2 one).
    await t.database.db
      .insert(shopMembers)
      .values({ shopId: 1, userId: owner2Id, role: 'buyer', typology: 'particulier' })

    // owner2 still works in shop 2.
    const { jwt } = await t.login('owner2@caveau.test')
    const shop = await call(await t.request('/v1/shops/me', { token: jwt }))
    expect(shop.status).toBe(200)
    expect(shop.body.shop.id).toBe(2)

    const { status, body } = await call(
      await t.request('/v1/master-accounts/me/accounts', { token: masterJwt }),
    )
    expect(status).toBe(200)
    expect(body.accounts.map((a: any) => a.id)).toEqual([ownerId, owner2Id].sort((a, b) => a - b))
    expect(body.accounts.find((a: any) => a.id === owner2Id).shopName).toBe('Maison Martin')
  })
})
