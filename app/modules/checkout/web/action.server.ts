import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from '@remix-run/node'
import { setDelivery, setPayment, type Cart } from '#app/modules/checkout/domain/cart'
import {
  checkoutMessages,
  stripePaymentTypes,
  checkoutSchema,
  checkoutStepFields,
  checkoutStepNames,
  checkoutStepUrl,
  contactStepSchema,
  deliveryStepSchema,
  type Checkout,
  type CheckoutAddress,
  type DeliveryStep,
} from '#app/modules/checkout/domain/checkout-schema'
import { loadCart, saveCart } from '#app/modules/checkout/web/cart.server'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import { destinationOf, destinationRefusal } from './destination.server'
import { clearDraft, draftEntries, readDraft, saveDraftStep } from './draft.server'
import { updateMeRoute } from '#app/modules/accounts/contract'
import { placeOrdersRoute } from '#app/modules/checkout/contract'
import { readForm } from '#app/platform/web/forms.server'

/** The API's refusal of card and SEPA debit for a shop no Stripe keys apply to. */
const cardUnavailable = 'Le paiement par carte n’est pas disponible.'

type Choice = {
  sellerId: number
  deliveryModeId?: number
  paymentType?: string
  instructions?: string
}

/** The delivery choices made on the page, kept in the cart so that its pricing follows them. */
function withChoices(cart: Cart, orders: readonly Choice[], mountain: boolean): Cart {
  let next = cart
  for (const order of orders) {
    next = setDelivery(next, order.sellerId, order.deliveryModeId ?? null)
    if (order.paymentType) next = setPayment(next, order.sellerId, order.paymentType)
  }
  const chosen = new Map(orders.map((o) => [o.sellerId, o]))
  return {
    ...next,
    orders: next.orders.map((o) => {
      const choice = chosen.get(o.seller.id)
      if (!choice) return o
      const shipping = { ...o.shipping, instructions: choice.instructions }
      return { ...o, mountain, shipping }
    }),
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
    contact: Object.fromEntries(Object.entries(value.contact).filter(([, v]) => v !== undefined)),
    mountain: value.mountain,
    acceptTerms: true,
    acceptSalesTerms: true,
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

/** The fields of the steps already done, then the posted ones (which win). */
function withDraft(formData: FormData, draft: Record<string, unknown>, skip: readonly string[]) {
  const merged = new FormData()
  for (const [key, value] of draftEntries(draft)) {
    const top = key.split(/[.[]/)[0]
    if (!skip.includes(top) && !formData.has(key)) merged.append(key, value)
  }
  for (const [key, value] of formData) merged.append(key, value)
  return merged
}

/** The earlier step a field of the final post belongs to, if any. */
function stepOfField(name: string): keyof typeof checkoutStepFields | null {
  const top = name.split(/[.[]/)[0]
  if (/^orders\[\d+\]\.(deliveryModeId|instructions)$/.test(name)) return 'livraison'
  for (const [step, fields] of Object.entries(checkoutStepFields))
    if ((fields as readonly string[]).includes(top)) return step as keyof typeof checkoutStepFields
  return null
}

export const checkoutStepMessages = {
  tooLong: 'Ces informations sont trop longues pour être gardées : raccourcissez-les.',
  stepIncomplete: (step: string, message: string) => `Étape « ${step} » à compléter : ${message}`,
} as const

/**
 * The checkout's steps (spec 2.11, issue 14), each a form posted here without JavaScript too:
 * 'vous' and 'livraison' are checked, kept in the draft (and the delivery choices in the cart, so
 * that the last step shows the total priced with them), then the next step opens; 'place' (the
 * last step) merges the draft into its post, checks every step again with checkoutSchema, and
 * places the orders through POST /v1/orders with the page's checkout id, so that a second submit
 * of the same form answers the same orders.
 */
export async function checkoutAction(request: Request, ctx: GuardContext) {
  const formData = await readForm(request)
  const checkoutId = String(formData.get('checkoutId') ?? '')
  const intent = formData.get('intent')
  const userId = ctx.user!.id
  const draft = await readDraft(request, userId)

  if (intent === 'vous' || intent === 'livraison') {
    const fields = checkoutStepFields[intent]
    const submission = parseWithZod(withDraft(formData, draft, fields), {
      schema: intent === 'vous' ? contactStepSchema : deliveryStepSchema,
    })
    if (submission.status !== 'success')
      return data({ checkoutId, result: submission.reply(), refusals: {} }, { status: 400 })
    const headers = new Headers()
    if (intent === 'livraison') {
      const value = submission.value as DeliveryStep
      const cart = await loadCart(ctx, request)
      const refused = await destinationRefusal(
        ctx,
        cart,
        destinationOf({ ...draft, delivery: value.delivery }, ctx.user),
      )
      if (refused) {
        const result = submission.reply({ fieldErrors: { 'delivery.country': [refused] } })
        return data({ checkoutId, result, refusals: {} }, { status: 400 })
      }
      const saved = await saveCart(
        ctx,
        request,
        withChoices(cart, value.orders ?? [], value.delivery.mountain),
      )
      if (!saved.ok) {
        const result = submission.reply({ formErrors: [saved.message] })
        return data({ checkoutId, result, refusals: {} }, { status: 400 })
      }
    }
    const cookie = await saveDraftStep(request, userId, intent, submission.payload)
    if (!cookie) {
      const result = submission.reply({ formErrors: [checkoutStepMessages.tooLong] })
      return data({ checkoutId, result, refusals: {} }, { status: 400 })
    }
    headers.append('set-cookie', cookie)
    return redirect(checkoutStepUrl(intent === 'vous' ? 'livraison' : 'paiement'), { headers })
  }

  const submission = parseWithZod(withDraft(formData, draft, []), { schema: checkoutSchema })
  if (submission.status !== 'success') {
    // An earlier step's field has no place on this page: its step is named at the form's top.
    const earlier = Object.entries(submission.error ?? {}).flatMap(([name, messages]) => {
      const step = stepOfField(name)
      return step && messages?.length
        ? [checkoutStepMessages.stepIncomplete(checkoutStepNames[step], messages[0])]
        : []
    })
    const result = submission.reply(earlier.length ? { formErrors: earlier } : undefined)
    return data({ checkoutId, result, refusals: {} }, { status: 400 })
  }
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
  // Card or SEPA debit for a shop no Stripe keys apply to (the page does not offer them): said on
  // the order's payment field.
  if (!placed.ok && placed.data.message === cardUnavailable) {
    const fieldErrors = Object.fromEntries(
      value.orders.flatMap((order, i) =>
        stripePaymentTypes.includes(order.paymentType)
          ? [[`orders[${i}].paymentType`, [checkoutMessages.unknownPayment]]]
          : [],
      ),
    )
    return data(
      { checkoutId, result: submission.reply({ fieldErrors }), refusals: {} },
      { status: 400 },
    )
  }
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
  const headers = { 'set-cookie': await clearDraft(request) }
  // Card and SEPA: the imprint is taken on Stripe's hosted page, which comes back to /validate3ds.
  if (placed.data.redirectUrl) return redirect(placed.data.redirectUrl, { headers })
  const ids = placed.data.orders.map((o) => o.id)
  return redirectWithToast(
    request,
    `/cart/confirmation?orders=${ids.join(',')}`,
    {
      type: 'success',
      message: ids.length > 1 ? checkoutNotices.placedMany : checkoutNotices.placed,
    },
    { headers },
  )
}
