import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sepaMandates } from '#app/platform/db/schema'
import { createTestApi, type TestApi } from '#tests/support/api'
import { call } from './helpers'
import { insertClient } from './ledger-fixtures'
import { SHOP1, SHOP2, signInDemo } from './sales-db-fixtures'

let t: TestApi
let owner: string
let iam: string
let iamLimited: string
let agent: string
let buyer: string
let owner2: string

beforeAll(async () => {
  t = await createTestApi()
  ;({ owner, iam, iamLimited, agent, buyer, owner2 } = await signInDemo(t))
})
afterAll(() => t.close())

async function insertMandate(shopId: number, reference: string) {
  const client = await insertClient(t, shopId, { businessName: `Client ${reference}` })
  const [row] = await t.database.db
    .insert(sepaMandates)
    .values({ shopId, clientId: client.id, reference, ibanLast4: '3000' })
    .returning()
  return row
}

const mandateRow = async (id: number) =>
  (await t.database.db.select().from(sepaMandates).where(eq(sepaMandates.id, id)))[0]

const put = async (id: number, json: unknown, token?: string) =>
  call(await t.request(`/v1/sepa-mandates/${id}/status`, { method: 'PUT', token, json }))

describe('SEPA mandates', () => {
  it('lists the shop’s mandates with their status label, filtered by status', async () => {
    const a = await insertMandate(SHOP1, 'RUM-0001')
    await insertMandate(SHOP2, 'RUM-9999')
    const res = await call(await t.request('/v1/sepa-mandates', { token: owner }))
    expect(res.status).toBe(200)
    expect(res.body.mandates).toEqual([
      expect.objectContaining({
        id: a.id,
        reference: 'RUM-0001',
        status: 'pending',
        statusLabel: 'En attente',
        clientName: 'Client RUM-0001',
        ibanLast4: '3000',
      }),
    ])
    const none = await call(await t.request('/v1/sepa-mandates?status=completed', { token: iam }))
    expect(none.body.mandates).toEqual([])
    expect((await t.request('/v1/sepa-mandates?status=signed', { token: owner })).status).toBe(400)
  })

  it('moves a mandate through the SEPA machine and refuses illegal transitions', async () => {
    const m = await insertMandate(SHOP1, 'RUM-0002')
    const active = await put(m.id, { status: 'completed' }, owner)
    expect(active.status).toBe(200)
    expect(active.body.mandate).toMatchObject({ status: 'completed', statusLabel: 'Actif' })
    expect((await mandateRow(m.id)).signedAt).toBeInstanceOf(Date)

    const back = await put(m.id, { status: 'pending' }, owner)
    expect(back.status).toBe(409)
    expect(back.body.message).toBe(
      'Transition impossible : un mandat SEPA au statut « Actif » ne peut pas passer au statut « En attente ».',
    )
    expect((await put(m.id, { status: 'error' }, iam)).status).toBe(200)
    expect((await put(m.id, { status: 'pending' }, iam)).status).toBe(200)
  })

  it('refuses 401, 403, 404 and 400, changing nothing', async () => {
    const m = await insertMandate(SHOP1, 'RUM-0003')
    const theirs = await insertMandate(SHOP2, 'RUM-0004')
    expect((await t.request('/v1/sepa-mandates')).status).toBe(401)
    for (const token of [buyer, agent, iamLimited]) {
      expect((await t.request('/v1/sepa-mandates', { token })).status).toBe(403)
      expect((await put(m.id, { status: 'processing' }, token)).status).toBe(403)
    }
    expect((await put(m.id, { status: 'processing' })).status).toBe(401)
    expect((await put(theirs.id, { status: 'processing' }, owner)).status).toBe(404)
    expect((await put(m.id, { status: 'processing' }, owner2)).status).toBe(404)
    expect((await put(m.id, { status: 'active' }, owner)).status).toBe(400)
    expect((await put(m.id, {}, owner)).status).toBe(400)
    expect((await mandateRow(m.id)).status).toBe('pending')
    expect((await mandateRow(theirs.id)).status).toBe('pending')
  })
})
