// Where a page's CPU goes: the production server runs under `node --cpu-prof` while autocannon
// asks one page (signed in as buyer@caveau.test unless --anonymous) a few at a time; the profile
// of the measured window is summarised as the functions with the most self and total time.
// Usage: npm run bench:profile -- [--path /shops/1] [--requests 400] [--anonymous] [--no-build]
// The .cpuprofile stays in bench/profiles/ (open it in Chrome's DevTools, Performance tab).
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import { buildIfStale, signInBuyer, startServer } from './harness.mjs'

const { values: opts } = parseArgs({
  options: {
    path: { type: 'string', default: '/shops/1' },
    requests: { type: 'string', default: '400' },
    anonymous: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
})
const dir = path.resolve('bench/profiles')
fs.mkdirSync(dir, { recursive: true })
const before = new Set(fs.readdirSync(dir))

buildIfStale(opts['no-build'])
const server = await startServer({
  // The catalogue and accounts only: the demo year of sales seeds in the background for minutes,
  // and would share the profiled window with the page.
  env: { SEED_DEMO: 'base' },
  nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
})
let measured
try {
  const cookie = `isOver18=true${opts.anonymous ? '' : `; ${await signInBuyer(server.base)}`}`
  const headers = {
    accept: 'text/html',
    'accept-encoding': 'gzip',
    'accept-language': 'fr',
    cookie,
  }
  const url = `${server.base}${opts.path}`
  await autocannon({ url, connections: 4, amount: 100, headers })
  const start = Date.now()
  const run = await autocannon({ url, connections: 4, amount: Number(opts.requests), headers })
  measured = { start, end: Date.now(), requests: run.requests.total, non2xx: run.non2xx }
} finally {
  await server.stop()
}
const file = fs.readdirSync(dir).find((name) => !before.has(name) && name.endsWith('.cpuprofile'))
if (!file) throw new Error('the server wrote no profile')
summarise(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), measured)
console.log(`\nprofile: bench/profiles/${file}`)

/** Self and total time per function over the measured window only (not start-up nor seeding). */
function summarise(profile, { start, end, requests, non2xx }) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]))
  const parents = new Map()
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parents.set(child, node.id)
  const name = ({ callFrame: f }) =>
    `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*node_modules\//, '').replace(/^.*\/build\//, 'build/')}:${f.lineNumber + 1}`
  // Sample times are microseconds on the profiler's clock; the window is the measured run's
  // length, counted back from the last sample (the server stops right after the run).
  let at = profile.startTime
  const times = profile.timeDeltas.map((delta) => (at += delta))
  const from = at - (end - start) * 1000
  const self = new Map()
  const total = new Map()
  let sum = 0
  for (let i = 0; i < profile.samples.length; i++) {
    if (times[i] < from) continue
    const dt = profile.timeDeltas[i + 1] ?? 0
    sum += dt
    const leaf = nodes.get(profile.samples[i])
    self.set(name(leaf), (self.get(name(leaf)) ?? 0) + dt)
    const seen = new Set()
    for (let id = leaf.id; id !== undefined; id = parents.get(id)) {
      const key = name(nodes.get(id))
      if (seen.has(key)) continue
      seen.add(key)
      total.set(key, (total.get(key) ?? 0) + dt)
    }
  }
  const top = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, us]) => `${((100 * us) / sum).toFixed(1).padStart(5)} %  ${key}`)
      .join('\n')
  console.log(
    `${opts.path}: ${requests} requests (${non2xx} not 2xx), ${(sum / 1000 / requests).toFixed(1)} ms of profiled time each`,
  )
  console.log('\nself time\n' + top(self, 25))
  console.log('\ntotal time\n' + top(total, 40))
}
