import { randomUUID } from 'node:crypto'
import { redirect } from '@remix-run/node'
import {
  checkoutStepUrl,
  checkoutSteps,
  contactStepSchema,
  countryCodes,
  deliveryStepSchema,
  buyerPaymentTypes,
  type CheckoutFormValue,
  type CheckoutStep,
} from '#app/modules/checkout/domain/checkout-schema'
import type { CartOrder } from '#app/modules/checkout/domain/cart'
import { describeCart, type CartOrderView } from '#app/modules/checkout/web/cart-view.server'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import type { CheckoutOrderView } from './types'
import { allowedStep, readDraft, type CheckoutDraft } from './draft.server'
import { salesTermsRoute } from '#app/modules/shop/contract'
import { DEFAULT_TERMS_VERSION } from '#app/modules/shop/domain/sales-terms'
import { deliveryChoices, destinationOf, taxMentionOf } from './destination.server'

type StoredAddress = Record<string, unknown> | null | undefined

const str = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() ? value : undefined

/** An address saved on the account, as the form's fields (unknown countries are left to choose). */
function addressValue(address: StoredAddress) {
  const country = str(address?.country)
  return {
    title: str(address?.title),
    name: str(address?.name),
    street: str(address?.street),
    street2: str(address?.street2),
    zipcode: str(address?.zipcode),
    city: str(address?.city),
    country: country && (countryCodes as string[]).includes(country) ? country : undefined,
  }
}

const sameAddress = (a: StoredAddress, b: StoredAddress) =>
  JSON.stringify(addressValue(a)) === JSON.stringify(addressValue(b))

/** The version of a shop's general terms of sale the buyer reads before accepting them. */
async function termsVersionOf(ctx: GuardContext, sellerId: number): Promise<number> {
  const result = await ctx.api.call(salesTermsRoute, {
    params: { id: String(sellerId) },
    query: {},
  })
  return result.ok ? result.data.terms.version : DEFAULT_TERMS_VERSION
}

function orderView(order: CartOrder, view: CartOrderView, termsVersion: number): CheckoutOrderView {
  return {
    sellerId: order.seller.id,
    sellerName: view.seller,
    shopBase: view.shopHref,
    termsVersion,
    lines: order.products.map((p) => {
      const line = view.lines.find((l) => l.idTmp === p.idTmp)
      return {
        idTmp: p.idTmp,
        productId: p.productId,
        formatId: p.formatId,
        vintageId: p.vintageId,
        quantity: p.quantity,
        isWrapped: p.isWrapped,
        name: line?.name ?? 'Produit indisponible',
        detail: line?.detail ?? '',
        unitPriceCents: line?.unitPriceCents ?? null,
        totalCents: line?.totalCents ?? null,
        ttc: line?.ttc ?? view.ttc,
        errors: line?.errors ?? [],
        withdrawal: line?.withdrawal ?? null,
      }
    }),
    price: view.totals,
    errors: view.errors,
    deliveryModes: view.deliveryModes.map(({ id, name, description }) => ({
      id,
      name,
      description,
    })),
    // The API leaves out card and SEPA debit for a shop no Stripe keys apply to.
    paymentTypes: buyerPaymentTypes(view.paymentTypes),
    promoCode: order.promoCode ?? null,
    taxMention: taxMentionOf(view.taxRegime),
  }
}

