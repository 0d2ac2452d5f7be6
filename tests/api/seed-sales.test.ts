/**
 * The demo's year of sales (app/modules/sales/api/seed/seed-sales.ts): seeded once through the real services, it
 * must hold every invariant the back office promises (gapless numbers in issue order, paid
 * amounts equal to the ledger, totals from the pricing engine) and give every list something true.
 * It is seeded at a fixed moment, with the process's clock set there, so that the figures are
 * the same whatever the day the test runs (seed-plan.test.ts checks the plan on every day). That
 * moment is the night Paris sets its clocks back (00:30 UTC on 25 October 2026 is the first 02:30
 * there), one of the dates where calendars go wrong: the seed-dates test seeds the others.
 * It must lie in the past of any day CI runs: on a PostgreSQL server (CI runs this file there too)
 * only the process's clock is set, the server's is real, and the seeder tells a stamp a service
 * wrote from one it sets back by whether it is after the moment seeding began.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  clients,
  orderLines,
  orders,
  paymentReminders,
  productVintages,
  payments,
  salesDocuments,
  sepaMandates,
  shipments,
  shops,
  users,
} from '#app/platform/db/schema'
import { seedDemo } from '#app/platform/db/seed'
import type { DocumentLine } from '#app/platform/db/schema'
import {
  documentTotals,
  isTtcDocument,
  vatBreakdown,
} from '#app/modules/sales/domain/document-math'
import { htFromTtc, percentOf } from '#app/platform/domain/money'
import { DEMO_ORDER_COUNT } from '#app/modules/sales/api/seed/seed-sales'
import { isValidSiret } from '#app/platform/domain/company-ids'
import { statusesOf, deliveryMachine, orderMachine } from '#app/modules/sales/domain/machines'
import { createTestApi, type TestApi } from '#tests/support/api'
import { expectSeededAsPlanned } from '#tests/support/seed-as-planned'

/** Paris's autumn clock change (the year of sales then crosses the excise change of 1 January). */
const SEEDED_AT = new Date('2026-10-25T00:30:00Z')

let t: TestApi
let shopId: number
const db = () => t.database.db

beforeAll(async () => {
  // Only Date is faked, and it goes on ticking: services and the API read "now" from it.
  vi.useFakeTimers({ toFake: ['Date'], now: SEEDED_AT, shouldAdvanceTime: true })
  t = await createTestApi()
  await seedDemo(db(), { activity: true, now: SEEDED_AT })
  const [shop] = await db().select({ id: shops.id }).from(shops).where(eq(shops.code, 'SOURCE'))
  shopId = shop.id
}, 600_000)
afterAll(async () => {
  vi.useRealTimers()
  await t.close()
})

