/** The provider API contract, served at /v1/openapi.json. */
type Op = { summary: string; auth?: 'user' | 'master' | 'any'; body?: string }

const paths: Record<string, Record<string, Op>> = {
  '/auth/login': { post: { summary: 'Sign in with username or email and password: user and jwt, or masterAccount and jwt', body: 'Login' } },
  '/auth/logout': { post: { summary: 'Revoke the current session', auth: 'any' } },
  '/auth/register/buyer': { post: { summary: 'Create a buyer account, optionally joining a shop', body: 'BuyerRegistration' } },
  '/auth/register/seller': { post: { summary: 'Create an owner account and its shop', body: 'SellerRegistration' } },
  '/auth/register/agent': { post: { summary: 'Create an agent account', body: 'AgentRegistration' } },
  '/auth/forgot-password': { post: { summary: 'Send a password reset link by mail', body: 'Email' } },
  '/auth/reset-password': { post: { summary: 'Set a new password from a reset token', body: 'Reset' } },
  '/auth/validate': { post: { summary: 'Validate the account e-mail from its token', body: 'Token' } },
  '/users/me': {
    get: { summary: 'The signed-in user, with shops and cart', auth: 'user' },
    put: { summary: 'Update the signed-in user (a `message` field is ignored)', auth: 'user' },
  },
  '/shops/me': {
    get: { summary: 'The shop of the signed-in owner or collaborator', auth: 'user' },
    put: { summary: 'Update the owner’s shop (a `noMessage` field is ignored)', auth: 'user' },
  },
  '/shops/{id}': { get: { summary: 'Public fields of a shop by id, code or url slug' } },
  '/maintenances': { get: { summary: 'The maintenance in force: banner, page, startDate, endDate' } },
  '/master-accounts/me/accounts': { get: { summary: 'Sub-accounts of the master account', auth: 'master' } },
  '/master-accounts/me/switch': { post: { summary: 'Open a session as one sub-account', auth: 'master' } },
  '/master-accounts/me/leave': { post: { summary: 'Return to the master account', auth: 'master' } },
}

export function openApiDocument(version: string) {
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
    paths: Object.fromEntries(
      Object.entries(paths).map(([path, ops]) => [
        path,
        Object.fromEntries(
          Object.entries(ops).map(([method, op]) => [
            method,
            {
              summary: op.summary,
              ...(op.auth ? { security: [{ bearer: [] }] } : {}),
              ...(op.body
                ? { requestBody: { required: true, content: { 'application/json': { schema: { type: 'object' } } } } }
                : {}),
              responses: {
                '200': { description: 'Success', content: { 'application/json': { schema: { $ref: '#/components/schemas/Envelope' } } } },
                '400': { description: 'Invalid input, with a French message' },
                ...(op.auth ? { '401': { description: 'Missing or invalid token' }, '403': { description: 'Not allowed' } } : {}),
              },
            },
          ]),
        ),
      ]),
    ),
  }
}
