// `npm run bench:lighthouse`: Lighthouse (12.8, mobile, simulated throttling: the defaults of
// PageSpeed Insights) run several times on the public shop listing, a product page, an e-label
// page and the listing as a first visitor sees it (the over-18 question), interleaved; prints and
// writes the medians and spreads of the performance score, FCP, LCP, TBT and CLS.
// By default it starts the production server on a fresh in-memory database with the demo data;
// `--base http://127.0.0.1:3400` measures a server already running instead.
// Options: --runs 5 --only listing,product,elabel,gate --out bench/lighthouse-results.md
// --base <url> --no-build --no-write --save <folder> --chrome <path> (or CHROME_PATH; by default
// Debian's chromium, else its headless shell).
// Lighthouse is looked up from the project's node_modules, else from LIGHTHOUSE_DIR, else installed
// on first use into a folder of its own under the system's temporary directory.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { buildIfStale, buildVersion, median, prettierMarkdown, startServer } from './harness.mjs'

/** Debian's chromium, else the headless shell that `.ci/run` and the e2e tests install. */
function defaultChrome() {
  const found = ['/usr/bin/chromium', '/usr/bin/chromium-headless-shell'].find((p) =>
    fs.existsSync(p),
  )
  return found ?? '/usr/bin/chromium'
}

const LIGHTHOUSE_VERSION = '12.8.2'

process.chdir(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'))

const { values: opts } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    only: { type: 'string' },
    base: { type: 'string' },
    product: { type: 'string', default: 'sancerre-les-caillottes' },
    shop: { type: 'string', default: 'domaine-de-la-source' },
    out: { type: 'string', default: 'bench/lighthouse-results.md' },
    chrome: { type: 'string', default: process.env.CHROME_PATH ?? defaultChrome() },
    'no-build': { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    // A folder to keep every run's full report in (JSON), for a closer look.
    save: { type: 'string' },
  },
})
const runs = Number(opts.runs)
const KEPT = '## Earlier measurements'
// What the shop pages need to render past the alcohol notice (as bench/run.mjs sends).
const adult = { Cookie: 'isOver18=true' }
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
]

/**
 * Lighthouse and chrome-launcher, from node_modules, LIGHTHOUSE_DIR, or a folder of their own
 * installed on first use: Lighthouse is no dev dependency, as one of its own dependencies asks for
 * the "latest" of a package, which would make `npm ci` refuse the lock file some day.
 */
async function loadLighthouse() {
  const own = path.join(os.tmpdir(), `caveau-lighthouse-${LIGHTHOUSE_VERSION}`)
  const roots = [process.cwd(), process.env.LIGHTHOUSE_DIR, own].filter(Boolean)
  for (let attempt = 0; attempt < 2; attempt++) {
    for (const root of roots) {
      const require = createRequire(path.join(path.resolve(root), 'package.json'))
      try {
        const lhPath = require.resolve('lighthouse')
        const fromLh = createRequire(lhPath)
        const lighthouse = (await import(pathToFileURL(lhPath).href)).default
        const launcher = await import(pathToFileURL(fromLh.resolve('chrome-launcher')).href)
        const version = JSON.parse(
          fs.readFileSync(path.join(lhPath.split('/core/')[0], 'package.json'), 'utf8'),
        ).version
        return { lighthouse, launch: launcher.launch, version }
      } catch {
        // Not in this folder: try the next one.
      }
    }
    console.log(`Installing lighthouse@${LIGHTHOUSE_VERSION} into ${own} (once)…`)
    fs.mkdirSync(own, { recursive: true })
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        own,
        '--no-save',
        '--no-audit',
        '--no-fund',
        `lighthouse@${LIGHTHOUSE_VERSION}`,
      ],
      { stdio: 'inherit' },
    )
  }
  throw new Error(`Lighthouse could not be installed into ${own}.`)
}

