/** The provider API contract, served at /v1/openapi.json. */
import { groupedOrderPaths } from '#app/modules/groups/api/openapi'
import { orderPaths } from '#app/modules/checkout/api/openapi'
import { salesOrderPaths } from '#app/modules/sales/api/openapi-sales-orders'
import { publicShopPaths } from '#app/modules/shop/api/openapi'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { Op } from './openapi-types'
import type { ApiEnv } from './types'

const corePaths: Record<string, Record<string, Op>> = {}

const paths = {
  ...corePaths,
  ...publicShopPaths,
  ...orderPaths,
  ...groupedOrderPaths,
  ...salesOrderPaths,
}

/**
 * The document: generated from the contract routes of the routers converted so far
 * (app/platform/contract.ts), and from the hand-written descriptions above for the others.
 */
export function openApiDocument(version: string, contractRouters: OpenAPIHono<ApiEnv>[] = []) {
  const generated = contractRouters.map(
    (router) =>
      router.getOpenAPI31Document({
        openapi: '3.1.0',
        info: { title: 'Caveau provider API', version },
      }).paths ?? {},
  )
  const envelope = {
    type: 'object',
    required: ['sucess'],
    properties: { sucess: { type: 'boolean' }, message: { type: 'string' } },
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Caveau provider API', version },
    servers: [{ url: '/v1' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      schemas: { Envelope: envelope },
    },
    paths: {
      ...handWritten(),
      ...Object.assign({}, ...generated),
    },
  }
}

function handWritten() {
  return Object.fromEntries(
    Object.entries(paths).map(([path, ops]) => [
      path,
      Object.fromEntries(
        Object.entries(ops).map(([method, op]) => [
          method,
          {
            summary: op.summary,
            ...(op.auth ? { security: [{ bearer: [] }] } : {}),
            ...(op.auth === 'admin' ? { description: 'Administrators only.' } : {}),
            ...(op.params
              ? {
                  parameters: op.params.map((p) => ({
                    name: p.name,
                    in: p.in,
                    required: p.in === 'path',
                    description: p.description,
                    schema: { type: p.type ?? 'string' },
                  })),
                }
              : {}),
            ...(op.body
              ? {
                  requestBody: {
                    required: true,
                    content: { 'application/json': { schema: { type: 'object' } } },
                  },
                }
              : {}),
            responses: {
              [op.created ? '201' : '200']: {
                description: op.created ? 'Created' : 'Success',
                content: {
                  'application/json': { schema: { $ref: '#/components/schemas/Envelope' } },
                },
              },
              '400': { description: 'Invalid input, with a French message' },
              ...(op.auth
                ? {
                    '401': { description: 'Missing or invalid token' },
                    '403': { description: 'Not allowed' },
                  }
                : {}),
              ...(op.params?.some((p) => p.in === 'path')
                ? { '404': { description: 'Not found' } }
                : {}),
            },
          },
        ]),
      ),
    ]),
  )
}
