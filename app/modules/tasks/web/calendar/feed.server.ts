/**
 * The calendar page's 'Abonnement' section: the viewer's private iCalendar link (its absolute
 * address, on the origin the page was asked on), made anew or revoked by a plain form.
 */
import { tFr } from '#app/platform/web/t.server'
import * as z from 'zod'
import {
  calendarFeedRoute,
  newCalendarFeedRoute,
  revokeCalendarFeedRoute,
} from '#app/modules/tasks/feed-contract'
import type { GuardContext } from '#app/platform/web/guard.server'
import { publicOrigin } from '#app/platform/web/public-url.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import { CALENDAR_PATH } from './calendar-page.server'

export async function loadFeed(request: Request, ctx: GuardContext) {
  const result = await ctx.api.call(calendarFeedRoute, {})
  if (!result.ok) return null
  return { url: result.data.feed ? `${publicOrigin(request)}${result.data.feed.path}` : null }
}

const FeedIntent = z.object({ intent: z.enum(['new-feed', 'revoke-feed']) })

export async function feedAction(request: Request, ctx: GuardContext, form: FormData) {
  const back = `${CALENDAR_PATH}${new URL(request.url).search}`
  const parsed = FeedIntent.safeParse(Object.fromEntries(form))
  if (!parsed.success)
    return redirectWithToast(request, back, { type: 'error', message: tFr('tasks.badRequest') })
  const result =
    parsed.data.intent === 'new-feed'
      ? await ctx.api.call(newCalendarFeedRoute, {})
      : await ctx.api.call(revokeCalendarFeedRoute, {})
  return redirectWithToast(request, back, {
    type: result.ok ? 'success' : 'error',
    message: result.data.message,
  })
}
