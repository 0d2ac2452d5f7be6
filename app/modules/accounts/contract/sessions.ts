/**
 * One's own sessions (issue 14 §2, ASVS v5 7.4.3 and 7.5.2): where one is signed in, ending any of
 * them, and changing one's password, which ends every other session.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import * as rules from '#app/platform/domain/validation'
import { currentPasswordRule } from '../domain/profile'
import { bearer, body, json, refusals, success } from '#app/platform/contract'

export const ApiSession = z.object({
  id: z.string(),
  device: z.string().describe('The browser and system, in French ("Firefox sur Windows")'),
  ip: z.string().nullable(),
  createdAt: z.string().describe('ISO 8601'),
  lastSeenAt: z.string().describe('ISO 8601, to the nearest five minutes'),
  current: z.boolean().describe('The session of the token that asks'),
})
export type ApiSession = z.infer<typeof ApiSession>

export const mySessionsRoute = createRoute({
  method: 'get',
  path: '/users/me/sessions',
  summary: 'The signed-in user’s live sessions, the most recently used first',
  security: bearer,
  responses: {
    200: json(success({ sessions: z.array(ApiSession) }), 'The sessions'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const endSessionRoute = createRoute({
  method: 'delete',
  path: '/users/me/sessions/{id}',
  summary: 'End one of one’s own sessions (404 for any other id)',
  security: bearer,
  request: {
    params: z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Paramètre invalide.') }),
  },
  responses: {
    200: json(success({ message: z.string() }), 'Ended'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const changePasswordSchema = z.strictObject({
  currentPassword: currentPasswordRule(),
  password: rules.password(),
})

export const changePasswordRoute = createRoute({
  method: 'put',
  path: '/users/me/password',
  summary: 'Change one’s password (the current one asked again); every other session ends',
  security: bearer,
  request: { body: body(changePasswordSchema) },
  responses: {
    200: json(success({ message: z.string() }), 'Changed'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})
