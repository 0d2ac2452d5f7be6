// The server the e2e tests run against: the production build on a fresh embedded database.
import fs from 'node:fs'

process.env.DATA_DIR = './data/e2e/pglite'
fs.rmSync('./data/e2e', { recursive: true, force: true })
await import('./serve.mjs')
