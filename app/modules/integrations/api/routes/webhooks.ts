/**
 * GET|POST /webhooks, PUT|DELETE /webhooks/{id}, GET /webhooks/{id}/deliveries and
 * POST /webhooks/deliveries/{id}/resend (integrations/contract.ts): the caller's shop's outgoing
 * webhooks; another shop's are 404. Who may call them is the access table's (api-access.ts).
 */
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery } from '#app/platform/api/middleware'
import { memberOf } from '#app/platform/auth/permissions'
import { webhookText } from '../../domain/webhooks'
import {
  createWebhookRoute,
  deleteWebhookRoute,
  resendWebhookDeliveryRoute,
  updateWebhookRoute,
  webhookDeliveriesRoute,
  webhooksRoute,
} from '../../contract'
import {
  createWebhook,
  deleteWebhook,
  listDeliveries,
  listWebhooks,
  resendDelivery,
  updateWebhook,
} from '../webhooks'

export const webhooksRoutes = contractRouter()

webhooksRoutes.openapi(guarded(webhooksRoute, noQuery), async (c) =>
  c.json(
    { sucess: true as const, webhooks: await listWebhooks(c.get('deps').db, memberOf(c).shop.id) },
    200,
  ),
)

webhooksRoutes.openapi(guarded(createWebhookRoute, noQuery), async (c) => {
  const member = memberOf(c)
  const made = await createWebhook(
    c.get('deps'),
    { shopId: member.shop.id, userId: member.userId },
    c.req.valid('json'),
  )
  return c.json({ sucess: true as const, message: webhookText.created, ...made }, 201)
})

webhooksRoutes.openapi(guarded(updateWebhookRoute, noQuery), async (c) => {
  const { id } = c.req.valid('param')
  const saved = await updateWebhook(c.get('deps'), memberOf(c).shop.id, id, c.req.valid('json'))
  return c.json({ sucess: true as const, ...saved }, 200)
})

webhooksRoutes.openapi(guarded(deleteWebhookRoute, noQuery), async (c) => {
  const { id } = c.req.valid('param')
  await deleteWebhook(c.get('deps').db, memberOf(c).shop.id, id)
  return c.json({ sucess: true as const, message: webhookText.deleted }, 200)
})

webhooksRoutes.openapi(guarded(webhookDeliveriesRoute, noQuery), async (c) => {
  const { id } = c.req.valid('param')
  const deliveries = await listDeliveries(c.get('deps').db, memberOf(c).shop.id, id)
  return c.json({ sucess: true as const, deliveries }, 200)
})

webhooksRoutes.openapi(guarded(resendWebhookDeliveryRoute, noQuery), async (c) => {
  const { id } = c.req.valid('param')
  const delivery = await resendDelivery(c.get('deps').db, memberOf(c).shop.id, id)
  return c.json({ sucess: true as const, message: webhookText.resent, delivery }, 200)
})
