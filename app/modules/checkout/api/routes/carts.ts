/**
 * Carts of visitors who are not signed in (spec 4: an unauthenticated cart), named by the random
 * token of their cookie: knowing the token is owning the cart, so it is long and unguessable.
 */
import { bodyLimit } from 'hono/body-limit'
import { emptyCart } from '#app/modules/checkout/domain/cart-schema'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { messages } from '#app/platform/api/http'
import { noQuery } from '#app/platform/api/middleware'
import { saveVisitorCartRoute, visitorCartRoute } from '../../contract'
import { findVisitorCart, saveVisitorCart } from '../carts'

/** A cart of 20 sellers × 100 lines is about 30 KB: more is not a cart. */
export const VISITOR_CART_MAX_BYTES = 64 * 1024

export const visitorCartMissing = 'Ce panier n’existe plus.'

export const cartsRoutes = contractRouter()

// An unknown cart answers 404 together with an empty cart, which is what the visitor has.
cartsRoutes.openapi(guarded(visitorCartRoute, noQuery), async (c) => {
  const cart = await findVisitorCart(c.get('deps').db, c.req.valid('param').token)
  if (!cart)
    return c.json({ sucess: false as const, message: visitorCartMissing, cart: emptyCart() }, 404)
  return c.json({ sucess: true as const, cart }, 200)
})

cartsRoutes.openapi(
  guarded(
    saveVisitorCartRoute,
    noQuery,
    bodyLimit({
      maxSize: VISITOR_CART_MAX_BYTES,
      onError: (c) => c.json({ sucess: false, message: messages.tooLarge }, 413),
    }),
  ),
  async (c) => {
    const { token } = c.req.valid('param')
    const { cart } = c.req.valid('json')
    return c.json(
      { sucess: true as const, cart: await saveVisitorCart(c.get('deps').db, token, cart) },
      200,
    )
  },
)
