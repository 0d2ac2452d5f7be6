import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { ConversationList } from '#app/modules/messaging/web/components/conversation-list'
import { ConversationView } from '#app/modules/messaging/web/components/conversation-view'
import { NewConversation } from '#app/modules/messaging/web/components/new-conversation'
import {
  loadTicketsPage,
  ticketsAction,
  type TicketsReply,
} from '#app/modules/messaging/web/tickets-page.server'
import { readForm } from '#app/platform/web/forms.server'
import { guard } from '#app/platform/web/guard.server'
import { loadShell } from '#app/platform/web/shell.server'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { Header } from '#app/ui/shell/header'

/** The messaging layout titled 'Messagerie' (spec 2.6): buyers and producers (issue 17 §5). */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  // The page first: opening a conversation marks it read before the header counts.
  const page = await loadTicketsPage(request, ctx)
  return { shell: await loadShell(request, ctx), ...page }
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return ticketsAction(request, ctx, await readForm(request))
}

export const meta: MetaFunction = () => [{ title: 'Messagerie | Caveau' }]

export default function Tickets() {
  const page = useLoaderData<typeof loader>()
  const reply = useActionData<TicketsReply>()
  return (
    <div className="min-h-screen">
      <Header shell={page.shell} />
      <main className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 md:flex-row">
        <section aria-labelledby="tickets-title" className="space-y-3 md:w-80">
          <h1 id="tickets-title" className="text-2xl font-semibold">
            Messagerie
          </h1>
          <ConversationList
            conversations={page.conversations}
            openId={page.open?.id ?? null}
            isBuyer={page.isBuyer}
          />
          {page.pages > 1 ? (
            <nav aria-label="Pages" className="flex justify-between text-sm">
              {page.page > 1 ? <Link to={`?page=${page.page - 1}`}>Précédentes</Link> : <span />}
              {page.page < page.pages ? <Link to={`?page=${page.page + 1}`}>Suivantes</Link> : null}
            </nav>
          ) : null}
        </section>
        {page.draft ? (
          <NewConversation
            draft={page.draft}
            lastResult={reply?.form === 'start' ? reply.result : undefined}
          />
        ) : page.open ? (
          <ConversationView
            key={page.open.id}
            open={page.open}
            lastResult={reply?.form === 'reply' ? reply.result : undefined}
          />
        ) : (
          <p className="flex-1 self-start rounded-lg border border-dashed border-gray-300 bg-white p-6 text-center text-gray-600">
            Choisissez une conversation.
          </p>
        )}
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
