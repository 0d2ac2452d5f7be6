import { openDatabase, type Database } from '#app/api/db/client'
import { createTestDatabaseUrl } from './database-url'

/**
 * In-memory PGlite by default. With TEST_DATABASE_URL (a PostgreSQL server), each test file gets
 * a throw-away database created from that connection and dropped afterwards.
 */
export async function createTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const throwAway = await createTestDatabaseUrl()
  if (!throwAway)
    return { database: await openDatabase({ dataDir: 'memory://' }), drop: async () => {} }
  return { database: await openDatabase({ url: throwAway.url }), drop: throwAway.drop }
}
