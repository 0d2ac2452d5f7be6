/**
 * What the calendar reads: a list of sources, one small module each (tasks, deliveries; wine
 * tourism's events and reservations will be one more), each reading its own area's endpoint for
 * the days shown and turning its records into calendar items. The page never knows what a source
 * holds: adding one is adding a module to `calendarSources` (sources.server.ts).
 */
import type { CalendarItem } from '#app/modules/tasks/domain/calendar'
import type { GuardContext } from '#app/platform/web/guard.server'

export type CalendarSource = {
  key: string
  /** The legend's name of what it shows. */
  label: string
  /** Whether the viewer may read it: its endpoint's rule in the access table. */
  shows(ctx: GuardContext): boolean
  /** Its items due from `from` to `to` (Paris days, inclusive); `more` when some were left out. */
  load(ctx: GuardContext, range: { from: string; to: string }): Promise<SourceItems>
}

export type SourceItems = { items: CalendarItem[]; more: boolean }

/** A source's pages read one after the other, at most `max` of them (a busy month stays bounded). */
export async function readPages<T>(
  max: number,
  readPage: (page: number) => Promise<{ rows: T[]; total: number; pageSize: number }>,
): Promise<{ rows: T[]; more: boolean }> {
  const rows: T[] = []
  for (let page = 1; page <= max; page++) {
    const read = await readPage(page)
    rows.push(...read.rows)
    if (page * read.pageSize >= read.total) return { rows, more: false }
  }
  return { rows, more: true }
}
