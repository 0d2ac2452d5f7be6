/**
 * The provider API contract, served at /v1/openapi.json: generated from the contract routes of
 * every router (each area's `contract.ts`, decision 0003), never written by hand.
 */
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { ApiEnv } from './types'

export function openApiDocument(version: string, contractRouters: OpenAPIHono<ApiEnv>[]) {
  const info = { title: 'Caveau provider API', version }
  const generated = contractRouters.map(
    (router) => router.getOpenAPI31Document({ openapi: '3.1.0', info }).paths ?? {},
  )
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/v1' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths: Object.assign({}, ...generated),
  }
}
