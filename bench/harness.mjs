/**
 * What every benchmark shares: building when stale, the production server as a child process
 * that records its own pid (bench/server.mjs), and the report written as Prettier wants it.
 */
import { execSync, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { buildIsStale } from './build-state.mjs'

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

export const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b)
  const m = s.length >> 1
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2
}

export function buildIfStale(skip = false) {
  if (skip || !buildIsStale()) return
  console.info('Building Caveau…')
  // The servers started here run in production: so is their build, even from a test runner
  // (Vitest sets NODE_ENV=test, which would give a development build).
  execSync('npm run build', { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })
}

/**
 * The production server on a free port with the demo data, in memory unless `disk`, or on the
 * PostgreSQL database `databaseUrl`. `unset` names more variables to keep from the environment
 * (e.g. STRIPE_SECRET_KEY); `env` adds some (e.g. WEB_CONCURRENCY); `nodeArgs` go to node itself
 * (e.g. --cpu-prof, which NODE_OPTIONS refuses). With `ownGroup` the server leads a process group
 * of its own, which `crash()` kills whole (every process it forked).
 * @param {{ disk?: boolean, unset?: string[], databaseUrl?: string, env?: Record<string, string>, nodeArgs?: string[], ownGroup?: boolean }} [options]
 */
export async function startServer({
  disk = false,
  unset = [],
  databaseUrl,
  env: extra = {},
  nodeArgs = [],
  ownGroup = false,
} = {}) {
  const port = await freePort()
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'caveau-bench-'))
  const pidFile = path.join(tmp, 'server.pid')
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    REQUEST_LOG: 'false',
    SEED_DEMO: 'true',
    DATA_DIR: disk ? path.join(tmp, 'pglite') : 'memory://',
    // Given explicitly so the server writes no secret file of its own.
    SESSION_SECRET: randomBytes(24).toString('base64url'),
    JWT_SECRET: randomBytes(24).toString('base64url'),
    // Required in production with DATABASE_URL (docs/decisions/0015-secrets-encrypted-at-rest.md).
    SETTINGS_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
    BENCH_PID_FILE: pidFile,
  }
  for (const key of ['SENTRY_DSN', 'DATABASE_URL', 'PROVIDER_URL', 'SMTP_URL', ...unset])
    delete env[key]
  if (databaseUrl) env.DATABASE_URL = databaseUrl
  Object.assign(env, extra)
  const child = spawn(process.execPath, [...nodeArgs, 'bench/server.mjs'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // A group of its own outlives a Ctrl-C of the caller: only when asked.
    detached: ownGroup,
  })
  const log = []
  const keep = (chunk) => log.push(...String(chunk).split('\n').filter(Boolean).slice(-50))
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  let exited = false
  const exit = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exited = true
      resolve({ code, signal })
    }),
  )
  const server = {
    base: `http://127.0.0.1:${port}`,
    log,
    pid: null,
    async stop() {
      const pid = server.pid ?? child.pid
      if (!exited) {
        process.kill(pid, 'SIGTERM')
        const timer = setTimeout(() => !exited && process.kill(pid, 'SIGKILL'), 10_000)
        await exit
        clearTimeout(timer)
      }
      fs.rmSync(tmp, { recursive: true, force: true })
    },
    /** `kill -9`: the server dies at once, as in a crash (its whole group with `ownGroup`). */
    async crash() {
      if (!exited) process.kill(ownGroup ? -child.pid : child.pid, 'SIGKILL')
      await exit
    },
    /** The server's peak resident memory, MiB (Linux only). */
    peakRssMiB() {
      try {
        const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8')
        const kb = Number(status.match(/VmHWM:\s+(\d+)/)?.[1])
        return kb ? Math.round(kb / 1024) : null
      } catch {
        return null
      }
    },
  }
  const deadline = Date.now() + 120_000
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server stopped while starting:\n${log.join('\n')}`)
    try {
      const res = await fetch(`${server.base}/version.txt`)
      if (res.ok) {
        server.pid = Number(fs.readFileSync(pidFile, 'utf8'))
        if (server.pid !== child.pid) throw new Error('the pid file names another process')
        return server
      }
    } catch (error) {
      if (error.message.includes('pid file')) throw error
    }
    await sleep(200)
  }
  await server.stop()
  throw new Error(`the server did not answer /version.txt within 120 s:\n${log.join('\n')}`)
}

/** Formatted as `prettier --check .` (part of `npm run lint`) expects a committed file to be. */
export async function prettierMarkdown(text, file) {
  try {
    const prettier = await import('prettier')
    const config = (await prettier.resolveConfig(file)) ?? {}
    return await prettier.format(text, { ...config, plugins: [], filepath: file })
  } catch {
    return text
  }
}

export function buildVersion() {
  try {
    return fs.readFileSync('build/caveau-version.txt', 'utf8').trim()
  } catch {
    return 'unknown'
  }
}

/**
 * Modules of the TypeScript sources bundled once into `.cache/<name>` (packages stay external)
 * and imported: for benchmarks that call the API or the services in process.
 * `exports` are lines such as "export { createApi } from './app/platform/api/app'".
 */
export async function bundleSources(name, exports) {
  const root = process.cwd()
  const outdir = path.join(root, '.cache', name)
  await build({
    stdin: { contents: exports.join('\n'), resolveDir: root, loader: 'ts' },
    outfile: path.join(outdir, 'app.mjs'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: 'tsconfig.json',
    logLevel: 'warning',
  })
  return import(pathToFileURL(path.join(outdir, 'app.mjs')).href)
}

/** A signed-in buyer's cookies (buyer@caveau.test of the demo data). */
export async function signInBuyer(base) {
  const res = await fetch(`${base}/auth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'buyer@caveau.test', password: 'Demo1234' }),
  })
  const cookies = res.headers.getSetCookie().map((c) => c.split(';')[0])
  if (res.status !== 302 || !cookies.length)
    throw new Error(`signing in as buyer@caveau.test answered ${res.status}`)
  return cookies.join('; ')
}
