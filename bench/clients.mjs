// `npm run bench:clients` (issue 17 §6): the clients list's search and filters over 50,000
// clients, in process (the Hono app's fetch, as the API tests run it).
//
// PostgreSQL (BENCH_DATABASE_URL or TEST_DATABASE_URL: a throw-away database caveau_bench_<pid>
// is created there and dropped at the end), or in-memory PGlite with --db pglite. The demo seed,
// then 50,000 clients of shop 1 and 100,000 orders written in SQL (bench/orders-data.mjs,
// bench/clients-data.mjs), then VACUUM ANALYZE. The owner's GET /v1/clients with each search and
// filter, and the agent's own clients, are called sequentially after a warm-up: calls per second,
// p50 and p99 (target: p99 < 50 ms on PostgreSQL). Then a campaign to 10,000 of them (a static
// list filled in SQL, a standard model) is sent through the job queue, as the worker runs it, to a
// local SMTP server speaking the real protocol (smtp-server), the mailer's transport pooled
// (SMTP_URL with ?pool=true): mails per second, and every recipient checked sent.
//
// Writes bench/clients-results.md (or --out). Options: --db postgres|pglite, --clients 50000,
// --orders 100000, --calls 200, --warmup 20, --max-seconds 20, --recipients 10000.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { benchDeps, getAs, login, throwAwayPostgres } from './api-bench.mjs'
import { dressClients } from './clients-data.mjs'
import { bundleSources, prettierMarkdown } from './harness.mjs'
import { rows, seedOrders } from './orders-data.mjs'
import { fmt, measure } from './orders-measure.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)

const { values: opts } = parseArgs({
  options: {
    db: { type: 'string', default: 'postgres' },
    clients: { type: 'string', default: '50000' },
    orders: { type: 'string', default: '100000' },
    calls: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '20' },
    'max-seconds': { type: 'string', default: '20' },
    recipients: { type: 'string', default: '10000' },
    out: { type: 'string', default: 'bench/clients-results.md' },
  },
})
if (opts.db !== 'postgres' && opts.db !== 'pglite')
  throw new Error(`--db is postgres or pglite, not ${opts.db}`)
const TARGET_MS = 50
const SHOP_ID = 1
const timing = {
  calls: Number(opts.calls),
  warmup: Number(opts.warmup),
  maxMs: Number(opts['max-seconds']) * 1000,
}
const { sql } = await import('drizzle-orm')

const app = await bundleSources('bench-clients', [
  "export { createApi } from './app/platform/api/app'",
  "export { openDatabase } from './app/platform/db/client'",
  "export { seedDemo } from './app/platform/db/seed'",
  "export { createMailer } from './app/platform/api/mail'",
  "export { runDueJobs } from './app/platform/api/jobs'",
  "export { jobHandlers } from './app/platform/api/job-handlers'",
  "export { startFakeSmtp } from './tests/support/fake-smtp'",
  "export { defaultRateLimits } from './app/platform/api/runtime.server'",
])

/** The searches and filters a producer uses, each with how many rows it must at least find. */
const scenarios = [
  { label: 'first page, by name', path: '/v1/clients' },
  { label: 'page 100', path: '/v1/clients?page=100' },
  {
    label: 'search a last name (“Lefèvre”)',
    path: `/v1/clients?q=${encodeURIComponent('Lefèvre')}`,
  },
  { label: 'search an e-mail', path: '/v1/clients?q=client-4242%40bench' },
  { label: 'search a town (“Épernay”)', path: `/v1/clients?q=${encodeURIComponent('Épernay')}` },
  { label: 'search a SIRET’s start', path: '/v1/clients?q=732%20829%203' },
  { label: 'search, no match', path: '/v1/clients?q=zzzz', empty: true },
  { label: 'professionals', path: '/v1/clients?kind=pro' },
  { label: 'typology restaurateur', path: '/v1/clients?typology=restaurateur' },
  { label: 'département 21', path: '/v1/clients?department=21' },
  { label: 'prospects', path: '/v1/clients?pipe=prospect' },
  { label: 'newest first', path: '/v1/clients?sort=-createdAt' },
  { label: 'by town, page 20', path: '/v1/clients?sort=city&page=20' },
  {
    label: 'pro + département 75, newest first',
    path: '/v1/clients?kind=pro&department=75&sort=-createdAt',
  },
  { label: 'agent’s own clients (agent@)', path: '/v1/clients', as: 'agent' },
]

