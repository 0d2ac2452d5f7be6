/**
 * Two-factor sign-in (issue 14 §2): a time-based code (TOTP) any user may turn on, with ten
 * recovery codes; the sign-in's second step. The rules: ../domain/two-factor.ts.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { loginSecondStepSchema, secondFactorCode } from '../domain/two-factor'
import { bearer, body, json, Refusal, refusals, success } from '#app/platform/contract'
import { ApiUser } from './users'

const Message = json(success({ message: z.string() }), 'Done, with a French message')

export const ApiTwoFactor = z.object({
  enabled: z.boolean(),
  required: z.boolean().describe('Admins and master accounts must use it'),
  recoveryCodesLeft: z.number().int(),
  setup: z
    .object({
      secret: z.string().describe('Base32, to type into an authenticator app'),
      uri: z.string().describe('The otpauth:// address the QR code holds'),
      qrSvg: z.string().describe('The QR code, an SVG drawn on the server'),
    })
    .nullable()
    .describe('A set-up begun and not yet confirmed'),
})
export type ApiTwoFactor = z.infer<typeof ApiTwoFactor>

export const myTwoFactorRoute = createRoute({
  method: 'get',
  path: '/users/me/two-factor',
  summary: 'Whether the signed-in user’s second factor is on, and the set-up under way if any',
  security: bearer,
  responses: {
    200: json(success({ twoFactor: ApiTwoFactor }), 'The state'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const startTwoFactorRoute = createRoute({
  method: 'post',
  path: '/users/me/two-factor/setup',
  summary: 'Begin the set-up: a new secret, shown until a code confirms it (400 when already on)',
  security: bearer,
  responses: {
    200: json(success({ twoFactor: ApiTwoFactor }), 'The set-up under way'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const confirmTwoFactorRoute = createRoute({
  method: 'post',
  path: '/users/me/two-factor/confirm',
  summary:
    'Confirm the set-up with a code of the app: the second factor is on; ten recovery codes, shown this once',
  security: bearer,
  request: { body: body(z.strictObject({ code: secondFactorCode })) },
  responses: {
    200: json(
      success({
        message: z.string(),
        recoveryCodes: z.array(z.string()),
        jwt: z
          .string()
          .optional()
          .describe('A new token when the session was limited to this set-up (admins, masters)'),
      }),
      'On',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
    429: json(Refusal, 'Too many attempts: wait a few minutes'),
  },
})

export const disableTwoFactorRoute = createRoute({
  method: 'post',
  path: '/users/me/two-factor/disable',
  summary:
    'Turn the second factor off with the password and a code (refused to admins and master accounts)',
  security: bearer,
  request: {
    body: body(
      z.strictObject({
        password: z
          .string({ error: 'Le mot de passe est requis.' })
          .min(1, 'Le mot de passe est requis.')
          .max(200),
        code: secondFactorCode,
      }),
    ),
  },
  responses: {
    200: Message,
    ...refusals.badInput,
    ...refusals.signedIn,
    429: json(Refusal, 'Too many attempts: wait a few minutes'),
  },
})

export const loginSecondStepRoute = createRoute({
  method: 'post',
  path: '/auth/login/two-factor',
  summary:
    'The sign-in’s second step: the challenge the password step gave and a code of the app or a recovery code',
  request: {
    body: body(z.strictObject(loginSecondStepSchema.shape)),
  },
  responses: {
    200: json(
      success({
        jwt: z.string(),
        user: ApiUser.nullable().optional(),
        masterAccount: z
          .object({ id: z.number().int(), username: z.string(), email: z.string() })
          .optional(),
        twoFactorSetupRequired: z.boolean().optional(),
      }),
      'Signed in',
    ),
    ...refusals.badInput,
    401: json(Refusal, 'Wrong code'),
    429: json(Refusal, 'Too many attempts: wait a few minutes'),
  },
})
