import { useTranslation } from 'react-i18next'
import { Link } from '@remix-run/react'
import {
  calendarViewLabels,
  calendarViews,
  weekdayLabels,
  type CalendarItem,
  type CalendarView as View,
} from '#app/modules/tasks/domain/calendar'
import { buttonClass } from '#app/ui/button'

const CALENDAR = '/dashboard/calendar'
export const calendarLink = (view: View, date: string) => `${CALENDAR}?view=${view}&date=${date}`

const tones: Record<CalendarItem['tone'], string> = {
  task: 'border-primary bg-primary/10',
  late: 'border-red-600 bg-red-50',
  done: 'border-gray-400 bg-gray-50 text-gray-500 line-through',
  delivery: 'border-amber-600 bg-amber-50',
}
export function ItemLink({ item, full = false }: { item: CalendarItem; full?: boolean }) {
  const { t } = useTranslation()
  return (
    <Link
      to={item.href}
      className={`block rounded border-l-4 px-2 py-1 text-xs ${tones[item.tone]}`}
      data-testid="calendar-item"
    >
      <span className="sr-only">
        {t('tasks.calendar.itemOf', { tone: t(`tasks.calendar.tones.${item.tone}`) })}
      </span>
      {item.time ? <span className="font-semibold">{item.time} </span> : null}
      {item.title}
      {full && item.detail ? <span className="block text-gray-700">{item.detail}</span> : null}
    </Link>
  )
}

/** The view switch and the links before, today and after (GET: no JavaScript needed). */
export function CalendarNav({
  view,
  date,
  prev,
  next,
  today,
}: {
  view: View
  date: string
  prev: string
  next: string
  today: string
}) {
  const { t } = useTranslation()
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <nav aria-label={t('tasks.calendar.period')} className="flex flex-wrap gap-2">
        <Link to={calendarLink(view, prev)} className={buttonClass('secondary')} rel="prev">
          {t('tasks.calendar.previous')}
        </Link>
        <Link to={calendarLink(view, today)} className={buttonClass('secondary')}>
          {t('tasks.calendar.today')}
        </Link>
        <Link to={calendarLink(view, next)} className={buttonClass('secondary')} rel="next">
          {t('tasks.calendar.next')}
        </Link>
      </nav>
      <nav aria-label={t('tasks.calendar.view')} className="flex flex-wrap gap-2">
        {calendarViews.map((v) => (
          <Link
            key={v}
            to={calendarLink(v, date)}
            aria-current={v === view ? 'page' : undefined}
            className={buttonClass(v === view ? 'primary' : 'secondary')}
          >
            {calendarViewLabels[v]}
          </Link>
        ))}
      </nav>
    </div>
  )
}

const dayNumber = (day: string) => Number(day.slice(8))
const MONTH_ITEMS = 3

/** Month and week: a grid of weeks from Monday; a day's number opens that day. */
export function WeeksGrid({
  view,
  weeks,
  month,
  today,
  days,
}: {
  view: View
  weeks: string[][]
  month: string
  today: string
  days: Record<string, CalendarItem[]>
}) {
  const { t } = useTranslation()
  const limit = view === 'month' ? MONTH_ITEMS : Infinity
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[42rem] table-fixed border-collapse bg-white">
        <thead>
          <tr>
            {weekdayLabels.map((d) => (
              <th key={d} scope="col" className="border p-1 text-xs font-medium text-gray-700">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const items = days[day] ?? []
                const outside = view === 'month' && !day.startsWith(month)
                return (
                  <td
                    key={day}
                    className={`h-24 border p-1 align-top ${outside ? 'bg-gray-50 text-gray-400' : ''}`}
                    data-day={day}
                  >
                    <Link
                      to={calendarLink('day', day)}
                      className={`text-xs ${day === today ? 'rounded bg-primary-dark px-1 font-semibold text-white' : 'underline'}`}
                      aria-label={t('tasks.calendar.seeDay', {
                        day: day.split('-').reverse().join('/'),
                      })}
                    >
                      {dayNumber(day)}
                    </Link>
                    <div className="mt-1 space-y-1">
                      {items.slice(0, limit).map((item) => (
                        <ItemLink key={item.key} item={item} />
                      ))}
                      {items.length > limit ? (
                        <Link to={calendarLink('day', day)} className="text-xs underline">
                          {t('tasks.calendar.more', { count: items.length - limit })}
                        </Link>
                      ) : null}
                    </div>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** A day: what has no time first, then one row per real hour (23 or 25 on a clock change). */
export function DayHours({
  allDay,
  hours,
}: {
  allDay: CalendarItem[]
  hours: { label: string; items: CalendarItem[] }[]
}) {
  const { t } = useTranslation()
  return (
    <div className="space-y-3">
      <section aria-labelledby="all-day" className="rounded-lg border bg-white p-3">
        <h2 id="all-day" className="mb-2 text-sm font-semibold">
          {t('tasks.calendar.allDay')}
        </h2>
        {allDay.length ? (
          <div className="space-y-1">
            {allDay.map((item) => (
              <ItemLink key={item.key} item={item} full />
            ))}
          </div>
        ) : (
          <p className="text-sm text-gray-600">{t('tasks.calendar.nothingAllDay')}</p>
        )}
      </section>
      <ol className="divide-y rounded-lg border bg-white" aria-label={t('tasks.calendar.hours')}>
        {hours.map((h, i) => (
          <li key={i} className="flex gap-3 p-2" data-testid="calendar-hour">
            <span className="w-12 shrink-0 text-xs text-gray-600">{h.label}</span>
            <div className="min-w-0 flex-1 space-y-1">
              {h.items.map((item) => (
                <ItemLink key={item.key} item={item} full />
              ))}
            </div>
          </li>
        ))}
      </ol>
    </div>
  )
}
