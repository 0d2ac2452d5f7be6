/**
 * Sign-in and registration (spec 4): no token needed, except to sign out. Sign-in and the
 * registrations are rate-limited per client address and per account (429).
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import {
  agentRegistrationSchema,
  buyerRegistrationSchema,
  resetRequestSchema,
  sellerRegistrationSchema,
  validateAccountSchema,
} from '../domain/registration'
import { password as passwordRule } from '#app/platform/domain/validation'
import { bearer, body, json, Refusal, refusals, success } from '#app/platform/contract'
import { ApiUser } from './users'

const tooManyAttempts = { 429: json(Refusal, 'Too many attempts: wait a few minutes') }

const LoginBody = z
  .object({
    username: z.string().max(200).optional(),
    email: z.string().max(200).optional(),
    password: z
      .string({ error: 'Le mot de passe est requis.' })
      .min(1, 'Le mot de passe est requis.')
      .max(200),
  })
  .refine((b) => b.username || b.email, {
    message: "L'identifiant ou le mail est requis.",
    path: ['username'],
  })

export const loginRoute = createRoute({
  method: 'post',
  path: '/auth/login',
  summary: 'Sign in with username or email and password: user and jwt, or masterAccount and jwt',
  request: { body: body(LoginBody) },
  responses: {
    200: json(
      success({
        jwt: z
          .string()
          .optional()
          .describe('None when a second factor is needed: see `twoFactorChallenge`'),
        twoFactorChallenge: z
          .string()
          .optional()
          .describe(
            'The password was right and the account uses a second factor: send this, with a code, to POST /auth/login/two-factor (valid five minutes)',
          ),
        twoFactorSetupRequired: z
          .boolean()
          .optional()
          .describe(
            'An admin or master account without a second factor: the session serves only to set it up',
          ),
        user: ApiUser.nullable().optional().describe('A user’s sign-in'),
        masterAccount: z
          .object({ id: z.number().int(), username: z.string(), email: z.string() })
          .optional()
          .describe('A master account’s sign-in: a sub-account is to be chosen'),
      }),
      'Signed in',
    ),
    ...refusals.badInput,
    401: json(Refusal, 'Unknown account or wrong password'),
    ...tooManyAttempts,
  },
})

export const logoutRoute = createRoute({
  method: 'post',
  path: '/auth/logout',
  summary: 'Revoke the current session',
  security: bearer,
  responses: {
    200: json(
      success({ message: z.string().optional().describe('None: `{ sucess: true }`') }),
      'Signed out',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

/** A new account: its validation mail is sent and a session opened. */
const Registered = json(
  success({ message: z.string(), user: ApiUser.nullable(), jwt: z.string() }),
  'The account, signed in',
)
const registrationRefusals = {
  ...refusals.badInput,
  409: json(Refusal, 'An account already has this e-mail'),
  ...tooManyAttempts,
}

export const registerBuyerRoute = createRoute({
  method: 'post',
  path: '/auth/register/buyer',
  summary: 'Create a buyer account, optionally joining a shop',
  request: { body: body(buyerRegistrationSchema) },
  responses: { 201: Registered, ...registrationRefusals },
})

export const registerSellerRoute = createRoute({
  method: 'post',
  path: '/auth/register/seller',
  summary: 'Create an owner account and its shop',
  request: { body: body(sellerRegistrationSchema) },
  responses: { 201: Registered, ...registrationRefusals },
})

export const registerAgentRoute = createRoute({
  method: 'post',
  path: '/auth/register/agent',
  summary: 'Create an agent account',
  request: { body: body(agentRegistrationSchema) },
  responses: { 201: Registered, ...registrationRefusals },
})

const Done = json(success({ message: z.string() }), 'Done, with a French message')

export const forgotPasswordRoute = createRoute({
  method: 'post',
  path: '/auth/forgot-password',
  summary: 'Send a password reset link by mail (the same answer whether the account exists)',
  request: { body: body(resetRequestSchema) },
  responses: { 200: Done, ...refusals.badInput, ...tooManyAttempts },
})

export const resetPasswordRoute = createRoute({
  method: 'post',
  path: '/auth/reset-password',
  summary: 'Set a new password from a reset token; every session of the account is revoked',
  request: {
    body: body(z.object({ token: z.string().min(1).max(200), password: passwordRule() })),
  },
  responses: { 200: Done, ...refusals.badInput },
})

export const validateAccountRoute = createRoute({
  method: 'post',
  path: '/auth/validate',
  summary: 'Validate the account e-mail from its token',
  request: { body: body(validateAccountSchema) },
  responses: { 200: Done, ...refusals.badInput },
})
