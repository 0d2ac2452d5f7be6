import { openDatabase, type Database } from '#app/platform/db/client'
import { seedDemo } from '#app/platform/db/seed'
import { createTestDatabaseUrl } from './database-url'
import { pgliteTemplate } from './templates'

/**
 * A throw-away database of the test file's own: in-memory PGlite by default, or with
 * TEST_DATABASE_URL a PostgreSQL database created from that connection and dropped afterwards
 * (`embedded`: PGlite whatever TEST_DATABASE_URL says).
 * Migrated; with `seeded`, the demo is seeded too, without its year of sales
 * (`seedDemo(db, { activity: false })`). Both are copies of databases the run built once
 * (tests/support/global-setup.ts).
 */
export async function createTestDatabase(
  options: { seeded?: boolean; embedded?: boolean } = {},
): Promise<{ database: Database; drop(): Promise<void> }> {
  const seeded = options.seeded ?? false
  const throwAway = options.embedded ? null : await createTestDatabaseUrl({ seeded })
  const loadDataDir = throwAway ? undefined : pgliteTemplate(seeded)
  const database = throwAway
    ? await openDatabase({ url: throwAway.url })
    : await openDatabase({ dataDir: 'memory://', loadDataDir })
  const copied = throwAway ? throwAway.seeded : loadDataDir !== undefined
  if (seeded && !copied) await seedDemo(database.db, { activity: false })
  return { database, drop: throwAway?.drop ?? (async () => {}) }
}
