import { parseWithZod } from '@conform-to/zod/v4'
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { NotificationList, type NotificationItem } from '#app/ui/shell/notification-list'
import { safeRedirectPath } from '#app/platform/domain/redirect'
import { formatDateTime } from '#app/platform/domain/format'
import { notificationActionSchema } from '#app/modules/accounts/domain/notifications'
import { guard } from '#app/platform/web/guard.server'
import { markAllSeenRoute, markSeenRoute, notificationsRoute } from '#app/modules/accounts/contract'
import { readForm } from '#app/platform/web/forms.server'

/** The notification centre as a page: it works without JavaScript; the bell's popover reuses it. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const filter = new URL(request.url).searchParams.get('filter') === 'unseen' ? 'unseen' : 'all'
  const result = await ctx.api.call(notificationsRoute, {
    query: filter === 'unseen' ? { seen: 'false' } : {},
  })
  const notifications = (result.ok ? result.data.notifications : []).map((n) => ({
    ...n,
    date: formatDateTime(n.createdAt),
  }))
  return { notifications, filter } as {
    notifications: NotificationItem[]
    filter: 'all' | 'unseen'
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  const submission = parseWithZod(await readForm(request), { schema: notificationActionSchema })
  if (submission.status !== 'success') {
    const opening = submission.payload.intent === 'open'
    throw new Response(opening ? 'Notification inconnue' : 'Action inconnue', { status: 400 })
  }
  const chosen = submission.value
  if (chosen.intent === 'mark-all') {
    await ctx.api.call(markAllSeenRoute, {})
    return redirect(safeRedirectPath(chosen.redirectTo, '/dashboard/notifications'))
  }
  const { id } = chosen
  await ctx.api.call(markSeenRoute, { json: { arrayOfIds: [id] } })
  const list = await ctx.api.call(notificationsRoute, {})
  const target = list.ok ? list.data.notifications.find((n) => n.id === id)?.redirectLink : null
  return redirect(safeRedirectPath(target, '/dashboard/notifications'))
}

export const meta: MetaFunction = () => [{ title: 'Notifications | Caveau' }]

export default function Notifications() {
  const { notifications, filter } = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto max-w-[600px] px-4 py-6">
      <h1 className="mb-4 text-2xl font-semibold">Notifications</h1>
      <div className="rounded-lg border border-gray-200 bg-white">
        <NotificationList notifications={notifications} filter={filter} />
      </div>
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
