import { tFr } from '#app/platform/web/t.server'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { calendarFeedTextRoute } from '#app/modules/tasks/feed-contract'
import { guard } from '#app/platform/web/guard.server'

/**
 * A user's private iCalendar feed of their tasks (issue 17 §2), for a phone's calendar: no session,
 * the token in the path is the key (the provider answers 404 once it is revoked).
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const token = params.token ?? ''
  if (!/^[A-Za-z0-9_-]{32}$/.test(token)) throw new Response(tFr('tasks.notFound'), { status: 404 })
  const result = await ctx.api.call(calendarFeedTextRoute, { params: { token } })
  if (!result.ok) throw new Response(result.data.message, { status: result.status })
  return new Response(result.data.calendar, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="taches.ics"',
      // A secret address: never kept by a shared cache.
      'Cache-Control': 'private, no-store',
    },
  })
}
