/**
 * What the sales tests share: the demo accounts signed in, and sales rows written straight into
 * the database (the shops' legal identities, a client, an order with its line) and read back.
 * The row writers take the Drizzle handle so the page tests (their own runtime) use them too.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll } from 'vitest'
import type { Db } from '#app/platform/db/client'
import {
  clients,
  orderLines,
  orders,
  salesDocuments,
  shops,
  type ShopSettings,
  type ShopLegal,
} from '#app/platform/db/schema'
import { createTestApi, type TestApi } from '#tests/support/api'
import { call } from './helpers'
import { shopIdOf } from './public-catalogue-fixtures'

/** A token for each demo account the sales refusals are tried with. */
export async function signInDemo(t: TestApi) {
  const token = async (email: string) => (await t.login(email)).jwt
  const [owner, iam, iamLimited, agent, buyer, pro, owner2] = await Promise.all(
    [
      'owner@caveau.test',
      'iam@caveau.test',
      'iam-limited@caveau.test',
      'agent@caveau.test',
      'buyer@caveau.test',
      'pro@caveau.test',
      'owner2@caveau.test',
    ].map(token),
  )
  return { owner, iam, iamLimited, agent, buyer, pro, owner2 }
}

export const SHOP1 = 1
export const SHOP2 = 2

/** Shop 1 as the ledger, PDF and mail tests print it (an SCEA, every optional mention filled). */
export const shopLegal: ShopLegal = {
  legalName: 'SCEA Domaine de la Source',
  legalForm: 'SCEA',
  capitalCents: 15_000_000,
  siret: '73282932000074',
  rcsCity: 'Bourges',
  vatNumber: 'FR44732829320',
  exciseNumber: 'FR012345E6789',
  address: { street: '12 chemin des Vignes', zipcode: '18300', city: 'Sancerre', country: 'FR' },
  phone: '0248000000',
  email: 'contact@domaine-source.test',
  iban: 'FR7630006000011234567890189',
  bic: 'AGRIFRPP',
  latePenaltyRate: 12.15,
  paymentDelay: '30',
}

/** Shop 1 as the sales-document tests issue from it (a SARL, only the mandatory mentions). */
export const sourceLegal: ShopLegal = {
  legalName: 'SARL Domaine de la Source',
  legalForm: 'SARL',
  capitalCents: 1_000_000,
  siret: '73282932000074',
  rcsCity: 'Bourges',
  vatNumber: 'FR44732829320',
  exciseNumber: 'FR012345E6789',
  address: { street: '1 chemin des Vignes', zipcode: '18300', city: 'Sancerre', country: 'FR' },
  latePenaltyRate: 10.15,
  paymentDelay: '30',
}

export async function setShopLegal(t: TestApi, shopId = SHOP1, legal: ShopLegal = shopLegal) {
  await t.database.db.update(shops).set({ legal }).where(eq(shops.id, shopId))
}

let clientCounter = 0

/** A client row; `n` numbers it so that default names and e-mails never collide in a run. */
export async function insertClientRow(db: Db, values: (n: number) => typeof clients.$inferInsert) {
  clientCounter += 1
  const [row] = await db.insert(clients).values(values(clientCounter)).returning()
  return row
}

/** An order and its single line, totals given as they must read. */
export async function insertOrderRow(
  db: Db,
  order: typeof orders.$inferInsert,
  line: Omit<typeof orderLines.$inferInsert, 'orderId'>,
) {
  const [row] = await db.insert(orders).values(order).returning()
  await db.insert(orderLines).values({ orderId: row.id, ...line })
  return row
}

/**
 * An invoice issued through the API (POST /v1/sales-documents/invoices) on a new validated order
 * of a business client of `shopId`: one line, 10 € HT, 20 % VAT, 30 days by transfer.
 */
export async function issueSmallInvoice(t: TestApi, shopId: number, token: string) {
  const client = await insertClientRow(t.database.db, (n) => ({
    shopId,
    isPro: true,
    firstname: 'Alice',
    lastname: `Martin ${n}`,
    businessName: `Cave Martin ${n}`,
    typology: 'caviste',
    billingAddress: { street: '2 place du Marché', zipcode: '69002', city: 'Lyon', country: 'FR' },
  }))
  const order = await insertOrderRow(
    t.database.db,
    {
      shopId,
      clientId: client.id,
      status: 'validated',
      kind: 'order',
      source: 'shop',
      typology: 'caviste',
      ttc: false,
      totalHtCents: 1000,
      tvaCents: 200,
      totalTtcCents: 1200,
      paymentType: 'transfer',
      paymentDelay: '30',
      validatedAt: new Date(),
    },
    {
      name: 'Sancerre',
      quantity: 1,
      unitPriceCents: 1000,
      vatRate: 20,
      totalHtCents: 1000,
      vatCents: 200,
      dutiesCents: 0,
      totalTtcCents: 1200,
    },
  )
  const res = await t
    .request('/v1/sales-documents/invoices', { method: 'POST', token, json: { orderId: order.id } })
    .then(call)
  if (res.status !== 201) throw new Error(`invoice not issued: ${JSON.stringify(res.body)}`)
  return res.body.document
}

export async function documentRow(t: TestApi, id: number) {
  const [row] = await t.database.db.select().from(salesDocuments).where(eq(salesDocuments.id, id))
  return row
}

export async function orderRow(t: TestApi, id: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id))
  return row
}

export async function countDocuments(t: TestApi): Promise<number> {
  const [row] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(salesDocuments)
  return Number(row.n)
}

export type DemoTokens = Awaited<ReturnType<typeof signInDemo>>

/**
 * An API on the seeded demo with its two shops' ids and every demo account signed in: the world
 * of the settings' API tests (`({ t, source, martin, tokens } = await demoShopsApi())`).
 */
export async function demoShopsApi(overrides: Parameters<typeof createTestApi>[0] = {}) {
  const t = await createTestApi(overrides)
  return {
    t,
    source: await shopIdOf(t, 'SOURCE'),
    martin: await shopIdOf(t, 'MARTIN'),
    tokens: await signInDemo(t),
  }
}

export type DemoShops = Awaited<ReturnType<typeof demoShopsApi>>

/**
 * The demo shops' API for one test file, opened before its tests and closed after them: its
 * fields (`t`, `source`, `martin`, `tokens`) are there once the file's tests run.
 */
export function demoShopsForFile(): DemoShops {
  const demo = {} as DemoShops
  beforeAll(async () => {
    Object.assign(demo, await demoShopsApi())
  })
  afterAll(() => demo.t.close())
  return demo
}

/**
 * A settings endpoint's calls (GET and PUT `path`, the owner's by default) and the value a shop
 * keeps under `key` of its settings, for the settings' API tests; `api` reads their world, set in
 * their `beforeAll`.
 */
export function settingsEndpoint<K extends keyof ShopSettings>(
  path: string,
  key: K,
  api: () => { t: TestApi; tokens: DemoTokens },
) {
  return {
    put: async (json: unknown, token = api().tokens.owner) =>
      call(await api().t.request(path, { method: 'PUT', token, json })),
    get: async (token = api().tokens.owner) => call(await api().t.request(path, { token })),
    storedOf: async (shopId: number) =>
      (
        await api()
          .t.database.db.select({ s: shops.settings })
          .from(shops)
          .where(eq(shops.id, shopId))
      )[0].s[key],
  }
}
