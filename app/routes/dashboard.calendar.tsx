import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { i18nClientLoader } from '#app/platform/web/i18n-client'
import { useTranslation } from 'react-i18next'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { loadCalendar } from '#app/modules/tasks/web/calendar/calendar-page.server'
import { feedAction, loadFeed } from '#app/modules/tasks/web/calendar/feed.server'
import { FeedSection } from '#app/modules/tasks/web/components/feed-section'
import { CalendarNav, DayHours, WeeksGrid } from '#app/modules/tasks/web/components/calendar-view'
import { titleOf } from '#app/platform/domain/navigation'
import { readForm } from '#app/platform/web/forms.server'
import { guard } from '#app/platform/web/guard.server'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'

/** The team's calendar (issue 17 §2): tasks and deliveries by month, week or day, in Paris. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const [calendar, feed] = await Promise.all([loadCalendar(request, ctx), loadFeed(request, ctx)])
  return { title: titleOf('/dashboard/calendar'), ...calendar, feed }
}

/** The private iCalendar link: made anew or revoked. */
export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return feedAction(request, ctx, await readForm(request))
}

export const meta = areaMeta
/** The page translates (app/locales): i18next comes with it. */
export const handle = { i18n: true }
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  i18nClientLoader(serverLoader)
export { ErrorBoundary }

export default function Calendar() {
  const { t } = useTranslation()
  const c = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto max-w-6xl space-y-4 px-4 py-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold text-gray-900">{c.title}</h1>
        <Link to="/dashboard/tasks" className="text-primary-dark underline">
          {t('tasks.calendar.tasks')}
        </Link>
      </div>
      <CalendarNav view={c.view} date={c.date} prev={c.prev} next={c.next} today={c.today} />
      <h2 className="text-lg font-semibold first-letter:uppercase" data-testid="calendar-heading">
        {c.heading}
      </h2>
      {c.view === 'day' ? (
        <DayHours allDay={c.allDay} hours={c.hours} />
      ) : (
        <WeeksGrid view={c.view} weeks={c.weeks} month={c.month} today={c.today} days={c.days} />
      )}
      <ul
        className="flex flex-wrap gap-4 text-sm text-gray-700"
        aria-label={t('tasks.calendar.sources')}
      >
        {c.sources.map((s) => (
          <li key={s.key}>
            {s.label}
            {s.more ? t('tasks.calendar.tooMany') : ''}
          </li>
        ))}
      </ul>
      {c.feed ? <FeedSection url={c.feed.url} /> : null}
    </div>
  )
}
