// The server the e2e tests run against: the production build on a fresh embedded database.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'

// The main server's folder, or the empty server's (E2E_DATA, playwright.config.ts).
const folder = process.env.E2E_DATA ?? './data/e2e'
process.env.DATA_DIR = `${folder}/pglite`
fs.rmSync(folder, { recursive: true, force: true })

// What no page can make, written before the server opens the database (PGlite is one process's):
// a background job that failed its five attempts, one for each Playwright project, for /admin to
// list and retry (e2e/zz-admin.test.ts). The server then seeds the demo as usual.
execFileSync(process.execPath, ['build/db-cli.mjs', 'migrate'], { stdio: 'inherit' })
const pglite = await PGlite.create(process.env.DATA_DIR, { extensions: { pg_trgm } })
for (const project of process.env.SEED_DEMO === 'false' ? [] : ['js', 'no-js'])
  await pglite.query(
    `insert into jobs (type, payload, status, attempts, last_error) values ('sales.pdf', '{}', 'failed', 5, $1)`,
    [`E2E ${project} : le stockage des fichiers ne répond pas.`],
  )
await pglite.close()

await import('./serve.mjs')
