// `npm run bench:cart`: POST /v1/orders/get-cart-price measured in process (the Hono app's fetch
// on an in-memory PGlite with the demo seed, as the API tests run it), for carts of 1, 10 and 100
// lines across 1 and 5 sellers, then the pricing engine alone (`priceOrder`) on the largest cart.
// Sequential calls after a warm-up: calls per second and p50/p99 latency. Writes a Markdown table
// to bench/cart-results.md (or --out). Options: --calls 2000 --warmup 200 --engine-calls 20000.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { bundleSources } from './harness.mjs'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
process.chdir(root)

const { values: opts } = parseArgs({
  options: {
    calls: { type: 'string', default: '2000' },
    warmup: { type: 'string', default: '200' },
    'engine-calls': { type: 'string', default: '20000' },
    out: { type: 'string', default: 'bench/cart-results.md' },
  },
})
const calls = Number(opts.calls)
const warmup = Number(opts.warmup)
const engineCalls = Number(opts['engine-calls'])

/** The API and the engine from the TypeScript sources, bundled once (packages stay external). */
async function loadApp() {
  return bundleSources('bench-cart', [
    "export { createApi } from './app/platform/api/app'",
    "export { openDatabase } from './app/platform/db/client'",
    "export { seedDemo } from './app/platform/db/seed'",
    "export { createMailer } from './app/platform/api/mail'",
    "export { priceOrder } from './app/modules/pricing/domain'",
    "export * as schema from './app/platform/db/schema'",
  ])
}

const app = await loadApp()
const { schema } = app
const { eq, inArray } = await import('drizzle-orm')

const database = await app.openDatabase({ dataDir: 'memory://' })
const { db } = database
await app.seedDemo(db)
// The bench's own sellers get their mail nowhere: the mailer is never called by pricing.
const api = app.createApi({
  db,
  mailer: app.createMailer(db, { from: 'bench@caveau.test' }),
  config: {
    jwtSecret: 'bench-secret-for-the-cart-price',
    appUrl: 'http://localhost:3000',
    version: 'bench',
    rateLimits: {
      loginPerAddress: { limit: 1000, windowMs: 60_000 },
      loginFailuresPerAccount: { limit: 1000, windowMs: 60_000 },
      registerPerAddress: { limit: 1000, windowMs: 60_000 },
      registerPerAccount: { limit: 1000, windowMs: 60_000 },
    },
  },
})

// ---------------------------------------------------------------- sellers and their lines

const [source] = await db.select().from(schema.shops).where(eq(schema.shops.code, 'SOURCE'))

/** Four more shops like Domaine de la Source, 20 wines each, so that a cart spans 5 sellers. */
async function extraSeller(n) {
  const [shop] = await db
    .insert(schema.shops)
    .values({
      code: `BENCH${n}`,
      name: `Domaine du banc ${n}`,
      urlShop: `domaine-du-banc-${n}`,
      typologies: source.typologies,
      settings: source.settings,
      integration: source.integration,
    })
    .returning()
  const modes = await db
    .select()
    .from(schema.deliveryModes)
    .where(eq(schema.deliveryModes.shopId, source.id))
  await db.insert(schema.deliveryModes).values(
    modes.map(({ id: _id, shopId: _shop, createdAt: _c, updatedAt: _u, ...m }) => ({
      ...m,
      shopId: shop.id,
    })),
  )
  const made = await db
    .insert(schema.products)
    .values(
      Array.from({ length: 20 }, (_, i) => ({
        shopId: shop.id,
        slug: `vin-${i + 1}`,
        name: `Vin n° ${i + 1}`,
        type: 'Vin',
      })),
    )
    .returning({ id: schema.products.id })
  const ids = made.map((p) => p.id)
  await db.insert(schema.productVintages).values(
    ids.map((productId) => ({
      productId,
      name: '2022',
      alcohol: 13,
      legal: { typeDA: 'DA2' },
    })),
  )
  await db.insert(schema.productFormats).values(
    ids.map((productId, i) => ({
      productId,
      priceCents: 1200 + i * 50,
      discountPrice: { 6: 1100 + i * 50, 12: 1000 + i * 50 },
      typologies: { restaurateur: { visible: true, priceCents: 800 + i * 40 } },
    })),
  )
  return shop.id
}

