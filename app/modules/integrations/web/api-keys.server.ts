/**
 * `/get-api-key` (issue 16 §3): the shop's keys read with GET /v1/api-keys, a key made with POST
 * (its secret answered in this response only, never redirected through a cookie) and revoked
 * with DELETE. Every form works without JavaScript.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import {
  apiKeysRoute,
  createApiKeyRoute,
  revokeApiKeyRoute,
} from '#app/modules/integrations/contract'
import { ApiKeyInput } from '#app/modules/integrations/domain/api-keys'
import { replyWithProviderError } from '#app/platform/web/forms.server'
import type { GuardContext } from '#app/platform/web/guard.server'
import { publicOrigin } from '#app/platform/web/public-url.server'
import { redirectWithToast } from '#app/platform/web/toast.server'

export const apiKeyIntents = { create: 'create', revoke: 'revoke' } as const

export async function loadApiKeys(request: Request, ctx: GuardContext) {
  const result = await ctx.api.call(apiKeysRoute, {})
  if (!result.ok) throw data({ message: result.data.message }, { status: result.status })
  const now = Date.now()
  return {
    apiKeys: result.data.apiKeys.map((key) => ({
      ...key,
      expired: key.expiresAt !== null && Date.parse(key.expiresAt) <= now,
    })),
    apiBase: `${publicOrigin(request)}/v1`,
    owner: ctx.viewer.role === 'owner',
  }
}

export async function apiKeysAction(request: Request, ctx: GuardContext, form: FormData) {
  if (form.get('intent') === apiKeyIntents.revoke) {
    const id = String(form.get('id') ?? '')
    const result = /^\d{1,10}$/.test(id)
      ? await ctx.api.call(revokeApiKeyRoute, { params: { id } })
      : null
    if (!result?.ok)
      return data(
        { form: 'revoke' as const, message: result?.data.message ?? 'Paramètre invalide.' },
        { status: result?.status ?? 400 },
      )
    return redirectWithToast(request, '/get-api-key', {
      type: 'success',
      message: result.data.message,
    })
  }
  const submission = parseWithZod(form, { schema: ApiKeyInput })
  if (submission.status !== 'success')
    return data({ form: 'create' as const, result: submission.reply() }, { status: 400 })
  const result = await ctx.api.call(createApiKeyRoute, { json: submission.value })
  if (!result.ok)
    return data(
      { form: 'create' as const, result: replyWithProviderError(submission, result, []) },
      { status: result.status },
    )
  return data({
    form: 'created' as const,
    key: result.data.key,
    name: result.data.apiKey.name,
    message: result.data.message,
  })
}
