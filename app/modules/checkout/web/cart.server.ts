/**
 * The viewer's cart, kept by the provider: a signed-in user's on their account (GET/PUT
 * /users/me), a visitor's under the random token of their `visitorCart` cookie (GET/PUT
 * /carts/visitor/:token). Prices always come from POST /orders/get-cart-price.
 */
import { randomBytes } from 'node:crypto'
import { emptyCart, pricingRequest, readCart, type Cart } from '#app/modules/checkout/domain/cart'
import { plainCookie } from '#app/platform/web/cookies.server'
import type { GuardContext } from '#app/platform/web/guard.server'
import { callRouteAsUser } from '#app/platform/web/provider.server'
import { mergeCartRoute, updateMeRoute } from '#app/modules/accounts/contract'
import {
  cartPriceRoute,
  saveVisitorCartRoute,
  visitorCartRoute,
} from '#app/modules/checkout/contract'
import type { AnswerOf } from '#app/platform/contract'
import type { PriceRequest } from '#app/modules/checkout/domain/cart-schema'
import type { PublicDeliveryMode } from '#app/modules/delivery/contract'

/** HttpOnly, SameSite=Lax, one year, Secure like the session cookie (see plainCookie). */
export const visitorCartCookie = plainCookie('visitorCart')
const TOKEN = /^[A-Za-z0-9_-]{43}$/

/** 32 random bytes in base64url: 43 characters, unguessable, so that knowing it is owning it. */
const newToken = () => randomBytes(32).toString('base64url')

export function visitorToken(request: Request): string | null {
  const token = visitorCartCookie.read(request)
  return token && TOKEN.test(token) ? token : null
}

/** Set-Cookie removing the visitor's cart cookie (after its cart went into an account). */
export function clearVisitorCartCookie(): string {
  return visitorCartCookie.serialize('').replace(/Max-Age=\d+/, 'Max-Age=0')
}

export async function loadCart(ctx: GuardContext, request: Request): Promise<Cart> {
  if (ctx.user) return readCart(ctx.user.cart)
  const token = visitorToken(request)
  if (!token) return emptyCart()
  const result = await ctx.api.call(visitorCartRoute, { params: { token } })
  return result.ok ? readCart(result.data.cart) : emptyCart()
}

export type SaveResult = { ok: true; headers: string[] } | { ok: false; message: string }

/** Stores the cart; a visitor's first save also sets their cookie (returned as Set-Cookie). */
export async function saveCart(
  ctx: GuardContext,
  request: Request,
  cart: Cart,
): Promise<SaveResult> {
  const stored = { orders: cart.orders, lastUpdated: new Date().toISOString() }
  if (ctx.user) {
    // `message: false`: the cart saves quietly (spec 7), the page says what happened.
    const result = await ctx.api.call(updateMeRoute, { json: { cart: stored, message: false } })
    return result.ok ? { ok: true, headers: [] } : { ok: false, message: result.data.message }
  }
  const known = visitorToken(request)
  const token = known ?? newToken()
  const result = await ctx.api.call(saveVisitorCartRoute, {
    params: { token },
    json: { cart: stored },
  })
  if (!result.ok) return { ok: false, message: result.data.message }
  return { ok: true, headers: known ? [] : [visitorCartCookie.serialize(token)] }
}

/** The checkout's buyer and delivery country once known: the sale's tax regime follows them. */
export type Destination = Pick<PriceRequest, 'deliveryAddress' | 'buyer'>

/** A delivery mode as GET /shops/{id}/delivery-modes answers it. */
export type DeliveryModeOption = PublicDeliveryMode

/** One seller's order as POST /orders/get-cart-price answers it. */
export type PricedOrder = AnswerOf<typeof cartPriceRoute>['orders'][number]

/** The server's prices of the cart, by seller; null when it could not price it. */
export async function priceCart(
  ctx: GuardContext,
  cart: Cart,
  destination: Destination = {},
): Promise<Map<number, PricedOrder> | null> {
  const body = { ...pricingRequest(cart), ...destination }
  if (!body.orders.length) return new Map()
  const result = await ctx.api.call(cartPriceRoute, { json: body })
  if (!result.ok) return null
  return new Map(result.data.orders.map((o) => [o.sellerId, o]))
}

/**
 * Spec 4: after sign-in, a visitor's cart goes into the account's (POST /users/me/cart/merge)
 * and the cookie is dropped. Returns the Set-Cookie clearing it, or null when there was no
 * visitor cart or the merge failed (the cookie then stays for the next sign-in).
 */
export async function mergeVisitorCart(request: Request, jwt: string): Promise<string | null> {
  const token = visitorToken(request)
  if (!token) return null
  const result = await callRouteAsUser(request, jwt, mergeCartRoute, { json: { token } }).catch(
    () => null,
  )
  return result?.ok ? clearVisitorCartCookie() : null
}
