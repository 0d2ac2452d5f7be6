import { and, count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  clients,
  crmListMembers,
  crmLists,
  opportunities,
  opportunityStages,
  orders,
  salesDocuments,
  shops,
  tasks,
} from '#app/platform/db/schema'
import { createTestApi, type TestApi } from '#tests/support/api'
import { call, userIdOf } from './helpers'
import { documentRow, issueSmallInvoice, orderRow, setShopLegal } from './sales-db-fixtures'
import { newClient, setUp, withIamRights, type Tokens } from './sales-fixtures'

/** The client file's GDPR export and erasure, duplicates and their merge (issue 17 §1). */

let t: TestApi
let source: number
let tokens: Tokens
let ownerId: number
let agentId: number

beforeAll(async () => {
  t = await createTestApi()
  ;({ source, tokens } = await setUp(t))
  ownerId = await userIdOf(t, 'owner@caveau.test')
  agentId = await userIdOf(t, 'agent@caveau.test')
  await setShopLegal(t, source)
})
afterAll(() => t.close())

const get = (path: string, token?: string) => t.request(path, { token }).then(call)
const post = (path: string, token: string | undefined, json: unknown) =>
  t.request(path, { method: 'POST', token, json }).then(call)
const clientRow = async (id: number) =>
  (await t.database.db.select().from(clients).where(eq(clients.id, id)))[0]

/** A task, an opportunity and a static list membership for the client, written as rows. */
async function crmRowsFor(clientId: number) {
  const { db } = t.database
  await db.insert(tasks).values({
    shopId: source,
    type: 'customPhone',
    priority: 'medium',
    title: 'Rappeler pour la commande de Noël',
    dueDate: '2026-12-01',
    deadline: new Date('2026-12-01T22:59:59Z'),
    assigneeId: ownerId,
    createdById: ownerId,
    clientId,
  })
  await get('/v1/opportunities/stages', tokens.owner)
  const [stage] = await db
    .select()
    .from(opportunityStages)
    .where(eq(opportunityStages.shopId, source))
    .limit(1)
  await db.insert(opportunities).values({
    shopId: source,
    clientId,
    title: 'Cuvée de mariage',
    ownerId,
    stageId: stage.id,
  })
  const [list] = await db
    .insert(crmLists)
    .values({ shopId: source, name: `Fidèles ${clientId}`, type: 'static' })
    .returning()
  await db.insert(crmListMembers).values({ listId: list.id, clientId })
  return list.id
}

const countOf = async (table: typeof tasks | typeof opportunities, clientId: number) =>
  Number(
    (await t.database.db.select({ n: count() }).from(table).where(eq(table.clientId, clientId)))[0]
      .n,
  )

async function setCrm(active: boolean) {
  const [shop] = await t.database.db
    .select({ integration: shops.integration })
    .from(shops)
    .where(eq(shops.id, source))
  await t.database.db
    .update(shops)
    .set({ integration: { ...shop.integration, crm: { active } } })
    .where(eq(shops.id, source))
}

describe('GDPR: GET /v1/clients/{id}/export', () => {
  it('gives the client’s data as one JSON, within reach only', async () => {
    const invoice = await issueSmallInvoice(t, source, tokens.owner)
    await crmRowsFor(invoice.clientId)
    const res = await get(`/v1/clients/${invoice.clientId}/export`, tokens.owner)
    expect(res.status, res.text).toBe(200)
    const data = res.body.export
    expect(data.client).toMatchObject({ id: invoice.clientId, firstname: 'Alice' })
    expect(data.orders).toHaveLength(1)
    expect(data.documents[0]).toMatchObject({ number: invoice.number, totalTtcCents: 1200 })
    expect(data.tasks[0].title).toBe('Rappeler pour la commande de Noël')
    expect(data.opportunities[0]).toMatchObject({ title: 'Cuvée de mariage' })
    expect(data.lists).toEqual([`Fidèles ${invoice.clientId}`])
    expect(data.conversations).toEqual([])
    const path = `/v1/clients/${invoice.clientId}/export`
    expect((await get(path, tokens.limited)).status).toBe(403)
    expect((await get(path, tokens.agent)).status).toBe(404)
    expect((await get(path, tokens.owner2)).status).toBe(404)
    expect((await get(path, tokens.buyer)).status).toBe(403)
    expect((await get(`${path}?x=1`, tokens.owner)).status).toBe(400)
    // An agent exports the clients they follow.
    const own = await newClient(t, tokens.agent, { lastname: 'Suivi-Export' })
    expect((await get(`/v1/clients/${own.id}/export`, tokens.agent)).status).toBe(200)
  })
})

