// `npm run bench`: the production server on a fresh seeded database, loaded with autocannon route
// by route in interleaved rounds (this machine is noisy: medians, and a bare page measured in the
// same run as the baseline), plus the gzipped JavaScript each page makes a browser download.
// Writes a Markdown table to bench/results.md (or --out). Options: --rounds 5 --duration 5
// --connections 20 --only trivial,elabel --product <slug> --shop <urlShop> --disk --no-build.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { pageWeight } from './js-weight.mjs'

import { buildIfStale, buildVersion, median, prettierMarkdown, startServer } from './harness.mjs'
process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'))

const { values: opts } = parseArgs({
  options: {
    rounds: { type: 'string', default: '5' },
    duration: { type: 'string', default: '5' },
    connections: { type: 'string', default: '20' },
    only: { type: 'string' },
    // The demo e-label wine (demoCatalogue.source.elabel.slug in app/api/db/seed-catalogue-data.ts).
    product: { type: 'string', default: 'sancerre-les-caillottes' },
    shop: { type: 'string', default: 'domaine-de-la-source' },
    out: { type: 'string', default: 'bench/results.md' },
    disk: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
})
const rounds = Number(opts.rounds)
const duration = Number(opts.duration)
const connections = Number(opts.connections)
// Browsers send these: the shop pages render in full past the alcohol notice, compressed.
const headers = {
  cookie: 'isOver18=true',
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip, deflate, br',
}

/** The product and vintage of the e-label page, asked of the public API when it knows them. */
async function elabelTarget(base) {
  try {
    const res = await fetch(`${base}/v1/shops/${opts.shop}/elabels`)
    if (res.ok) {
      const { products } = await res.json()
      const product = products.find((p) => p.slug === opts.product) ?? products[0]
      const vintage = product?.vintages.at(-1)
      if (vintage) return { slug: product.slug, vintage: String(vintage.id), from: 'API' }
    }
  } catch {
    // An API still being written: fall back to the demo slug and the vintage's name.
  }
  return { slug: opts.product, vintage: '2023', from: 'default' }
}

async function probe(url) {
  const res = await fetch(url, { headers: { cookie: headers.cookie, accept: headers.accept } })
  return { status: res.status, html: await res.text() }
}

const load = (url, seconds) =>
  autocannon({ url, connections, duration: seconds, headers, timeout: 30 })

function table(results) {
  const trivial = results.find((r) => r.name === 'trivial')
  const base = trivial?.reqs ?? null
  const kib = (bytes) => (bytes === null ? '—' : (bytes / 1024).toFixed(1))
  const lines = [
    '| route | path | status | req/s | p50 ms | p99 ms | req/s vs trivial | JS KiB gz | HTML KiB gz |',
    '| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
  ]
  for (const r of results) {
    const ratio = base && r.reqs !== null ? `${(r.reqs / base).toFixed(2)}×` : '—'
    const num = (x, d = 0) => (x === null ? '—' : x.toFixed(d))
    lines.push(
      `| ${r.label} | \`${r.path}\` | ${r.status}${r.non2xx ? ` (${r.non2xx} non-2xx)` : ''} | ` +
        `${num(r.reqs)} | ${num(r.p50)} | ${num(r.p99)} | ${ratio} | ${kib(r.js)} | ${kib(r.html)} |`,
    )
  }
  return lines.join('\n')
}

/** Formatted as `prettier --check .` (part of `npm run lint`) expects a committed file to be. */
async function main() {
  buildIfStale(opts['no-build'])
  const server = await startServer({ disk: opts.disk })
  const stopOnSignal = () => void server.stop().finally(() => process.exit(130))
  process.once('SIGINT', stopOnSignal)
  process.once('SIGTERM', stopOnSignal)
  try {
    const target = await elabelTarget(server.base)
    const query = `product=${encodeURIComponent(target.slug)}&vintage=${encodeURIComponent(target.vintage)}`
    let routes = [
      { name: 'trivial', label: 'bare page', path: '/help' },
      { name: 'shop', label: 'shop listing', path: `/${opts.shop}` },
      { name: 'product', label: 'product page', path: `/${opts.shop}/${target.slug}` },
      { name: 'elabel', label: 'e-label', path: `/${opts.shop}/nutritiveValues?${query}` },
    ]
    if (opts.only) {
      const keep = new Set(['trivial', ...opts.only.split(',')])
      routes = routes.filter((r) => keep.has(r.name))
    }

    const loadBefore = os.loadavg()[0]
    const results = []
    for (const route of routes) {
      const url = server.base + route.path
      const { status, html } = await probe(url)
      const weight = status === 200 ? await pageWeight(html, url) : null
      results.push({
        ...route,
        url,
        status,
        js: weight?.jsGzip ?? null,
        html: weight?.htmlGzip ?? null,
        files: weight?.files ?? [],
        samples: [],
      })
      console.info(`${route.path} → ${status}`)
    }
    const loaded = results.filter((r) => r.status === 200)
    for (const r of loaded) await load(r.url, 2) // warm-up: JIT, caches, first database reads

    for (let round = 0; round < rounds; round++) {
      // A different order each round, so that no route always runs first or after the same one.
      const order = loaded.map((_, i) => loaded[(i + round) % loaded.length])
      for (const r of order) {
        const res = await load(r.url, duration)
        r.samples.push({
          reqs: res.requests.average,
          p50: res.latency.p50,
          p99: res.latency.p99,
          non2xx: res.non2xx + res.errors + res.timeouts,
        })
      }
      console.info(`round ${round + 1}/${rounds} done`)
    }
    for (const r of results) {
      const pick = (key) => (r.samples.length ? median(r.samples.map((s) => s[key])) : null)
      Object.assign(r, {
        reqs: pick('reqs'),
        p50: pick('p50'),
        p99: pick('p99'),
        non2xx: r.samples.reduce((n, s) => n + s.non2xx, 0),
      })
    }

    const peak = server.peakRssMiB()
    const cpus = os.cpus()
    const report = [
      '# Benchmark',
      '',
      `${new Date().toISOString()} · build ${buildVersion()} · Node ${process.version} · ` +
        `${cpus.length} × ${cpus[0]?.model ?? 'CPU'} · ${opts.disk ? 'PGlite on disk' : 'PGlite in memory'}`,
      '',
      `Production server (\`NODE_ENV=production\`, no request log, compression on), autocannon ` +
        `${connections} connections, ${rounds} interleaved rounds × ${duration} s per route after a ` +
        `2 s warm-up; medians of the rounds. Requests carry \`isOver18=true\` and ` +
        `\`accept-encoding: gzip\`. E-label target: \`${target.slug}\`, vintage ${target.vintage} ` +
        `(from ${target.from}).`,
      '',
      table(results),
      '',
      `JS KiB gz: the files named by the page's modulepreload links and inline module imports, ` +
        `each gzipped (zlib default level) and summed. Server peak RSS: ${peak ?? '—'} MiB.`,
      '',
      `Load average (1 min) on ${cpus.length} cores: ${loadBefore.toFixed(1)} before, ` +
        `${os.loadavg()[0].toFixed(1)} after; above the core count, other processes shared the CPU ` +
        `and the absolute figures are low (compare the ratios).`,
      '',
      '<details><summary>Per-round req/s</summary>',
      '',
      ...results.map(
        (r) => `- ${r.label}: ${r.samples.map((s) => s.reqs.toFixed(0)).join(', ') || '—'}`,
      ),
      '',
      '</details>',
      '',
    ].join('\n')
    fs.writeFileSync(opts.out, await prettierMarkdown(report, opts.out))
    console.info(`\n${report}`)

    const elabel = results.find((r) => r.name === 'elabel')
    if (elabel && elabel.status === 200 && elabel.js !== 0) {
      console.error(
        `The e-label page loads ${elabel.files.length} JavaScript file(s); it must load none.`,
      )
      process.exitCode = 1
    }
    const broken = results.filter((r) => r.status !== 200)
    if (broken.length) {
      console.error(`Not measured: ${broken.map((r) => `${r.path} (${r.status})`).join(', ')}`)
      process.exitCode = 1
    }
  } finally {
    await server.stop()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
