/**
 * What a real seed of the demo year must hold, whatever the day it was seeded: what the plan
 * promised (seed-plan.test.ts checks the plan on every day of a year), numbered without a gap,
 * paid as the ledger says, and nothing dated after the seeding moment. Used by seed-dates (the
 * spring clock change, 29 February) and seed-sales (New Year's night in Paris).
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Db } from '#app/platform/db/client'
import { orders, payments, salesDocuments, shipments, shops, users } from '#app/platform/db/schema'
import { planYear, prepareYear } from '#app/modules/sales/api/seed/seed-sales'
import { SalesSteps } from '#app/modules/sales/api/seed/seed-sales-steps'
import type { ApiDeps } from '#app/platform/api/types'

const counts = (rows: { status: string }[]) => {
  const map = new Map<string, number>()
  for (const r of rows) map.set(r.status, (map.get(r.status) ?? 0) + 1)
  return map
}

export async function expectSeededAsPlanned(db: Db, seededAt: Date) {
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.code, 'SOURCE'))
  const id = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id

  // The plan, made again from the same inputs. It writes the plan's clients again: call this
  // once a test file no longer counts them.
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
}
