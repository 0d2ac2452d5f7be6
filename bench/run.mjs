// `npm run bench`: Caveau's production server beside the bare Remix baseline (bench/bare.mjs: the
// same Remix, React and Node, two routes, no database), both started here, loaded with autocannon
// route by route in interleaved rounds (this machine is noisy: medians, and every figure a ratio to
// the baseline measured in the same rounds). Then a burst test: 200 connections offering 100
// requests/s across the listing, product and e-label pages. On PGlite (in memory, one process),
// then on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL names a server (a throw-away
// database caveau_bench_<pid>, one web process per core). Writes bench/results.md (or --out).
// Options: --rounds 5 --duration 5 --connections 20 --only help,elabel --db pglite,postgres
// --workers <n> --product <slug> --shop <urlShop> --disk --no-build --encoding identity|browser.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import pg from 'pg'
import { startBare } from './bare.mjs'
import { pageWeight } from './js-weight.mjs'
import {
  buildIfStale,
  buildVersion,
  median,
  prettierMarkdown,
  signInBuyer,
  startServer,
} from './harness.mjs'

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'))

const { values: opts } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
    only: { type: 'string' },
    db: { type: 'string' },
    workers: { type: 'string', default: String(os.cpus().length) },
    // The demo e-label wine (demoCatalogue.source.elabel.slug in app/modules/catalogue/api/seed/seed-catalogue-data.ts).
    product: { type: 'string', default: 'sancerre-les-caillottes' },
    shop: { type: 'string', default: 'domaine-de-la-source' },
    out: { type: 'string', default: 'bench/results.md' },
    disk: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    encoding: { type: 'string', default: 'identity' },
  },
})
const rounds = Number(opts.rounds)
const duration = Number(opts.duration)
const connections = Number(opts.connections)
const pgServer = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || null
const backends = (opts.db ?? (pgServer ? 'pglite,postgres' : 'pglite')).split(',')
// What a browser sends, so that the shop pages render in full past the alcohol notice. Without
// `--encoding browser` no Accept-Encoding is sent, as autocannon does by default and as issue 12
// measured: with one, the bare app's remix-serve answers Brotli (compression 1.8) and spends most
// of its time compressing (about 190 req/s instead of 500–800 here), which flatters every ratio.
if (!['identity', 'browser'].includes(opts.encoding))
  throw new Error('--encoding is identity or browser')
const browser = {
  accept: 'text/html,application/xhtml+xml',
  ...(opts.encoding === 'browser' ? { 'accept-encoding': 'gzip, deflate, br' } : {}),
  'accept-language': 'fr-FR,fr;q=0.9',
}
const anonymous = { ...browser, cookie: 'isOver18=true' }

/**
 * The routes, with issue 12's targets (requests/s as a share of the bare app's) and the ratios
 * measured before that work (issue 12, "today").
 */
function routesOf({ shop, shopId, target }) {
  const elabel = `/${shop}/nutritiveValues?product=${encodeURIComponent(target.slug)}&vintage=${encodeURIComponent(target.vintage)}`
  return [
    { name: 'help', label: '`/help`', path: '/help', target: 0.6, before: 0.16 },
    { name: 'login', label: '`/auth/login`', path: '/auth/login', target: 0.6, before: 0.18 },
    { name: 'shop', label: 'shop listing, visitor', path: `/${shop}`, target: 0.5, before: 0.12 },
    {
      name: 'product',
      label: 'product page, visitor',
      path: `/${shop}/${target.slug}`,
      target: 0.5,
      before: 0.13,
    },
    {
      name: 'shopIn',
      label: 'shop listing, signed in',
      path: `/shops/${shopId}`,
      target: 0.3,
      signedIn: true,
    },
    {
      name: 'productIn',
      label: 'product page, signed in',
      path: `/shops/${shopId}/${target.slug}`,
      target: 0.3,
      signedIn: true,
    },
    { name: 'maintenances', label: '`/v1/maintenances`', path: '/v1/maintenances', before: 0.52 },
    { name: 'elabel', label: 'one e-label', path: elabel, target: 1.0, before: 0.58 },
  ]
}