describe('GDPR: POST /v1/clients/{id}/erasure', () => {
  it('refuses while the client owes money, then anonymises the row and keeps the invoice', async () => {
    const invoice = await issueSmallInvoice(t, source, tokens.owner)
    const id = invoice.clientId
    await crmRowsFor(id)
    const before = await clientRow(id)
    const snapshot = (await documentRow(t, invoice.id)).buyer
    const erase = (token: string, keyword: unknown = 'effacer') =>
      post(`/v1/clients/${id}/erasure`, token, { keyword })
    const unpaid = await erase(tokens.owner)
    expect(unpaid.status).toBe(409)
    expect(unpaid.body.message).toMatch(
      /^Ce client doit encore 12,00\s€ : effacez ses données une fois ses factures réglées\.$/,
    )
    // Paid, but its order still open: refused again.
    await t.database.db
      .update(salesDocuments)
      .set({ paidCents: 1200, paymentStatus: 'paid' })
      .where(eq(salesDocuments.id, invoice.id))
    const [order] = await t.database.db.select().from(orders).where(eq(orders.clientId, id))
    await t.database.db.update(orders).set({ status: 'validated' }).where(eq(orders.id, order.id))
    const open = await erase(tokens.owner)
    expect(open.status).toBe(409)
    expect(open.body.message).toMatch(/^Ce client a une commande en cours/)
    await t.database.db.update(orders).set({ status: 'invoiced' }).where(eq(orders.id, order.id))
    // Refusals write nothing.
    expect((await erase(tokens.owner, 'oui')).status).toBe(400)
    expect((await erase(tokens.owner, 'oui')).body.message).toBe(
      'Tapez EFFACER pour confirmer l’effacement.',
    )
    expect((await erase(tokens.agent)).status).toBe(403)
    expect((await erase(tokens.limited)).status).toBe(403)
    expect((await erase(tokens.owner2)).status).toBe(404)
    await setCrm(false)
    try {
      expect((await erase(tokens.owner)).status).toBe(403)
    } finally {
      await setCrm(true)
    }
    expect(await clientRow(id)).toEqual(before)

    const done = await erase(tokens.owner)
    expect(done.status, done.text).toBe(200)
    expect(done.body.message).toBe('Les données personnelles du client ont été effacées.')
    const row = await clientRow(id)
    expect(row).toMatchObject({
      firstname: null,
      lastname: 'Client anonymisé',
      email: null,
      phone: null,
      billingAddress: null,
      notes: null,
      userId: null,
    })
    expect(row.anonymisedAt).not.toBeNull()
    // A business keeps its company's identity; the person's data is gone.
    expect(row.businessName).toBe(before.businessName)
    // The issued invoice still names the buyer it was issued to; the order keeps its client.
    const kept = await documentRow(t, invoice.id)
    expect(kept.buyer).toEqual(snapshot)
    expect(kept.buyer?.name).toContain('Cave Martin')
    expect(kept.clientId).toBe(id)
    expect((await orderRow(t, order.id)).clientId).toBe(id)
    expect(await countOf(tasks, id)).toBe(0)
    expect(await countOf(opportunities, id)).toBe(0)
    expect((await erase(tokens.owner)).status).toBe(409)
  })

  it('empties a private person’s SIRET too', async () => {
    const person = await newClient(t, tokens.owner, {
      lastname: 'Privé',
      email: 'prive.rgpd@exemple.test',
      siret: '44306184100047',
      notes: 'Aime le chenin',
    })
    const res = await post(`/v1/clients/${person.id}/erasure`, tokens.owner, {
      keyword: 'EFFACER',
    })
    expect(res.status, res.text).toBe(200)
    expect(res.body.client).toMatchObject({
      name: 'Client anonymisé',
      siret: null,
      siren: null,
      email: null,
      notes: null,
    })
  })
})

