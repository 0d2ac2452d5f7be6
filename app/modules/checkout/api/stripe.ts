/**
 * The Stripe client of the card and SEPA payments. Card details never reach this server: buyers
 * enter them on Stripe's hosted Checkout page, and only Stripe's ids (customer, payment method,
 * intents) are kept on the orders.
 */
import Stripe from 'stripe'
import { ApiError } from '#app/platform/api/http'
import type { ApiConfig, StripeSettings } from '#app/platform/api/types'

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

// One client per configuration: the SDK keeps its agent and settings for the life of the process.
const clients = new WeakMap<StripeSettings, Stripe>()

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

/** The client, or null when no key is configured (card and SEPA payments are then not offered). */
export function stripeClient(config: ApiConfig): Stripe | null {
  const settings = config.stripe
  if (!settings) return null
  let client = clients.get(settings)
  if (!client) {
    client = createClient(settings)
    clients.set(settings, client)
  }
  return client
}

/** The client, or 400 'Le paiement par carte n’est pas disponible.' */
export function requireStripe(config: ApiConfig): Stripe {
  const client = stripeClient(config)
  if (!client) throw new ApiError(400, paymentText.unavailable)
  return client
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
