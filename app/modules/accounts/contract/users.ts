/**
 * The signed-in user, which every page's guard reads, their own changes, and the visitor cart
 * joining the account after sign-in.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { CartAnswer } from '#app/modules/checkout/contract'
import { StoredCart, VISITOR_TOKEN } from '#app/modules/checkout/domain/cart-schema'
import { permissionKeys, shopModules, userRoles } from '#app/platform/domain/enums'
import * as rules from '#app/platform/domain/validation'
import { bearer, body, json, refusals, success } from '#app/platform/contract'

/** A shop of the user's list, with their role, typology and rights there. */
export const UserShop = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  urlShop: z.string().nullable(),
  role: z.enum(userRoles),
  typology: z.string().nullable(),
  authorizations: z.partialRecord(z.enum(permissionKeys), z.boolean()),
  integration: z.record(z.enum(shopModules), z.object({ active: z.boolean() })),
  /** ISO 8601 when the shop was closed for good (its team then reads only); else null. */
  closedAt: z.string().nullable(),
  /** Suspended by an administrator: its team is refused the back office and the API. */
  suspended: z.boolean(),
})
export type UserShop = z.output<typeof UserShop>

const Address = z.object({
  title: z.string().max(100).optional(),
  name: z.string().max(200).optional(),
  street: z.string().max(300).optional(),
  street2: z.string().max(300).optional(),
  zipcode: z.string().max(20).optional(),
  city: z.string().max(200).optional(),
  country: z.string().max(100).optional(),
})

/** The user as the API shows them: never a password or its hash. */
export const ApiUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(userRoles),
  lastname: z.string().nullable(),
  firstname: z.string().nullable(),
  isPro: z.boolean(),
  business: z.object({ reason: z.string().optional(), name: z.string().optional() }).nullable(),
  siret: z.string().nullable(),
  siren: z.string().nullable(),
  scope: z.string().nullable(),
  validated: z.boolean(),
  shops: z.array(UserShop),
  masterAccount: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  cart: CartAnswer,
  deliveryAddress: Address.nullable(),
  billingAddress: Address.nullable(),
})
export type ApiUser = z.output<typeof ApiUser>

/** Fields a user may change on their own account; anything else (role, shops, email) is refused. */
const UserUpdate = z.strictObject({
  username: rules.username().optional(),
  firstname: rules.name(rules.messages.firstName).optional(),
  lastname: rules.name(rules.messages.lastName).optional(),
  phone: z.union([rules.phone(), z.literal('')]).optional(),
  business: z
    .object({
      reason: rules.text(rules.maxLength.name).optional(),
      name: rules.text(rules.maxLength.name).optional(),
    })
    .optional(),
  siret: rules.text(rules.maxLength.siret).optional(),
  siren: rules.text(rules.maxLength.siret).optional(),
  cart: StoredCart.optional(),
  deliveryAddress: Address.strict().nullable().optional(),
  billingAddress: Address.strict().nullable().optional(),
  /** The cart saver's flag (spec 7), whatever its value: not a user field, never stored. */
  message: z.unknown().optional(),
})

export const meRoute = createRoute({
  method: 'get',
  path: '/users/me',
  summary: 'The signed-in user, with their shops, rights and cart',
  security: bearer,
  responses: {
    200: json(
      success({
        user: ApiUser,
        /** The administrator acting as this user for support (admin console), or null. */
        impersonatedBy: z.object({ id: z.number().int(), username: z.string() }).nullable(),
      }),
      'The user',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const updateMeRoute = createRoute({
  method: 'put',
  path: '/users/me',
  summary: 'Change one’s own names, phone, company ids (SIRET/SIREN derived), addresses or cart',
  security: bearer,
  request: { body: body(UserUpdate) },
  responses: {
    200: json(success({ message: z.string(), user: ApiUser }), 'Saved'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const mergeCartRoute = createRoute({
  method: 'post',
  path: '/users/me/cart/merge',
  summary: 'After sign-in: the visitor cart of this browser joins the account’s, and is deleted',
  security: bearer,
  request: {
    body: body(z.strictObject({ token: z.string().regex(VISITOR_TOKEN, 'Paramètre invalide.') })),
  },
  responses: {
    200: json(success({ cart: CartAnswer }), 'The merged cart'),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})
