// The bare Remix baseline (../shared/bench/bare-remix: the same Remix, React and Node, two routes,
// no database), installed once into a temporary directory (keyed by its package-lock.json), built
// when its sources change, and served by remix-serve on a free port beside Caveau. Its sources are
// copied, never edited: a baseline that changes stops being a baseline.
import { execSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { freePort, sleep } from './harness.mjs'

/** Where the baseline's sources are: BARE_REMIX_DIR, else ../shared/bench/bare-remix. */
export function bareSources() {
  const candidates = [
    process.env.BARE_REMIX_DIR,
    path.resolve('../shared/bench/bare-remix'),
    '/work/shared/bench/bare-remix',
  ].filter(Boolean)
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'package-lock.json'))) ?? null
}

function filesOf(dir, base = dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? filesOf(full, base) : [path.relative(base, full)]
  })
}

function hashOf(src, files) {
  const hash = createHash('sha256')
  for (const file of files.sort()) hash.update(file).update(fs.readFileSync(path.join(src, file)))
  return hash.digest('hex').slice(0, 16)
}

/** Installs (npm ci, once) and builds the baseline; returns its directory. */
export function prepareBare(src) {
  const cache = path.join(os.tmpdir(), 'caveau-bench-bare')
  const dir = path.join(cache, hashOf(src, ['package-lock.json']))
  fs.mkdirSync(dir, { recursive: true })
  if (!fs.existsSync(path.join(dir, '.installed'))) {
    for (const file of ['package.json', 'package-lock.json'])
      fs.copyFileSync(path.join(src, file), path.join(dir, file))
    console.info('Installing the bare Remix baseline (npm ci, once)…')
    execSync('npm ci --ignore-scripts --no-audit --no-fund --loglevel=error', {
      cwd: dir,
      stdio: 'inherit',
    })
    fs.writeFileSync(path.join(dir, '.installed'), '')
  }
  const sources = [
    'package.json',
    'remix.config.js',
    ...filesOf(path.join(src, 'app')).map((f) => path.join('app', f)),
  ]
  const key = hashOf(src, sources)
  if (fs.readFileSync(path.join(dir, '.built'), { flag: 'a+' }).toString() !== key) {
    fs.rmSync(path.join(dir, 'app'), { recursive: true, force: true })
    for (const file of sources) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.copyFileSync(path.join(src, file), path.join(dir, file))
    }
    console.info('Building the bare Remix baseline…')
    execSync('./node_modules/.bin/remix build', { cwd: dir, stdio: 'ignore' })
    fs.writeFileSync(path.join(dir, '.built'), key)
  }
  return dir
}

/** The baseline served by remix-serve (NODE_ENV=production) on a free port. */
export async function startBare() {
  const src = bareSources()
  if (!src) throw new Error('bare Remix baseline not found: set BARE_REMIX_DIR')
  const dir = prepareBare(src)
  const port = await freePort()
  const child = spawn(
    process.execPath,
    ['node_modules/@remix-run/serve/dist/cli.js', 'build/index.js'],
    {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port) },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let exited = false
  const exit = new Promise((resolve) => child.once('exit', () => resolve((exited = true))))
  const bare = {
    base: `http://127.0.0.1:${port}`,
    /** remix-serve's own process (spawned directly, no wrapper). */
    pid: child.pid,
    async stop() {
      if (!exited) {
        child.kill('SIGTERM')
        await Promise.race([exit, sleep(5_000)])
        if (!exited) child.kill('SIGKILL')
      }
    },
  }
  for (let i = 0; i < 150; i++) {
    if (exited) throw new Error('the bare Remix baseline stopped while starting')
    try {
      const res = await fetch(`${bare.base}/`)
      if (res.ok && (await res.text()).includes('id="bare-remix"')) return bare
    } catch {
      // not listening yet
    }
    await sleep(200)
  }
  await bare.stop()
  throw new Error('the bare Remix baseline did not answer within 30 s')
}
