/**
 * Card and SEPA payments (Stripe): the buyer's return from Stripe's hosted page, the way to pay
 * an order whose debit needs 3-D Secure or was refused, and the return from the bank's page.
 * Every call is the signed-in buyer's, about their own orders only, except Stripe's webhook,
 * which no session signs: its `Stripe-Signature` header does.
 */
import { Hono } from 'hono'
import * as z from 'zod'
import { messages, ok, parseBody } from '#app/platform/api/http'
import { noQuery, requireUser, userIdOf } from '#app/platform/api/middleware'
import { completeSession, confirmAuthentication, resumePayment } from '../payments'
import { receiveStripeWebhook } from '../stripe-webhooks'
import type { ApiEnv } from '#app/platform/api/types'
import { idParam } from '#app/modules/catalogue/api/routes/catalogue-shared'

// Stripe's ids: a prefix, an underscore, letters and digits.
const stripeId = (prefix: string) =>
  z
    .string({ error: messages.badParameter })
    .regex(new RegExp(`^${prefix}_[A-Za-z0-9_]{1,250}$`), messages.badParameter)

const returnBody = z.strictObject({ sessionId: stripeId('cs') }, { error: messages.badParameter })
const confirmBody = z.strictObject(
  { paymentIntentId: stripeId('pi') },
  { error: messages.badParameter },
)

export const paymentsRoutes = new Hono<ApiEnv>()

paymentsRoutes.post('/stripe/return', requireUser, noQuery, async (c) => {
  const { sessionId } = await parseBody(c, returnBody)
  return ok(c, await completeSession(c, userIdOf(c.get('auth')), sessionId))
})

paymentsRoutes.post('/stripe/orders/:id/pay', requireUser, noQuery, async (c) => {
  return ok(c, await resumePayment(c, userIdOf(c.get('auth')), idParam(c, 'id')))
})

paymentsRoutes.post('/stripe/orders/:id/confirm', requireUser, noQuery, async (c) => {
  const { paymentIntentId } = await parseBody(c, confirmBody)
  return ok(
    c,
    await confirmAuthentication(c, userIdOf(c.get('auth')), idParam(c, 'id'), paymentIntentId),
  )
})

// The raw body, not parsed JSON: the signature is over the exact bytes Stripe sent.
paymentsRoutes.post('/stripe/webhook', noQuery, async (c) => {
  const rawBody = await c.req.text()
  return ok(c, await receiveStripeWebhook(c, rawBody, c.req.header('stripe-signature')))
})
