import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#app/platform/db/client'
import { maintenances } from '#app/platform/db/schema'
import {
  currentMaintenance,
  maintenanceChanged,
  MAINTENANCE_TTL_MS,
} from '#app/modules/admin/api/maintenance-state'
import { createTestDatabase } from '#tests/support/database'

let database: Database
let drop: () => Promise<void>
beforeAll(async () => {
  ;({ database, drop } = await createTestDatabase())
})
afterAll(async () => {
  await database.close()
  await drop()
})

const hour = 3_600_000
const at = (ms: number) => new Date(Date.UTC(2027, 2, 28, 0, 30) + ms)

describe('the maintenance schedule kept in memory', () => {
  it('reads the table once until a change is announced or the time-to-live runs out', async () => {
    maintenanceChanged()
    expect(await currentMaintenance(database.db, at(0))).toBeNull()
    // Written behind the cache's back (SQL by hand): memory still answers, no new read…
    await database.db.insert(maintenances).values({
      message: 'Changement d’heure',
      banner: true,
      page: false,
      startDate: at(-hour),
      endDate: at(hour),
    })
    expect(await currentMaintenance(database.db, at(1_000))).toBeNull()
    expect(await currentMaintenance(database.db, at(MAINTENANCE_TTL_MS - 1))).toBeNull()
    // …until the time-to-live is over,
    expect(await currentMaintenance(database.db, at(MAINTENANCE_TTL_MS))).toMatchObject({
      message: 'Changement d’heure',
    })
    // and a window that closes needs no new read.
    expect(await currentMaintenance(database.db, at(MAINTENANCE_TTL_MS + hour))).toBeNull()
  })

  it('reads again at once after an announced change', async () => {
    maintenanceChanged()
    expect(await currentMaintenance(database.db, at(0))).toMatchObject({
      message: 'Changement d’heure',
    })
    await database.db.delete(maintenances)
    expect(await currentMaintenance(database.db, at(1_000))).toMatchObject({
      message: 'Changement d’heure',
    })
    maintenanceChanged()
    expect(await currentMaintenance(database.db, at(1_000))).toBeNull()
  })
})