/** Sends `data` to the API as the owner; the answer's body, or the run fails. */
async function post(api, token, path, json) {
  const res = await api.fetch(
    new Request(`http://localhost${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(json),
    }),
    { clientIp: '127.0.0.1' },
  )
  const body = await res.json()
  if (res.status >= 300) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body)}`)
  return body
}

/** A campaign to `--recipients` clients through the job queue to a local SMTP server. */
async function campaignRun(db, api, owner) {
  const count = Number(opts.recipients)
  const smtp = await app.startFakeSmtp()
  const mailer = app.createMailer(db, {
    smtpUrl: `${smtp.url}?pool=true`,
    from: 'bench@caveau.test',
  })
  const deps = benchDeps(app, db, mailer)
  try {
    const list = await post(api, owner, '/v1/crm/lists', { name: 'Bench', type: 'static' })
    await db.execute(sql`
      insert into crm_list_members (list_id, client_id)
      select ${list.list.id}, id from clients
      where shop_id = ${SHOP_ID} and email like 'client-%@bench.caveau.test'
      order by id limit ${count}`)
    const model = await post(api, owner, '/v1/crm/models', {
      kind: 'standard',
      name: 'Bench',
      subject: 'Les vendanges 2026',
      title: 'Bonjour {{prenom}}',
      body: 'Nos vins de la nouvelle récolte arrivent.',
      buttonLabel: null,
      buttonLink: null,
    })
    const created = await post(api, owner, '/v1/crm/campaigns', {
      name: 'Bench',
      modelId: model.model.id,
      listId: list.list.id,
      sendAt: null,
    })
    const campaignId = created.campaign.id
    const t0 = performance.now()
    // As the worker does: due jobs claimed and run until none is left.
    while ((await app.runDueJobs(deps, app.jobHandlers, { limit: 10 })) > 0);
    const seconds = (performance.now() - t0) / 1000
    const [row] = await rows(
      db,
      sql`select count(*) filter (where status = 'sent')::integer as sent,
                 count(*)::integer as total
          from crm_campaign_recipients where campaign_id = ${campaignId}`,
    )
    if (row.total !== count || row.sent !== count || smtp.received.length !== count)
      throw new Error(
        `campaign: ${row.sent} of ${row.total} recipients sent, ${smtp.received.length} mails received, ${count} expected`,
      )
    console.log(
      `  campaign to ${fmt(count)}: ${fmt(count / seconds)} mails/s (${fmt(seconds, 1)} s), all received`,
    )
    return { count, seconds, perSecond: count / seconds }
  } finally {
    await smtp.close()
  }
}

async function run() {
  console.log(`\n== ${opts.db}: ${fmt(Number(opts.clients))} clients`)
  const throwAway = opts.db === 'postgres' ? await throwAwayPostgres('bench:clients') : null
  const database = await app.openDatabase(
    throwAway ? { url: throwAway.url } : { dataDir: 'memory://' },
  )
  const { db } = database
  try {
    let t0 = performance.now()
    await app.seedDemo(db, { activity: false })
    await seedOrders(db, {
      shopId: SHOP_ID,
      orders: Number(opts.orders),
      clients: Number(opts.clients),
      buyers: 500,
    })
    await dressClients(db, SHOP_ID)
    await db.execute(sql`vacuum analyze`)
    const dataSeconds = (performance.now() - t0) / 1000
    const [sizes] = await rows(
      db,
      sql`select (select count(*) from clients where shop_id = ${SHOP_ID})::integer as clients,
                 (select count(*) from orders where shop_id = ${SHOP_ID})::integer as orders`,
    )
    console.log(
      `  ${fmt(sizes.clients)} clients, ${fmt(sizes.orders)} orders written in ${fmt(dataSeconds, 1)} s`,
    )
    const api = app.createApi(benchDeps(app, db))
    const tokens = {
      owner: await login(api, 'owner@caveau.test'),
      agent: await login(api, 'agent@caveau.test'),
    }
    const lists = []
    for (const s of scenarios) {
      const call = getAs(api, s.path, tokens[s.as ?? 'owner'])
      const body = await call()
      // A list that finds nothing would measure less work than the real one.
      if (!s.empty && body.clients.length === 0) throw new Error(`${s.label}: no client listed`)
      const r = await measure(call, timing)
      lists.push({ ...s, matching: body.total, ...r })
      console.log(
        `  ${s.label} (${fmt(body.total)}): ${fmt(r.perSecond)}/s, p50 ${fmt(r.p50, 1)} ms, p99 ${fmt(r.p99, 1)} ms`,
      )
    }
    const campaign = await campaignRun(db, api, tokens.owner)
    return { sizes, dataSeconds, lists, campaign }
  } finally {
    await database.close()
    await throwAway?.drop()
  }
}

const result = await run()
const dbName = opts.db === 'postgres' ? 'PostgreSQL' : 'PGlite'
const missed = result.lists.filter((x) => x.p99 >= TARGET_MS)
const ms = (n) => fmt(n, 1)
const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
const report = [
  '# Clients list benchmark',
  '',
  `\`npm run bench:clients\` on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${cpu} (${os.cpus().length} threads), ${dbName}.`,
  `In process (the Hono app’s \`fetch\`): the demo seed plus ${fmt(result.sizes.clients)} clients of shop 1 (addresses in`,
  `24 towns, a third professionals with a SIRET, one in ten a prospect, one in twenty followed by the`,
  `demo agent) and ${fmt(result.sizes.orders)} orders, written in SQL in ${fmt(result.dataSeconds, 1)} s, then VACUUM ANALYZE.`,
  `Sequential calls after ${timing.warmup} warm-up calls, up to ${timing.calls} per request. Target: p99 under ${TARGET_MS} ms.`,
  '',
  '| Request (owner unless said) | Matching | Calls/s | p50 ms | p99 ms |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...result.lists.map(
    (x) =>
      `| ${x.label} | ${fmt(x.matching)} | ${fmt(x.perSecond)} | ${ms(x.p50)} | ${x.p99 >= TARGET_MS ? `**${ms(x.p99)}**` : ms(x.p99)} |`,
  ),
  '',
  missed.length === 0
    ? `Every request is under ${TARGET_MS} ms p99.`
    : `Over ${TARGET_MS} ms p99 (in bold): ${missed.map((x) => x.label).join('; ')}.`,
  '',
  '## A campaign through the job queue',
  '',
  `${fmt(result.campaign.count)} recipients (a static list), a standard model rendered per recipient, sent by the`,
  `\`crm.campaign\` job in its batches to a local SMTP server (smtp-server, real protocol; the transport pooled):`,
  `**${fmt(result.campaign.perSecond)} mails/s** (${fmt(result.campaign.seconds, 1)} s), every recipient sent and every mail received.`,
  '',
].join('\n')
fs.writeFileSync(opts.out, await prettierMarkdown(report, opts.out))
console.log(`\nWritten to ${opts.out}`)
