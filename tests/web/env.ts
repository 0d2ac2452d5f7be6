import { configureRuntime } from '#app/platform/api/runtime.server'
import { createTestDatabaseUrl } from '#tests/support/database-url'
import { testTemplates } from '#tests/support/templates'

/**
 * Points the app's own runtime (the guard's in-process provider) at a throw-away seeded database:
 * in-memory PGlite, or a new PostgreSQL database with TEST_DATABASE_URL. The loader tests share
 * their processes (vitest.config.ts, project `web`): the app's modules are imported once, and each
 * file names its whole configuration here (`env`: any setting to add, such as STRIPE_SECRET_KEY),
 * read instead of process.env, which stays untouched. Whatever a previous file configured (its
 * runtime, its settings) is closed and forgotten first. `drop` the database after closing the
 * runtime (tests/web/session.ts `closeRuntime`).
 */
export async function throwAwayRuntime(env: Record<string, string | undefined> = {}) {
  const database = await createTestDatabaseUrl({ seeded: true })
  await configureRuntime(
    {
      NODE_ENV: 'test',
      DATA_DIR: 'memory://',
      // The demo without its year of sales: loader tests bring the orders they look at.
      SEED_DEMO: 'base',
      // Fixed secrets: without them the app would write a generated one beside DATA_DIR.
      SESSION_SECRET: 'secret-of-the-web-tests',
      JWT_SECRET: 'jwt-secret-of-the-web-tests',
      SETTINGS_ENCRYPTION_KEY: 'd2ViLXRlc3RzLXNldHRpbmdzLWVuY3J5cHRpb24tayE=',
      DATABASE_URL: database?.url,
      ...env,
    },
    // A copy of the run's seeded database (tests/support/global-setup.ts): the runtime finds the
    // demo there and does not seed again.
    { pgliteTemplate: testTemplates()?.pglite.seeded ?? undefined },
  )
  return database
}
