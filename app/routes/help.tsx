import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { areaMeta, ErrorBoundary, PlainPage } from '#app/ui/dashboard/area-route'
import { titleOf } from '#app/platform/domain/navigation'
import { loginUrl } from '#app/platform/domain/redirect'
import { guard } from '#app/platform/web/guard.server'
import { FrequentQuestions } from '#app/modules/messaging/web/components/frequent-questions'
import { SupportChat } from '#app/modules/messaging/web/components/support-chat'
import { helpChatAction, loadHelpChat } from '#app/modules/messaging/web/support.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return { title: titleOf('/help'), chat: await loadHelpChat(ctx) }
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return helpChatAction(request, ctx)
}

/**
 * A visitor's page is the same for every visitor: cacheable (app/platform/web/page-cache.server.ts
 * never caches a signed-in request, whose page holds their conversation with the support).
 */
export const handle = { publicCache: true }

export const meta = areaMeta
export { ErrorBoundary }

export default function Help() {
  const { title, chat } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return (
    <PlainPage title={title}>
      <p className="text-gray-700">
        Une question sur Caveau ? Les réponses courtes ci-dessous, les guides pas à pas du{' '}
        <a
          href="https://aide.caveau.app"
          className="text-primary-dark underline"
          target="_blank"
          rel="noreferrer"
        >
          centre d’aide
        </a>
        , et notre équipe sur la messagerie du support.
      </p>
      <FrequentQuestions />
      <section aria-labelledby="support-chat" className="space-y-2">
        <h2 id="support-chat" className="text-lg font-semibold">
          Écrire au support
        </h2>
        {chat ? (
          <>
            <p className="text-sm text-gray-700">
              Notre équipe vous répond ici, et vous prévient par mail.
            </p>
            <SupportChat
              messages={chat.messages}
              label="Votre message"
              lastResult={actionData?.result}
            />
          </>
        ) : (
          <p className="text-gray-700">
            <Link to={loginUrl('/help')} className="text-primary-dark underline">
              Connectez-vous
            </Link>{' '}
            pour écrire au support, ou écrivez-nous à{' '}
            <a href="mailto:support@caveau.app" className="text-primary-dark underline">
              support@caveau.app
            </a>
            .
          </p>
        )}
      </section>
    </PlainPage>
  )
}