describe('duplicates and merge', () => {
  it('lists the duplicates and merges one into the other in one go', async () => {
    const invoice = await issueSmallInvoice(t, source, tokens.owner)
    const otherId = invoice.clientId
    await t.database.db
      .update(clients)
      .set({ email: 'fusion@exemple.test', phone: '0612345678' })
      .where(eq(clients.id, otherId))
    const listId = await crmRowsFor(otherId)
    const kept = await newClient(t, tokens.owner, { lastname: 'Gardé', typology: 'caviste' })
    await t.database.db
      .update(clients)
      .set({ email: 'fusion@exemple.test' })
      .where(eq(clients.id, kept.id))
    await t.database.db.insert(crmListMembers).values({ listId, clientId: kept.id })
    const snapshot = (await documentRow(t, invoice.id)).buyer

    const dupes = await get(`/v1/clients/${kept.id}/duplicates`, tokens.owner)
    expect(dupes.status).toBe(200)
    expect(dupes.body.clients.map((c: any) => c.id)).toEqual([otherId])
    expect((await get(`/v1/clients/${kept.id}/duplicates`, tokens.owner2)).status).toBe(404)

    const merge = (token: string, json: unknown, id = kept.id) =>
      post(`/v1/clients/${id}/merge`, token, json)
    // Refusals, nothing written.
    for (const body of [
      { otherId: String(otherId) },
      { otherId, fromOther: ['password'] },
      { otherId, extra: 1 },
      { otherId: kept.id },
    ])
      expect((await merge(tokens.owner, body)).status, JSON.stringify(body)).toBe(400)
    expect((await merge(tokens.agent, { otherId })).status).toBe(404)
    expect((await merge(tokens.owner2, { otherId })).status).toBe(404)
    expect((await merge(tokens.buyer, { otherId })).status).toBe(403)
    await withIamRights(t, source, { createClient: false }, async () => {
      expect((await merge(tokens.iam, { otherId })).status).toBe(403)
    })
    await setCrm(false)
    try {
      expect((await merge(tokens.owner, { otherId })).status).toBe(403)
    } finally {
      await setCrm(true)
    }
    expect(await clientRow(otherId)).toBeDefined()

    const done = await merge(tokens.owner, { otherId, fromOther: ['phone', 'billingAddress'] })
    expect(done.status, done.text).toBe(200)
    expect(done.body.client).toMatchObject({
      id: kept.id,
      lastname: 'Gardé',
      phone: '0612345678',
      billingAddress: { city: 'Lyon' },
    })
    expect(await clientRow(otherId)).toBeUndefined()
    const doc = await documentRow(t, invoice.id)
    expect(doc.clientId).toBe(kept.id)
    expect(doc.buyer).toEqual(snapshot)
    const [order] = await t.database.db.select().from(orders).where(eq(orders.id, invoice.orderId))
    expect(order.clientId).toBe(kept.id)
    expect(await countOf(tasks, kept.id)).toBe(1)
    expect(await countOf(opportunities, kept.id)).toBe(1)
    const members = await t.database.db
      .select()
      .from(crmListMembers)
      .where(and(eq(crmListMembers.listId, listId)))
    expect(members.map((m) => m.clientId)).toEqual([kept.id])
    // The trigger still refuses any other change of the issued document's client.
    await expect(
      t.database.db
        .update(salesDocuments)
        .set({ clientId: otherId })
        .where(eq(salesDocuments.id, invoice.id)),
    ).rejects.toThrow()
  })

  it('lets an agent merge two clients they follow only', async () => {
    const a = await newClient(t, tokens.agent, { lastname: 'Agent-A' })
    const b = await newClient(t, tokens.agent, { lastname: 'Agent-B' })
    const theirs = await newClient(t, tokens.agent2, { lastname: 'Agent2' })
    expect(a.agentId).toBe(agentId)
    expect(
      (await post(`/v1/clients/${a.id}/merge`, tokens.agent, { otherId: theirs.id })).status,
    ).toBe(404)
    const res = await post(`/v1/clients/${a.id}/merge`, tokens.agent, {
      otherId: b.id,
      fromOther: ['lastname'],
    })
    expect(res.status, res.text).toBe(200)
    expect(res.body.client.lastname).toBe('Agent-B')
  })
})

