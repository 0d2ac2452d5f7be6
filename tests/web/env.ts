import { createTestDatabaseUrl } from '#tests/support/database-url'
import { testTemplates } from '#tests/support/templates'

/**
 * Points the app's own runtime (the guard's in-process provider) at a throw-away seeded database:
 * in-memory PGlite, or a new PostgreSQL database with TEST_DATABASE_URL. Call it from `vi.hoisted`,
 * before any app module reads its configuration; `drop` it after closing the runtime.
 */
export async function useThrowAwayRuntime() {
  process.env.DATA_DIR = 'memory://'
  // The demo without its year of sales: loader tests bring the orders they look at.
  process.env.SEED_DEMO = 'base'
  // Fixed secrets: without them the app would write a generated one beside DATA_DIR.
  process.env.SESSION_SECRET = 'secret-of-the-web-tests'
  process.env.JWT_SECRET = 'jwt-secret-of-the-web-tests'
  delete process.env.PROVIDER_URL
  delete process.env.DATABASE_URL
  // A copy of the run's seeded database (tests/support/global-setup.ts): the runtime finds the
  // demo there and does not seed again.
  const seeded = testTemplates()?.pglite.seeded
  if (seeded) process.env.CAVEAU_PGLITE_TEMPLATE = seeded
  const database = await createTestDatabaseUrl({ seeded: true })
  if (database) process.env.DATABASE_URL = database.url
  return database
}
