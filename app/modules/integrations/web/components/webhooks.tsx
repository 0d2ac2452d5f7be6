import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import {
  CheckboxGroup,
  labelled,
  TextInput,
  type Meta,
} from '#app/modules/catalogue/web/components/fields'
import type { WebhookDeliveryView, WebhookView } from '#app/modules/integrations/contract'
import {
  deliveryStatusLabels,
  webhookEventLabels,
  webhookEventTypes,
  WebhookInput,
  type WebhookEventType,
} from '#app/modules/integrations/domain/webhooks'
import { formatDateTime } from '#app/platform/domain/format'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'

/** What the page's action answers for the webhooks' forms. */
export type WebhooksReply =
  | { form: 'webhook-create'; result: SubmissionResult<string[]> }
  | { form: 'webhook-edit'; id: number; result: SubmissionResult<string[]> }
  | { form: 'webhook'; message: string }
  | { form: 'webhook-secret'; url: string; secret: string; message: string }

export type ListedWebhook = WebhookView & { deliveries: WebhookDeliveryView[] }

/** A webhook's secret just made: the only time it is on a page. */
export function WebhookSecret({
  url,
  secret,
  message,
}: {
  url: string
  secret: string
  message: string
}) {
  return (
    <section
      role="status"
      aria-labelledby="webhook-secret-title"
      className="space-y-2 rounded-lg border border-green-700 bg-green-50 p-4"
    >
      <h3 id="webhook-secret-title" className="font-semibold text-green-900">
        Secret du webhook {url}
      </h3>
      <p className="text-sm text-green-900">{message}</p>
      <label htmlFor="webhook-secret" className="block text-sm font-medium text-gray-800">
        Secret de signature
      </label>
      <textarea
        id="webhook-secret"
        readOnly
        rows={2}
        value={secret}
        data-testid="webhook-secret"
        className="block w-full resize-none break-all rounded-md border border-gray-300 bg-white px-3 py-2 font-mono text-sm"
      />
    </section>
  )
}

/** A webhook's address and events: a new webhook, or one of the list (`webhook`) changed. */
export function WebhookForm({
  webhook,
  lastResult,
}: {
  webhook?: WebhookView
  lastResult?: SubmissionResult<string[]>
}) {
  const [form, fields] = useForm({
    id: webhook ? `webhook-${webhook.id}` : 'webhook',
    lastResult,
    defaultValue: webhook ? { url: webhook.url, events: webhook.events } : undefined,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: WebhookInput }),
  })
  const m = (name: keyof typeof fields) => fields[name] as Meta
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value={webhook ? 'webhook-edit' : 'webhook-create'} />
      {webhook ? <input type="hidden" name="id" value={webhook.id} /> : null}
      {webhook ? null : <h3 className="font-semibold">Nouveau webhook</h3>}
      <ErrorList id={form.errorId} errors={form.errors} />
      <TextInput
        meta={m('url')}
        label="Adresse de réception"
        hint="Une adresse https publique, par exemple https://exemple.fr/caveau/webhooks."
        extra={{ inputMode: 'url', autoComplete: 'off' }}
      />
      <CheckboxGroup
        meta={m('events')}
        legend="Événements envoyés"
        options={labelled(webhookEventTypes, webhookEventLabels)}
        columns="sm:grid-cols-1"
      />
      <Button type="submit">{webhook ? 'Enregistrer' : 'Créer le webhook'}</Button>
    </Form>
  )
}

function ActionForm({
  intent,
  id,
  label,
  ariaLabel,
  variant = 'secondary',
}: {
  intent: string
  id: number
  label: string
  ariaLabel: string
  variant?: 'secondary' | 'danger'
}) {
  return (
    <Form method="post">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" variant={variant} aria-label={ariaLabel}>
        {label}
      </Button>
    </Form>
  )
}

