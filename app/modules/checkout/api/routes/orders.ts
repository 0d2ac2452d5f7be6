/**
 * The cart's price (public) and orders: placing them (buyers), reading them (their buyer, or the
 * shop's owner and collaborators with seeAllOrder), and their transitions.
 */
import type { Context } from 'hono'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { noQuery, userIdOf } from '#app/platform/api/middleware'
import { priceCart, type SellerPricing } from '../cart-pricing'
import { CheckoutRefused, placeCheckout } from '../checkout'
import { publicDeliveryMode } from '#app/modules/delivery/api/delivery-modes'
import { notify } from '#app/modules/accounts/api/notifications'
import { chargeOrder } from '../payment-charge'
import {
  listOrders,
  orderText,
  transitionOrder,
  type OrderRecord,
  type OrderScope,
} from '../orders'
import { memberOf } from '#app/platform/auth/permissions'
import { orderDetail } from '#app/modules/sales/api/sales-orders'
import type { ApiEnv } from '#app/platform/api/types'
import { buyerKindOf, servedCountries } from '#app/modules/pricing/domain/tax-regime'
import { normaliseVatNumber } from '#app/platform/domain/vat-number'
import {
  abortOrderRoute,
  cartPriceRoute,
  listOrdersRoute,
  orderRoute,
  placeOrdersRoute,
  refuseOrderRoute,
  validateOrderRoute,
} from '../../contract'
import { shopSender } from '#app/modules/crm/api/shop-sender'

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
    taxRegime: p.taxRegime?.kind ?? null,
    servedCountries: servedCountries(p.shop?.settings.crossBorder),
  }
}

/**
 * Whose orders the caller reads, as the access table let them in: a buyer theirs; owners and
 * collaborators with seeAllOrder their shop's; an agent only those of their clients (or credited
 * to them).
 */
export function orderScope(c: Context<ApiEnv>): OrderScope {
  const member = c.get('member')
  if (!member) return { buyerId: userIdOf(c.get('auth')) }
  return member.agentId
    ? { shopId: member.shop.id, agentId: member.agentId }
    : { shopId: member.shop.id }
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
    ...(await shopSender(c.get('deps'), order.shopId)),
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

export const ordersRoutes = contractRouter()

ordersRoutes.openapi(guarded(cartPriceRoute, noQuery), async (c) => {
  const body = c.req.valid('json')
  const priced = await priceCart(c, body.orders, {
    address: body.deliveryAddress,
    buyer: body.buyer && {
      kind: buyerKindOf({ buyerType: body.buyer.buyerType }),
      vatNumber: body.buyer.euVatNumber ? normaliseVatNumber(body.buyer.euVatNumber) : null,
    },
  })
  return c.json({ sucess: true as const, orders: priced.map(pricedOrder) }, 200)
})

ordersRoutes.openapi(guarded(placeOrdersRoute, noQuery), async (c) => {
  const userId = userIdOf(c.get('auth'))
  const checkout = c.req.valid('json')
  try {
    const placed = await placeCheckout(c, userId, checkout)
    const answer = {
      sucess: true as const,
      message: placed.created ? 'Votre commande a bien été envoyée.' : undefined,
      orders: placed.orders,
      ...(placed.redirectUrl ? { redirectUrl: placed.redirectUrl } : {}),
    }
    return placed.created ? c.json(answer, 201) : c.json(answer, 200)
  } catch (error) {
    if (!(error instanceof CheckoutRefused)) throw error
    const errors: Record<string, string[]> = {}
    for (const o of error.orders) errors[`orders.${o.sellerId}`] = o.errors.map((e) => e.message)
    return c.json(
      { sucess: false as const, message: error.message, errors, orders: error.orders },
      400,
    )
  }
})

ordersRoutes.openapi(listOrdersRoute, async (c) => {
  const scope = orderScope(c)
  const query = c.req.valid('query')
  return c.json(
    { sucess: true as const, ...(await listOrders(c.get('deps').db, scope, query)) },
    200,
  )
})

ordersRoutes.openapi(guarded(orderRoute, noQuery), async (c) => {
  const { id } = c.req.valid('param')
  const scope = orderScope(c)
  return c.json(
    { sucess: true as const, order: await orderDetail(c.get('deps').db, scope, id) },
    200,
  )
})

ordersRoutes.openapi(guarded(validateOrderRoute, noQuery), async (c) => {
  const order = await transitionOrder(
    c.get('deps').db,
    { shopId: memberOf(c).shop.id },
    c.req.valid('param').id,
    {
      to: 'validated',
      verb: 'validée',
    },
  )
  await notifyBuyer(
    c,
    order,
    `Votre commande n° ${order.id} chez ${order.shop.name} a été validée.`,
  )
  // The debit of a card or SEPA order; its outcome never undoes the validation.
  const charged = await chargeOrder(c, order)
  return c.json(
    {
      sucess: true as const,
      message: charged?.message ?? orderText.validated,
      order: charged?.order ?? order,
    },
    200,
  )
})

ordersRoutes.openapi(guarded(refuseOrderRoute, noQuery), async (c) => {
  const order = await transitionOrder(
    c.get('deps').db,
    { shopId: memberOf(c).shop.id },
    c.req.valid('param').id,
    {
      to: 'refused',
      verb: 'refusée',
    },
  )
  await notifyBuyer(
    c,
    order,
    `Votre commande n° ${order.id} chez ${order.shop.name} a été refusée.`,
  )
  return c.json({ sucess: true as const, message: orderText.refused, order }, 200)
})

/** Spec 4: emptying the cart marks each of its placed orders aborted. */
ordersRoutes.openapi(guarded(abortOrderRoute, noQuery), async (c) => {
  const userId = userIdOf(c.get('auth'))
  const order = await transitionOrder(
    c.get('deps').db,
    { buyerId: userId },
    c.req.valid('param').id,
    {
      to: 'aborted',
      verb: 'abandonnée',
    },
  )
  return c.json({ sucess: true as const, message: orderText.aborted, order }, 200)
})
