/**
 * The Stripe client of the card and SEPA payments. Card details never reach this server: buyers
 * enter them on Stripe's hosted Checkout page, and only Stripe's ids (customer, payment method,
 * intents) are kept on the orders.
 */
import { createHash } from 'node:crypto'
import Stripe from 'stripe'
import { stripeSettingsFor } from '#app/modules/integrations/api/shop-stripe'
import { ApiError } from '#app/platform/api/http'
import type { ApiConfig, StripeSettings } from '#app/platform/api/types'
import type { Db } from '#app/platform/db/client'

export const stripePaymentTypes = ['stripe', 'stripeSepa'] as const
export type StripePaymentType = (typeof stripePaymentTypes)[number]

export const isStripePayment = (type: string | null | undefined): type is StripePaymentType =>
  (stripePaymentTypes as readonly string[]).includes(type ?? '')

/** Stripe's payment method type for each of ours. */
export const stripeMethodType = (type: StripePaymentType) =>
  type === 'stripe' ? ('card' as const) : ('sepa_debit' as const)

export const paymentText = {
  unavailable: 'Le paiement par carte n’est pas disponible.',
  failed: 'Une erreur est survenue lors de la validation de votre paiement. Veuillez réessayer.',
} as const

// One client per key and address: the SDK keeps its agent and settings for the life of the
// process. Bounded: a shop changing its keys leaves its old client behind.
const clients = new Map<string, Stripe>()
const MAX_CLIENTS = 200

function createClient(settings: StripeSettings): Stripe {
  const base = settings.apiBase ? new URL(settings.apiBase) : null
  return new Stripe(settings.secretKey, {
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
    timeout: 20_000,
    maxNetworkRetries: 2,
    telemetry: false,
    appInfo: { name: 'Caveau' },
  })
}

/** The client of these settings, or null without them. */
export function stripeClient(settings: StripeSettings | null | undefined): Stripe | null {
  if (!settings) return null
  const key = `${settings.apiBase ?? ''} ${settings.secretKey}`
  let client = clients.get(key)
  if (!client) {
    if (clients.size >= MAX_CLIENTS) clients.delete(clients.keys().next().value!)
    client = createClient(settings)
    clients.set(key, client)
  }
  return client
}

/**
 * The Stripe account a shop's payments go through (its own keys, else the platform's:
 * integrations/api/shop-stripe.ts), with its client and the name its buyers' customers are kept
 * under (`account`: a customer of one account does not exist in another); null: none.
 */
export async function shopStripe(db: Db, config: ApiConfig, shopId: number) {
  const chosen = await stripeSettingsFor(db, config, shopId)
  if (!chosen) return null
  const account =
    chosen.source === 'platform'
      ? 'platform'
      : `shop-${shopId}-${createHash('sha256').update(chosen.settings.secretKey).digest('hex').slice(0, 8)}`
  return { ...chosen, account, client: stripeClient(chosen.settings)! }
}
export type ShopStripeClient = NonNullable<Awaited<ReturnType<typeof shopStripe>>>

/** The shop's Stripe account, or 400 'Le paiement par carte n’est pas disponible.' */
export async function requireShopStripe(
  db: Db,
  config: ApiConfig,
  shopId: number,
): Promise<ShopStripeClient> {
  const stripe = await shopStripe(db, config, shopId)
  if (!stripe) throw new ApiError(400, paymentText.unavailable)
  return stripe
}

/** A card refusal from Stripe (402), as opposed to an outage or a programming error. */
export const isCardError = (error: unknown): error is Stripe.errors.StripeCardError =>
  error instanceof Stripe.errors.StripeCardError

const declineReasons: Record<string, string> = {
  insufficient_funds: 'la provision est insuffisante',
  expired_card: 'la carte a expiré',
  lost_card: 'la carte a été déclarée perdue',
  stolen_card: 'la carte a été déclarée volée',
  incorrect_cvc: 'le cryptogramme est incorrect',
  processing_error: 'la banque n’a pas pu traiter le paiement',
  authentication_required: 'la banque demande une authentification',
}

/** Why a payment was refused, in French, from Stripe's decline or error code. */
export function declineReason(error: { decline_code?: string; code?: string }): string {
  return (
    declineReasons[error.decline_code ?? ''] ??
    declineReasons[error.code ?? ''] ??
    'la carte a été refusée'
  )
}
