import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { testTemplates } from './templates'

/**
 * With TEST_DATABASE_URL (a PostgreSQL server), a throw-away database and its URL, for tests that
 * boot the app's own runtime through DATABASE_URL; null without it (in-memory PGlite). It is a copy
 * of the run's template (tests/support/global-setup.ts): migrated, and with `seeded` the demo
 * without its year of sales; `seeded` says whether it is (without templates it is empty).
 */
export async function createTestDatabaseUrl(options: { seeded?: boolean } = {}): Promise<{
  url: string
  seeded: boolean
  drop(): Promise<void>
} | null> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) return null
  const templates = testTemplates()?.postgres
  const template = templates && (options.seeded ? templates.seeded : templates.migrated)
  const name = `caveau_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    await createDatabase(admin, name, template)
  } finally {
    await admin.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    seeded: Boolean(template && options.seeded),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl })
      await client.connect()
      await client.query(`drop database if exists ${name} with (force)`)
      await client.end()
    },
  }
}

/** `create database … template …`, retried while another session briefly holds the template. */
export async function createDatabase(
  admin: pg.Client,
  name: string,
  template: string | null | undefined,
) {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`)
      return
    } catch (error) {
      const busy = /is being accessed by other users/.test((error as Error).message)
      if (!busy || attempt >= 20) throw error
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt))
    }
  }
}

/** One statement (create or drop a database) on the TEST_DATABASE_URL server itself. */
export async function adminStatement(statement: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