const userId = async (email: string) =>
  (await db().select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id

describe('the demo year of Domaine de la Source', () => {
  it('has about forty clients of each typology, valid SIRETs and French VAT numbers', async () => {
    // Clients, not the prospects the pipeline's seed adds after the year.
    const rows = await db()
      .select()
      .from(clients)
      .where(and(eq(clients.shopId, shopId), eq(clients.pipe, 'client')))
    expect(rows.length).toBeGreaterThanOrEqual(38)
    expect(rows.length).toBeLessThanOrEqual(45)
    expect(new Set(rows.map((r) => r.typology))).toEqual(
      new Set(['particulier', 'restaurateur', 'caviste']),
    )
    for (const c of rows.filter((r) => r.siret)) {
      expect(isValidSiret(c.siret!), c.siret!).toBe(true)
      expect(c.vatNumber).toMatch(new RegExp(`^FR\\d{2}${c.siret!.slice(0, 9)}$`))
      const key = (12 + 3 * (Number(c.siret!.slice(0, 9)) % 97)) % 97
      expect(c.vatNumber!.slice(2, 4)).toBe(String(key).padStart(2, '0'))
    }
    const entered = rows.filter((r) => r.userId === null)
    expect(entered.every((r) => r.email?.endsWith('exemple.test'))).toBe(true)
    const agent = await userId('agent@caveau.test')
    const followed = rows.filter((r) => r.agentId === agent).length
    expect(followed).toBeGreaterThanOrEqual(Math.floor(rows.length / 4))
    expect(followed).toBeLessThanOrEqual(Math.ceil(rows.length / 2))
    const linked = rows.filter((r) => r.userId !== null).map((r) => r.userId)
    expect(linked).toEqual(
      expect.arrayContaining([await userId('buyer@caveau.test'), await userId('pro@caveau.test')]),
    )
  })

  it('has 300 orders over the last year, every status, kind and source', async () => {
    const rows = await db().select().from(orders).where(eq(orders.shopId, shopId))
    expect(rows).toHaveLength(DEMO_ORDER_COUNT)
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(statusesOf(orderMachine)))
    const kinds = (k: string) => rows.filter((r) => r.kind === k).length
    expect(kinds('sample')).toBeGreaterThanOrEqual(12)
    expect(kinds('future')).toBeGreaterThanOrEqual(8)
    // The futures' vintage is flagged en primeur: no right of withdrawal (L221-28 7°).
    const futureVintages = await db()
      .selectDistinct({ enPrimeur: productVintages.enPrimeur })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(productVintages, eq(productVintages.id, orderLines.vintageId))
      .where(and(eq(orders.shopId, shopId), eq(orders.kind, 'future')))
    expect(futureVintages).toEqual([{ enPrimeur: true }])
    expect(new Set(rows.map((r) => r.source))).toEqual(new Set(['shop', 'backoffice']))
    const now = SEEDED_AT.getTime()
    for (const r of rows) {
      expect(r.createdAt.getTime()).toBeLessThan(now)
      expect(r.createdAt.getTime()).toBeGreaterThan(now - 366 * 86_400_000)
    }
    // Spread over the year: every quarter has orders.
    const quarters = new Set(
      rows.map((r) => Math.floor((now - r.createdAt.getTime()) / (91.5 * 86_400_000))),
    )
    expect(quarters.size).toBeGreaterThanOrEqual(4)
    expect(rows.filter((r) => r.parentId !== null).length).toBeGreaterThanOrEqual(4)
    expect(new Set(rows.filter((r) => r.parentId !== null).map((r) => r.parentId)).size).toBe(2)
    expect(rows.filter((r) => r.quoteId !== null).length).toBeGreaterThanOrEqual(10)
  })

  it('numbers invoices, deposits and credit notes F-000001… without a gap, in issue order', async () => {
    const docs = await db()
      .select()
      .from(salesDocuments)
      .where(
        and(
          eq(salesDocuments.shopId, shopId),
          inArray(salesDocuments.type, ['invoice', 'deposit', 'credit']),
        ),
      )
      .orderBy(salesDocuments.sequence)
    expect(docs.length).toBeGreaterThan(150)
    docs.forEach((d, i) => {
      expect(d.number).toBe(`F-${String(i + 1).padStart(6, '0')}`)
      if (i > 0)
        expect(d.issuedAt!.getTime()).toBeGreaterThanOrEqual(docs[i - 1].issuedAt!.getTime())
    })
    const types = new Set(docs.map((d) => d.type))
    expect(types).toEqual(new Set(['invoice', 'deposit', 'credit']))
    const quotes = await db()
      .select()
      .from(salesDocuments)
      .where(and(eq(salesDocuments.shopId, shopId), eq(salesDocuments.type, 'quote')))
    expect(new Set(quotes.map((q) => q.status))).toEqual(
      new Set(['pending', 'generated', 'completed', 'rejected', 'cancelled']),
    )
    const numbered = quotes.filter((q) => q.number).sort((a, b) => a.sequence! - b.sequence!)
    numbered.forEach((q, i) => expect(q.number).toBe(`D-${String(i + 1).padStart(6, '0')}`))
  })

  it('keeps every issued document’s paid amount equal to its ledger rows', async () => {
    const ledger = await db()
      .select({
        documentId: payments.documentId,
        sum: sql<number>`sum(${payments.amountCents})::int`,
      })
      .from(payments)
      .where(eq(payments.shopId, shopId))
      .groupBy(payments.documentId)
    const paid = new Map(ledger.map((l) => [l.documentId, Number(l.sum)]))
    const docs = await db()
      .select()
      .from(salesDocuments)
      .where(
        and(
          eq(salesDocuments.shopId, shopId),
          inArray(salesDocuments.type, ['invoice', 'deposit']),
          isNotNull(salesDocuments.number),
        ),
      )
    for (const d of docs) expect(d.paidCents, d.number!).toBe(paid.get(d.id) ?? 0)
    const kinds = await db()
      .selectDistinct({ kind: payments.kind })
      .from(payments)
      .where(eq(payments.shopId, shopId))
    expect(new Set(kinds.map((k) => k.kind))).toEqual(new Set(['payment', 'refund', 'credit']))
    const statuses = new Set(docs.map((d) => d.paymentStatus))
    for (const s of ['paid', 'pending']) expect(statuses).toContain(s)
    // Credit notes: partial and full, some used or refunded, one cancelling its invoice.
    const credits = await db()
      .select()
      .from(salesDocuments)
      .where(and(eq(salesDocuments.shopId, shopId), eq(salesDocuments.type, 'credit')))
    expect(new Set(credits.map((c) => c.creditStatus))).toEqual(
      expect.objectContaining(new Set(['full', 'empty'])),
    )
    expect(docs.some((d) => d.status === 'cancelled')).toBe(true)
  })

  it('has overdue invoices with reminders, and others not yet due', async () => {
    const now = SEEDED_AT
    const open = await db()
      .select()
      .from(salesDocuments)
      .where(
        and(
          eq(salesDocuments.shopId, shopId),
          inArray(salesDocuments.type, ['invoice', 'deposit']),
          inArray(salesDocuments.status, ['generated', 'processing', 'incomplete']),
          sql`${salesDocuments.paidCents} < ${salesDocuments.dueCents}`,
        ),
      )
    const overdue = open.filter((d) => d.dueAt && d.dueAt < now)
    const notDue = open.filter((d) => d.dueAt && d.dueAt >= now)
    expect(overdue.length).toBeGreaterThanOrEqual(5)
    expect(notDue.length).toBeGreaterThanOrEqual(5)
    const reminded = await db()
      .selectDistinct({ id: paymentReminders.documentId })
      .from(paymentReminders)
      .where(eq(paymentReminders.shopId, shopId))
    expect(
      overdue.filter((d) => reminded.some((r) => r.id === d.id)).length,
    ).toBeGreaterThanOrEqual(3)
  })

  it('ships with every delivery status, partial deliveries and a return', async () => {
    const rows = await db().select().from(shipments).where(eq(shipments.shopId, shopId))
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(statusesOf(deliveryMachine)))
    expect(rows.some((r) => r.kind === 'return')).toBe(true)
    const multi = await db()
      .select({ orderId: shipments.orderId })
      .from(shipments)
      .where(and(eq(shipments.shopId, shopId), eq(shipments.kind, 'delivery')))
      .groupBy(shipments.orderId)
      .having(sql`count(*) > 1`)
    expect(multi.length).toBeGreaterThanOrEqual(2)
  })

  it('delivers every home delivery somewhere: each carrier order and its shipments have an address', async () => {
    const home = await db()
      .select({ id: orders.id, address: orders.deliveryAddress })
      .from(orders)
      .where(and(eq(orders.shopId, shopId), sql`${orders.shipping}->>'kind' = 'carrier'`))
    expect(home.length).toBeGreaterThan(100)
    for (const o of home) expect(o.address?.city, `commande ${o.id}`).toBeTruthy()
    const sent = await db()
      .select({ id: shipments.id, address: shipments.address })
      .from(shipments)
      .innerJoin(orders, eq(orders.id, shipments.orderId))
      .where(
        and(
          eq(shipments.shopId, shopId),
          eq(shipments.kind, 'delivery'),
          sql`${orders.shipping}->>'kind' = 'carrier'`,
        ),
      )
    expect(sent.length).toBeGreaterThan(0)
    for (const s of sent) expect(s.address?.city, `envoi ${s.id}`).toBeTruthy()
  })

  it('has SEPA mandates in each status', async () => {
    const rows = await db().select().from(sepaMandates).where(eq(sepaMandates.shopId, shopId))
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['pending', 'processing', 'completed', 'error']),
    )
  })

  it('gives the agent their clients’ orders and the demo buyer their own', async () => {
    const agent = await t.login('agent@caveau.test')
    const res = await t.request('/v1/orders', { token: agent.jwt })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.total).toBeGreaterThan(20)
    expect(body.total).toBeLessThan(DEMO_ORDER_COUNT)
    const buyer = await userId('buyer@caveau.test')
    const [own] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.buyerId, buyer))
    expect(Number(own.n)).toBeGreaterThanOrEqual(10)
  })

  it('lists overdue and not-yet-due invoices through the payments API', async () => {
    const owner = await t.login('owner@caveau.test')
    for (const [path, least] of [
      ['/v1/payments/unpaids', 5],
      ['/v1/payments/outstandings', 5],
    ] as const) {
      const res = await t.request(path, { token: owner.jwt })
      expect(res.status, path).toBe(200)
      const body = await res.json()
      expect(body.documents.length, path).toBeGreaterThanOrEqual(least)
    }
    const unpaids = await (await t.request('/v1/payments/unpaids', { token: owner.jwt })).json()
    expect(unpaids.documents.some((d: { reminderCount: number }) => d.reminderCount > 0)).toBe(true)
  })

  it('gives the home page’s items the counts of the lists they link to', async () => {
    // The producer's home (GET /v1/home) on the dated demo: each count is what its list shows.
    const owner = await t.login('owner@caveau.test')
    const get = async (path: string) => {
      const res = await t.request(path, { token: owner.jwt })
      expect(res.status, path).toBe(200)
      return res.json()
    }
    const { attention } = await get('/v1/home')
    const counts = Object.fromEntries(
      attention.map((i: { key: string; count: number }) => [i.key, i.count]),
    )
    expect(counts).toEqual({
      ordersToValidate: (await get('/v1/orders?status=pending')).total,
      invoicesToIssue: (await get('/v1/orders?status=validated&kind=order')).total,
      overduePayments: (await get('/v1/payments/unpaids')).totals.count,
      shipmentsToPrepare: (await get('/v1/shipments?status=pending&kind=delivery')).total,
      tariffRequests: 0,
    })
    expect(counts).toMatchInlineSnapshot(`
      {
        "invoicesToIssue": 8,
        "ordersToValidate": 6,
        "overduePayments": 13,
        "shipmentsToPrepare": 1,
        "tariffRequests": 0,
      }
    `)
  })

  it('computes every document’s VAT per rate (BR-CO-17), unit × quantity = line, credits to the cent', async () => {
    // Issue 15 §3: 12 documents were a cent off, 65 of 747 lines had unit × quantity ≠ total,
    // and a credit note was 17,51 € for 17,50 €. Every shop's documents, every type and status.
    const docs = await db().select().from(salesDocuments)
    expect(docs.length).toBeGreaterThan(100)
    const credits = new Map<number, DocumentLine[]>()
    for (const d of docs)
      if (d.type === 'credit' && d.invoiceId && d.status !== 'cancelled')
        credits.set(d.invoiceId, [...(credits.get(d.invoiceId) ?? []), ...d.lines])
    const invoices = new Map(docs.map((d) => [d.id, d]))
    const wrong: string[] = []
    for (const d of docs) {
      const name = `${d.type} ${d.number ?? d.id}`
      const totals = documentTotals(d.lines)
      if (
        totals.totalHtCents !== d.totalHtCents ||
        totals.tvaCents !== d.tvaCents ||
        totals.totalTtcCents !== d.totalTtcCents
      )
        wrong.push(`${name}: Σ lines ≠ totals`)
      const ttc = isTtcDocument(d.lines)
      for (const l of d.lines.filter((line) => line.productId != null)) {
        const unit = ttc ? l.unitTtcCents : l.unitHtCents
        if ((unit ?? NaN) * l.quantity !== (ttc ? l.totalTtcCents : l.totalHtCents))
          wrong.push(`${name}: ${l.name} ${unit} × ${l.quantity} ≠ its total`)
      }
      // The credit note that completes its invoice reverses exactly what is left of each rate.
      const invoice = d.type === 'credit' && d.invoiceId ? invoices.get(d.invoiceId) : undefined
      const all = invoice ? (credits.get(invoice.id) ?? []) : []
      const completes = invoice && documentTotals(all).totalTtcCents === invoice.totalTtcCents
      if (completes) continue
      for (const g of vatBreakdown(d.lines)) {
        const vat = ttc
          ? g.ttcCents - htFromTtc(g.ttcCents, g.vatRate)
          : percentOf(g.baseHtCents, g.vatRate)
        if (vat !== g.vatCents) wrong.push(`${name}: VAT ${g.vatRate} % ${g.vatCents} ≠ ${vat}`)
      }
    }
    for (const [invoiceId, lines] of credits) {
      const invoice = invoices.get(invoiceId)!
      const credited = documentTotals(lines).totalTtcCents
      if (credited > invoice.totalTtcCents) wrong.push(`${invoice.number}: credited beyond it`)
      if (
        credited === invoice.totalTtcCents &&
        JSON.stringify(vatBreakdown(lines)) !== JSON.stringify(vatBreakdown(invoice.lines))
      )
        wrong.push(`${invoice.number}: fully credited, not rate by rate`)
    }
    expect(wrong).toEqual([])
  })

  it('changes nothing when seeded again', async () => {
    const count = async () =>
      (
        await db()
          .select({ n: sql<number>`count(*)::int` })
          .from(orders)
      )[0].n
    const before = await count()
    await seedDemo(db())
    expect(await count()).toBe(before)
  })

  // Last: making the plan again writes its clients a second time.
  it('holds what the plan promised, gapless and paid as the ledger says', async () => {
    await expectSeededAsPlanned(db(), SEEDED_AT)
  })
})