/** The product and vintage of the e-label page, and the shop's id, asked of the public API. */
async function shopTargets(base) {
  const target = { slug: opts.product, vintage: '2023', from: 'default' }
  let shopId = '1'
  try {
    const res = await fetch(`${base}/v1/shops/${opts.shop}/elabels`)
    if (res.ok) {
      const { products } = await res.json()
      const product = products.find((p) => p.slug === opts.product) ?? products[0]
      const vintage = product?.vintages.at(-1)
      if (vintage)
        Object.assign(target, { slug: product.slug, vintage: String(vintage.id), from: 'API' })
    }
    const shop = await fetch(`${base}/v1/shops/${opts.shop}`)
    if (shop.ok) shopId = String((await shop.json()).shop.id)
  } catch {
    // An API still being written: fall back to the demo slug and shop 1.
  }
  return { shop: opts.shop, shopId, target }
}

const load = (url, seconds, headers) =>
  autocannon({ url, connections, duration: seconds, headers, timeout: 30 })

/** 200 connections offering 100 requests/s in all across the listing, product and e-label pages. */
async function burst(base, routes) {
  const paths = routes.filter((r) => ['shop', 'product', 'elabel'].includes(r.name))
  const res = await autocannon({
    url: base,
    connections: 200,
    overallRate: 100,
    duration: 15,
    timeout: 10,
    headers: anonymous,
    requests: paths.map((r) => ({ method: 'GET', path: r.path })),
  })
  return {
    requests: res.requests.total,
    p50: res.latency.p50,
    p99: res.latency.p99,
    max: res.latency.max,
    errors: res.errors,
    timeouts: res.timeouts,
    non2xx: res.non2xx,
  }
}

/** One backend: Caveau's server beside the bare app, interleaved rounds, then the burst. */
async function measure(backend, bare) {
  let database = null
  if (backend === 'postgres') {
    if (!pgServer) throw new Error('--db postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL')
    database = await throwAwayPostgres(pgServer)
  }
  const workers = backend === 'postgres' ? Number(opts.workers) : 1
  const server = await startServer({
    disk: opts.disk,
    databaseUrl: database?.url,
    // The shop's catalogue and accounts without the year of sales (the pages measured do not
    // read it, and seeding it takes minutes on a busy machine).
    env: { WEB_CONCURRENCY: String(workers), SEED_DEMO: 'base' },
  })
  try {
    // The first request waits for migrations and the seed.
    await fetch(`${server.base}/v1/maintenances`)
    const targets = await shopTargets(server.base)
    const session = await signInBuyer(server.base)
    let routes = routesOf(targets)
    if (opts.only) {
      const keep = new Set(opts.only.split(','))
      routes = routes.filter((r) => keep.has(r.name))
    }
    const results = [
      { name: 'bare', label: 'bare Remix app', path: '/', url: `${bare.base}/`, headers: browser },
      ...routes.map((r) => ({
        ...r,
        url: server.base + r.path,
        headers: r.signedIn ? { ...browser, cookie: `isOver18=true; ${session}` } : anonymous,
      })),
    ].map((r) => ({ ...r, samples: [] }))
    for (const r of results) {
      const res = await fetch(r.url, { headers: { ...r.headers, 'accept-encoding': 'identity' } })
      const html = await res.text()
      r.status = res.status
      r.cacheControl = res.headers.get('cache-control')
      const isHtml = (res.headers.get('content-type') ?? '').includes('html')
      r.js = res.ok && isHtml && r.name !== 'bare' ? (await pageWeight(html, r.url)).jsGzip : null
      console.info(`[${backend}] ${r.path} → ${r.status}`)
    }
    const loaded = results.filter((r) => r.status === 200)
    for (const r of loaded) await load(r.url, 2, r.headers) // warm-up: JIT, caches, first reads

    const loadBefore = os.loadavg()[0]
    for (let round = 0; round < rounds; round++) {
      // A different order each round, so that no route always runs first or after the same one.
      const order = loaded.map((_, i) => loaded[(i + round) % loaded.length])
      for (const r of order) {
        const res = await load(r.url, duration, r.headers)
        r.samples.push({
          // Answers per second over the run (autocannon's per-second average reads 0 when every
          // answer of a second came late).
          reqs: (res['2xx'] + res.non2xx) / res.duration,
          p50: res.latency.p50,
          p99: res.latency.p99,
          errors: res.non2xx + res.errors + res.timeouts,
        })
      }
      // The bare app's rate of this round: each route's ratio is taken within its round.
      const bareRound = results[0].samples.at(-1)?.reqs
      for (const r of loaded)
        r.samples.at(-1).ratio = bareRound ? r.samples.at(-1).reqs / bareRound : null
      console.info(`[${backend}] round ${round + 1}/${rounds} done`)
    }
    for (const r of results) {
      const pick = (key) => {
        const values = r.samples.map((s) => s[key]).filter((x) => x !== null && x !== undefined)
        return values.length ? median(values) : null
      }
      Object.assign(r, {
        reqs: pick('reqs'),
        p50: pick('p50'),
        p99: pick('p99'),
        ratio: pick('ratio'),
        errors: r.samples.reduce((n, s) => n + s.errors, 0),
      })
    }
    const stress = routes.some((r) => r.name === 'shop') ? await burst(server.base, routes) : null
    return {
      backend,
      workers,
      results,
      stress,
      targets,
      loadBefore,
      loadAfter: os.loadavg()[0],
      peakRss: server.peakRssMiB(),
    }
  } finally {
    await server.stop()
    await database?.drop()
  }
}

