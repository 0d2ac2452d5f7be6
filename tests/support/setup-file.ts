/**
 * Runs before each test file (vitest.config.ts setupFiles): any `memory://` PGlite database the
 * file opens, directly or through the app's runtime, starts as a copy of the run's migrated one
 * (app/platform/db/client.ts, tests/support/global-setup.ts). tests/web/env.ts points the runtime at
 * the seeded copy instead.
 */
import { afterAll, vi } from 'vitest'
import { testTemplates } from './templates'

const migrated = testTemplates()?.pglite.migrated
if (migrated) process.env.CAVEAU_PGLITE_TEMPLATE = migrated
else delete process.env.CAVEAU_PGLITE_TEMPLATE

// The unit and API tests share their processes (vitest.config.ts): whatever a file spied on or
// faked is put back before the next file runs in the same process.
afterAll(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})
