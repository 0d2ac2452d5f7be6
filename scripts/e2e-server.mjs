// The server one Playwright project's e2e tests run against (`node scripts/e2e-server.mjs js`):
// the production build on a fresh embedded database and upload folder of that project's own.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { PGlite } from '@electric-sql/pglite'

const project = process.argv[2]
if (!/^[a-z-]+$/.test(project ?? ''))
  throw new Error('Usage: node scripts/e2e-server.mjs <project>')
const dir = `./data/e2e/${project}`
fs.rmSync(dir, { recursive: true, force: true })
process.env.DATA_DIR = `${dir}/pglite`
process.env.UPLOAD_DIR = `${dir}/uploads`

// What no page can make, written before the server opens the database (PGlite is one process's):
// a background job that failed its five attempts, for /admin to list and retry
// (e2e/zz-admin.test.ts). The server then seeds the demo as usual.
execFileSync(process.execPath, ['build/db-cli.mjs', 'migrate'], { stdio: 'inherit' })
const pglite = await PGlite.create(process.env.DATA_DIR)
await pglite.query(
  `insert into jobs (type, payload, status, attempts, last_error) values ('sales.pdf', '{}', 'failed', 5, $1)`,
  [`E2E ${project} : le stockage des fichiers ne répond pas.`],
)
await pglite.close()

await import('./serve.mjs')