/** The product and vintage of the e-label page, from the public API (as bench/run.mjs does). */
async function elabelQuery(base) {
  let slug = opts.product
  let vintage = '2023'
  try {
    const res = await fetch(`${base}/v1/shops/${opts.shop}/elabels`)
    if (res.ok) {
      const { products } = await res.json()
      const product = products.find((p) => p.slug === opts.product) ?? products[0]
      const last = product?.vintages.at(-1)
      if (last) [slug, vintage] = [product.slug, String(last.id)]
    }
  } catch {
    // Fall back to the demo slug and the vintage's name.
  }
  return `product=${encodeURIComponent(slug)}&vintage=${encodeURIComponent(vintage)}`
}

const ms = (x) => (x === null || x === undefined ? '—' : String(Math.round(x)))
const spread = (xs, fmt) => (xs.length ? `${fmt(Math.min(...xs))}–${fmt(Math.max(...xs))}` : '—')

/** One Lighthouse run's figures. */
function figures(lhr) {
  const a = lhr.audits
  const lcpElement = a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
  const requests = a['network-requests']?.details?.items ?? []
  return {
    score: lhr.categories.performance.score,
    fcp: a['first-contentful-paint'].numericValue,
    lcp: a['largest-contentful-paint'].numericValue,
    tbt: a['total-blocking-time'].numericValue,
    cls: a['cumulative-layout-shift'].numericValue,
    si: a['speed-index'].numericValue,
    scripts: requests.filter((r) => r.resourceType === 'Script').length,
    requests: requests.length,
    bytes: requests.reduce((n, r) => n + (r.transferSize ?? 0), 0),
    lcpElement: lcpElement?.snippet ?? null,
    error: lhr.runtimeError?.message ?? null,
    load: os.loadavg()[0],
  }
}

