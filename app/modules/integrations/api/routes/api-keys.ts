/**
 * GET|POST /api-keys and DELETE /api-keys/{id} (integrations/contract.ts): the caller's shop's
 * keys. The owner reads and revokes all of them, a collaborator their own; a key is always made
 * for its maker, so it can never reach more than they do.
 */
import type { Context } from 'hono'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError, messages } from '#app/platform/api/http'
import { noQuery } from '#app/platform/api/middleware'
import type { ApiEnv } from '#app/platform/api/types'
import { memberOf } from '#app/platform/auth/permissions'
import { apiKeyText, expiryAllowed } from '../../domain/api-keys'
import { apiKeysRoute, createApiKeyRoute, revokeApiKeyRoute } from '../../contract'
import { createApiKey, listApiKeys, revokeApiKey, type KeyHolder } from '../api-keys'

export const apiKeysRoutes = contractRouter()

function holderOf(c: Context<ApiEnv>): KeyHolder {
  const member = memberOf(c)
  return {
    shopId: member.shop.id,
    userId: member.shop.role === 'owner' ? null : member.userId,
  }
}

apiKeysRoutes.openapi(guarded(apiKeysRoute, noQuery), async (c) =>
  c.json({ sucess: true as const, apiKeys: await listApiKeys(c.get('deps').db, holderOf(c)) }, 200),
)

apiKeysRoutes.openapi(guarded(createApiKeyRoute, noQuery), async (c) => {
  const input = c.req.valid('json')
  if (input.expiresOn && !expiryAllowed(input.expiresOn, new Date())) {
    throw new ApiError(400, apiKeyText.expiry, { expiresOn: [apiKeyText.expiry] })
  }
  const member = memberOf(c)
  const made = await createApiKey(
    c.get('deps').db,
    { shopId: member.shop.id, userId: member.userId },
    input,
  )
  return c.json({ sucess: true as const, message: apiKeyText.created, ...made }, 201)
})

apiKeysRoutes.openapi(guarded(revokeApiKeyRoute, noQuery), async (c) => {
  const { id } = c.req.valid('param')
  const apiKey = await revokeApiKey(c.get('deps').db, holderOf(c), id)
  if (!apiKey) throw new ApiError(404, messages.notFound)
  return c.json({ sucess: true as const, message: apiKeyText.revoked, apiKey }, 200)
})
