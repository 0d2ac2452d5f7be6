/**
 * Card and SEPA payments (Stripe): the buyer's return from Stripe's hosted page, paying an order
 * whose debit needs 3-D Secure or was refused, the return from the bank's page, and Stripe's
 * webhook (signed by its `Stripe-Signature` header, not by a session).
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { bearer, body, idParams, json, Refusal, refusals, success } from '#app/platform/contract'
import { OrderRecord } from '#app/modules/sales/contract/orders'
import { maxLength, text } from '#app/platform/domain/validation'

const badParameter = 'Paramètre invalide.'

// Stripe's ids: a prefix, an underscore, letters and digits.
const stripeId = (prefix: string) =>
  z
    .string({ error: badParameter })
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9_]{1,250}$`), badParameter)

/** What a payment's outcome says: the orders, their payment status, and the next page if any. */
const PaymentAnswer = success({
  orders: z.array(OrderRecord),
  paymentStatus: z.enum([
    'pending',
    'setup',
    'paid',
    'processing',
    'requiresAction',
    'error',
    'refunded',
  ]),
  message: z.string(),
  /** Where the buyer goes next: Stripe's page for another imprint, or their bank's. */
  redirectUrl: z.string().optional(),
})

export const stripeReturnRoute = createRoute({
  method: 'post',
  path: '/payments/stripe/return',
  summary:
    'The buyer is back from Stripe’s hosted page: { sessionId } (cs_…). A setup session records the saved card or SEPA mandate on its orders (paymentStatus setup; orders already validated are debited at once); a payment session records the debit (paid, or processing for SEPA). redirectUrl when another order of the same checkout needs its own imprint. 400 when the session was not completed or without Stripe keys; 404 for another buyer’s session.',
  security: bearer,
  request: {
    body: body(z.strictObject({ sessionId: stripeId('cs') }, { error: badParameter })),
  },
  responses: {
    200: json(PaymentAnswer, 'The payment recorded'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const stripePayRoute = createRoute({
  method: 'post',
  path: '/payments/stripe/orders/{id}/pay',
  summary:
    'The buyer pays their own card or SEPA order: redirectUrl to the bank’s 3-D Secure page, to Stripe’s page for a missing imprint (pending order) or for the whole amount (after a refusal); or message alone when the imprint is already saved. 409 when already paid, closed, or not paid by card or SEPA.',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(
      success({
        order: OrderRecord,
        message: z.string().optional(),
        redirectUrl: z.string().optional(),
      }),
      'Where to pay, or the payment recorded',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    409: json(Refusal, 'Already paid, closed, or not paid by card or SEPA'),
  },
})

export const stripeConfirmRoute = createRoute({
  method: 'post',
  path: '/payments/stripe/orders/{id}/confirm',
  summary:
    'Back from 3-D Secure: { paymentIntentId } (pi_…, the order’s). Paid (or processing): orders, paymentStatus, message. Refused: paymentStatus error and 400 with the failure message; the buyer may retry from /validate3ds?order={id}.',
  security: bearer,
  request: {
    params: idParams,
    body: body(z.strictObject({ paymentIntentId: stripeId('pi') }, { error: badParameter })),
  },
  responses: {
    200: json(PaymentAnswer, 'Paid or processing'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

/** What Stripe posts to a webhook: its signature header and the event (either webhook). */
const stripeEvent = {
  headers: z.object({ 'stripe-signature': z.string() }),
  body: body(
    z.object({
      id: text(maxLength.label),
      type: text(maxLength.label),
      data: z.object({ object: z.record(z.string(), z.unknown()) }),
    }),
  ),
}

/** A webhook's answer to Stripe (either webhook). */
const stripeEventHandled = json(
  success({
    received: z.literal(true),
    type: z.string(),
    /** The event was handled before (Stripe retried it): nothing was done again. */
    duplicate: z.literal(true).optional(),
    /** Orders whose payment status changed, and SEPA mandates created or updated. */
    orders: z.array(z.number().int()),
    mandates: z.array(z.number().int()),
  }),
  'Received',
)

/**
 * Stripe's webhook. Described here, but implemented as a plain route: its signature is over the
 * exact bytes Stripe sent, which a JSON body validator would consume.
 */
export const stripeWebhookRoute = createRoute({
  method: 'post',
  path: '/payments/stripe/webhook',
  summary:
    'Stripe’s webhook (no session: the `Stripe-Signature` header, HMAC-SHA256 of the raw body with STRIPE_WEBHOOK_SECRET, 300 s tolerance). 400 ‘La signature de la notification Stripe est invalide.’ when missing, wrong or stale; 503 ‘Les notifications de Stripe ne sont pas configurées sur ce serveur.’ without the secret. Each event id is handled once (a retry answers duplicate: true). payment_intent.succeeded, .processing and .payment_failed move the orders it pays; checkout.session.completed (setup mode) records the saved card or mandate; mandate.updated the SEPA mandate; charge.refunded (in full) refunds. Other event types are acknowledged.',
  request: stripeEvent,
  responses: {
    200: stripeEventHandled,
    ...refusals.badInput,
    503: json(Refusal, 'Stripe’s notifications are not configured'),
  },
})

export const shopStripeWebhookRoute = createRoute({
  method: 'post',
  path: '/payments/stripe/webhook/{id}',
  summary:
    'A shop’s own Stripe webhook (the shop whose id the path names, with its own keys from its integrations settings): the same as POST /payments/stripe/webhook, signed with the shop’s own `whsec_…` secret, and acting on that shop’s orders only. 404 ‘Les notifications de Stripe ne sont pas configurées pour cette boutique…’ when the shop has no signing secret of its own.',
  request: {
    params: idParams,
    ...stripeEvent,
  },
  responses: {
    200: stripeEventHandled,
    ...refusals.badInput,
    404: json(Refusal, 'No such shop, or no signing secret of its own'),
  },
})