async function throwAwayPostgres(serverUrl) {
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
  return { url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) }
}

const num = (x, d = 0) => (x === null || x === undefined ? '—' : x.toFixed(d))
const ratio = (x) => (x === null || x === undefined ? '—' : `${x.toFixed(2)}×`)

function verdict(r) {
  if (r.status !== 200) return `✗ ${r.status}`
  if (r.errors) return `✗ ${r.errors} errors`
  if (r.target === undefined) return ''
  return r.ratio >= r.target ? '✓' : '✗'
}

function summaryTable(runs) {
  const head = ['route', 'target', 'before']
  const align = ['---', '---:', '---:']
  for (const run of runs) {
    const name = run.backend === 'postgres' ? `PostgreSQL ×${run.workers}` : 'PGlite'
    head.push(`${name} req/s`, 'p99 ms', '× bare', '')
    align.push('---:', '---:', '---:', '---')
  }
  const lines = [`| ${head.join(' | ')} |`, `| ${align.join(' | ')} |`]
  for (const r of runs[0].results) {
    const cells = [r.label, r.target ? `≥ ${r.target.toFixed(1)}×` : '—', ratio(r.before)]
    for (const run of runs) {
      const m = run.results.find((x) => x.name === r.name)
      cells.push(
        num(m?.reqs),
        num(m?.p99),
        r.name === 'bare' ? '1.00×' : ratio(m?.ratio),
        m ? verdict(m) : '',
      )
    }
    lines.push(`| ${cells.join(' | ')} |`)
  }
  return lines.join('\n')
}

