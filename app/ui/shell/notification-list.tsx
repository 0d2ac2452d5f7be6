import { Form, Link, useFetcher, useLocation } from '@remix-run/react'

export type NotificationItem = {
  id: number
  type: string
  seen: boolean
  createdAt: string
  content: string
  redirectLink: string | null
  date: string
}

type Props = { notifications: NotificationItem[]; filter: 'all' | 'unseen'; inPanel?: boolean }

/**
 * The notification centre's list (spec 2.10): all or unseen only, mark-all-as-read, and each
 * notification opens through a form that marks it seen, then follows its link.
 */
export function NotificationList({ notifications, filter, inPanel = false }: Props) {
  const fetcher = useFetcher()
  const location = useLocation()
  const FormEl = inPanel ? fetcher.Form : Form
  return (
    <div className="flex max-h-[500px] w-full max-w-[600px] flex-col">
      <div className="flex items-center justify-between gap-2 border-b border-gray-100 p-2">
        <nav aria-label="Filtre des notifications" className="flex gap-1 text-sm">
          <Link
            to="/dashboard/notifications"
            aria-current={filter === 'all' ? 'page' : undefined}
            className={`whitespace-nowrap rounded px-2 py-1 ${filter === 'all' ? 'bg-primary/10 font-semibold text-primary-dark' : 'hover:bg-gray-100'}`}
          >
            Toutes
          </Link>
          <Link
            to="/dashboard/notifications?filter=unseen"
            aria-current={filter === 'unseen' ? 'page' : undefined}
            className={`whitespace-nowrap rounded px-2 py-1 ${filter === 'unseen' ? 'bg-primary/10 font-semibold text-primary-dark' : 'hover:bg-gray-100'}`}
          >
            Non lues
          </Link>
        </nav>
        <FormEl method="post" action="/dashboard/notifications">
          <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
          <button
            type="submit"
            name="intent"
            value="mark-all"
            className="whitespace-nowrap rounded px-2 py-1 text-sm text-primary-dark underline"
          >
            Tout marquer comme lu
          </button>
        </FormEl>
      </div>
      {notifications.length === 0 ? (
        <p className="p-6 text-center text-gray-600">Aucune nouvelle notification</p>
      ) : (
        <ul className="overflow-y-auto">
          {notifications.map((n) => (
            <li key={n.id} className="border-b border-gray-100 last:border-0">
              <Form method="post" action="/dashboard/notifications">
                <input type="hidden" name="intent" value="open" />
                <input type="hidden" name="id" value={n.id} />
                <button
                  type="submit"
                  className="flex w-full items-start gap-3 p-3 text-left hover:bg-gray-50"
                >
                  <span
                    className={`mt-2 h-2 w-2 shrink-0 rounded-full ${n.seen ? 'bg-transparent' : 'bg-primary'}`}
                    aria-label={n.seen ? undefined : 'Non lue'}
                  />
                  <span className="flex-1">
                    <span
                      className={`block ${n.seen ? 'text-gray-700' : 'font-semibold text-gray-900'}`}
                    >
                      {n.content}
                    </span>
                    <span className="text-xs text-gray-500">{n.date}</span>
                  </span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
