/**
 * What the in-process API benchmarks (bench:orders, bench:clients) share: a throw-away PostgreSQL
 * database dropped at the end (or on Ctrl-C), the API's dependencies with generous rate limits,
 * and a demo account's sign-in.
 */
import pg from 'pg'

const dropOnExit = new Set()

for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, async () => {
    for (const drop of dropOnExit) await drop().catch(() => {})
    process.exit(130)
  })

/** A database caveau_bench_<pid> on BENCH_DATABASE_URL (or TEST_DATABASE_URL)'s server. */
export async function throwAwayPostgres(benchName) {
  const serverUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL
  if (!serverUrl)
    throw new Error(
      `${benchName} needs a PostgreSQL server: set BENCH_DATABASE_URL (or TEST_DATABASE_URL), ` +
        'e.g. postgres://postgres:pg@127.0.0.1:5432/postgres, or run with --db pglite',
    )
  const name = `caveau_bench_${process.pid}`
  const admin = async (statement) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    try {
      await client.query(statement)
    } finally {
      await client.end()
    }
  }
  await admin(`drop database if exists ${name} with (force)`)
  await admin(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const drop = () => admin(`drop database if exists ${name} with (force)`)
  dropOnExit.add(drop)
  return {
    url: url.toString(),
    async drop() {
      dropOnExit.delete(drop)
      await drop()
    },
  }
}

/**
 * The API's dependencies for a benchmark: the database, a mailer, the app's limits. `app` is the
 * bench's bundle, which exports `defaultRateLimits` (app/platform/api/runtime.server).
 */
export function benchDeps(app, db, mailer = app.createMailer(db, { from: 'bench@caveau.test' })) {
  return {
    db,
    mailer,
    config: {
      jwtSecret: 'bench-secret-for-the-api-benchmarks',
      appUrl: 'http://localhost:3000',
      version: 'bench',
      // The app's own limits, but for sign-ins: a bench signs in more than a person would.
      rateLimits: {
        ...app.defaultRateLimits,
        loginPerAddress: { limit: 1000, windowMs: 60_000 },
      },
    },
  }
}

/** A demo account's token (password Demo1234). */
export async function login(api, username) {
  const res = await api.fetch(
    new Request('http://localhost/v1/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'Demo1234' }),
    }),
    { clientIp: '127.0.0.1' },
  )
  const body = await res.json()
  if (!body.jwt) throw new Error(`login failed for ${username}: ${JSON.stringify(body)}`)
  return body.jwt
}

/** A GET of the API as `token`, failing the run on anything but a 200. */
export function getAs(api, path, token, { text = false } = {}) {
  return async () => {
    const res = await api.fetch(
      new Request(`http://localhost${path}`, { headers: { authorization: `Bearer ${token}` } }),
      { clientIp: '127.0.0.1' },
    )
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`)
    return text ? res.text() : res.json()
  }
}
