/**
 * The maintenance schedule, kept in memory: every page asks whether a maintenance is in force,
 * and the schedule changes a few times a year. What is kept is every maintenance not yet over
 * when it was read; which one is in force is decided at each call, so a window that opens or
 * closes needs no new read. The admin's writes announce themselves (change-events.ts: at once in
 * this process, through LISTEN/NOTIFY in the others on the same PostgreSQL); a write nobody
 * announced (SQL by hand) shows within MAINTENANCE_TTL_MS.
 */
import { asc, gt } from 'drizzle-orm'
import type { Db } from '#app/platform/db/client'
import { maintenances } from '#app/platform/db/schema'
import { announce, onChange } from '#app/platform/change-events'

export type MaintenanceRow = typeof maintenances.$inferSelect

export const MAINTENANCE_TTL_MS = 60_000

type Entry = { generation: number; loadedAt: number; rows: Promise<MaintenanceRow[]> }

const entries = new WeakMap<Db, Entry>()
let generation = 0
onChange((change) => {
  if (change.kind === 'maintenance') generation += 1
})

/** After any write to the maintenances table. */
export function maintenanceChanged() {
  announce({ kind: 'maintenance' })
}

function schedule(db: Db, now: number): Promise<MaintenanceRow[]> {
  const entry = entries.get(db)
  if (entry && entry.generation === generation && now - entry.loadedAt < MAINTENANCE_TTL_MS)
    return entry.rows
  const rows = db
    .select()
    .from(maintenances)
    .where(gt(maintenances.endDate, new Date(now)))
    .orderBy(asc(maintenances.startDate), asc(maintenances.id))
    // A query builder is a lazy thenable that runs again at every `await`: keep its one result.
    .execute()
  const fresh: Entry = { generation, loadedAt: now, rows }
  entries.set(db, fresh)
  rows.catch(() => {
    if (entries.get(db) === fresh) entries.delete(db)
  })
  return rows
}

/** The maintenance in force at `now`, if any (the earliest started, as the query did). */
export async function currentMaintenance(db: Db, now = new Date()): Promise<MaintenanceRow | null> {
  const rows = await schedule(db, now.getTime())
  return rows.find((r) => r.startDate <= now && r.endDate > now) ?? null
}
