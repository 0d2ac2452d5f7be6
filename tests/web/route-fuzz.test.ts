/**
 * Fuzzing of the pages (issue 14, section 1), the Remix side of tests/api/fuzz.test.ts with the
 * same hostile inputs and the same "no business row written" check (tests/support/fuzz.ts). Every
 * route of Remix's manifest gets GET and POST as a visitor, a buyer and an owner: hostile values
 * in its dynamic segments and query strings, forms with NUL bytes, long and deeply nested fields,
 * huge forms, bodies that are not forms, unknown methods. Loaded as Remix runs them, in process:
 * the layouts' loaders then the page's for GET, the page's action otherwise. None may end in a 5xx
 * (a thrown error Remix would answer with 500), every request is answered.
 *
 * And the sweep of section 1's last defect: signed in as the second demo owner, every page with an
 * id under /dashboard and /resources, opened with the ids of the first shop's records, answers a
 * refusal (404, 403, a redirect), never the record.
 *
 * `npm test` runs a fixed-seed sample (FUZZ_SHARE, 0.02 by default); `npm run fuzz` all of it.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

const database = await throwAwayRuntime()

import { sql } from 'drizzle-orm'
import { clients, documentFiles, orders } from '#app/platform/db/schema'
import { getRuntime } from '#app/platform/api/runtime.server'
import { requestRefusal } from '#app/platform/domain/hostile-input'
import {
  bodies,
  fuzzSeed,
  fuzzShare,
  long,
  queryValues,
  sampleOf,
  segments,
  tableCounts,
} from '#tests/support/fuzz'
import { chainOf, fullPattern, manifest, moduleOf, type RouteEntry } from './route-files'
import { insertGeneratedInvoice } from '#tests/support/sales-rows'
import { closeRuntime, requestAs, signInDemoAccounts, type DemoAccount } from './session'

beforeAll(signInDemoAccounts)
afterAll(() => closeRuntime(database))

/** Field names the forms of the app use, given hostile values all at once. */
const fields = [
  'intent',
  'id',
  'name',
  'email',
  'username',
  'password',
  'quantity',
  'price',
  'date',
  'from',
  'to',
  'firstName',
  'lastName',
  'address',
  'productId',
  'note',
  'message',
  'code',
  'token',
  'status',
  'amount',
  'redirectTo',
]
const form = (value: string) => new URLSearchParams(fields.map((f) => [f, value])).toString()
const urlencoded = 'application/x-www-form-urlencoded'
/** Forms: [content type, body]. */
const forms: [string, string][] = [
  [urlencoded, form('a\u0000b')],
  [urlencoded, form(long)],
  [urlencoded, form('9999-99-99')],
  [urlencoded, form('1e400')],
  [urlencoded, form('-1')],
  [urlencoded, `a${'[0]'.repeat(3000)}=1&${'b.'.repeat(3000)}b=1&intent=${'x'.repeat(10)}`],
  [urlencoded, Array.from({ length: 10_000 }, (_, i) => `f${i}=1`).join('&')],
  [urlencoded, `intent=${'é'.repeat(1_000_000)}`],
  [urlencoded, '%%%&=&&=%00'],
  [
    'multipart/form-data; boundary=x',
    '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\n\u0000\r\n--x--\r\n',
  ],
  ...bodies,
]
const queryNames = ['q', 'from', 'to', 'page', 'status', 'sort', 'id', 'redirectTo']

type Case = {
  route: RouteEntry
  account: DemoAccount
  method: string
  path: string
  params: Record<string, string>
  contentType?: string
  body?: string
}

/** The pages and resources of the manifest (the API mount and the 404 splat are the server's). */
const routes = Object.values(manifest).filter((r) => r.id !== 'routes/v1.$')
const accounts: DemoAccount[] = ['anonymous', 'buyer', 'owner']

