/**
 * The provider calls of one page share one read of the session (app/platform/request-scope.ts,
 * sessionOf in app/platform/api/middleware.ts): within a read request (a GET of the web app) the
 * session is checked once, and a revocation applies from the next request. Within a POST nothing
 * is shared, so an action that signs someone out is obeyed by the calls that follow it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { revokeUserSessions } from '#app/platform/auth/sessions'
import { runInRequestScope } from '#app/platform/request-scope'
import { createTestApi, type TestApi } from '#tests/support/api'
import { userIdOf } from './helpers'

let t: TestApi
let ownerId: number
beforeAll(async () => {
  t = await createTestApi()
  ownerId = await userIdOf(t, 'owner@caveau.test')
})
afterAll(() => t.close())

const status = async (path: string, token: string) => (await t.request(path, { token })).status

describe('one session read per request', () => {
  it('shares the check between the calls of a GET, and obeys a revocation at the next request', async () => {
    const { jwt } = await t.login('owner@caveau.test')
    await runInRequestScope(async () => {
      expect(await status('/v1/users/me', jwt)).toBe(200)
      await revokeUserSessions(t.deps.db, ownerId)
      expect(await status('/v1/notifications-centers', jwt)).toBe(200)
    }, 'GET')
    expect(await status('/v1/users/me', jwt)).toBe(401)
    await runInRequestScope(async () => {
      expect(await status('/v1/users/me', jwt)).toBe(401)
    }, 'GET')
  })

  it('reads the session at every call of a POST', async () => {
    const { jwt } = await t.login('owner@caveau.test')
    await runInRequestScope(async () => {
      expect(await status('/v1/users/me', jwt)).toBe(200)
      await revokeUserSessions(t.deps.db, ownerId)
      expect(await status('/v1/notifications-centers', jwt)).toBe(401)
    }, 'POST')
  })

  it('keeps nothing between two GETs', async () => {
    const { jwt } = await t.login('owner@caveau.test')
    await runInRequestScope(async () => {
      expect(await status('/v1/users/me', jwt)).toBe(200)
    }, 'GET')
    await revokeUserSessions(t.deps.db, ownerId)
    await runInRequestScope(async () => {
      expect(await status('/v1/users/me', jwt)).toBe(401)
    }, 'GET')
  })
})
