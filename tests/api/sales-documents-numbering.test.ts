/**
 * Gapless numbering under concurrency: 20 invoices issued in parallel over HTTP get 20
 * consecutive numbers, none twice, none skipped (PGlite here, PostgreSQL with TEST_DATABASE_URL,
 * where the 20 requests really run at once on a pool of connections).
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentSequences, salesDocuments } from '#app/platform/db/schema'
import { createTestApi, type TestApi } from '#tests/support/api'
import { call } from './helpers'
import { shopIdOf } from './public-catalogue-fixtures'
import { setShopLegal, sourceLegal } from './sales-db-fixtures'
import { createClient, createValidatedOrder } from './sales-documents-fixtures'

let t: TestApi
let source: number
let owner: string

beforeAll(async () => {
  t = await createTestApi()
  source = await shopIdOf(t, 'SOURCE')
  await setShopLegal(t, source, sourceLegal)
  owner = (await t.login('owner@caveau.test')).jwt
})
afterAll(() => t.close())

const invoice = (orderId: number) =>
  t
    .request('/v1/sales-documents/invoices', { method: 'POST', token: owner, json: { orderId } })
    .then(call)

describe('numbering under concurrency', () => {
  it('gives 20 parallel invoices 20 consecutive numbers, no gap, no duplicate', async () => {
    const client = await createClient(t, source)
    // One invoice first, so the series already exists and the 20 continue it.
    const first = await invoice(await createValidatedOrder(t, source, client))
    expect(first.body.document.number).toBe('F-000001')
    const orderIds: number[] = []
    for (let i = 0; i < 20; i += 1) orderIds.push(await createValidatedOrder(t, source, client))

    const answers = await Promise.all(orderIds.map(invoice))

    expect(answers.map((a) => a.status)).toEqual(orderIds.map(() => 201))
    const sequences = answers.map((a) => a.body.document.sequence as number).sort((a, b) => a - b)
    expect(sequences).toEqual(Array.from({ length: 20 }, (_, i) => i + 2))
    const numbers = answers.map((a) => a.body.document.number as string)
    expect(new Set(numbers).size).toBe(20)
    for (const a of answers)
      expect(a.body.document.number).toBe(`F-${String(a.body.document.sequence).padStart(6, '0')}`)
    // Each order got its own invoice.
    expect(new Set(answers.map((a) => a.body.document.orderId))).toEqual(new Set(orderIds))
    const [sequence] = await t.database.db
      .select()
      .from(documentSequences)
      .where(and(eq(documentSequences.shopId, source), eq(documentSequences.series, 'invoice')))
    expect(sequence.next).toBe(22)
  })

  it('invoices one order once even when asked twenty times at once', async () => {
    const client = await createClient(t, source)
    const orderId = await createValidatedOrder(t, source, client)
    const answers = await Promise.all(Array.from({ length: 20 }, () => invoice(orderId)))
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1)
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19)
    const rows = await t.database.db
      .select({ number: salesDocuments.number })
      .from(salesDocuments)
      .where(eq(salesDocuments.orderId, orderId))
    expect(rows).toHaveLength(1)
    // The refused attempts took no number: the next invoice follows directly.
    const next = await invoice(await createValidatedOrder(t, source, client))
    expect(next.body.document.sequence).toBe(Number(rows[0].number!.slice(2)) + 1)
  })
})