async function main() {
  const { lighthouse, launch, version } = await loadLighthouse()
  let server = null
  if (!opts.base) {
    buildIfStale(opts['no-build'])
    console.info('Starting the production server (seeding the demo year takes about a minute)…')
    server = await startServer()
  }
  const base = opts.base ?? server.base
  const chrome = await launch({ chromePath: opts.chrome, chromeFlags })
  const stop = async () => {
    await chrome.kill()
    await server?.stop()
  }
  const stopOnSignal = () => void stop().finally(() => process.exit(130))
  process.once('SIGINT', stopOnSignal)
  process.once('SIGTERM', stopOnSignal)
  try {
    let pages = [
      { name: 'listing', label: 'shop listing', path: `/${opts.shop}`, headers: adult },
      {
        name: 'product',
        label: 'product page',
        path: `/${opts.shop}/${opts.product}`,
        headers: adult,
      },
      {
        name: 'elabel',
        label: 'e-label',
        path: `/${opts.shop}/nutritiveValues?${await elabelQuery(base)}`,
        headers: {},
      },
      { name: 'gate', label: 'listing, first visit (over-18 question)', path: `/${opts.shop}` },
    ]
    if (opts.only) pages = pages.filter((p) => opts.only.split(',').includes(p.name))
    for (const page of pages) {
      const res = await fetch(base + page.path, { headers: page.headers ?? {} })
      await res.arrayBuffer()
      page.status = res.status
      page.samples = []
      console.info(`${page.path} → ${res.status}`)
    }

    for (let round = 0; round < runs; round++) {
      // A different order each round, so that no page always runs first or after the same one.
      const order = pages.map((_, i) => pages[(i + round) % pages.length])
      for (const page of order) {
        const result = await lighthouse(
          base + page.path,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            extraHeaders: page.headers,
          },
          undefined,
        )
        const f = figures(result.lhr)
        if (opts.save) {
          fs.mkdirSync(opts.save, { recursive: true })
          fs.writeFileSync(path.join(opts.save, `${page.name}-${round + 1}.json`), result.report)
          // The trace, to read the long tasks in DevTools' Performance tab.
          fs.writeFileSync(
            path.join(opts.save, `${page.name}-${round + 1}.trace.json`),
            JSON.stringify(result.artifacts.Trace),
          )
        }
        page.samples.push(f)
        console.info(
          `round ${round + 1}/${runs} ${page.name}: score ${f.score} FCP ${ms(f.fcp)} ` +
            `LCP ${ms(f.lcp)} TBT ${ms(f.tbt)} CLS ${f.cls.toFixed(3)} · ${f.scripts} scripts · load ${f.load.toFixed(1)}` +
            (f.error ? ` · ${f.error}` : ''),
        )
      }
    }

    const pick = (page, key) => page.samples.map((s) => s[key]).filter((x) => x !== null)
    const lines = [
      '| page | path | score (min–max) | FCP ms (min–max) | LCP ms (min–max) | TBT ms | CLS | JS files | requests | KiB transferred |',
      '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    ]
    for (const page of pages) {
      const score = pick(page, 'score')
      const fcp = pick(page, 'fcp')
      const lcp = pick(page, 'lcp')
      const two = (x) => x.toFixed(2)
      lines.push(
        `| ${page.label} | \`${page.path.replace(/\?.*/, '?…')}\` | ` +
          `${two(median(score))} (${spread(score, two)}) | ${ms(median(fcp))} (${spread(fcp, ms)}) | ` +
          `${ms(median(lcp))} (${spread(lcp, ms)}) | ${ms(median(pick(page, 'tbt')))} | ` +
          `${median(pick(page, 'cls')).toFixed(3)} | ${median(pick(page, 'scripts'))} | ` +
          `${median(pick(page, 'requests'))} | ${(median(pick(page, 'bytes')) / 1024).toFixed(1)} |`,
      )
    }
    const cpus = os.cpus()
    const report = [
      '# Lighthouse',
      '',
      `${new Date().toISOString()} · build ${buildVersion()} · Lighthouse ${version} · Node ` +
        `${process.version} · ${cpus.length} × ${cpus[0]?.model ?? 'CPU'} · ${runs} interleaved runs per page`,
      '',
      'Mobile form factor, simulated throttling (Lighthouse defaults: 150 ms RTT, 1.6 Mbit/s, ' +
        '4× CPU slowdown), headless Chromium, production server. Medians, with the lowest and ' +
        'highest run. The shop pages are asked with the `isOver18=true` cookie except the first ' +
        'visit, which shows the over-18 question.',
      '',
      lines.join('\n'),
      '',
      `Load average (1 min) after each run on ${cpus.length} cores: median ` +
        `${median(pages.flatMap((p) => pick(p, 'load'))).toFixed(1)}, ` +
        `${spread(
          pages.flatMap((p) => pick(p, 'load')),
          (x) => x.toFixed(1),
        )}; ` +
        'above the core count other processes shared the CPU, which lengthens the main-thread ' +
        'tasks Lighthouse multiplies (TBT) and moves the observed paints it simulates from.',
      '',
      'LCP element: ' +
        pages
          .map((p) => `${p.name} \`${p.samples.find((s) => s.lcpElement)?.lcpElement ?? '—'}\``)
          .join('; ') +
        '.',
      '',
    ].join('\n')
    if (!opts['no-write']) {
      // Hand-written notes under this heading (earlier figures, what changed) are kept.
      const previous = fs.existsSync(opts.out) ? fs.readFileSync(opts.out, 'utf8') : ''
      const kept = previous.indexOf(KEPT) >= 0 ? previous.slice(previous.indexOf(KEPT)) : ''
      fs.writeFileSync(opts.out, await prettierMarkdown(`${report}\n${kept}`, opts.out))
    }
    console.info(`\n${report}`)
    const low = pages.filter((p) => p.samples.some((s) => s.score === null || s.score < 0.95))
    if (low.length) {
      console.error(`Below 0.95 on at least one run: ${low.map((p) => p.name).join(', ')}`)
      process.exitCode = 1
    }
  } finally {
    await stop()
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.stack : error)
  process.exit(1)
})
