/**
 * Carts of visitors who are not signed in (spec 4: an unauthenticated cart), named by the random
 * token of their cookie: knowing the token is owning the cart, so it is long and unguessable.
 */
import { Hono, type Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import * as z from 'zod'
import { emptyCart, StoredCart } from '#app/modules/checkout/domain/cart-schema'
import { ApiError, messages, ok, parseBody } from '#app/platform/api/http'
import { noQuery } from '#app/platform/api/middleware'
import { VISITOR_TOKEN } from '#app/modules/checkout/domain/cart-schema'
import { findVisitorCart, saveVisitorCart } from '../carts'
import type { ApiEnv } from '#app/platform/api/types'

/** A cart of 20 sellers × 100 lines is about 30 KB: more is not a cart. */
export const VISITOR_CART_MAX_BYTES = 64 * 1024

export const visitorCartMissing = 'Ce panier n’existe plus.'

function tokenOf(c: Context<ApiEnv>): string {
  const token = c.req.param('token') ?? ''
  if (!VISITOR_TOKEN.test(token)) throw new ApiError(400, messages.badParameter)
  return token
}

export const cartsRoutes = new Hono<ApiEnv>()

cartsRoutes.use('*', noQuery)

// An unknown cart answers 404 together with an empty cart, which is what the visitor has.
cartsRoutes.get('/visitor/:token', async (c) => {
  const cart = await findVisitorCart(c.get('deps').db, tokenOf(c))
  if (!cart) return c.json({ sucess: false, message: visitorCartMissing, cart: emptyCart() }, 404)
  return ok(c, { cart })
})

cartsRoutes.put(
  '/visitor/:token',
  bodyLimit({
    maxSize: VISITOR_CART_MAX_BYTES,
    onError: (c) => c.json({ sucess: false, message: messages.tooLarge }, 413),
  }),
  async (c) => {
    const token = tokenOf(c)
    const { cart } = await parseBody(c, z.strictObject({ cart: StoredCart }))
    return ok(c, { cart: await saveVisitorCart(c.get('deps').db, token, cart) })
  },
)
