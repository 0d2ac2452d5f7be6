/**
 * The demo year seeded for real, from an empty database, on the dates where calendars go wrong:
 * New Year's night in Paris and 29 February (the autumn clock change is seed-sales.test.ts's date;
 * seed-plan.test.ts plans every day of a year and both clock changes). What it holds is checked by
 * tests/support/seed-as-planned.ts. Both dates lie ahead: the process's clock is set there, which
 * only an embedded database follows, so the seed goes to an in-memory PGlite even when
 * TEST_DATABASE_URL sends the other API tests to a PostgreSQL server.
 */
import { afterEach, describe, it, vi } from 'vitest'
import { seedDemo } from '#app/platform/db/seed'
import { createTestDatabase } from '#tests/support/database'
import { expectSeededAsPlanned } from '#tests/support/seed-as-planned'

afterEach(() => {
  vi.useRealTimers()
})

describe.each([
  ["New Year's night in Paris", '2026-12-31T23:30:00Z'],
  ['29 February', '2028-02-29T12:00:00Z'],
])('the demo year seeded on %s', (_, at) => {
  it('holds what the plan promised, gapless and paid as the ledger says', async () => {
    const seededAt = new Date(at)
    vi.useFakeTimers({ toFake: ['Date'], now: seededAt, shouldAdvanceTime: true })
    const { database, drop } = await createTestDatabase({ embedded: true })
    try {
      await seedDemo(database.db, { activity: true, now: seededAt })
      await expectSeededAsPlanned(database.db, seededAt)
    } finally {
      await database.close()
      await drop()
    }
  }, 600_000)
})
