/**
 * Vitest global set-up: builds the test databases once per run, so that each test file copies a
 * ready one instead of creating, migrating and seeding its own (seconds per file).
 *
 * - PGlite: a migrated database and the same with the demo seeded (`seedDemo(db, { activity:
 *   false })`, what createTestApi and the loader tests start from), each dumped with
 *   `dumpDataDir()` into a temporary tarball; a test file loads its copy with `loadDataDir`.
 * - PostgreSQL (TEST_DATABASE_URL, where the API tests then run): two template databases, migrated
 *   and seeded, beside the PGlite dumps (the loader tests stay on PGlite); a test file gets
 *   `create database … template …`, its own copy, dropped afterwards.
 *
 * Every file still gets its own fresh database; only how it is made changes.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '#app/platform/db/client'
import { seedDemo } from '#app/platform/db/seed'
import { createDatabase } from './database-url'
import type { TestTemplates } from './templates'

async function pgliteTemplates(dir: string): Promise<TestTemplates['pglite']> {
  const migrated = path.join(dir, 'migrated.tar')
  const seeded = path.join(dir, 'seeded.tar')
  const database = await openDatabase({ dataDir: 'memory://' })
  try {
    // Drizzle's PGlite database keeps its client there.
    const client = (database.db as unknown as { $client: PGlite }).$client
    const dump = async (file: string) => {
      await client.exec('checkpoint')
      const blob = await client.dumpDataDir('none')
      fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()))
    }
    await dump(migrated)
    // Built with TEST_DATABASE_URL too: the loader tests stay on PGlite then (vitest.config.ts).
    await seedDemo(database.db, { activity: false })
    await dump(seeded)
    return { migrated, seeded }
  } finally {
    await database.close()
  }
}

async function withAdmin<T>(serverUrl: string, run: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    return await run(admin)
  } finally {
    await admin.end()
  }
}

const databaseUrl = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function postgresTemplates(
  serverUrl: string,
): Promise<NonNullable<TestTemplates['postgres']>> {
  const prefix = `caveau_template_${randomBytes(4).toString('hex')}`
  const migrated = `${prefix}_migrated`
  const seeded = `${prefix}_seeded`
  await withAdmin(serverUrl, (admin) => admin.query(`create database ${migrated}`))
  const m = await openDatabase({ url: databaseUrl(serverUrl, migrated) })
  await m.close()
  // No session may stay connected to a template while it is copied (createDatabase waits).
  await withAdmin(serverUrl, (admin) => createDatabase(admin, seeded, migrated))
  const s = await openDatabase({ url: databaseUrl(serverUrl, seeded) })
  await seedDemo(s.db, { activity: false })
  await s.close()
  return { migrated, seeded }
}

async function build(): Promise<{ templates: TestTemplates; remove(): Promise<void> }> {
  const started = performance.now()
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'caveau-vitest-'))
  const serverUrl = process.env.TEST_DATABASE_URL
  const [pglite, postgres] = await Promise.all([
    pgliteTemplates(dir),
    serverUrl ? postgresTemplates(serverUrl) : Promise.resolve(null),
  ])
  console.info(
    `test databases: templates ready in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  )
  return {
    templates: { pglite, postgres },
    async remove() {
      fs.rmSync(dir, { recursive: true, force: true })
      if (serverUrl && postgres)
        await withAdmin(serverUrl, async (admin) => {
          for (const name of [postgres.seeded, postgres.migrated])
            await admin.query(`drop database if exists ${name} with (force)`)
        })
    },
  }
}

declare global {
  var __caveauTestTemplates: { built: ReturnType<typeof build>; projects: number } | undefined
}

/**
 * Vitest calls this once per project (shared, web) in its own process: the templates are built
 * once for all of them (the second call waits for the first's) and removed after the last.
 */
export default async function setup(project: TestProject) {
  const shared = (globalThis.__caveauTestTemplates ??= { built: build(), projects: 0 })
  shared.projects += 1
  const { templates, remove } = await shared.built
  project.provide('caveauTemplates', templates)
  return async () => {
    shared.projects -= 1
    if (shared.projects > 0) return
    globalThis.__caveauTestTemplates = undefined
    await remove()
  }
}
