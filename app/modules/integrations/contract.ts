/**
 * The integrations area's endpoints (decision 0003): the shop's API keys (issue 16 §3),
 * GET|POST /api-keys and DELETE /api-keys/{id}, implemented by api/routes/api-keys.ts; the shop's
 * integrations settings (issue 16 §1: its own Stripe keys, domain, audience measurement),
 * GET|PUT /settings/integrations, PUT|DELETE /settings/integrations/stripe and
 * POST /settings/integrations/stripe-check, by api/routes/shop-integrations.ts; the shop's outgoing
 * webhooks (issue 16 §3), GET|POST /webhooks, PUT|DELETE /webhooks/{id},
 * GET /webhooks/{id}/deliveries and POST /webhooks/deliveries/{id}/resend, by
 * api/routes/webhooks.ts.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { ApiKeyInput, apiKeyScopes } from '#app/modules/integrations/domain/api-keys'
import {
  WebhookInput,
  WebhookUpdate,
  webhookDeliveryStatuses,
  webhookEventTypes,
} from '#app/modules/integrations/domain/webhooks'
import {
  IntegrationsInput,
  StripeKeysInput,
} from '#app/modules/integrations/domain/shop-integrations'
import { bearer, body, idParams, json, Refusal, refusals, success } from '#app/platform/contract'

const ApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  /** `cv_<prefix>_…`: enough to recognise a key, never enough to use it. */
  prefix: z.string(),
  scopes: z.array(z.enum(apiKeyScopes)),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
})
export type ApiKeyView = z.infer<typeof ApiKey>

