/**
 * The integrations area's endpoints (decision 0003): the shop's API keys (issue 16 §3),
 * GET|POST /api-keys and DELETE /api-keys/{id}, implemented by api/routes/api-keys.ts.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { ApiKeyInput, apiKeyScopes } from '#app/modules/integrations/domain/api-keys'
import { bearer, body, idParams, json, refusals, success } from '#app/platform/contract'

const ApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  /** `cv_<prefix>_…`: enough to recognise a key, never enough to use it. */
  prefix: z.string(),
  scopes: z.array(z.enum(apiKeyScopes)),
  expiresAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
  createdBy: z.string(),
})
export type ApiKeyView = z.infer<typeof ApiKey>

export const apiKeysRoute = createRoute({
  method: 'get',
  path: '/api-keys',
  summary:
    'Owner or collaborator: the API keys of their shop (the owner sees every one, a collaborator their own), newest first, with scopes, expiry, last use and revocation; never a secret',
  security: bearer,
  responses: {
    200: json(success({ apiKeys: z.array(ApiKey) }), 'The keys'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const createApiKeyRoute = createRoute({
  method: 'post',
  path: '/api-keys',
  summary:
    'Owner or collaborator: make a key { name, scopes (catalogue:read|write, orders:read|write, clients:read|write), expiresOn (YYYY-MM-DD, last day in Paris; null: never) } acting as the caller within those scopes; the answer carries the key (`cv_…`) once, only its hash is kept. Use it as `Authorization: Bearer cv_…`',
  security: bearer,
  request: { body: body(ApiKeyInput) },
  responses: {
    201: json(success({ message: z.string(), key: z.string(), apiKey: ApiKey }), 'Made'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const revokeApiKeyRoute = createRoute({
  method: 'delete',
  path: '/api-keys/{id}',
  summary:
    'Owner (any key of the shop) or collaborator (their own): revoke a key; it answers 401 from then on. Another shop’s or another collaborator’s key is 404',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ message: z.string(), apiKey: ApiKey }), 'Revoked'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})
