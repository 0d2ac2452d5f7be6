import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { AdminFrame } from '#app/modules/admin/web/components/admin-frame'
import { SupportChat } from '#app/modules/messaging/web/components/support-chat'
import { SUPPORT_INBOX } from '#app/modules/messaging/domain/support'
import { loadSupportInbox, supportInboxAction } from '#app/modules/messaging/web/support.server'
import { guard } from '#app/platform/web/guard.server'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return loadSupportInbox(request, ctx)
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return supportInboxAction(request, ctx)
}

export const meta: MetaFunction = () => [{ title: 'Support | Administration | Caveau' }]

/** The help chat's inbox (issue 17 §5): the users' conversations, the open one and its answer. */
export default function SupportInbox() {
  const d = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <AdminFrame title="Messagerie du support">
      <p className="text-gray-700">
        {d.unread === 0
          ? 'Aucun message en attente.'
          : `${d.unread} message${d.unread > 1 ? 's' : ''} en attente.`}
      </p>
      <div className="flex flex-col gap-6 md:flex-row">
        <nav aria-label="Conversations" className="md:w-72">
          {d.threads.length === 0 ? (
            <p className="text-gray-600">Aucune conversation.</p>
          ) : (
            <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white">
              {d.threads.map((t) => (
                <li key={t.id}>
                  <Link
                    to={`${SUPPORT_INBOX}?t=${t.id}`}
                    aria-current={d.open?.id === t.id ? 'page' : undefined}
                    className="block p-3 hover:bg-gray-50 aria-[current=page]:bg-primary-light/20"
                  >
                    <span className="flex items-center gap-2 font-medium">
                      {t.name}
                      {t.unread ? (
                        <span className="rounded-full bg-red-700 px-2 text-xs text-white">
                          {t.unread}
                          <span className="sr-only"> non lu{t.unread > 1 ? 's' : ''}</span>
                        </span>
                      ) : null}
                    </span>
                    <span className="block text-sm text-gray-600">{t.last}</span>
                    <span className="block truncate text-sm text-gray-700">{t.excerpt}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {d.pages > 1 ? (
            <p className="mt-2 flex gap-3 text-sm">
              {d.page > 1 ? <Link to={`?page=${d.page - 1}`}>Page précédente</Link> : null}
              <span>
                Page {d.page} / {d.pages}
              </span>
              {d.page < d.pages ? <Link to={`?page=${d.page + 1}`}>Page suivante</Link> : null}
            </p>
          ) : null}
        </nav>
        {d.open ? (
          <section aria-labelledby="thread-title" className="flex-1 space-y-3">
            <h2 id="thread-title" className="text-xl font-semibold">
              {d.open.name}
            </h2>
            <p className="text-sm text-gray-600">{d.open.email}</p>
            <SupportChat
              key={d.open.id}
              messages={d.open.messages}
              label="Votre réponse"
              threadId={d.open.id}
              lastResult={actionData?.result}
            />
          </section>
        ) : null}
      </div>
    </AdminFrame>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
