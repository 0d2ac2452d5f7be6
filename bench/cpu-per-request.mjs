// CPU milliseconds the server spends per request, for pages where throughput is too noisy to
// compare on a shared machine: the server's own user+system time (/proc/<pid>/stat) over N
// requests sent a few at a time, beside the bare Remix app measured the same way.
// A loaded machine lowers every process's rate, the bare app's more than ours; the CPU time each
// request costs moves much less. Three interleaved rounds, medians.
// Usage: npm run bench:cpu -- [--requests 200] [--concurrency 4] [--database <url>] [--no-build]
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { startBare } from './bare.mjs'
import { buildIfStale, signInBuyer, startServer } from './harness.mjs'

const { values: opts } = parseArgs({
  options: {
    requests: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '4' },
    'no-build': { type: 'boolean', default: false },
    database: { type: 'string' },
  },
})
const requests = Number(opts.requests)
const concurrency = Number(opts.concurrency)
const ticks = 100 // USER_HZ on Linux

function cpuMs(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticks
}

async function measure(pid, url, headers) {
  for (let i = 0; i < 20; i++) await (await fetch(url, { headers })).arrayBuffer()
  const before = cpuMs(pid)
  let next = 0
  const worker = async () => {
    while (next++ < requests) {
      const res = await fetch(url, { headers })
      await res.arrayBuffer()
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return (cpuMs(pid) - before) / requests
}

const browser = {
  accept: 'text/html,application/xhtml+xml',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'fr-FR,fr;q=0.9',
}
buildIfStale(opts['no-build'])
const bare = await startBare()
const barePid = bare.pid
const server = await startServer({ databaseUrl: opts.database })
try {
  const session = await signInBuyer(server.base)
  const signedIn = { ...browser, cookie: `isOver18=true; ${session}` }
  const rows = [
    ['bare Remix', () => measure(barePid, `${bare.base}/`, browser)],
    ['/help (shared page cache)', () => measure(server.pid, `${server.base}/help`, browser)],
    ['/shops/1 signed in', () => measure(server.pid, `${server.base}/shops/1`, signedIn)],
    [
      '/shops/1/sancerre-les-caillottes signed in',
      () => measure(server.pid, `${server.base}/shops/1/sancerre-les-caillottes`, signedIn),
    ],
  ]
  const results = {}
  for (let round = 0; round < 3; round++)
    for (const [name, run] of rows) (results[name] ??= []).push(await run())
  const med = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
  const bareMs = med(results['bare Remix'])
  for (const [name, xs] of Object.entries(results))
    console.log(
      `${name.padEnd(45)} ${med(xs).toFixed(2).padStart(7)} ms CPU/request  ratio ${(bareMs / med(xs)).toFixed(2)}  (${xs.map((x) => x.toFixed(1)).join(', ')})`,
    )
} finally {
  await server.stop()
  await bare.stop()
}
