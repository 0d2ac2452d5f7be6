/**
 * The demo year that `npm start` seeds ends at the seeding moment, whatever the day: the plan
 * (the pure part of app/modules/sales/api/seed/seed-sales.ts that decides what to create) must promise every
 * status the README promises on every day of a whole year, not only on the day a test runs.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { shops, users } from '#app/platform/db/schema'
import { seedDemo } from '#app/platform/db/seed'
import { DEMO_ORDER_COUNT, planYear, prepareYear } from '#app/modules/sales/api/seed/seed-sales'
import { DAY } from '#app/modules/sales/api/seed/seed-sales-random'
import { SalesSteps } from '#app/modules/sales/api/seed/seed-sales-steps'
import type { ApiDeps } from '#app/platform/api/types'
import { deliveryMachine, orderMachine, statusesOf } from '#app/modules/sales/domain/machines'
import { createTestDatabase } from '#tests/support/database'

const quoteStatuses = ['pending', 'generated', 'completed', 'rejected', 'cancelled']

let database: Awaited<ReturnType<typeof createTestDatabase>>
let year: Awaited<ReturnType<typeof prepareYear>>
let steps: SalesSteps

beforeAll(async () => {
  database = await createTestDatabase()
  const db = database.database.db
  await seedDemo(db, { activity: false })
  const id = async (email: string) =>
    (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.code, 'SOURCE'))
  const ids = {
    shopId: shop.id,
    owner: await id('owner@caveau.test'),
    iam: await id('iam@caveau.test'),
    agent: await id('agent@caveau.test'),
    buyer: await id('buyer@caveau.test'),
    pro: await id('pro@caveau.test'),
  }
  const firstDay = Date.UTC(2027, 0, 1)
  year = await prepareYear(db, ids, firstDay)
  // The planner only reads the staff; no step runs here.
  steps = new SalesSteps(db, shop.id, year.staff, new Date(firstDay), {} as ApiDeps)
}, 60_000)
afterAll(async () => {
  await database.database.close()
  await database.drop()
})

/** The year planned as if seeded at `now`, at once (the seeding's own start). */
const outcomeAt = (now: number) => planYear(steps, year.input, now, now).outcome()

describe('the demo year planned on any day', () => {
  it('holds every order, quote and delivery status, a return and split deliveries', () => {
    // Every day of 2027, each at another hour and minute, and the moments when Paris crosses
    // midnight into a new year, changes its clocks, or has a 29 February.
    const moments: number[] = []
    for (let d = 0; d < 365; d++)
      moments.push(Date.UTC(2027, 0, 1, (d * 7) % 24, (d * 13) % 60) + d * DAY)
    moments.push(
      Date.parse('2027-03-28T01:30:00Z'), // 03:30 in Paris, the night clocks go forward
      Date.parse('2027-10-31T00:30:00Z'), // 02:30 in Paris, the night clocks go back
      Date.parse('2027-12-31T23:30:00Z'), // 00:30 on New Year's Day in Paris
      Date.parse('2028-02-29T12:00:00Z'),
    )
    const failures: string[] = []
    for (const now of moments) {
      const o = outcomeAt(now)
      const day = new Date(now).toISOString()
      const missing = (what: string, have: Map<string, number>, want: readonly string[]) => {
        const absent = want.filter((s) => !have.has(s))
        if (absent.length) failures.push(`${day}: no ${what} ${absent.join(', ')}`)
      }
      missing('order', o.orders, statusesOf(orderMachine))
      missing('quote', o.quotes, quoteStatuses)
      missing('shipment', o.shipments, statusesOf(deliveryMachine))
      const orderCount = [...o.orders.values()].reduce((a, b) => a + b, 0)
      if (orderCount !== DEMO_ORDER_COUNT) failures.push(`${day}: ${orderCount} orders`)
      if (o.returns < 1) failures.push(`${day}: no return`)
      if (o.splitOrders < 2) failures.push(`${day}: ${o.splitOrders} split deliveries`)
    }
    expect(failures).toEqual([])
  })

  it('is the same plan for the same day', () => {
    const now = Date.parse('2027-06-15T10:00:00Z')
    expect(outcomeAt(now)).toEqual(outcomeAt(now))
  })
})
