/**
 * /dashboard/calendar (issue 17 §2): a month, week or day of Paris days rendered on the server
 * (`?view=month|week|day&date=YYYY-MM-DD`, links for before, today and after), with the items of
 * every source the viewer may read.
 */
import {
  calendarPeriod,
  hoursOfDay,
  itemsByDay,
  readCalendarQuery,
  slotOf,
  type CalendarItem,
} from '#app/modules/tasks/domain/calendar'
import { parisIsoDay } from '#app/platform/domain/paris-calendar'
import type { GuardContext } from '#app/platform/web/guard.server'
import { calendarSources } from './sources.server'

export const CALENDAR_PATH = '/dashboard/calendar'

export async function loadCalendar(request: Request, ctx: GuardContext, now = new Date()) {
  const today = parisIsoDay(now)
  const { view, date } = readCalendarQuery(new URL(request.url).searchParams, today)
  const period = calendarPeriod(view, date)
  const sources = calendarSources.filter((s) => s.shows(ctx))
  const loaded = await Promise.all(
    sources.map((s) => s.load(ctx, { from: period.from, to: period.to })),
  )
  const items: CalendarItem[] = loaded.flatMap((l) => l.items)
  const byDay = itemsByDay(items)
  // The day view's rows: one per real hour, 23 or 25 on a clock change's day.
  const hours =
    view === 'day'
      ? hoursOfDay(date).map((label, slot) => ({
          label,
          items: (byDay.get(date) ?? []).filter(
            (i) => i.at !== null && slotOf(date, new Date(i.at)) === slot,
          ),
        }))
      : []
  const { title: heading, ...shown } = period
  return {
    ...shown,
    heading,
    today,
    sources: sources.map((s, i) => ({ key: s.key, label: s.label, more: loaded[i].more })),
    days: Object.fromEntries(byDay),
    allDay: view === 'day' ? (byDay.get(date) ?? []).filter((i) => i.at === null) : [],
    hours,
  }
}
