/** The carts of visitors who are not signed in (spec 4), named by the random token of their cookie. */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { StoredCart, VISITOR_TOKEN } from '#app/modules/checkout/domain/cart-schema'
import { body, json, refusals, Refusal, success } from '#app/platform/contract'

const Token = z.object({
  token: z
    .string()
    .regex(VISITOR_TOKEN, 'Paramètre invalide.')
    .describe('The visitor cart’s token: 43 base64url characters (32 random bytes)'),
})

/** A cart as stored (validated when written); the pages read it through `readCart`. */
export const CartAnswer = z.object({
  orders: z.array(z.unknown()),
  lastUpdated: z.string().optional(),
})

export const visitorCartRoute = createRoute({
  method: 'get',
  path: '/carts/visitor/{token}',
  summary: 'A visitor’s cart; an unknown token answers 404 with an empty cart',
  request: { params: Token },
  responses: {
    200: json(success({ cart: CartAnswer }), 'The cart'),
    ...refusals.badInput,
    404: json(Refusal.extend({ cart: CartAnswer }), 'No such cart: an empty one'),
  },
})

export const saveVisitorCartRoute = createRoute({
  method: 'put',
  path: '/carts/visitor/{token}',
  summary: 'Store a visitor’s cart (64 KiB at most), creating it on its first save',
  request: { params: Token, body: body(z.strictObject({ cart: StoredCart })) },
  responses: {
    200: json(success({ cart: CartAnswer }), 'The stored cart'),
    ...refusals.badInput,
    413: json(Refusal, 'Larger than a cart can be'),
  },
})
