/**
 * The demo year seeded for real on the dates where calendars go wrong: New Year's night and the
 * spring clock change in Paris, and 29 February. What the database holds must be what the plan
 * promised (seed-plan.test.ts checks the plan on every day of a year), numbered without a gap,
 * paid as the ledger says, and nothing dated after the seeding moment.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { orders, payments, salesDocuments, shipments, shops, users } from '#app/platform/db/schema'
import { seedDemo } from '#app/platform/db/seed'
import { planYear, prepareYear } from '#app/modules/sales/api/seed/seed-sales'
import { SalesSteps } from '#app/modules/sales/api/seed/seed-sales-steps'
import type { ApiDeps } from '#app/platform/api/types'
import { createTestDatabase } from '#tests/support/database'

afterEach(() => {
  vi.useRealTimers()
})

const counts = (rows: { status: string }[]) => {
  const map = new Map<string, number>()
  for (const r of rows) map.set(r.status, (map.get(r.status) ?? 0) + 1)
  return map
}

describe.each([
  ['New Year’s night in Paris', '2026-12-31T23:30:00Z'],
  ['the spring clock change in Paris', '2027-03-28T01:30:00Z'],
  ['29 February', '2028-02-29T12:00:00Z'],
])('the demo year seeded on %s', (_, at) => {
  it('holds what the plan promised, gapless and paid as the ledger says', async () => {
    const seededAt = new Date(at)
    vi.useFakeTimers({ toFake: ['Date'], now: seededAt, shouldAdvanceTime: true })
    const { database, drop } = await createTestDatabase()
    const db = database.db
    try {
      await seedDemo(db, { activity: true, now: seededAt })
      const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.code, 'SOURCE'))
      const id = async (email: string) =>
        (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id

      // The plan, made again from the same inputs (already written: nothing is added).
      const year = await prepareYear(
        db,
        {
          shopId: shop.id,
          owner: await id('owner@caveau.test'),
          iam: await id('iam@caveau.test'),
          agent: await id('agent@caveau.test'),
          buyer: await id('buyer@caveau.test'),
          pro: await id('pro@caveau.test'),
        },
        seededAt.getTime(),
      )
      const steps = new SalesSteps(db, shop.id, year.staff, seededAt, {} as ApiDeps)
      const promised = planYear(steps, year.input, seededAt.getTime(), seededAt.getTime()).outcome()

      const orderRows = await db
        .select({ status: orders.status, createdAt: orders.createdAt })
        .from(orders)
        .where(eq(orders.shopId, shop.id))
      expect(counts(orderRows)).toEqual(promised.orders)
      for (const o of orderRows) expect(o.createdAt.getTime()).toBeLessThan(seededAt.getTime())
      const quotes = await db
        .select({ status: salesDocuments.status })
        .from(salesDocuments)
        .where(and(eq(salesDocuments.shopId, shop.id), eq(salesDocuments.type, 'quote')))
      expect(counts(quotes)).toEqual(promised.quotes)
      const shipped = await db
        .select({ status: shipments.status, kind: shipments.kind })
        .from(shipments)
        .where(eq(shipments.shopId, shop.id))
      expect(counts(shipped)).toEqual(promised.shipments)
      expect(shipped.filter((s) => s.kind === 'return')).toHaveLength(promised.returns)

      const docs = await db
        .select()
        .from(salesDocuments)
        .where(
          and(
            eq(salesDocuments.shopId, shop.id),
            inArray(salesDocuments.type, ['invoice', 'deposit', 'credit']),
            isNotNull(salesDocuments.number),
          ),
        )
        .orderBy(salesDocuments.sequence)
      docs.forEach((d, i) => {
        expect(d.number).toBe(`F-${String(i + 1).padStart(6, '0')}`)
        expect(d.issuedAt!.getTime()).toBeLessThan(seededAt.getTime())
      })
      const ledger = await db
        .select({
          documentId: payments.documentId,
          sum: sql<number>`sum(${payments.amountCents})::int`,
        })
        .from(payments)
        .where(eq(payments.shopId, shop.id))
        .groupBy(payments.documentId)
      const paid = new Map(ledger.map((l) => [l.documentId, Number(l.sum)]))
      for (const d of docs.filter((d) => d.type !== 'credit'))
        expect(d.paidCents, d.number!).toBe(paid.get(d.id) ?? 0)
    } finally {
      await database.close()
      await drop()
    }
  }, 600_000)
})
