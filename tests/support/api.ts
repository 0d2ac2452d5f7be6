import { createApi, type Api } from '#app/platform/api/app'
import { type Database } from '#app/platform/db/client'
import { seedDemo, type SeedOptions } from '#app/platform/db/seed'
import { defaultRateLimits } from '#app/platform/api/runtime.server'
import { createMailer } from '#app/platform/api/mail'
import type { ApiConfig, ApiDeps } from '#app/platform/api/types'
import { createTestDatabase } from './database'
import { passSecondFactor } from './second-factor'

export type TestApi = {
  api: Api
  database: Database
  /** What the API runs with: for services and background jobs called directly. */
  deps: ApiDeps
  request(
    path: string,
    init?: RequestInit & { json?: unknown; token?: string; ip?: string },
  ): Promise<Response>
  login(username: string, password?: string): Promise<{ jwt: string; body: any }>
  close(): Promise<void>
}

/**
 * A provider API on its own seeded database (in-memory PGlite, or PostgreSQL with TEST_DATABASE_URL).
 * The demo's year of sales is left out unless `seed.activity` asks for it: most tests bring their
 * own orders, and the year takes seconds to seed.
 */
export async function createTestApi(
  overrides: Partial<ApiConfig> = {},
  seed: SeedOptions = {},
): Promise<TestApi> {
  // A copy of the run's seeded database (tests/support/global-setup.ts); the year of sales on top.
  const { database, drop } = await createTestDatabase({ seeded: true })
  if (seed.activity) await seedDemo(database.db, { activity: true })
  const deps: ApiDeps = {
    db: database.db,
    mailer: createMailer(database.db, { from: 'test@caveau.test' }),
    config: {
      jwtSecret: 'test-secret-for-the-api-tests',
      appUrl: 'http://localhost:3000',
      version: 'test',
      rateLimits: defaultRateLimits,
      ...overrides,
    },
  }
  const api = createApi(deps)
  const request: TestApi['request'] = (path, init = {}) => {
    const { json, token, ip, headers, ...rest } = init
    const h = new Headers(headers)
    if (json !== undefined) h.set('content-type', 'application/json')
    if (token) h.set('authorization', `Bearer ${token}`)
    return Promise.resolve(
      api.fetch(
        new Request(`http://localhost${path}`, {
          ...rest,
          headers: h,
          body: json !== undefined ? JSON.stringify(json) : rest.body,
        }),
        { clientIp: ip ?? '127.0.0.1' },
      ),
    )
  }
  const post = (path: string, json: unknown) => request(path, { method: 'POST', json })
  return {
    api,
    database,
    deps,
    request,
    async login(username, password = 'Demo1234') {
      const res = await request('/v1/auth/login', { method: 'POST', json: { username, password } })
      // The demo admin and master account answer the second step too (tests/support/second-factor.ts).
      const body: any = await passSecondFactor(database.db, post, await res.json())
      if (!body.jwt) throw new Error(`login failed for ${username}: ${JSON.stringify(body)}`)
      return { jwt: body.jwt as string, body }
    },
    async close() {
      await database.close()
      await drop()
    },
  }
}
