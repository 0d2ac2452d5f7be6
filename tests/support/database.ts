import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type Database } from '#app/api/db/client'

/**
 * In-memory PGlite by default. With TEST_DATABASE_URL (a PostgreSQL server), each test file gets
 * a throw-away database created from that connection and dropped afterwards.
 */
export async function createTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) return { database: await openDatabase({ dataDir: 'memory://' }), drop: async () => {} }
  const name = `caveau_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ url: url.toString() })
  return {
    database,
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}
