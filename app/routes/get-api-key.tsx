import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import {
  ApiKeyList,
  CreatedKey,
  NewApiKeyForm,
  type ApiKeysReply,
} from '#app/modules/integrations/web/components/api-keys'
import { apiKeysAction, loadApiKeys } from '#app/modules/integrations/web/api-keys.server'
import {
  WebhookForm,
  WebhookList,
  WebhookSecret,
  type WebhooksReply,
} from '#app/modules/integrations/web/components/webhooks'
import {
  isWebhookIntent,
  loadWebhooks,
  webhooksAction,
} from '#app/modules/integrations/web/webhooks.server'
import { titleOf } from '#app/platform/domain/navigation'
import { readForm } from '#app/platform/web/forms.server'
import { guard } from '#app/platform/web/guard.server'
import { areaMeta, ErrorBoundary, PlainPage } from '#app/ui/dashboard/area-route'
import { ErrorList } from '#app/ui/error-list'

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return {
    title: titleOf('/get-api-key'),
    ...(await loadApiKeys(request, ctx)),
    webhooks: await loadWebhooks(ctx),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  const form = await readForm(request)
  if (isWebhookIntent(form.get('intent'))) return webhooksAction(request, ctx, form)
  return apiKeysAction(request, ctx, form)
}

export const meta = areaMeta
export { ErrorBoundary }

export default function GetApiKey() {
  const { title, apiKeys, apiBase, owner, webhooks } = useLoaderData<typeof loader>()
  const reply = useActionData<typeof action>() as ApiKeysReply | WebhooksReply | undefined
  return (
    <PlainPage title={title}>
      <p className="text-gray-700">
        Une clé d’API relie Caveau à vos autres logiciels (site marchand, logistique, comptabilité).
        Elle agit en votre nom, avec vos droits, et seulement sur les accès que vous lui donnez.
        Envoyez-la dans l’en-tête <code className="font-mono">Authorization: Bearer cv_…</code> des
        requêtes à <code className="font-mono">{apiBase}</code> ; la description de chaque point
        d’accès est dans{' '}
        <Link to="/api-docs" className="text-primary-dark underline">
          la documentation de l’API
        </Link>
        .
      </p>
      {reply?.form === 'created' ? (
        <CreatedKey name={reply.name} apiKey={reply.key} message={reply.message} />
      ) : null}
      {reply?.form === 'revoke' ? <ErrorList id="revoke-error" errors={[reply.message]} /> : null}
      <section className="rounded-lg border border-gray-200 bg-white p-4">
        {/* A new form once a key is made: the next key starts blank, with JavaScript too. */}
        <NewApiKeyForm
          key={reply?.form === 'created' ? reply.key : 'new'}
          lastResult={reply?.form === 'create' ? reply.result : undefined}
        />
      </section>
      <section aria-labelledby="keys-title" className="space-y-3">
        <h2 id="keys-title" className="text-lg font-semibold">
          {owner ? 'Les clés de votre boutique' : 'Vos clés'}
        </h2>
        <ApiKeyList apiKeys={apiKeys} owner={owner} />
      </section>
      {webhooks ? (
        <section id="webhooks" aria-labelledby="webhooks-title" className="space-y-3">
          <h2 id="webhooks-title" className="text-lg font-semibold">
            Webhooks
          </h2>
          <p className="text-gray-700">
            Caveau prévient vos logiciels dès qu’une commande est passée ou payée, ou qu’une facture
            est émise : il envoie l’événement en JSON (POST) à l’adresse choisie, signé avec le
            secret du webhook (en-tête <code className="font-mono">Caveau-Signature</code>). Sans
            réponse 2xx en 10 s, il réessaie après 1 min, 5 min, 30 min, 2 h et 12 h.
          </p>
          {reply?.form === 'webhook-secret' ? (
            <WebhookSecret url={reply.url} secret={reply.secret} message={reply.message} />
          ) : null}
          {reply?.form === 'webhook' ? (
            <ErrorList id="webhook-error" errors={[reply.message]} />
          ) : null}
          <div className="rounded-lg border border-gray-200 bg-white p-4">
            <WebhookForm
              key={reply?.form === 'webhook-secret' ? reply.secret : 'new'}
              lastResult={reply?.form === 'webhook-create' ? reply.result : undefined}
            />
          </div>
          <WebhookList
            webhooks={webhooks}
            reply={reply?.form === 'webhook-edit' ? reply : undefined}
          />
        </section>
      ) : null}
      <Link to="/dashboard" className="inline-block text-primary-dark underline">
        Retour au tableau de bord
      </Link>
    </PlainPage>
  )
}
