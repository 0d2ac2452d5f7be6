// The same rule as scripts/start.mjs: the build is stale when it is missing or older than the
// sources (app/ or package.json).
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

export function buildIsStale() {
  const serverBuild = 'build/index.js'
  if (!fs.existsSync(serverBuild) || !fs.existsSync('build/caveau-version.txt')) return true
  const sources = Math.max(newestMtime('app'), fs.statSync('package.json').mtimeMs)
  return fs.statSync(serverBuild).mtimeMs < sources
}
