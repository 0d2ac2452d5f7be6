/**
 * GET /v1/home: what needs a producer's attention today, each item counted by its area, shown
 * only to whom its list's rule admits, an agent's counts narrowed to their clients. The counts on
 * the demo's year at a fixed date are checked in seed-sales.test.ts, which seeds that year.
 */
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shopMembers, users } from '#app/platform/db/schema'
import { createTestApi, type TestApi } from '#tests/support/api'
import { addHomeFixtures, agentDelta, ownerDelta } from './home-fixtures'

let t: TestApi
const jwt: Record<string, string> = {}
type Item = { key: string; label: string; count: number; to: string }
const before: Record<string, Item[]> = {}

const home = async (who: string) => {
  const res = await t.request('/v1/home', { token: jwt[who] })
  expect(res.status).toBe(200)
  return ((await res.json()) as { attention: Item[] }).attention
}
const counts = (items: Item[]) => Object.fromEntries(items.map((i) => [i.key, i.count]))

beforeAll(async () => {
  t = await createTestApi()
  for (const who of ['owner', 'iam-limited', 'agent', 'buyer', 'owner2'])
    jwt[who] = (await t.login(`${who}@caveau.test`)).jwt
  for (const who of ['owner', 'iam-limited', 'agent', 'owner2']) before[who] = await home(who)
  await addHomeFixtures(t.database.db)
}, 60_000)
afterAll(() => t.close())

describe('GET /v1/home', () => {
  it('gives the owner every item, each linking to its filtered list, counted in their shop', async () => {
    const items = await home('owner')
    expect(items.map((i) => [i.key, i.label, i.to])).toEqual([
      ['ordersToValidate', 'Commandes à valider', '/dashboard/orders?status=pending'],
      ['invoicesToIssue', 'Factures à émettre', '/dashboard/orders?status=validated&kind=order'],
      ['overduePayments', 'Paiements en retard', '/dashboard/payments/unpaids'],
      [
        'shipmentsToPrepare',
        'Expéditions à préparer',
        '/dashboard/delivery?status=pending&kind=delivery',
      ],
      [
        'tariffRequests',
        'Demandes de tarif professionnel',
        '/dashboard/notifications?filter=unseen&type=tariffRequest',
      ],
    ])
    const was = counts(before.owner)
    const now = counts(items)
    for (const [key, delta] of Object.entries(ownerDelta))
      expect(now[key] - was[key], key).toBe(delta)
    // Another shop's owner sees nothing of shop 1's rows.
    expect(counts(await home('owner2'))).toEqual(counts(before.owner2))
  })

  it('shows a collaborator only the items whose list their rights open', async () => {
    const keys = (await home('iam-limited')).map((i) => i.key)
    // Denied seeAllPayment: no overdue payments; tariff requests go to the owner.
    expect(keys).toEqual(['ordersToValidate', 'invoicesToIssue', 'shipmentsToPrepare'])
    // Denied billOrder too: no invoices to issue.
    const db = t.database.db
    const [me] = await db.select().from(users).where(eq(users.email, 'iam-limited@caveau.test'))
    await db
      .update(shopMembers)
      .set({ authorizations: sql`${shopMembers.authorizations} || '{"billOrder": false}'::jsonb` })
      .where(eq(shopMembers.userId, me.id))
    expect((await home('iam-limited')).map((i) => i.key)).toEqual([
      'ordersToValidate',
      'shipmentsToPrepare',
    ])
  })

  it('counts only an agent’s own clients, and shows them no shop-wide item', async () => {
    const items = await home('agent')
    expect(items.map((i) => i.key)).toEqual(['ordersToValidate'])
    const was = counts(before.agent)
    for (const [key, delta] of Object.entries(agentDelta))
      expect(counts(items)[key] - was[key], key).toBe(delta)
  })

  it('refuses buyers, visitors and parameters', async () => {
    expect((await t.request('/v1/home', { token: jwt.buyer })).status).toBe(403)
    expect((await t.request('/v1/home')).status).toBe(401)
    expect((await t.request('/v1/home?x=1', { token: jwt.owner })).status).toBe(400)
  })
})