function detailTable(run) {
  const lines = [
    '| route | path | status | req/s | p50 ms | p99 ms | × bare | errors | JS KiB gz | Cache-Control |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
  ]
  for (const r of run.results) {
    lines.push(
      `| ${r.label} | \`${r.path}\` | ${r.status} | ${num(r.reqs)} | ${num(r.p50)} | ${num(r.p99)} | ` +
        `${r.name === 'bare' ? '1.00×' : ratio(r.ratio)} | ${r.errors} | ` +
        `${r.js === null || r.js === undefined ? '—' : (r.js / 1024).toFixed(1)} | ` +
        `${r.cacheControl ? `\`${r.cacheControl}\`` : '—'} |`,
    )
  }
  return lines.join('\n')
}

function stressLine(run) {
  const s = run.stress
  if (!s) return 'Burst test not run.'
  const ok = s.p99 < 500 && !s.timeouts && !s.errors && !s.non2xx
  return (
    `Burst (200 connections offering 100 requests/s across listing, product and e-label, 15 s): ` +
    `${s.requests} requests, p50 ${s.p50} ms, p99 ${s.p99} ms (target < 500), max ${s.max} ms, ` +
    `${s.timeouts} timeouts, ${s.errors} errors, ${s.non2xx} non-2xx ${ok ? '✓' : '✗'}.`
  )
}

async function main() {
  buildIfStale(opts['no-build'])
  const bare = await startBare()
  const stopOnSignal = () => void bare.stop().finally(() => process.exit(130))
  process.once('SIGINT', stopOnSignal)
  process.once('SIGTERM', stopOnSignal)
  const runs = []
  try {
    for (const backend of backends) runs.push(await measure(backend, bare))
  } finally {
    await bare.stop()
  }
  const cpus = os.cpus()
  const { target } = runs[0].targets
  const report = [
    '# Benchmark',
    '',
    `${new Date().toISOString()} · build ${buildVersion()} · Node ${process.version} · ` +
      `${cpus.length} × ${cpus[0]?.model ?? 'CPU'}`,
    '',
    `Production server (\`NODE_ENV=production\`, no request log, compression on) beside the bare ` +
      `Remix app (same Remix, React and Node, remix-serve, no database), autocannon ` +
      `${connections} connections, ${rounds} interleaved rounds × ${duration} s per route after a ` +
      `2 s warm-up; each route's rate is divided by the bare app's of the same round, and the ` +
      `table gives the medians. Requests carry ${opts.encoding === 'browser' ? '`accept-encoding: gzip, deflate, br` (the bare app answers Brotli, Caveau gzip)' : 'no `accept-encoding` (no compression on either side, as issue 12 measured)'}, \`accept-language: fr\` ` +
      `and \`isOver18=true\`; "signed in" is buyer@caveau.test. Demo data without the year of sales ` +
      `(\`SEED_DEMO=base\`). E-label: \`${target.slug}\`, ` +
      `vintage ${target.vintage}. "before": the ratios issue 12 measured before this work.`,
    '',
    summaryTable(runs),
    '',
    ...runs.flatMap((run) => [
      `## ${run.backend === 'postgres' ? `PostgreSQL, ${run.workers} web processes` : `PGlite ${opts.disk ? 'on disk' : 'in memory'}, one process`}`,
      '',
      detailTable(run),
      '',
      stressLine(run),
      '',
      `Server peak RSS (primary process): ${run.peakRss ?? '—'} MiB. Load average (1 min) on ` +
        `${cpus.length} cores: ${run.loadBefore.toFixed(1)} before, ${run.loadAfter.toFixed(1)} ` +
        `after; above the core count other processes shared the CPU: compare the ratios.`,
      '',
      '<details><summary>Per-round req/s</summary>',
      '',
      ...run.results.map(
        (r) => `- ${r.label}: ${r.samples.map((s) => s.reqs.toFixed(0)).join(', ') || '—'}`,
      ),
      '',
      '</details>',
      '',
    ]),
  ].join('\n')
  fs.writeFileSync(opts.out, await prettierMarkdown(report, opts.out))
  console.info(`\n${report}`)

  for (const run of runs) {
    const elabel = run.results.find((r) => r.name === 'elabel')
    if (elabel && elabel.status === 200 && elabel.js !== 0) {
      console.error(`The e-label page loads JavaScript; it must load none.`)
      process.exitCode = 1
    }
    const broken = run.results.filter((r) => r.status !== 200)
    if (broken.length) {
      console.error(`Not measured: ${broken.map((r) => `${r.path} (${r.status})`).join(', ')}`)
      process.exitCode = 1
    }
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
