/**
 * Changing one's e-mail address (issue 16 §1): asked with the current password, it takes effect
 * only when the link mailed to the new address is opened by the same account.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { validateAccountSchema } from '../domain/registration'
import { emailChangeSchema } from '../domain/profile'
import { bearer, body, json, Refusal, refusals, success } from '#app/platform/contract'

export const myEmailRoute = createRoute({
  method: 'get',
  path: '/users/me/email',
  summary: 'One’s e-mail address, and the new one waiting for its confirmation link, if any',
  security: bearer,
  responses: {
    200: json(
      success({
        email: z.string(),
        pendingEmail: z.string().nullable(),
        pendingUntil: z.string().nullable().describe('ISO 8601: when the link expires'),
      }),
      'The addresses',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const changeEmailRoute = createRoute({
  method: 'post',
  path: '/users/me/email',
  summary:
    'Ask for a new address (current password asked again): a single-use link valid 24 h goes to it, a notice to the old one',
  security: bearer,
  request: { body: body(emailChangeSchema.strict()) },
  responses: {
    200: json(success({ message: z.string() }), 'The link was sent'),
    ...refusals.badInput,
    409: json(Refusal, 'Another account already has this e-mail'),
    ...refusals.signedIn,
  },
})

export const confirmEmailRoute = createRoute({
  method: 'post',
  path: '/users/me/email/confirm',
  summary:
    'Open the link: the new address becomes the account’s, and every other session of the account ends',
  security: bearer,
  request: { body: body(validateAccountSchema.strict()) },
  responses: {
    200: json(success({ message: z.string() }), 'Changed'),
    ...refusals.badInput,
    409: json(Refusal, 'Another account took this e-mail since the link was sent'),
    ...refusals.signedIn,
  },
})
