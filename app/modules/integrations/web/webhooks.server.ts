/**
 * The webhooks section of `/get-api-key` (issue 16 §3): the shop's webhooks read with
 * GET /v1/webhooks and each one's latest deliveries, made (the secret answered in this response
 * only, never through a cookie), switched on or off, given a new secret, deleted, and a delivery
 * sent again. Shown to the owner and to collaborators with seeAllOrder and seeAllStock (the API's
 * rule, `mayCall`). Every form works without JavaScript.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import {
  createWebhookRoute,
  deleteWebhookRoute,
  resendWebhookDeliveryRoute,
  updateWebhookRoute,
  webhookDeliveriesRoute,
  webhooksRoute,
} from '#app/modules/integrations/contract'
import { WebhookInput, webhookText } from '#app/modules/integrations/domain/webhooks'
import { mayCall } from '#app/platform/domain/api-access'
import { replyWithProviderError } from '#app/platform/web/forms.server'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'

export const webhookIntents = {
  create: 'webhook-create',
  edit: 'webhook-edit',
  enable: 'webhook-enable',
  disable: 'webhook-disable',
  secret: 'webhook-secret',
  delete: 'webhook-delete',
  resend: 'webhook-resend',
} as const

const intents = new Set<string>(Object.values(webhookIntents))
export const isWebhookIntent = (intent: unknown) =>
  typeof intent === 'string' && intents.has(intent)

/** How many deliveries of each webhook the page shows. */
const SHOWN_DELIVERIES = 10

export async function loadWebhooks(ctx: GuardContext) {
  if (!mayCall(ctx.viewer, 'GET /webhooks')) return null
  const result = await ctx.api.call(webhooksRoute, {})
  if (!result.ok) throw data({ message: result.data.message }, { status: result.status })
  return Promise.all(
    result.data.webhooks.map(async (webhook) => {
      const log = await ctx.api.call(webhookDeliveriesRoute, { params: { id: String(webhook.id) } })
      return {
        ...webhook,
        deliveries: log.ok ? log.data.deliveries.slice(0, SHOWN_DELIVERIES) : [],
      }
    }),
  )
}

const refused = (message: string, status: number) =>
  data({ form: 'webhook' as const, message }, { status })

const back = (request: Request, message: string) =>
  redirectWithToast(request, '/get-api-key#webhooks', { type: 'success', message })

export async function webhooksAction(request: Request, ctx: GuardContext, form: FormData) {
  // Refused here, in the API's own terms (its table): a refusal from the API signs out.
  if (!mayCall(ctx.viewer, 'POST /webhooks')) return refused(webhookText.forbidden, 403)
  const intent = form.get('intent')
  if (intent === webhookIntents.create) {
    const submission = parseWithZod(form, { schema: WebhookInput })
    if (submission.status !== 'success')
      return data({ form: 'webhook-create' as const, result: submission.reply() }, { status: 400 })
    const result = await ctx.api.call(createWebhookRoute, { json: submission.value })
    if (!result.ok)
      return data(
        { form: 'webhook-create' as const, result: replyWithProviderError(submission, result, []) },
        { status: result.status },
      )
    return data({
      form: 'webhook-secret' as const,
      url: result.data.webhook.url,
      secret: result.data.secret,
      message: result.data.message,
    })
  }
  const id = String(form.get('id') ?? '')
  if (!/^\d{1,10}$/.test(id)) return refused('Paramètre invalide.', 400)
  const params = { id }
  switch (intent) {
    case webhookIntents.edit: {
      // The address and the events together, as the form shows them; the secret stays.
      const submission = parseWithZod(form, { schema: WebhookInput })
      const invalid = (result: ReturnType<typeof submission.reply>, status: number) =>
        data({ form: 'webhook-edit' as const, id: Number(id), result }, { status })
      if (submission.status !== 'success') return invalid(submission.reply(), 400)
      const result = await ctx.api.call(updateWebhookRoute, { params, json: submission.value })
      if (!result.ok) return invalid(replyWithProviderError(submission, result, []), result.status)
      return back(request, result.data.message)
    }
    case webhookIntents.enable:
    case webhookIntents.disable: {
      const json = { enabled: intent === webhookIntents.enable }
      const result = await ctx.api.call(updateWebhookRoute, { params, json })
      if (!result.ok) return refused(result.data.message, result.status)
      return back(request, result.data.message)
    }
    case webhookIntents.secret: {
      const result = await ctx.api.call(updateWebhookRoute, {
        params,
        json: { regenerateSecret: true },
      })
      if (!result.ok) return refused(result.data.message, result.status)
      return data({
        form: 'webhook-secret' as const,
        url: result.data.webhook.url,
        secret: result.data.secret ?? '',
        message: result.data.message,
      })
    }
    case webhookIntents.delete: {
      const result = await ctx.api.call(deleteWebhookRoute, { params })
      if (!result.ok) return refused(result.data.message, result.status)
      return back(request, result.data.message)
    }
    case webhookIntents.resend: {
      const result = await ctx.api.call(resendWebhookDeliveryRoute, { params })
      if (!result.ok) return refused(result.data.message, result.status)
      return back(request, result.data.message)
    }
    default:
      return refused('Paramètre invalide.', 400)
  }
}
