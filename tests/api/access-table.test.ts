/**
 * The API's access table (app/platform/domain/api-access.ts) against the router: every endpoint
 * has its rule and every rule its endpoint, and the one middleware that reads it refuses whom it
 * should before any handler runs, for every endpoint at once.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiAccess, mayCall, type ApiRule } from '#app/platform/domain/api-access'
import { viewerOf } from '#app/platform/auth/permissions'
import { userShops } from '#app/modules/accounts/api/users'
import { permissionKeys } from '#app/platform/domain/enums'
import { shopMembers } from '#app/platform/db/schema'
import { createTestApi, type TestApi } from '#tests/support/api'
import { userIdOf } from './helpers'

let t: TestApi
const tokens: Record<string, string> = {}
beforeAll(async () => {
  t = await createTestApi()
  // A collaborator denied every right: any rule that asks a permission must turn them away.
  await t.deps.db
    .update(shopMembers)
    .set({ authorizations: Object.fromEntries(permissionKeys.map((k) => [k, false])) })
    .where(eq(shopMembers.userId, await userIdOf(t, 'iam@caveau.test')))
  for (const who of ['owner', 'owner2', 'iam', 'agent', 'buyer', 'admin']) {
    tokens[who] = (await t.login(`${who}@caveau.test`)).jwt
  }
})
afterAll(() => t.close())

/** The router's endpoints in the table's syntax: `GET /orders/{id}`. */
const endpoints = () => [
  ...new Set(
    t.api.routes
      .filter((r) => r.method !== 'ALL')
      .map(
        (r) =>
          `${r.method} ${r.path
            .replace(/^\/v1/, '')
            .replace(/:(\w+)(\{[^}]*\})?/g, '{$1}')
            .replace(/(.)\/$/, '$1')}`,
      ),
  ),
]

const rules = Object.entries(apiAccess) as [string, ApiRule][]

/** Calls an endpoint with placeholder parameters (refusals come before any of them is read). */
async function callEndpoint(endpoint: string, token?: string) {
  const [method, path] = endpoint.split(' ')
  const url = `/v1${path.replace(/\{\w+\}/g, '1')}`
  const res = await t.request(url, {
    method,
    token,
    ...(method === 'GET' || method === 'DELETE' ? {} : { json: {} }),
  })
  return res.status
}

describe('the API access table', () => {
  it('has a rule for every endpoint of the router, and an endpoint for every rule', () => {
    const served = endpoints()
    expect(served.filter((e) => !(e in apiAccess))).toEqual([])
    expect(Object.keys(apiAccess).filter((e) => !served.includes(e))).toEqual([])
  })

  it('answers 401 without a token wherever a session is needed', async () => {
    const open: string[] = []
    for (const [endpoint, rule] of rules) {
      if (rule.who === 'public') continue
      if ((await callEndpoint(endpoint)) !== 401) open.push(endpoint)
    }
    expect(open).toEqual([])
  })

  it('refuses buyers and admins every shop endpoint, and owners every admin endpoint', async () => {
    const wrong: string[] = []
    for (const [endpoint, rule] of rules) {
      if (Array.isArray(rule.who)) {
        for (const who of rule.who.includes('buyer') ? ['admin'] : ['buyer', 'admin'])
          if ((await callEndpoint(endpoint, tokens[who])) !== 403) wrong.push(`${who} ${endpoint}`)
      }
      if (rule.who === 'admin' && (await callEndpoint(endpoint, tokens.owner)) !== 403)
        wrong.push(`owner ${endpoint}`)
    }
    expect(wrong).toEqual([])
  })

  it('refuses a collaborator denied the rights a rule asks, and agents where they have no role', async () => {
    const wrong: string[] = []
    for (const [endpoint, rule] of rules) {
      if (!Array.isArray(rule.who)) continue
      if ((rule.permissions?.length || rule.anyPermission?.length) && rule.who.includes('iam'))
        if ((await callEndpoint(endpoint, tokens.iam)) !== 403) wrong.push(`iam ${endpoint}`)
      if (!rule.who.includes('agent') && (await callEndpoint(endpoint, tokens.agent)) !== 403)
        wrong.push(`agent ${endpoint}`)
    }
    expect(wrong).toEqual([])
  })

  it('refuses a shop whose module a rule needs is off (Maison Martin has no iframes)', async () => {
    const moduled = rules.filter(([, rule]) => rule.module === 'iframes')
    expect(moduled.length).toBeGreaterThan(0)
    for (const [endpoint] of moduled) expect(await callEndpoint(endpoint, tokens.owner2)).toBe(403)
  })

  it('refuses everyone but buyers where only buyers may act, in the rule’s own words', async () => {
    const buyersOnly = rules.filter(
      ([, rule]) => Array.isArray(rule.who) && rule.who.every((role) => role === 'buyer'),
    )
    expect(buyersOnly.map(([endpoint]) => endpoint)).toContain('POST /orders')
    for (const [endpoint, rule] of buyersOnly) {
      const [method, path] = endpoint.split(' ')
      const res = await t.request(`/v1${path.replace(/\{\w+\}/g, '1')}`, {
        method,
        token: tokens.owner,
        ...(method === 'GET' ? {} : { json: {} }),
      })
      expect(res.status, endpoint).toBe(403)
      expect((await res.json()).message, endpoint).toBe(rule.refusal)
    }
  })

  it('lets the owner through every shop read (the handler answers, not the table)', async () => {
    for (const [endpoint, rule] of rules) {
      if (!Array.isArray(rule.who) || !rule.who.includes('owner') || !endpoint.startsWith('GET '))
        continue
      expect([401, 403], endpoint).not.toContain(await callEndpoint(endpoint, tokens.owner))
    }
  })

  it('tells the pages what the API will accept (mayCall) for every shop endpoint and member', async () => {
    const disagree: string[] = []
    for (const who of ['owner', 'iam', 'agent', 'owner2']) {
      const [shop] = await userShops(t.deps.db, await userIdOf(t, `${who}@caveau.test`))
      for (const [endpoint, rule] of rules) {
        if (!Array.isArray(rule.who)) continue
        const admitted = mayCall(viewerOf(shop), endpoint as keyof typeof apiAccess)
        const refused = (await callEndpoint(endpoint, tokens[who])) === 403
        if (admitted === refused) disagree.push(`${who} ${endpoint}`)
      }
    }
    expect(disagree).toEqual([])
  })

  it('still answers 404 for a path no endpoint serves', async () => {
    expect((await t.request('/v1/nowhere', { token: tokens.owner })).status).toBe(404)
    expect((await t.request('/v1/nowhere')).status).toBe(404)
  })
})