export const apiKeysRoute = createRoute({
  method: 'get',
  path: '/api-keys',
  summary:
    'Owner or collaborator: the API keys of their shop (the owner sees every one, a collaborator their own), newest first, with scopes, expiry, last use and revocation; never a secret',
  security: bearer,
  responses: {
    200: json(success({ apiKeys: z.array(ApiKey) }), 'The keys'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const createApiKeyRoute = createRoute({
  method: 'post',
  path: '/api-keys',
  summary:
    'Owner or collaborator: make a key { name, scopes (catalogue:read|write, orders:read|write, clients:read|write), expiresOn (YYYY-MM-DD, last day in Paris; null: never) } acting as the caller within those scopes; the answer carries the key (`cv_…`) once, only its hash is kept. Use it as `Authorization: Bearer cv_…`',
  security: bearer,
  request: { body: body(ApiKeyInput) },
  responses: {
    201: json(success({ message: z.string(), key: z.string(), apiKey: ApiKey }), 'Made'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const revokeApiKeyRoute = createRoute({
  method: 'delete',
  path: '/api-keys/{id}',
  summary:
    'Owner (any key of the shop) or collaborator (their own): revoke a key; it answers 401 from then on. Another shop’s or another collaborator’s key is 404',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ message: z.string(), apiKey: ApiKey }), 'Revoked'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

const Integrations = z.object({
  stripe: z.object({
    /** Whose keys the shop's card and SEPA payments use now: its own, the platform's, none. */
    source: z.enum(['shop', 'platform', 'none']),
    secretKeySet: z.boolean(),
    webhookSecretSet: z.boolean(),
    /** The owner only: `••••` and the last four characters; never the secret. */
    secretKeyHint: z.string().nullable(),
    webhookSecretHint: z.string().nullable(),
    /** The owner only (a public key, but a setting as the others). */
    publishableKey: z.string().nullable(),
    mode: z.enum(['test', 'live']).nullable(),
    /** The shop's own webhook endpoint, to enter in Stripe. */
    webhookUrl: z.string(),
  }),
  customDomain: z.string().nullable(),
  /** The host the shop's domain points to (its CNAME). */
  platformHost: z.string(),
  analytics: z.boolean(),
  analyticsScriptUrl: z.string().nullable(),
})
export type IntegrationsView = z.infer<typeof Integrations>

const integrationsAnswer = success({ message: z.string(), integrations: Integrations })

export const integrationsRoute = createRoute({
  method: 'get',
  path: '/settings/integrations',
  summary:
    'Owner or collaborator: their shop’s integrations: whose Stripe keys its card and SEPA payments use (its own, the platform’s, none), whether its own keys are set (the owner also sees their last four characters and the publishable key; no one ever sees a secret), its own webhook URL, its domain and the host to point it to, and its audience measurement',
  security: bearer,
  responses: {
    200: json(success({ integrations: Integrations }), 'The integrations'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const saveIntegrationsRoute = createRoute({
  method: 'put',
  path: '/settings/integrations',
  summary:
    'Owner: set { customDomain (a host name such as boutique.domaine.fr, or null; one shop per domain), analytics (the shop’s public pages load the script; off: no analytics at all), analyticsScriptUrl (https, required with analytics) }',
  security: bearer,
  request: { body: body(IntegrationsInput) },
  responses: {
    200: json(integrationsAnswer, 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const saveStripeKeysRoute = createRoute({
  method: 'put',
  path: '/settings/integrations/stripe',
  summary:
    'Owner: set the shop’s own Stripe account keys { secretKey (sk_ or rk_, test or live; left out: the stored one is kept, and required when none is), publishableKey (pk_, same mode, or null), webhookSecret (whsec_; left out: kept) }. The secrets are sealed at rest (AES-256-GCM) and never answered back. From then on the shop’s card and SEPA payments, charges and refunds go through that account, and its webhook is POST /payments/stripe/webhook/{shopId}',
  security: bearer,
  request: { body: body(StripeKeysInput) },
  responses: {
    200: json(integrationsAnswer, 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
    503: json(Refusal, 'No encryption key on this server'),
  },
})

export const removeStripeKeysRoute = createRoute({
  method: 'delete',
  path: '/settings/integrations/stripe',
  summary:
    'Owner: remove the shop’s own Stripe keys; its card and SEPA payments go through the platform’s keys when the server has them, else are no longer offered',
  security: bearer,
  responses: {
    200: json(integrationsAnswer, 'Removed'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const checkStripeKeysRoute = createRoute({
  method: 'post',
  path: '/settings/integrations/stripe-check',
  summary:
    'Owner: ask Stripe whether the shop’s stored secret key works (GET /v1/balance on its account); ok with a French message either way (refused key, Stripe unreachable). 400 when no key of its own is stored',
  security: bearer,
  responses: {
    200: json(success({ ok: z.boolean(), message: z.string() }), 'Stripe’s answer'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

const Webhook = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(webhookEventTypes)),
  enabled: z.boolean(),
  /** `whsec_••••` and the secret's last four characters; never the secret. */
  secretHint: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The latest event sent to it, if any. */
  lastDelivery: z.object({ status: z.enum(webhookDeliveryStatuses), at: z.string() }).nullable(),
})
export type WebhookView = z.infer<typeof Webhook>

const WebhookAttempt = z.object({
  at: z.string(),
  /** The answer's HTTP status; null when none came (refused address, timeout, network). */
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  error: z.string().nullable(),
  /** The first kilobyte of the answer. */
  responseBody: z.string().nullable(),
})

const WebhookDelivery = z.object({
  id: z.number().int(),
  /** The event's id, also sent as `Caveau-Event-Id` (the same at every attempt and resend). */
  eventId: z.string(),
  type: z.enum(webhookEventTypes),
  status: z.enum(webhookDeliveryStatuses),
  /** Attempts of the current round (a resend starts a new one). */
  attempts: z.number().int(),
  nextAttemptAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Every attempt, newest first. */
  attemptLog: z.array(WebhookAttempt),
})
export type WebhookDeliveryView = z.infer<typeof WebhookDelivery>

const noEncryption = { 503: json(Refusal, 'No encryption key on this server') }

export const webhooksRoute = createRoute({
  method: 'get',
  path: '/webhooks',
  summary:
    'Owner or collaborator with seeAllOrder and seeAllStock: the shop’s webhooks (address, events, on or off, the secret’s last four characters, the latest delivery), newest first',
  security: bearer,
  responses: {
    200: json(success({ webhooks: z.array(Webhook) }), 'The webhooks'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const createWebhookRoute = createRoute({
  method: 'post',
  path: '/webhooks',
  summary:
    'Owner or collaborator with seeAllOrder and seeAllStock: a webhook { url (https; after DNS resolution a public address only), events (order.placed, order.paid, invoice.issued, stock.threshold) }. The answer carries its secret (`whsec_…`) once. Each event is POSTed as JSON { id, type, createdAt, data } with `Caveau-Event-Id` and `Caveau-Signature: t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`; a 2xx within 10 s is a success, else retried after 1 min, 5 min, 30 min, 2 h and 12 h, then failed. Redirects are not followed',
  security: bearer,
  request: { body: body(WebhookInput) },
  responses: {
    201: json(success({ message: z.string(), secret: z.string(), webhook: Webhook }), 'Made'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...noEncryption,
  },
})

export const updateWebhookRoute = createRoute({
  method: 'put',
  path: '/webhooks/{id}',
  summary:
    'Owner or collaborator with seeAllOrder and seeAllStock: change a webhook { url, events, enabled (off: no event is sent to it), regenerateSecret (true: a new secret at once, answered once) }, each optional, at least one. Another shop’s webhook is 404',
  security: bearer,
  request: { params: idParams, body: body(WebhookUpdate) },
  responses: {
    200: json(
      success({ message: z.string(), secret: z.string().nullable(), webhook: Webhook }),
      'Saved',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    ...noEncryption,
  },
})

export const deleteWebhookRoute = createRoute({
  method: 'delete',
  path: '/webhooks/{id}',
  summary:
    'Owner or collaborator with seeAllOrder and seeAllStock: delete a webhook and its delivery log. Another shop’s webhook is 404',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ message: z.string() }), 'Deleted'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const webhookDeliveriesRoute = createRoute({
  method: 'get',
  path: '/webhooks/{id}/deliveries',
  summary:
    'Owner or collaborator with seeAllOrder and seeAllStock: the latest 50 deliveries of a webhook, newest first, each with its attempts (status code, duration, error, first kilobyte of the answer)',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ deliveries: z.array(WebhookDelivery) }), 'The delivery log'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const resendWebhookDeliveryRoute = createRoute({
  method: 'post',
  path: '/webhooks/deliveries/{id}/resend',
  summary:
    'Owner or collaborator with seeAllOrder and seeAllStock: send a delivery’s event again now (same event id), starting a new round of attempts. 409 while its webhook is disabled',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ message: z.string(), delivery: WebhookDelivery }), 'Queued'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    409: json(Refusal, 'Webhook disabled'),
  },
})
