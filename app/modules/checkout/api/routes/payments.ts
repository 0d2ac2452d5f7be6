/**
 * Card and SEPA payments (Stripe): the buyer's return from Stripe's hosted page, the way to pay
 * an order whose debit needs 3-D Secure or was refused, and the return from the bank's page.
 * Every call is the signed-in buyer's, about their own orders only, except Stripe's webhook,
 * which no session signs: its `Stripe-Signature` header does.
 */
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery, userIdOf } from '#app/platform/api/middleware'
import { idParams } from '#app/platform/contract'
import { ApiError, messages, ok } from '#app/platform/api/http'
import { completeSession, confirmAuthentication, resumePayment } from '../payments'
import { receiveStripeWebhook } from '../stripe-webhooks'
import {
  shopStripeWebhookRoute,
  stripeConfirmRoute,
  stripePayRoute,
  stripeReturnRoute,
  stripeWebhookRoute,
} from '../../contract'

export const paymentsRoutes = contractRouter()

paymentsRoutes.openapi(guarded(stripeReturnRoute, noQuery), async (c) => {
  const { sessionId } = c.req.valid('json')
  const answer = await completeSession(c, userIdOf(c.get('auth')), sessionId)
  return c.json({ sucess: true as const, ...answer }, 200)
})

paymentsRoutes.openapi(guarded(stripePayRoute, noQuery), async (c) => {
  const answer = await resumePayment(c, userIdOf(c.get('auth')), c.req.valid('param').id)
  return c.json({ sucess: true as const, ...answer }, 200)
})

paymentsRoutes.openapi(guarded(stripeConfirmRoute, noQuery), async (c) => {
  const { paymentIntentId } = c.req.valid('json')
  const answer = await confirmAuthentication(
    c,
    userIdOf(c.get('auth')),
    c.req.valid('param').id,
    paymentIntentId,
  )
  return c.json({ sucess: true as const, ...answer }, 200)
})

// A plain route, described by stripeWebhookRoute: the signature is over the exact bytes Stripe
// sent, so the body is read raw, never parsed by a validator first.
paymentsRoutes.openAPIRegistry.registerPath(stripeWebhookRoute)
paymentsRoutes.post(stripeWebhookRoute.path, noQuery, async (c) => {
  const rawBody = await c.req.text()
  return ok(c, await receiveStripeWebhook(c, rawBody, c.req.header('stripe-signature')))
})

// A shop's own endpoint (its own keys, from its integrations settings): the same, with its secret.
paymentsRoutes.openAPIRegistry.registerPath(shopStripeWebhookRoute)
paymentsRoutes.post('/payments/stripe/webhook/:id', noQuery, async (c) => {
  const param = idParams.safeParse({ id: c.req.param('id') })
  if (!param.success) throw new ApiError(404, messages.notFound)
  const rawBody = await c.req.text()
  return ok(
    c,
    await receiveStripeWebhook(c, rawBody, c.req.header('stripe-signature'), param.data.id),
  )
})
