import { parseWithZod } from '@conform-to/zod/v4'
import {
  redirect,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { NotificationList, type NotificationItem } from '#app/ui/shell/notification-list'
import { safeRedirectPath } from '#app/platform/domain/redirect'
import { formatDateTime } from '#app/platform/domain/format'
import {
  isNotificationType,
  notificationActionSchema,
  notificationTypeLabels,
} from '#app/modules/accounts/domain/notifications'
import { guard } from '#app/platform/web/guard.server'
import { markAllSeenRoute, markSeenRoute, notificationsRoute } from '#app/modules/accounts/contract'
import { readForm } from '#app/platform/web/forms.server'

/** The notification centre as a page: it works without JavaScript; the bell's popover reuses it. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const params = new URL(request.url).searchParams
  const filter = params.get('filter') === 'unseen' ? 'unseen' : 'all'
  // One type only, as the home page's links ask (`?type=tariffRequest`); an unknown one is ignored.
  const asked = params.get('type')
  const type = isNotificationType(asked) ? asked : undefined
  const result = await ctx.api.call(notificationsRoute, {
    query: { ...(filter === 'unseen' ? { seen: 'false' as const } : {}), type },
  })
  const notifications = (result.ok ? result.data.notifications : []).map((n) => ({
    ...n,
    date: formatDateTime(n.createdAt),
  }))
  return {
    notifications,
    filter,
    typeLabel: type ? notificationTypeLabels[type] : null,
  } as {
    notifications: NotificationItem[]
    filter: 'all' | 'unseen'
    typeLabel: string | null
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
  const { notifications, filter, typeLabel } = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto max-w-[600px] px-4 py-6">
      <h1 className="mb-4 text-2xl font-semibold">Notifications</h1>
      {typeLabel ? (
        <p className="mb-3 text-sm text-gray-700" data-testid="notification-type">
          Seulement : <strong>{typeLabel}</strong> —{' '}
          <Link to="/dashboard/notifications" className="text-primary-dark underline">
            voir toutes les notifications
          </Link>
        </p>
      ) : null}
      <div className="rounded-lg border border-gray-200 bg-white">
        <NotificationList notifications={notifications} filter={filter} />
      </div>
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