function casesOf(route: RouteEntry, account: DemoAccount): Case[] {
  const pattern = fullPattern(route.id)
  const names = [...pattern.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*')
  const fill = (value: string) => ({
    path: pattern.replace(/:\w+|\*/g, value),
    params: Object.fromEntries(names.map((n) => [n, safeDecode(value)])),
  })
  const base = fill('1')
  const cases: Case[] = []
  const add = (c: Omit<Case, 'route' | 'account'>) => cases.push({ route, account, ...c })
  if (names.length) for (const value of segments) add({ method: 'GET', ...fill(value) })
  for (const name of queryNames)
    for (const value of queryValues)
      add({ method: 'GET', path: `${base.path}?${name}=${value}`, params: base.params })
  for (const [contentType, body] of forms) add({ method: 'POST', ...base, contentType, body })
  for (const method of ['PUT', 'DELETE', 'PATCH', 'PROPFIND'])
    add({ method, ...base, contentType: urlencoded, body: form('1') })
  if (names.length)
    for (const value of ['%00', '2', '-1'])
      add({ method: 'POST', ...fill(value), contentType: urlencoded, body: form('1') })
  return cases
}

function safeDecode(value: string) {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

const statusOf = (value: unknown): number | null => {
  if (value instanceof Response) return value.status
  // Remix's `data(…, { status })`, thrown or returned.
  const init = (value as { init?: { status?: number } } | null)?.init
  return typeof init?.status === 'number' ? init.status : null
}

/** What Remix would answer: the status of what a loader or action returned or threw. */
async function settle(run: () => Promise<unknown>): Promise<{ status: number; error?: unknown }> {
  try {
    return { status: statusOf(await run()) ?? 200 }
  } catch (error) {
    const status = statusOf(error)
    return status === null ? { status: 500, error } : { status }
  }
}

/**
 * Runs a case as the server would: first its refusal before any route (a method it does not
 * answer, such as PROPFIND, never reaches an action: `requestRefusal` of entry.server), then GET
 * loads the layouts and the page, other methods the page's action.
 */
async function run(c: Case): Promise<{ status: number; error?: unknown }> {
  const refusal = requestRefusal(c.method, c.path)
  if (refusal) return { status: refusal.status }
  const request = () =>
    requestAs(c.account, c.path, {
      method: c.method,
      headers: {
        origin: 'http://localhost',
        ...(c.contentType ? { 'content-type': c.contentType } : {}),
      },
      body: c.body,
    })
  if (c.method === 'GET') {
    for (const route of chainOf(c.route.id)) {
      const { loader } = await moduleOf(route.file)()
      if (!loader) continue
      const outcome = await settle(() =>
        loader({ request: request(), params: c.params, context: {} }),
      )
      if (outcome.status !== 200) return outcome
    }
    return { status: 200 }
  }
  const { action } = await moduleOf(c.route.file)()
  // Remix answers 405 for an action the route does not have.
  if (!action) return { status: 405 }
  return settle(() => action({ request: request(), params: c.params, context: {} }))
}

/** Each request is answered within this bound (a hang, not a slow machine, passes it). */
const answerBound = 20_000
const answered = (c: Case) =>
  Promise.race([
    run(c),
    new Promise<{ status: number; error: unknown }>((resolve) =>
      setTimeout(() => resolve({ status: 0, error: 'no answer' }), answerBound).unref(),
    ),
  ])

test('hostile input to every page: answered, never a 5xx, no business row written', async () => {
  const { database: db } = await getRuntime()
  // A signed-in account's sign-out would end its session for the cases after it: visitors only.
  const all = accounts
    .flatMap((account) => routes.map((route) => casesOf(route, account)))
    .flat()
    .filter((c) => c.account === 'anonymous' || c.route.id !== 'routes/auth.logout')
  const sample = sampleOf(all, fuzzShare(0.02))
  expect(sample.length).toBeGreaterThan(0)
  const before = await tableCounts(db.db)
  const failures: string[] = []
  for (const c of sample) {
    const { status, error } = await answered(c)
    if (status >= 500 || status === 0)
      failures.push(
        `${c.account} ${c.method} ${c.path.slice(0, 100)} ${c.contentType ?? ''} ${c.body?.slice(0, 30) ?? ''} → ${status} ${String(error instanceof Error ? error.stack?.split('\n').slice(0, 3).join(' ') : error).slice(0, 300)}`,
      )
  }
  expect(failures).toEqual([])
  expect(await tableCounts(db.db)).toEqual(before)
  console.info(`route fuzz: ${sample.length} of ${all.length} requests (seed ${fuzzSeed})`)
}, 3_600_000)

describe("the second owner opening the first shop's records", () => {
  /**
   * Pages of one record: its table (the first shop's ids of it must be refused). The pages of
   * areas not built yet (clients, reservations…) answer only their title: they may answer 200 but
   * must show none of the first shop's names.
   */
  const recordTables: Record<string, string> = {
    'routes/dashboard.products.$id': 'products',
    'routes/dashboard.orders.$id': 'orders',
    'routes/dashboard.futures.$id': 'orders',
    'routes/dashboard.orders.documents.$id': 'sales_documents',
    'routes/dashboard.iframes.$id': 'iframes',
    'routes/resources.document-files.$id': 'document_files',
    'routes/resources.invoices.$id': 'sales_documents',
  }
  const swept = routes.filter((r) => /^\/(dashboard|resources)\/.*:/.test(fullPattern(r.id)))
  // The base seed has no sales: an order of the first shop, its invoice and the invoice's file.
  beforeAll(async () => {
    const { db } = (await getRuntime()).database
    const [client] = await db
      .insert(clients)
      .values({ shopId: 1, firstname: 'Jeanne', lastname: 'Vasseur-Sondage' })
      .returning({ id: clients.id })
    const [order] = await db
      .insert(orders)
      .values({
        shopId: 1,
        clientId: client.id,
        totalHtCents: 9_000,
        tvaCents: 1_800,
        totalTtcCents: 10_800,
        paymentType: 'transfer',
      })
      .returning({ id: orders.id })
    const docId = await insertGeneratedInvoice(db, {
      clientId: client.id,
      orderId: order.id,
      sequence: 990_001,
    })
    await db.insert(documentFiles).values({
      shopId: 1,
      kind: 'invoice',
      salesDocumentId: docId,
      filename: 'F-990001.pdf',
      bytes: Buffer.from('%PDF-1.4'),
    })
  })
  const rows = async <T>(query: string) =>
    ((await (await getRuntime()).database.db.execute(sql.raw(query))) as unknown as { rows: T[] })
      .rows

  test('every page with an id refuses them: never their data, never a 5xx', async () => {
    expect(swept.length).toBeGreaterThan(15)
    const [{ id: first }, { id: second }] = await rows<{ id: number }>(
      `select s.id from shops s join shop_members m on m.shop_id = s.id join users u on u.id = m.user_id where u.email in ('owner@caveau.test', 'owner2@caveau.test') order by u.email = 'owner2@caveau.test'`,
    )
    // What would show a leak: the first shop's name, its products' and clients' names.
    const marks = (
      await rows<{ mark: string }>(
        `select name as mark from shops where id = ${first}
         union select name from products where shop_id = ${first} and name not in (select name from products where shop_id = ${second})
         union select lastname from clients where shop_id = ${first} and length(lastname) > 3`,
      )
    ).map((r) => r.mark)
    expect(marks.length).toBeGreaterThan(1)
    const shopTables = (
      await rows<{ table_name: string }>(
        `select table_name from information_schema.columns where table_schema = 'public' and column_name = 'shop_id'`,
      )
    ).map((r) => r.table_name)
    /** The first shop's ids in a table (a few), or in every shop table for a page of no table. */
    const idsOf = async (table?: string) =>
      (
        await Promise.all(
          (table ? [table] : shopTables).map((t) =>
            rows<{ id: number }>(
              `select id from "${t}" where shop_id = ${first} and id not in (select id from "${t}" where shop_id = ${second}) order by id limit 3`,
            ).catch(() => []),
          ),
        )
      )
        .flat()
        .map((r) => String(r.id))
    const failures: string[] = []
    let refused = 0
    for (const route of swept) {
      const table = recordTables[route.id]
      const ids = [...new Set(await idsOf(table))]
      if (table) expect(ids, `${route.id}: the first shop has ${table}`).not.toEqual([])
      const pattern = fullPattern(route.id)
      for (const id of ids) {
        const path = pattern.replace(/:\w+/g, id)
        const params = Object.fromEntries([...pattern.matchAll(/:(\w+)/g)].map((m) => [m[1], id]))
        const request = () => requestAs('owner2', path)
        let status = 200
        let data: unknown
        for (const r of chainOf(route.id)) {
          const { loader } = await moduleOf(r.file)()
          if (!loader) continue
          try {
            data = await loader({ request: request(), params, context: {} })
            status = statusOf(data) ?? 200
          } catch (error) {
            status = statusOf(error) ?? 500
            data = error instanceof Error ? error.stack : error
          }
          if (status !== 200) break
        }
        if (status !== 200) refused++
        const text = data instanceof Response ? '' : JSON.stringify(data ?? null)
        const leaked = status === 200 && (table || marks.some((m) => text.includes(m)))
        if (status >= 500 || leaked)
          failures.push(`${path} → ${status} ${String(text).slice(0, 200)}`)
      }
    }
    expect(failures).toEqual([])
    expect(refused).toBeGreaterThan(0)
  })
})