function DeliveryLog({ deliveries }: { deliveries: WebhookDeliveryView[] }) {
  if (deliveries.length === 0)
    return <p className="text-sm text-gray-700">Aucun événement envoyé pour l’instant.</p>
  return (
    <ul className="space-y-2" aria-label="Journal des envois">
      {deliveries.map((d) => (
        <li key={d.id} className="rounded-md border border-gray-200 p-3 text-sm">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <span className="font-mono">{d.type}</span>
            <span className="font-medium">
              {deliveryStatusLabels[d.status]}
              {d.nextAttemptAt ? ` — nouvel essai le ${formatDateTime(d.nextAttemptAt)}` : ''}
            </span>
          </div>
          <p className="text-gray-700">
            Événement <span className="font-mono">{d.eventId}</span> du{' '}
            {formatDateTime(d.createdAt)}
          </p>
          {d.attemptLog.length > 0 ? (
            <ol className="mt-1 space-y-1 text-gray-700" aria-label="Essais">
              {d.attemptLog.map((a, i) => (
                <li key={i}>
                  {formatDateTime(a.at)} : {a.statusCode ? `HTTP ${a.statusCode}` : 'sans réponse'}
                  {` en ${a.durationMs} ms`}
                  {a.error && !a.statusCode ? ` — ${a.error}` : ''}
                  {a.responseBody ? (
                    <details>
                      <summary>Réponse</summary>
                      <pre className="whitespace-pre-wrap break-all text-xs">{a.responseBody}</pre>
                    </details>
                  ) : null}
                </li>
              ))}
            </ol>
          ) : null}
          {d.status === 'pending' ? null : (
            <div className="mt-2">
              <ActionForm
                intent="webhook-resend"
                id={d.id}
                label="Renvoyer"
                ariaLabel={`Renvoyer l’événement ${d.eventId}`}
              />
            </div>
          )}
        </li>
      ))}
    </ul>
  )
}

export function WebhookList({
  webhooks,
  reply,
}: {
  webhooks: ListedWebhook[]
  /** The edit form's refusal, shown in the form of its webhook (opened). */
  reply?: WebhooksReply
}) {
  if (webhooks.length === 0)
    return <p className="text-gray-700">Votre boutique n’a encore aucun webhook.</p>
  return (
    <ul className="space-y-3" aria-label="Webhooks">
      {webhooks.map((w) => (
        <li key={w.id} className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="break-all font-mono text-sm font-semibold text-gray-900">{w.url}</h3>
            <span className="text-sm font-medium text-gray-800">
              {w.enabled ? 'Actif' : 'Désactivé'}
            </span>
          </div>
          <dl className="grid grid-cols-1 gap-y-1 text-sm text-gray-700">
            <div>
              <dt className="inline font-medium">Événements : </dt>
              <dd className="inline">
                {w.events.map((e) => webhookEventLabels[e as WebhookEventType]).join(' ; ')}
              </dd>
            </div>
            <div>
              <dt className="inline font-medium">Secret : </dt>
              <dd className="inline font-mono">{w.secretHint}</dd>
            </div>
            <div>
              <dt className="inline font-medium">Créé le : </dt>
              <dd className="inline">{formatDateTime(w.createdAt)}</dd>
            </div>
          </dl>
          <div className="flex flex-wrap gap-2">
            <ActionForm
              intent={w.enabled ? 'webhook-disable' : 'webhook-enable'}
              id={w.id}
              label={w.enabled ? 'Désactiver' : 'Réactiver'}
              ariaLabel={`${w.enabled ? 'Désactiver' : 'Réactiver'} le webhook ${w.url}`}
            />
            <ActionForm
              intent="webhook-secret"
              id={w.id}
              label="Nouveau secret"
              ariaLabel={`Nouveau secret pour le webhook ${w.url}`}
            />
            <ActionForm
              intent="webhook-delete"
              id={w.id}
              label="Supprimer"
              ariaLabel={`Supprimer le webhook ${w.url}`}
              variant="danger"
            />
          </div>
          <details open={reply?.form === 'webhook-edit' && reply.id === w.id}>
            <summary className="cursor-pointer text-sm font-medium">
              Modifier l’adresse ou les événements
            </summary>
            <div className="mt-2">
              <WebhookForm
                webhook={w}
                lastResult={
                  reply?.form === 'webhook-edit' && reply.id === w.id ? reply.result : undefined
                }
              />
            </div>
          </details>
          <details open={w.deliveries.length > 0}>
            <summary className="cursor-pointer text-sm font-medium">Journal des envois</summary>
            <div className="mt-2">
              <DeliveryLog deliveries={w.deliveries} />
            </div>
          </details>
        </li>
      ))}
    </ul>
  )
}
