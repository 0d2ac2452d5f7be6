import { afterAll, describe, expect, it } from 'vitest'
import { getRuntime } from '#app/platform/api/runtime.server'
import { getEnv } from '#app/platform/env.server'
import { guard } from '#app/platform/web/guard.server'
import { readAuth } from '#app/platform/web/session.server'
import { users } from '#app/platform/db/schema'
import { throwAwayRuntime } from '#tests/web/env'
import { closeRuntime, requestAs, signInDemoAccounts } from './session'

/**
 * The loader tests share their processes (vitest.config.ts, project `web`): pointing the app at
 * another configuration (configureRuntime, through tests/web/env.ts) must leave nothing of the
 * previous one, neither its database nor what was made from its settings (the session cookie's
 * secret, the public URL).
 */
describe('configureRuntime', () => {
  let database: Awaited<ReturnType<typeof throwAwayRuntime>> = null
  afterAll(() => closeRuntime(database))

  it('boots the next runtime on the new settings and a fresh database', async () => {
    database = await throwAwayRuntime({ APP_URL: 'https://premier.example.fr' })
    await signInDemoAccounts()
    const signedIn = requestAs('buyer', '/dashboard')
    expect((await guard(signedIn)).user?.email).toBe('buyer@caveau.test')
    const first = await getRuntime()
    await first.database.db.insert(users).values({
      username: 'only-in-the-first',
      email: 'only-in-the-first@caveau.test',
      passwordHash: 'x',
      role: 'buyer',
    })
    expect(getEnv().APP_URL).toBe('https://premier.example.fr')

    await closeRuntime(database)
    database = await throwAwayRuntime({ SESSION_SECRET: 'another-secret-of-the-web-tests' })
    // The old cookie was signed with the old secret: the new storage does not read it.
    expect(await readAuth(signedIn)).toEqual({})
    expect(getEnv().APP_URL).toBe('http://localhost:3000')
    const second = await getRuntime()
    expect(second).not.toBe(first)
    const emails = (await second.database.db.select({ email: users.email }).from(users)).map(
      (u) => u.email,
    )
    expect(emails).toContain('buyer@caveau.test')
    expect(emails).not.toContain('only-in-the-first@caveau.test')
  })
})