/** Every orderable line of a shop: each visible product's formats × vintages. */
async function linesOf(shopId) {
  const products = await db.select().from(schema.products).where(eq(schema.products.shopId, shopId))
  const online = products.filter((p) => p.status === 'online')
  const ids = online.map((p) => p.id)
  const formats = await db
    .select()
    .from(schema.productFormats)
    .where(inArray(schema.productFormats.productId, ids))
  const vintages = await db
    .select()
    .from(schema.productVintages)
    .where(inArray(schema.productVintages.productId, ids))
  return online.flatMap((p) =>
    formats
      .filter((f) => f.productId === p.id && f.typologies.particulier?.visible !== false)
      .flatMap((f) =>
        vintages
          .filter((v) => v.productId === p.id)
          .map((v) => ({ product: p, format: f, vintage: v })),
      ),
  )
}

const sellers = [source.id]
for (let n = 1; n <= 4; n += 1) sellers.push(await extraSeller(n))
const choices = new Map()
for (const id of sellers) choices.set(id, await linesOf(id))
const carrierOf = new Map(
  (
    await db
      .select()
      .from(schema.deliveryModes)
      .where(inArray(schema.deliveryModes.shopId, sellers))
  )
    .filter((m) => m.kind === 'carrier')
    .map((m) => [m.shopId, m]),
)

/** A cart of `lines` lines spread over the first `sellerCount` sellers. */
function cart(lines, sellerCount) {
  const perSeller = Math.ceil(lines / sellerCount)
  return sellers.slice(0, sellerCount).map((sellerId, s) => {
    const options = choices.get(sellerId)
    const count = Math.min(perSeller, lines - s * perSeller)
    return {
      sellerId,
      deliveryModeId: carrierOf.get(sellerId).id,
      promoCode: sellerId === source.id ? 'BIENVENUE10' : null,
      products: Array.from({ length: count }, (_, i) => {
        const { product, format, vintage } = options[i % options.length]
        return {
          idTmp: `l${i}`,
          productId: product.id,
          formatId: format.id,
          vintageId: vintage.id,
          quantity: 1 + (i % 7),
          isWrapped: i % 5 === 0,
        }
      }),
    }
  })
}

// ---------------------------------------------------------------- measuring

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

async function measure(run, n, warm) {
  for (let i = 0; i < warm; i += 1) await run()
  const times = new Float64Array(n)
  const start = performance.now()
  for (let i = 0; i < n; i += 1) {
    const t0 = performance.now()
    await run()
    times[i] = performance.now() - t0
  }
  const total = performance.now() - start
  times.sort()
  return {
    n,
    perSecond: (n * 1000) / total,
    p50: percentile(times, 50),
    p99: percentile(times, 99),
  }
}

const login = await api.fetch(
  new Request('http://localhost/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'pro@caveau.test', password: 'Demo1234' }),
  }),
  { clientIp: '127.0.0.1' },
)
const { jwt } = await login.json()

function priceCall(orders, token) {
  const body = JSON.stringify({ orders })
  const headers = { 'content-type': 'application/json' }
  if (token) headers.authorization = `Bearer ${token}`
  return async () => {
    const res = await api.fetch(
      new Request('http://localhost/v1/orders/get-cart-price', { method: 'POST', headers, body }),
      { clientIp: '127.0.0.1' },
    )
    if (res.status !== 200)
      throw new Error(`get-cart-price answered ${res.status}: ${await res.text()}`)
    await res.arrayBuffer()
  }
}

const scenarios = [
  { label: '1 line, 1 seller', orders: cart(1, 1) },
  { label: '10 lines, 1 seller', orders: cart(10, 1) },
  { label: '10 lines, 5 sellers', orders: cart(10, 5) },
  { label: '100 lines, 1 seller', orders: cart(100, 1) },
  { label: '100 lines, 5 sellers', orders: cart(100, 5) },
  { label: '100 lines, 5 sellers, signed in (pro@)', orders: cart(100, 5), token: jwt },
]

/** A cart whose lines the API would not price (unknown, hidden) would measure less work. */
async function checkPriced(s) {
  const res = await api.fetch(
    new Request('http://localhost/v1/orders/get-cart-price', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(s.token ? { authorization: `Bearer ${s.token}` } : {}),
      },
      body: JSON.stringify({ orders: s.orders }),
    }),
    { clientIp: '127.0.0.1' },
  )
  const body = await res.json()
  body.orders.forEach((o, i) => {
    if (o.lines.length !== s.orders[i].products.length)
      throw new Error(`${s.label}: seller ${o.sellerId} priced ${o.lines.length} lines`)
  })
}

