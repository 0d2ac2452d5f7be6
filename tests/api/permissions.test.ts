import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shopMembers, shops } from '#app/platform/db/schema'
import { ApiError, messages } from '#app/platform/api/http'
import { requireUser, userIdOf as sessionUserId } from '#app/platform/api/middleware'
import { memberMay } from '#app/platform/api/authorize'
import { userShops } from '#app/modules/accounts/api/users'
import type { ApiRule } from '#app/platform/domain/api-access'
import type { ApiDeps, ApiEnv } from '#app/platform/api/types'
import { integrationWith, permissionKeys } from '#app/platform/domain/enums'
import { createTestApi, type TestApi } from '#tests/support/api'
import { call, userIdOf } from './helpers'

let t: TestApi
const tokens: Record<string, string> = {}
beforeAll(async () => {
  t = await createTestApi()
  for (const who of ['owner', 'owner2', 'iam', 'iam-limited', 'buyer', 'agent', 'admin']) {
    tokens[who] = (await t.login(`${who}@caveau.test`)).jwt
  }
})
afterAll(() => t.close())

const modules = async (token?: string) => call(await t.request('/v1/shops/me/modules', { token }))

describe('GET /v1/shops/me/modules', () => {
  it('answers 401 without a token', async () => {
    const res = await modules()
    expect(res.status).toBe(401)
    expect(res.body).toEqual({ sucess: false, message: 'Veuillez vous connecter.' })
  })

  it('answers the owner every module of his shop and every right', async () => {
    const res = await modules(tokens.owner)
    expect(res.status).toBe(200)
    expect(res.body.sucess).toBe(true)
    expect(res.body.role).toBe('owner')
    expect(res.body.modules).toEqual(integrationWith(() => true))
    expect(Object.keys(res.body.authorizations).sort()).toEqual([...permissionKeys].sort())
    expect(Object.values(res.body.authorizations).every((v) => v === true)).toBe(true)
  })

  it('answers a collaborator the rights his map does not deny', async () => {
    const full = await modules(tokens.iam)
    expect(full.status).toBe(200)
    expect(full.body.role).toBe('iam')
    expect(Object.values(full.body.authorizations).every((v) => v === true)).toBe(true)

    const limited = await modules(tokens['iam-limited'])
    expect(limited.status).toBe(200)
    expect(limited.body.authorizations).toMatchObject({
      seeAllStock: false,
      accessAccounting: false,
      createOrder: true,
    })
  })

  it('shows the second shop’s inactive modules to its owner', async () => {
    const res = await modules(tokens.owner2)
    expect(res.body.modules.stocks).toEqual({ active: false })
    expect(res.body.modules.crm).toEqual({ active: true })
  })

  it.each(['buyer', 'agent', 'admin'])('refuses %s with 403', async (who) => {
    const res = await modules(tokens[who])
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ sucess: false, message: "Vous n'avez pas accès à cette ressource." })
  })
})

describe('a shop rule of the API access table (memberMay, read by authorize)', () => {
  // A throw-away router on the same database, one route per kind of rule.
  let probe: Hono<ApiEnv>
  beforeAll(() => {
    // Only the database and the JWT secret (the one tests/support/api.ts signs with) are read.
    const deps = {
      db: t.database.db,
      config: { jwtSecret: 'test-secret-for-the-api-tests' },
    } as ApiDeps
    probe = new Hono<ApiEnv>()
    probe.use('*', async (c, next) => {
      c.set('deps', deps)
      await next()
    })
    probe.use('*', requireUser)
    const decide = (path: string, rule: ApiRule) =>
      probe.get(path, async (c) => {
        const userId = sessionUserId(c.get('auth'))
        const [shop] = await userShops(deps.db, userId)
        if (!shop || !memberMay(rule, shop)) throw new ApiError(403, messages.forbidden)
        return c.json({ userId, shop })
      })
    decide('/stock', { who: ['owner', 'iam'], permissions: ['seeAllStock'], module: 'stocks' })
    decide('/accounting', { who: ['owner', 'iam'], module: 'accounting' })
    decide('/owner-only', { who: ['owner'] })
    decide('/agents-too', { who: ['owner', 'iam', 'agent'] })
    decide('/agents-order', { who: ['owner', 'iam', 'agent'], permissions: ['createOrder'] })
    decide('/agents-stock', { who: ['owner', 'iam', 'agent'], permissions: ['seeAllStock'] })
    probe.onError((error, c) =>
      error instanceof ApiError
        ? c.json({ message: error.message }, error.status)
        : c.json({ message: String(error) }, 500),
    )
  })
  const status = async (path: string, who: string) =>
    (await probe.request(path, { headers: { authorization: `Bearer ${tokens[who]}` } })).status

  it('needs the permission for collaborators, never for owners', async () => {
    expect(await status('/stock', 'owner')).toBe(200)
    expect(await status('/stock', 'iam')).toBe(200)
    expect(await status('/stock', 'iam-limited')).toBe(403)
  })

  it('needs the module to be active in the shop', async () => {
    expect(await status('/accounting', 'owner')).toBe(200)
    expect(await status('/accounting', 'owner2')).toBe(403)
  })

  it('limits the membership roles', async () => {
    expect(await status('/owner-only', 'owner')).toBe(200)
    expect(await status('/owner-only', 'iam')).toBe(403)
    expect(await status('/agents-too', 'agent')).toBe(200)
    expect(await status('/agents-too', 'buyer')).toBe(403)
    // As the guard decides (spec 2.5): a right is asked of collaborators only. An agent has no
    // map of spec 6 to deny it, so a role let through is not turned away by the right.
    expect(await status('/agents-order', 'agent')).toBe(200)
    expect(await status('/agents-order', 'iam-limited')).toBe(200)
    expect(await status('/agents-stock', 'agent')).toBe(200)
    expect(await status('/agents-stock', 'iam-limited')).toBe(403)
    expect(await status('/agents-stock', 'buyer')).toBe(403)
  })

  it('returns the user and the shop he works in', async () => {
    const res = await probe.request('/owner-only', {
      headers: { authorization: `Bearer ${tokens.owner}` },
    })
    const body = await res.json()
    const [shop] = await t.database.db.select().from(shops).where(eq(shops.code, 'SOURCE'))
    expect(body.userId).toBe(await userIdOf(t, 'owner@caveau.test'))
    expect(body.shop).toMatchObject({ id: shop.id, role: 'owner', name: 'Domaine de la Source' })
  })

  it('follows a change of the collaborator’s map at once', async () => {
    const userId = await userIdOf(t, 'iam@caveau.test')
    await t.database.db
      .update(shopMembers)
      .set({ authorizations: { seeAllStock: false } })
      .where(eq(shopMembers.userId, userId))
    expect(await status('/stock', 'iam')).toBe(403)
    await t.database.db
      .update(shopMembers)
      .set({ authorizations: {} })
      .where(eq(shopMembers.userId, userId))
    expect(await status('/stock', 'iam')).toBe(200)
  })
})