describe('GET /v1/clients: last order and revenue', () => {
  it('filters on the last order’s day and the revenue band, and sorts on them', async () => {
    const { db } = t.database
    const mk = (lastname: string) => newClient(t, tokens.owner, { lastname: `CA-${lastname}` })
    const [small, middle, big, none] = await Promise.all(
      ['Petit', 'Moyen', 'Gros', 'Jamais'].map(mk),
    )
    const order = (clientId: number, totalTtcCents: number, day: string, status = 'invoiced') =>
      db.insert(orders).values({
        shopId: source,
        clientId,
        status: status as 'invoiced',
        source: 'backoffice',
        totalHtCents: totalTtcCents,
        tvaCents: 0,
        totalTtcCents,
        paymentType: 'transfer',
        createdAt: new Date(`${day}T10:00:00Z`),
      })
    await order(small.id, 30_000, '2024-03-01')
    // A cancelled order counts for nothing.
    await order(small.id, 900_000, '2025-06-01', 'cancelled')
    await order(middle.id, 100_000, '2024-12-31')
    await order(middle.id, 50_000, '2025-01-15')
    await order(big.id, 1_200_000, '2025-09-30')
    const found = async (query: string) =>
      (await get(`/v1/clients?q=CA-&${query}`, tokens.owner)).body.clients.map((c: any) => c.id)
    expect(await found('revenue=lt500')).toEqual(expect.arrayContaining([small.id, none.id]))
    expect(await found('revenue=lt500')).toHaveLength(2)
    expect(await found('revenue=500to2000')).toEqual([middle.id])
    expect(await found('revenue=gt10000')).toEqual([big.id])
    expect(await found('revenue=2000to10000')).toEqual([])
    expect(await found('lastOrderAfter=2025-01-15')).toEqual(
      expect.arrayContaining([middle.id, big.id]),
    )
    expect(await found('lastOrderAfter=2025-01-16')).toEqual([big.id])
    expect(await found('lastOrderBefore=2025-01-01')).toEqual([small.id])
    expect(await found('lastOrderAfter=2024-01-01&lastOrderBefore=2025-02-01')).toEqual([
      middle.id,
      small.id,
    ])
    expect(await found('sort=-revenue')).toEqual([big.id, middle.id, small.id, none.id])
    expect(await found('sort=-lastOrder')).toEqual([big.id, middle.id, small.id, none.id])
    expect(await found('sort=lastOrder')).toEqual([small.id, middle.id, big.id, none.id])
    for (const bad of [
      'revenue=1000',
      'lastOrderAfter=2025-02-30',
      'lastOrderBefore=hier',
      'sort=ca',
    ])
      expect((await get(`/v1/clients?${bad}`, tokens.owner)).status, bad).toBe(400)
    // The CSV export takes the same filters.
    const csv = await (
      await t.request('/v1/clients/export.csv?q=CA-&revenue=gt10000', { token: tokens.owner })
    ).text()
    expect(csv).toContain('CA-Gros')
    expect(csv).not.toContain('CA-Moyen')
    // The list's query can be answered from the purchases' partial index (the planner of a tiny
    // table prefers a sequential scan: forbidden here to see that the index fits the query).
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`)
      return tx.execute(
        sql.raw(
          `explain select id from clients where shop_id = ${source} and id in (select client_id from orders where shop_id = ${source} and status in ('pending', 'validated', 'invoiced') and client_id is not null group by client_id having sum(total_ttc_cents) >= 1000000) order by (select max(created_at) from orders o where o.shop_id = clients.shop_id and o.client_id = clients.id and o.status in ('pending', 'validated', 'invoiced') and o.client_id is not null) desc nulls last`,
        ),
      )
    })
    const text = JSON.stringify(plan.rows)
    expect(text.match(/orders_client_purchases_idx/g)?.length ?? 0).toBeGreaterThanOrEqual(2)
  })
})

describe('tags', () => {
  it('keeps free labels, filters the list on one, and a merge keeps both sets', async () => {
    const a = await newClient(t, tokens.owner, {
      lastname: 'Tag-A',
      tags: [' Salon  2025 ', 'VIP', 'vip', ''],
    })
    expect(a.tags).toEqual(['Salon 2025', 'VIP'])
    const b = await newClient(t, tokens.owner, { lastname: 'Tag-B', tags: ['Export'] })
    const tagged = async (tag: string) =>
      (await get(`/v1/clients?tag=${encodeURIComponent(tag)}`, tokens.owner)).body.clients.map(
        (c: any) => c.id,
      )
    expect(await tagged('VIP')).toEqual([a.id])
    expect(await tagged('Salon 2025')).toEqual([a.id])
    expect(await tagged('Inconnu')).toEqual([])
    const tooMany = await post('/v1/clients', tokens.owner, {
      lastname: 'Tag-C',
      tags: Array.from({ length: 21 }, (_, i) => `t${i}`),
    })
    expect(tooMany.status).toBe(400)
    const long = await post('/v1/clients', tokens.owner, {
      lastname: 'Tag-C',
      tags: ['x'.repeat(41)],
    })
    expect(long.status).toBe(400)
    expect(long.body.message).toBe('Une étiquette contient au plus 40 caractères.')
    const merged = await post(`/v1/clients/${a.id}/merge`, tokens.owner, { otherId: b.id })
    expect(merged.body.client.tags).toEqual(['Salon 2025', 'VIP', 'Export'])
    // Erasure drops them (they may describe the person).
    const erased = await post(`/v1/clients/${a.id}/erasure`, tokens.owner, { keyword: 'EFFACER' })
    expect(erased.body.client.tags).toEqual([])
  })
})