/** The form's starting values: the account's contact and addresses, the cart's choices. */
function defaultValue(
  ctx: GuardContext,
  orders: CartOrder[],
  views: CheckoutOrderView[],
): CheckoutFormValue {
  const user = ctx.user
  const differentBilling =
    Boolean(user?.billingAddress) && !sameAddress(user?.deliveryAddress, user?.billingAddress)
  return {
    checkoutId: '',
    delivery: {
      ...addressValue(user?.deliveryAddress),
      mountain: orders.some((o) => o.mountain) ? 'on' : undefined,
    },
    differentBilling: differentBilling ? 'on' : undefined,
    billing: addressValue(differentBilling ? user?.billingAddress : undefined),
    contact: {
      buyerType: user?.business?.name || user?.siret ? 'professionnel' : 'particulier',
      lastname: user?.lastname ?? undefined,
      firstname: user?.firstname ?? undefined,
      email: user?.email,
      phone: user?.phone ?? undefined,
      businessName: user?.business?.name ?? undefined,
      siret: user?.siret ?? undefined,
    },
    orders: orders.map((order, i) => {
      const offered = views[i].paymentTypes
      const chosen = offered.find((t) => t === order.payment.type)
      const modes = views[i].deliveryModes
      const mode = order.shipping.deliveryModeId ?? (modes.length === 1 ? modes[0].id : undefined)
      return {
        sellerId: String(order.seller.id),
        // A single choice is made for the buyer; otherwise the cart's choice, if still offered.
        deliveryModeId: modes.some((m) => m.id === mode) ? String(mode) : undefined,
        paymentType: chosen ?? (offered.length === 1 ? offered[0] : undefined),
        promoCode: order.promoCode ?? undefined,
        instructions: order.shipping.instructions,
        products: order.products.map((p) => ({
          idTmp: p.idTmp,
          productId: String(p.productId),
          formatId: String(p.formatId),
          vintageId: String(p.vintageId),
          quantity: String(p.quantity),
          isWrapped: p.isWrapped ? 'on' : undefined,
        })),
      }
    }),
  }
}

/** The form's values with what the buyer typed in the steps already done. */
function withDraft(value: CheckoutFormValue, draft: CheckoutDraft): CheckoutFormValue {
  const part = <T>(key: string, base: T): T =>
    draft[key] && typeof draft[key] === 'object' ? ({ ...base, ...(draft[key] as T) } as T) : base
  const deliveryDone = 'delivery' in draft
  return {
    ...value,
    contact: part('contact', value.contact),
    delivery: part('delivery', value.delivery),
    billing: part('billing', value.billing),
    differentBilling: deliveryDone
      ? typeof draft.differentBilling === 'string'
        ? draft.differentBilling
        : undefined
      : value.differentBilling,
  }
}

export type CheckoutData = {
  step: CheckoutStep
  checkoutId: string
  orders: CheckoutOrderView[]
  defaultValue: CheckoutFormValue
  /** The delivery countries offered to this buyer, and what the sellers do not serve. */
  delivery: ReturnType<typeof deliveryChoices>
}

/**
 * The checkout page's data: the step asked for (`?step=`; a step whose earlier ones are not done
 * sends back to the first of those), the buyer's cart priced by the server (through the cart
 * view), the form prefilled from the account (GET /users/me, already loaded by the guard) and
 * the steps already done, and a fresh checkout id, which the last step's form sends back so that
 * submitting it twice places the orders once.
 */
export async function loadCheckout(ctx: GuardContext, request: Request): Promise<CheckoutData> {
  const draft = ctx.user ? await readDraft(request, ctx.user.id) : {}
  const destination = destinationOf(draft, ctx.user)
  const { cart, view } = await describeCart(ctx, request, { deliveryModes: true, destination })
  const orders = cart.orders.filter((o) => o.products.length > 0)
  if (!orders.length) {
    throw await redirectWithToast(request, '/cart', {
      type: 'error',
      message: 'Votre panier est vide.',
    })
  }
  const asked = new URL(request.url).searchParams.get('step')
  const step = allowedStep(checkoutSteps.find((s) => s === asked) ?? 'vous', {
    vous: contactStepSchema.safeParse(draft).success,
    livraison: 'delivery' in draft && deliveryStepSchema.safeParse(draft).success,
  })
  if (step !== (asked ?? 'vous')) throw redirect(checkoutStepUrl(step))
  const versions = await Promise.all(orders.map((order) => termsVersionOf(ctx, order.seller.id)))
  const views = orders.map((order, i) =>
    orderView(order, view.orders.find((v) => v.sellerId === order.seller.id)!, versions[i]),
  )
  return {
    step,
    checkoutId: randomUUID(),
    orders: views,
    defaultValue: withDraft(defaultValue(ctx, orders, views), draft),
    delivery: deliveryChoices(
      destination,
      orders.map((o) => view.orders.find((v) => v.sellerId === o.seller.id)!),
    ),
  }
}
