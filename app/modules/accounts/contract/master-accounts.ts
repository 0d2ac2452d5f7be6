/** Master accounts: their sub-accounts, and the switch from one to another (spec 4). */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { userRoles } from '#app/platform/domain/enums'
import { switchAccountSchema } from '../domain/registration'
import { bearer, body, json, refusals, success } from '#app/platform/contract'
import { ApiUser } from './users'

const SubAccount = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(userRoles),
  shopName: z.string().nullable(),
})

export const subAccountsRoute = createRoute({
  method: 'get',
  path: '/master-accounts/me/accounts',
  summary: 'The sub-accounts of the signed-in master account, with their first shop',
  security: bearer,
  responses: {
    200: json(success({ accounts: z.array(SubAccount) }), 'The sub-accounts'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const switchAccountRoute = createRoute({
  method: 'post',
  path: '/master-accounts/me/switch',
  summary: 'Open a session as one of the master’s sub-accounts; any other account is refused',
  security: bearer,
  request: {
    body: body(switchAccountSchema),
  },
  responses: {
    200: json(success({ user: ApiUser.nullable(), jwt: z.string() }), 'The sub-account’s session'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const leaveAccountRoute = createRoute({
  method: 'post',
  path: '/master-accounts/me/leave',
  summary: 'Back to the master account from a sub-account (‘Changer de compte’)',
  security: bearer,
  responses: {
    200: json(success({ jwt: z.string() }), 'The master account’s session'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})
