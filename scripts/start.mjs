// `npm start`: build when the build is missing or older than the sources, then serve. The server
// itself applies migrations and seeds an empty database on start.
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

function newestMtime(dir) {
  let newest = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs)
  }
  return newest
}

const serverBuild = 'build/index.js'
const stale =
  !fs.existsSync(serverBuild) ||
  !fs.existsSync('build/caveau-version.txt') ||
  fs.statSync(serverBuild).mtimeMs <
    Math.max(newestMtime('app'), fs.statSync('package.json').mtimeMs)
if (stale) {
  console.info('Building Caveau…')
  execSync('npm run build', { stdio: 'inherit' })
}
process.env.NODE_ENV ??= 'production'
await import('./serve.mjs')
