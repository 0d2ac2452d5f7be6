import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres'
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema'

/** Both drivers expose the same pg-core query builder; PGlite's type stands for both. */
export type Db = PgliteDatabase<typeof schema>

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

export type DatabaseOptions =
  /** A PostgreSQL server. */
  | { url: string }
  /**
   * Embedded PGlite: a directory, or `memory://` for a throw-away database; `loadDataDir` starts a
   * new one from a PGlite dump (`dumpDataDir()`) instead of an empty cluster.
   */
  | { dataDir: string; loadDataDir?: Blob }

const migrationsFolder = path.resolve(process.cwd(), 'drizzle')

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if ('url' in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 })
    // An idle connection the server closes (restart, failover, admin) must not crash the process:
    // the pool drops it and opens another on the next query.
    pool.on('error', (error) => console.error(`database pool: ${error.message}`))
    const db = drizzleNodePg(pool, { schema }) as unknown as Db
    await migrateNodePg(db as never, { migrationsFolder })
    return { db, kind: 'postgres', close: () => pool.end() }
  }
  if (options.dataDir !== 'memory://') fs.mkdirSync(options.dataDir, { recursive: true })
  const loadDataDir = options.loadDataDir ?? memoryTemplate(options.dataDir)
  const client = await PGlite.create(options.dataDir, {
    extensions: pgliteExtensions,
    ...(loadDataDir ? { loadDataDir } : {}),
    ...(options.dataDir === 'memory://' ? { startParams: throwAwayStartParams } : {}),
  })
  const db = drizzlePglite(client, { schema })
  await migratePglite(db, { migrationsFolder })
  return { db, kind: 'pglite', close: () => client.close() }
}

/**
 * The extensions the migrations create (`create extension`): PGlite must load them at every
 * start, a PostgreSQL server ships them (pg_trgm is a trusted extension: the database's owner
 * may create it).
 */
export const pgliteExtensions = { pg_trgm }

/**
 * A `memory://` database is a throw-away one (the tests open a few hundred a run): PGlite zeroes
 * its shared buffers (PostgreSQL's 128 MB) at every start, two fifths of the time a start from a
 * dump takes; 16 MB holds these small databases whole.
 */
const throwAwayStartParams = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB']

/**
 * The tests (tests/support/global-setup.ts) migrate a database once per run and name its dump in
 * CAVEAU_PGLITE_TEMPLATE: every `memory://` database then starts as a copy of it, in a fraction of
 * the time a fresh one takes. Unset outside the tests.
 */
function memoryTemplate(dataDir: string): Blob | undefined {
  const file = process.env.CAVEAU_PGLITE_TEMPLATE
  return dataDir === 'memory://' && file ? new Blob([fs.readFileSync(file)]) : undefined
}
