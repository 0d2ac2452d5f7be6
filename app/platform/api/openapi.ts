/** The provider API contract, served at /v1/openapi.json. */
import { cataloguePaths } from '#app/modules/catalogue/api/openapi'
import { ledgerPaths } from '#app/modules/sales/api/openapi-ledger'
import { loyaltyPaths } from '#app/modules/checkout/api/openapi'
import { salesDocumentPaths } from '#app/modules/sales/api/openapi-sales'
import { salesOrderPaths } from '#app/modules/sales/api/openapi-sales-orders'
import { publicShopPaths } from '#app/modules/shop/api/openapi'
import type { OpenAPIHono } from '@hono/zod-openapi'
import type { Op } from './openapi-types'
import type { ApiEnv } from './types'

const corePaths: Record<string, Record<string, Op>> = {
  '/auth/login': {
    post: {
      summary:
        'Sign in with username or email and password: user and jwt, or masterAccount and jwt',
      body: 'Login',
    },
  },
  '/auth/logout': { post: { summary: 'Revoke the current session', auth: 'any' } },
  '/auth/register/buyer': {
    post: {
      summary: 'Create a buyer account, optionally joining a shop',
      body: 'BuyerRegistration',
    },
  },
  '/auth/register/seller': {
    post: { summary: 'Create an owner account and its shop', body: 'SellerRegistration' },
  },
  '/auth/register/agent': {
    post: { summary: 'Create an agent account', body: 'AgentRegistration' },
  },
  '/auth/forgot-password': {
    post: { summary: 'Send a password reset link by mail', body: 'Email' },
  },
  '/auth/reset-password': {
    post: { summary: 'Set a new password from a reset token', body: 'Reset' },
  },
  '/auth/validate': {
    post: { summary: 'Validate the account e-mail from its token', body: 'Token' },
  },
  '/shops/me': {
    get: { summary: 'The shop of the signed-in owner or collaborator', auth: 'user' },
    put: {
      summary:
        'Update the owner’s shop: name, colours, logo and banner (null removes), headerStyle, tabs (HTML sanitised, 12 at most), settings incl. membersOnlyPrices (a `noMessage` field is ignored); 403 for collaborators',
      auth: 'user',
    },
  },
  '/shops/me/modules': {
    get: {
      summary:
        'Modules of the owner’s or collaborator’s shop and their effective rights: role, modules, authorizations (every permission key → boolean); 403 for buyers, agents and users without a shop',
      auth: 'user',
    },
  },
  '/shops/{id}/legal-notice': {
    get: { summary: 'Legal notice of a shop: publisher, company, SIRET, contact' },
  },
  '/shops/{id}': { get: { summary: 'Public fields of a shop by id, code or url slug' } },
  '/documents/to-download': {
    get: {
      summary:
        'Documents ready for the user: documents [{ id, name, url }]; each is returned once, then marked delivered',
      auth: 'user',
    },
  },
}

const paths = {
  ...corePaths,
  ...cataloguePaths,
  ...publicShopPaths,
  ...loyaltyPaths,
  ...salesOrderPaths,
  ...salesDocumentPaths,
  ...ledgerPaths,
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
