/**
 * The cart's price (public) and orders: placing them (buyers), reading them (their buyer, or the
 * shop's owner and collaborators with seeAllOrder), and their transitions.
 */
import { eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { hasPermission } from '#app/platform/domain/access'
import { Checkout, PriceRequest } from '#app/modules/checkout/domain/cart-schema'
import { users } from '#app/platform/db/schema'
import { ApiError, messages, ok, parseBody, parseQuery } from '#app/platform/api/http'
import { noQuery, requireUser, userIdOf } from '#app/platform/api/middleware'
import { priceCart, type SellerPricing } from '../cart-pricing'
import { CheckoutRefused, placeCheckout } from '../checkout'
import { publicDeliveryMode } from '#app/modules/delivery/api/delivery-modes'
import { notify } from '#app/modules/accounts/api/notifications'
import { chargeOrder } from '../payment-charge'
import {
  listOrders,
  OrderListQuery,
  orderText,
  transitionOrder,
  type OrderRecord,
  type OrderScope,
} from '../orders'
import { requireShopRight, viewerOf } from '#app/platform/auth/permissions'
import { orderDetail } from '#app/modules/sales/api/sales-orders'
import type { ApiEnv } from '#app/platform/api/types'
import { idParam } from '#app/modules/catalogue/api/routes/catalogue-shared'

/** One seller's priced order as the cart shows it. */
function pricedOrder(p: SellerPricing) {
  const { price } = p
  return {
    sellerId: p.request.sellerId,
    sellerName: p.shop?.name ?? null,
    typology: p.typology
      ? { key: p.typology.key, name: p.typology.name, ttc: p.typology.ttc }
      : null,
    franco: price.franco,
    price: price.price,
    francoPercent: price.francoPercent,
    amountBeforeFranco: price.amountBeforeFranco,
    amountBeforeBottleFranco: price.amountBeforeBottleFranco,
    nbrPackages: price.nbrPackages,
    bottles: price.bottles,
    lines: price.lines,
    promotions: price.promotions,
    promoCode: price.promoCode,
    deliveryModeId: price.deliveryModeId,
    errors: price.errors,
    deliveryModes: p.deliveryModes.map(publicDeliveryMode),
    paymentTypes: p.paymentTypes,
    loyalty: p.loyalty,
  }
}

/**
 * Who is asking about orders: a buyer sees theirs; owners and collaborators with seeAllOrder
 * their shop's; an agent only those of their clients (or credited to them).
 */
export async function orderScope(c: Context<ApiEnv>): Promise<OrderScope> {
  const userId = userIdOf(c.get('auth'))
  const [user] = await c
    .get('deps')
    .db.select({ role: users.role })
    .from(users)
    .where(eq(users.id, userId))
  if (user?.role === 'buyer') return { buyerId: userId }
  const { shop } = await requireShopRight(c, { roles: ['owner', 'iam', 'agent'] })
  if (shop.role === 'agent') return { shopId: shop.id, agentId: userId }
  if (!hasPermission(viewerOf(shop), 'seeAllOrder')) throw new ApiError(403, messages.forbidden)
  return { shopId: shop.id }
}

async function shopScope(c: Context<ApiEnv>): Promise<OrderScope> {
  const { shop } = await requireShopRight(c, { permission: 'seeAllOrder' })
  return { shopId: shop.id }
}

/** Tells the order's buyer; an order entered for a client without an account tells no one. */
async function notifyBuyer(c: Context<ApiEnv>, order: OrderRecord, content: string) {
  if (!order.buyer) return
  const { db, mailer, config } = c.get('deps')
  await notify(db, {
    userId: order.buyer.id,
    shopId: order.shopId,
    type: 'other',
    content,
    redirectLink: `/dashboard/orders/${order.id}`,
  })
  await mailer.send({
    to: order.buyer.email,
    subject: `Caveau : votre commande n° ${order.id} chez ${order.shop.name}`,
    text: [
      'Bonjour,',
      '',
      content,
      '',
      `Pour la consulter : ${config.appUrl}/dashboard/orders/${order.id}`,
    ].join('\n'),
  })
}

export const ordersRoutes = new Hono<ApiEnv>()

ordersRoutes.post('/get-cart-price', noQuery, async (c) => {
  const body = await parseBody(c, PriceRequest)
  const priced = await priceCart(c, body.orders, { address: body.deliveryAddress })
  return ok(c, { orders: priced.map(pricedOrder) })
})

ordersRoutes.post('/', requireUser, noQuery, async (c) => {
  const { db } = c.get('deps')
  const userId = userIdOf(c.get('auth'))
  const [user] = await db.select({ role: users.role }).from(users).where(eq(users.id, userId))
  if (user?.role !== 'buyer') throw new ApiError(403, orderText.buyersOnly)
  const checkout = await parseBody(c, Checkout)
  try {
    const placed = await placeCheckout(c, userId, checkout)
    return ok(
      c,
      {
        message: placed.created ? 'Votre commande a bien été envoyée.' : undefined,
        orders: placed.orders,
        ...(placed.redirectUrl ? { redirectUrl: placed.redirectUrl } : {}),
      },
      placed.created ? 201 : 200,
    )
  } catch (error) {
    if (!(error instanceof CheckoutRefused)) throw error
    const errors: Record<string, string[]> = {}
    for (const o of error.orders) errors[`orders.${o.sellerId}`] = o.errors.map((e) => e.message)
    return c.json({ sucess: false, message: error.message, errors, orders: error.orders }, 400)
  }
})

ordersRoutes.get('/', requireUser, async (c) => {
  const scope = await orderScope(c)
  const query = parseQuery(c, OrderListQuery)
  return ok(c, await listOrders(c.get('deps').db, scope, query))
})

ordersRoutes.get('/:id', requireUser, noQuery, async (c) => {
  const id = idParam(c, 'id')
  const scope = await orderScope(c)
  return ok(c, { order: await orderDetail(c.get('deps').db, scope, id) })
})

ordersRoutes.put('/:id/validate', requireUser, noQuery, async (c) => {
  const order = await transitionOrder(c.get('deps').db, await shopScope(c), idParam(c, 'id'), {
    to: 'validated',
    verb: 'validée',
  })
  await notifyBuyer(
    c,
    order,
    `Votre commande n° ${order.id} chez ${order.shop.name} a été validée.`,
  )
  // The debit of a card or SEPA order; its outcome never undoes the validation.
  const charged = await chargeOrder(c, order)
  return ok(c, {
    message: charged?.message ?? orderText.validated,
    order: charged?.order ?? order,
  })
})

ordersRoutes.put('/:id/refuse', requireUser, noQuery, async (c) => {
  const order = await transitionOrder(c.get('deps').db, await shopScope(c), idParam(c, 'id'), {
    to: 'refused',
    verb: 'refusée',
  })
  await notifyBuyer(
    c,
    order,
    `Votre commande n° ${order.id} chez ${order.shop.name} a été refusée.`,
  )
  return ok(c, { message: orderText.refused, order })
})

/** Spec 4: emptying the cart marks each of its placed orders aborted. */
ordersRoutes.put('/:id/aborted-cart', requireUser, noQuery, async (c) => {
  const userId = userIdOf(c.get('auth'))
  const order = await transitionOrder(c.get('deps').db, { buyerId: userId }, idParam(c, 'id'), {
    to: 'aborted',
    verb: 'abandonnée',
  })
  return ok(c, { message: orderText.aborted, order })
})
