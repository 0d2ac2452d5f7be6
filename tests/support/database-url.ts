import { randomBytes } from 'node:crypto'
import pg from 'pg'

/**
 * With TEST_DATABASE_URL (a PostgreSQL server), an empty throw-away database and its URL, for
 * tests that boot the app's own runtime through DATABASE_URL; null without it (in-memory PGlite).
 */
export async function createTestDatabaseUrl(): Promise<{
  url: string
  drop(): Promise<void>
} | null> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) return null
  const name = `caveau_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}