const rows = []
for (const s of scenarios) {
  const lines = s.orders.reduce((n, o) => n + o.products.length, 0)
  if (lines === 0) throw new Error(`empty cart for ${s.label}`)
  await checkPriced(s)
  const result = await measure(priceCall(s.orders, s.token), calls, warmup)
  rows.push({ label: `get-cart-price: ${s.label}`, ...result })
  console.log(`${s.label}: ${result.perSecond.toFixed(0)}/s, p99 ${result.p99.toFixed(2)} ms`)
}

// ---------------------------------------------------------------- the engine alone

/** The engine's input for each seller of the largest cart, built from the rows as the API does. */
async function engineInputs(orders) {
  const shops = await db.select().from(schema.shops).where(inArray(schema.shops.id, sellers))
  const exciseRates = await db.select().from(schema.exciseRates)
  const promotions = await db
    .select()
    .from(schema.promotions)
    .where(inArray(schema.promotions.shopId, sellers))
  const modes = await db
    .select()
    .from(schema.deliveryModes)
    .where(inArray(schema.deliveryModes.shopId, sellers))
  return orders.map((order) => {
    const shop = shops.find((s) => s.id === order.sellerId)
    const options = choices.get(order.sellerId)
    return {
      seller: { id: shop.id, name: shop.name, ...shop.settings },
      typology: { ...shop.typologies.particulier, key: 'particulier' },
      lines: order.products.map((line) => {
        const { product, format, vintage } = options.find(
          (o) => o.format.id === line.formatId && o.vintage.id === line.vintageId,
        )
        return { ...line, product, format, vintage }
      }),
      promotions: promotions.filter((p) => p.shopId === shop.id),
      promoCode: order.promoCode,
      deliveryModes: modes.filter((m) => m.shopId === shop.id),
      deliveryModeId: order.deliveryModeId,
      mountain: false,
      now: new Date(),
      exciseRates,
    }
  })
}

const inputs = await engineInputs(cart(100, 5))
const engine = await measure(
  async () => {
    for (const input of inputs) app.priceOrder(input)
  },
  engineCalls,
  1000,
)
rows.push({ label: 'priceOrder alone: 100 lines, 5 sellers (5 calls)', ...engine })
console.log(`engine: p99 ${engine.p99.toFixed(3)} ms (target < 5 ms)`)

await database.close()

// ---------------------------------------------------------------- report

const fmt = (n, digits) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
const table = [
  '| Measure | Calls | Calls/s | p50 (ms) | p99 (ms) |',
  '| --- | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (r) => `| ${r.label} | ${r.n} | ${fmt(r.perSecond, 0)} | ${fmt(r.p50, 3)} | ${fmt(r.p99, 3)} |`,
  ),
].join('\n')
const cpu = os.cpus()[0]?.model ?? 'unknown CPU'
const report = [
  '# Cart pricing benchmark',
  '',
  `\`npm run bench:cart\` on ${new Date().toISOString().slice(0, 10)}: Node ${process.version}, ${cpu} (${os.cpus().length} threads).`,
  'In process (the Hono app’s `fetch`, in-memory PGlite with the demo seed and four extra sellers of',
  `20 wines), sequential calls after ${warmup} warm-up calls; the engine alone after 1,000.`,
  'Anonymous visitor unless said otherwise; shop 1’s orders carry the promo code BIENVENUE10, every',
  'order a carrier delivery mode, every fifth line gift wrapping.',
  '',
  table,
  '',
  `Engine target: p99 < 5 ms for the 100-line, 5-seller cart — ${engine.p99 < 5 ? 'met' : 'NOT met'} (${fmt(engine.p99, 3)} ms).`,
  '',
].join('\n')
// Written as Prettier would, so that `npm run lint` stays green after a run.
const prettier = await import('prettier')
const config = (await prettier.resolveConfig(opts.out)) ?? {}
fs.writeFileSync(opts.out, await prettier.format(report, { ...config, filepath: opts.out }))
console.log(`\n${table}\n\nWritten to ${opts.out}`)
