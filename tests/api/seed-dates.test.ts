/**
 * The demo year seeded for real, from an empty database, on the dates where calendars go wrong:
 * the spring clock change in Paris and 29 February (New Year's night is seed-sales.test.ts's
 * date). What it holds is checked by tests/support/seed-as-planned.ts.
 */
import { afterEach, describe, it, vi } from 'vitest'
import { seedDemo } from '#app/platform/db/seed'
import { createTestDatabase } from '#tests/support/database'
import { expectSeededAsPlanned } from '#tests/support/seed-as-planned'

afterEach(() => {
  vi.useRealTimers()
})

describe.each([
  ['the spring clock change in Paris', '2027-03-28T01:30:00Z'],
  ['29 February', '2028-02-29T12:00:00Z'],
])('the demo year seeded on %s', (_, at) => {
  it('holds what the plan promised, gapless and paid as the ledger says', async () => {
    const seededAt = new Date(at)
    vi.useFakeTimers({ toFake: ['Date'], now: seededAt, shouldAdvanceTime: true })
    const { database, drop } = await createTestDatabase()
    try {
      await seedDemo(database.db, { activity: true, now: seededAt })
      await expectSeededAsPlanned(database.db, seededAt)
    } finally {
      await database.close()
      await drop()
    }
  }, 600_000)
})
