/**
 * A shop's outgoing webhooks (issue 16 §3): the events a shop's endpoint subscribes to, the
 * form's schema and French messages, the retry schedule (the signature: api/webhook-signature.ts).
 */
import * as z from 'zod'

export const webhookEventTypes = [
  'order.placed',
  'order.paid',
  'invoice.issued',
  'stock.threshold',
] as const
export type WebhookEventType = (typeof webhookEventTypes)[number]

export const webhookEventLabels: Record<WebhookEventType, string> = {
  'order.placed': 'Commande passée (order.placed)',
  'order.paid': 'Commande payée (order.paid)',
  'invoice.issued': 'Facture émise (invoice.issued)',
  'stock.threshold': 'Seuil de stock atteint (stock.threshold)',
}

export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number]

export const deliveryStatusLabels: Record<WebhookDeliveryStatus, string> = {
  pending: 'En cours',
  delivered: 'Reçu',
  failed: 'Échec',
}

/** After attempt n fails, the next one waits `retryDelaysMs[n - 1]`; past the last: failed. */
export const retryDelaysMs = [
  60_000, // 1 min
  5 * 60_000, // 5 min
  30 * 60_000, // 30 min
  2 * 3_600_000, // 2 h
  12 * 3_600_000, // 12 h
] as const
export const MAX_DELIVERY_ATTEMPTS = retryDelaysMs.length + 1
export const DELIVERY_TIMEOUT_MS = 10_000
/** How much of an endpoint's answer the log keeps. */
export const KEPT_ANSWER_BYTES = 1024

/** When the attempt after `attempt` (1 for the first) is due, or null when it was the last. */
export function nextAttemptAt(attempt: number, now: Date): Date | null {
  const delay = retryDelaysMs[attempt - 1]
  return delay === undefined ? null : new Date(now.getTime() + delay)
}

export const webhookText = {
  url: 'Saisissez l’adresse qui recevra les événements (2 000 caractères au plus).',
  events: 'Choisissez au moins un événement.',
  nothing: 'Indiquez ce qui change : adresse, événements, activation ou nouveau secret.',
  created:
    'Le webhook est créé. Copiez son secret maintenant : il ne sera plus jamais affiché en entier.',
  updated: 'Le webhook est enregistré.',
  regenerated:
    'Un nouveau secret est en place. Copiez-le maintenant : il ne sera plus jamais affiché en entier.',
  enabled: 'Le webhook est réactivé.',
  disabled: 'Le webhook est désactivé : plus aucun événement ne lui est envoyé.',
  deleted: 'Le webhook est supprimé, avec son journal d’envois.',
  resent: 'L’événement est renvoyé.',
  resendDisabled: 'Réactivez ce webhook avant de lui renvoyer un événement.',
  endpointDisabled: 'Webhook désactivé : rien n’a été envoyé.',
  notFound: 'Ce webhook n’existe pas.',
  forbidden:
    'Les webhooks envoient toutes les commandes et le stock de la boutique : il faut les droits de les voir tous.',
  deliveryNotFound: 'Cet envoi n’existe pas.',
} as const

export const WebhookInput = z.object({
  url: z
    .string({ error: webhookText.url })
    .trim()
    .min(1, webhookText.url)
    .max(2000, webhookText.url),
  events: z
    .array(z.enum(webhookEventTypes, { error: webhookText.events }), { error: webhookText.events })
    .min(1, webhookText.events)
    .transform((events) => [...new Set(events)]),
})
export type WebhookInput = z.output<typeof WebhookInput>

export const WebhookUpdate = z
  .object({
    url: WebhookInput.shape.url.optional(),
    events: WebhookInput.shape.events.optional(),
    enabled: z.boolean().optional(),
    /** A new secret replaces the old one at once; the answer carries it, once. */
    regenerateSecret: z.boolean().optional(),
  })
  .refine(
    (v) =>
      v.url !== undefined ||
      v.events !== undefined ||
      v.enabled !== undefined ||
      v.regenerateSecret === true,
    webhookText.nothing,
  )
export type WebhookUpdate = z.output<typeof WebhookUpdate>

/** `whsec_` and 43 base64url characters (256 random bits). */
export const secretPattern = /^whsec_[A-Za-z0-9_-]{43}$/

/** `whsec_••••abcd`: enough to recognise a secret. */
export const secretHintOf = (secret: string) => `whsec_••••${secret.slice(-4)}`
