import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from '@remix-run/node'
import { setDelivery, setPayment, type Cart } from '#app/modules/checkout/domain/cart'
import {
  checkoutMessages,
  checkoutSchema,
  repriceSchema,
  stripePaymentTypes,
  type Checkout,
  type CheckoutAddress,
} from '#app/modules/checkout/domain/checkout-schema'
import { loadCart, saveCart } from '#app/modules/checkout/web/cart.server'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import { stripeConfigured } from './load.server'
import { updateMeRoute } from '#app/modules/accounts/contract'
import { placeOrdersRoute } from '#app/modules/checkout/contract'
import { readForm } from '#app/platform/web/forms.server'

type Choice = { sellerId: number; deliveryModeId?: number; paymentType?: string }

/** The delivery choices made on the page, kept in the cart so that its pricing follows them. */
function withChoices(cart: Cart, orders: readonly Choice[], mountain: boolean): Cart {
  let next = cart
  for (const order of orders) {
    next = setDelivery(next, order.sellerId, order.deliveryModeId ?? null)
    if (order.paymentType) next = setPayment(next, order.sellerId, order.paymentType)
  }
  const sellers = new Set(orders.map((o) => o.sellerId))
  return {
    ...next,
    orders: next.orders.map((o) => (sellers.has(o.seller.id) ? { ...o, mountain } : o)),
  }
}

/** Whether the page priced other delivery choices than these (the total shown would be wrong). */
function choicesChanged(cart: Cart, orders: readonly Choice[], mountain: boolean): boolean {
  return orders.some((order) => {
    const stored = cart.orders.find((o) => o.seller.id === order.sellerId)
    // Orders no longer in the cart were placed already: the API answers them again as they are.
    if (!stored) return false
    return (
      (stored.shipping.deliveryModeId ?? null) !== (order.deliveryModeId ?? null) ||
      Boolean(stored.mountain) !== mountain
    )
  })
}

/** The address as the API keeps it: without the fields left blank. */
const apiAddress = (address: CheckoutAddress) =>
  Object.fromEntries(Object.entries(address).filter(([, v]) => v !== undefined))

function checkoutBody(value: Checkout) {
  return {
    checkoutId: value.checkoutId,
    orders: value.orders.map((o) => ({
      sellerId: o.sellerId,
      products: o.products,
      deliveryModeId: o.deliveryModeId ?? null,
      promoCode: o.promoCode ?? null,
      mountain: value.mountain,
      paymentType: o.paymentType,
      ...(o.instructions ? { instructions: o.instructions } : {}),
    })),
    deliveryAddress: apiAddress(value.deliveryAddress),
    billingAddress: value.differentBilling ? apiAddress(value.billingAddress) : null,
    contact: Object.fromEntries(
      Object.entries(value.contact).filter(([k, v]) => v !== undefined && k !== 'buyerType'),
    ),
    mountain: value.mountain,
    acceptTerms: true,
    isAdult: true,
  }
}

/** The API's refusal of a checkout, beside each order it names, else on the form. */
function refusalsOf(body: Record<string, unknown>): Record<string, string[]> {
  const refusals: Record<string, string[]> = {}
  const orders = Array.isArray(body.orders) ? body.orders : []
  for (const order of orders as { sellerId?: unknown; errors?: unknown }[]) {
    if (typeof order?.sellerId !== 'number' || !Array.isArray(order.errors)) continue
    const messages = (order.errors as { message?: unknown }[])
      .map((e) => (typeof e?.message === 'string' ? e.message : null))
      .filter((m): m is string => m !== null)
    if (messages.length) refusals[String(order.sellerId)] = messages
  }
  return refusals
}

/** The account keeps the addresses for the next order (the fields its profile knows). */
async function rememberAddresses(ctx: GuardContext, value: Checkout) {
  const profile = ({ title, name, street, street2, zipcode, city, country }: CheckoutAddress) =>
    Object.fromEntries(
      Object.entries({ title, name, street, street2, zipcode, city, country }).filter(
        ([, v]) => v !== undefined,
      ),
    )
  await ctx.api.call(updateMeRoute, {
    json: {
      deliveryAddress: profile(value.deliveryAddress),
      billingAddress: profile(value.billingAddress),
    },
  })
}

export const checkoutNotices = {
  totalChanged:
    'Le total a été recalculé avec vos choix de livraison : vérifiez-le, puis validez la commande.',
  placed: 'Votre commande a été enregistrée.',
  placedMany: 'Vos commandes ont été enregistrées.',
} as const

/**
 * The checkout form: 'Mettre à jour le total' keeps the delivery choices in the cart (the page
 * is priced again from it); 'Valider la commande' places the orders through POST /v1/orders with
 * the page's checkout id, so that a second submit of the same form answers the same orders.
 */
export async function checkoutAction(request: Request, ctx: GuardContext) {
  const formData = await readForm(request)
  const checkoutId = String(formData.get('checkoutId') ?? '')

  if (formData.get('intent') === 'reprice') {
    const submission = parseWithZod(formData, { schema: repriceSchema })
    if (submission.status !== 'success')
      return data({ checkoutId, result: submission.reply(), refusals: {} }, { status: 400 })
    const { orders, delivery } = submission.value
    const saved = await saveCart(
      ctx,
      request,
      withChoices(await loadCart(ctx, request), orders, delivery.mountain),
    )
    const result = saved.ok ? submission.reply() : submission.reply({ formErrors: [saved.message] })
    return data({ checkoutId, result, refusals: {} }, { status: saved.ok ? 200 : 400 })
  }

  const submission = parseWithZod(formData, {
    schema: checkoutSchema.superRefine((value, ctx) => {
      if (stripeConfigured()) return
      value.orders.forEach((order, i) => {
        if (stripePaymentTypes.includes(order.paymentType))
          ctx.addIssue({
            code: 'custom',
            message: checkoutMessages.unknownPayment,
            path: ['orders', i, 'paymentType'],
          })
      })
    }),
  })
  if (submission.status !== 'success')
    return data({ checkoutId, result: submission.reply(), refusals: {} }, { status: 400 })
  const value = submission.value

  const cart = await loadCart(ctx, request)
  if (choicesChanged(cart, value.orders, value.mountain)) {
    const saved = await saveCart(ctx, request, withChoices(cart, value.orders, value.mountain))
    const message = saved.ok ? checkoutNotices.totalChanged : saved.message
    return data(
      { checkoutId, result: submission.reply({ formErrors: [message] }), refusals: {} },
      { status: 400 },
    )
  }

  const placed = await ctx.api.call(placeOrdersRoute, { json: checkoutBody(value) })
  if (!placed.ok) {
    const refusals = refusalsOf(placed.data)
    return data(
      {
        checkoutId,
        result: submission.reply({ formErrors: [placed.data.message] }),
        refusals,
      },
      { status: placed.status },
    )
  }
  await rememberAddresses(ctx, value)
  // Card and SEPA: the imprint is taken on Stripe's hosted page, which comes back to /validate3ds.
  if (placed.data.redirectUrl) return redirect(placed.data.redirectUrl)
  const ids = placed.data.orders.map((o) => o.id)
  return redirectWithToast(request, `/cart/confirmation?orders=${ids.join(',')}`, {
    type: 'success',
    message: ids.length > 1 ? checkoutNotices.placedMany : checkoutNotices.placed,
  })
}
