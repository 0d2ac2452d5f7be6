/**
 * Every cart form posts here (spec 4): add, remove, quantities, gift wrapping, delivery mode,
 * promo code, payment type, emptying. Without JavaScript it answers a redirect back to the page
 * (`redirectTo`, a local path) with a snackbar; a fetcher (field `via=fetcher`) gets JSON, and
 * the revalidation that follows shows the same snackbar.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from '@remix-run/node'
import { catalogueRoute } from '#app/modules/shop/contract'
import { canOpen } from '#app/platform/domain/access'
import {
  addProduct,
  CartLimitError,
  deleteLine,
  emptyCart,
  incrementProduct,
  removeProduct,
  resetLoyalty,
  setDelivery,
  setLoyalty,
  setPayment,
  setPromoCode,
  setQuantity,
  setWrapping,
  type Cart,
} from '#app/modules/checkout/domain/cart'
import { findPriceField, pricesByServer } from '#app/modules/checkout/domain/cart-schema'
import { safeRedirectPath } from '#app/platform/domain/redirect'
import { parseWithZod } from '@conform-to/zod/v4'
import {
  cartActionMessages,
  cartFormSchema,
  type CartForm,
} from '#app/modules/checkout/domain/cart-form'
import { loadCart, priceCart, saveCart } from '#app/modules/checkout/web/cart.server'
import { guard, type GuardContext } from '#app/platform/web/guard.server'
import { isShopStaff } from '#app/modules/shop/web/shop-catalogue.server'
import { toastHeader } from '#app/platform/web/toast.server'
import { shopDeliveryModesRoute } from '#app/modules/delivery/contract'
import { abortOrderRoute } from '#app/modules/checkout/contract'
import { readForm } from '#app/platform/web/forms.server'

export { cartActionMessages }

type Intent = CartForm

type Outcome =
  | { ok: true; cart: Cart; message: string; to?: string }
  | { ok: false; message: string; status?: number }

const fail = (message: string, status = 400): Outcome => ({ ok: false, message, status })

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request)
  return redirect('/cart')
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  const form = await readForm(request)
  const viaFetcher = form.get('via') === 'fetcher'
  const back = safeRedirectPath(form.get('redirectTo'), '/cart')
  const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))

  let outcome: Outcome
  if (!canOpen('/cart', ctx.viewer)) outcome = fail(cartActionMessages.buyersOnly, 403)
  // The server prices every cart: a price in the form is a forgery, refused as the API does.
  else if (findPriceField(fields)) outcome = fail(pricesByServer)
  else {
    const submission = parseWithZod(form, { schema: cartFormSchema, disableAutoCoercion: true })
    outcome =
      submission.status === 'success'
        ? await apply(ctx, request, submission.value, back)
        : fail(Object.values(submission.error ?? {}).flat()[0] ?? cartActionMessages.invalid)
  }

  const headers = new Headers()
  if (outcome.ok) {
    const saved = await saveCart(ctx, request, outcome.cart)
    if (!saved.ok) outcome = fail(saved.message)
    else for (const cookie of saved.headers) headers.append('set-cookie', cookie)
  }
  const toast = { type: outcome.ok ? 'success' : 'error', message: outcome.message } as const
  if (viaFetcher) {
    // A refusal is shown beside the form that sent it; a success by the snackbar.
    if (outcome.ok) headers.append('set-cookie', await toastHeader(request, toast))
    return data(
      { ok: outcome.ok, message: outcome.message },
      { status: outcome.ok ? 200 : (outcome.status ?? 400), headers },
    )
  }
  headers.append('set-cookie', await toastHeader(request, toast))
  return redirect((outcome.ok && outcome.to) || back, { headers })
}

async function apply(
  ctx: GuardContext,
  request: Request,
  intent: Intent,
  back: string,
): Promise<Outcome> {
  const cart = await loadCart(ctx, request)
  const order =
    'sellerId' in intent ? cart.orders.find((o) => o.seller.id === intent.sellerId) : null
  switch (intent.intent) {
    case 'add':
      return add(ctx, cart, intent)
    case 'remove':
    case 'increment':
    case 'decrement':
    case 'set-quantity':
    case 'wrap': {
      if (!hasLineIn(cart, intent.idTmp)) return fail(cartActionMessages.lineGone, 404)
      if (intent.intent === 'remove')
        return {
          ok: true,
          cart: deleteLine(cart, intent.idTmp),
          message: 'Le produit a été retiré du panier.',
        }
      if (intent.intent === 'wrap') {
        const wrapped = intent.wrapped === 'true'
        return {
          ok: true,
          cart: setWrapping(cart, intent.idTmp, wrapped),
          message: wrapped ? 'Emballage cadeau ajouté.' : 'Emballage cadeau retiré.',
        }
      }
      const next =
        intent.intent === 'set-quantity'
          ? setQuantity(cart, intent.idTmp, intent.quantity)
          : intent.intent === 'increment'
            ? incrementProduct(cart, intent.idTmp)
            : removeProduct(cart, intent.idTmp)
      return {
        ok: true,
        cart: next,
        message: hasLineIn(next, intent.idTmp)
          ? 'Quantité mise à jour.'
          : 'Le produit a été retiré du panier.',
      }
    }
    case 'delivery': {
      if (!order) return fail(cartActionMessages.orderGone, 404)
      const modeId = intent.deliveryModeId === '' ? null : intent.deliveryModeId
      if (modeId !== null) {
        const modes = await ctx.api.call(shopDeliveryModesRoute, {
          params: { id: String(intent.sellerId) },
        })
        if (!modes.ok || !modes.data.deliveryModes.some((m) => m.id === modeId))
          return fail(cartActionMessages.deliveryMode)
      }
      return {
        ok: true,
        cart: setDelivery(cart, intent.sellerId, modeId),
        message: modeId ? 'Mode de livraison enregistré.' : 'Mode de livraison retiré.',
      }
    }
    case 'promo':
      if (!order) return fail(cartActionMessages.orderGone, 404)
      return promo(ctx, cart, intent.sellerId, intent.promoCode)
    case 'payment': {
      if (!order) return fail(cartActionMessages.orderGone, 404)
      const type = intent.paymentType || null
      if (type) {
        const priced = (await priceCart(ctx, cart))?.get(intent.sellerId)
        if (!priced?.paymentTypes?.includes(type)) return fail(cartActionMessages.paymentType)
      }
      return {
        ok: true,
        cart: setPayment(cart, intent.sellerId, type),
        message: 'Moyen de paiement enregistré.',
      }
    }
    case 'empty':
      return empty(ctx, cart, back)
    case 'loyalty':
      if (!order) return fail(cartActionMessages.orderGone, 404)
      return loyalty(ctx, cart, intent)
    case 'loyalty-reset':
      if (!order) return fail(cartActionMessages.orderGone, 404)
      return {
        ok: true,
        cart: resetLoyalty(cart, intent.sellerId),
        message: 'La récompense et le code promo ont été retirés.',
      }
  }
}

const CHOICE = /^(\d{1,10})-(\d{1,10})-(\d{1,10})$/

/** A reward is kept only when the server's pricing accepts it for this buyer. */
async function loyalty(
  ctx: GuardContext,
  cart: Cart,
  intent: Extract<Intent, { intent: 'loyalty' }>,
): Promise<Outcome> {
  const choices = intent.choice ?? []
  const values = (typeof choices === 'string' ? [choices] : Object.values(choices)).map((value) =>
    CHOICE.exec(value),
  )
  if (values.some((m) => m === null)) return fail(cartActionMessages.invalid)
  const products = values.map((m) => ({
    productId: Number(m![1]),
    formatId: Number(m![2]),
    vintageId: Number(m![3]),
  }))
  const next = setLoyalty(cart, intent.sellerId, {
    selectedLevel: intent.rewardId,
    ...(products.length ? { products } : {}),
  })
  const priced = (await priceCart(ctx, next))?.get(intent.sellerId)
  const refusal = priced?.errors.find((e) => e.code === 'loyalty')
  if (!priced?.loyalty?.selected || refusal)
    return fail(refusal?.message ?? cartActionMessages.invalid)
  const chosen = setLoyalty(cart, intent.sellerId, {
    selectedLevel: intent.rewardId,
    pointsToLose: priced.loyalty.selected.pointsToLose,
    ...(products.length ? { products } : {}),
  })
  return {
    ok: true,
    cart: chosen,
    message: `Récompense « ${priced.loyalty.selected.name} » choisie.`,
  }
}

const hasLineIn = (cart: Cart, key: string) =>
  cart.orders.some((o) => o.products.some((p) => p.idTmp === key))

/** Only what the viewer may see and buy goes into the cart: the seller's public catalogue decides. */
async function add(
  ctx: GuardContext,
  cart: Cart,
  intent: Extract<Intent, { intent: 'add' }>,
): Promise<Outcome> {
  if (isShopStaff(ctx, intent.sellerId)) return fail(cartActionMessages.ownShop, 403)
  const listing = await ctx.api.call(catalogueRoute, {
    params: { id: String(intent.sellerId) },
  })
  if (!listing.ok) return fail(cartActionMessages.unknownProduct, 404)
  const product = listing.data.products.find((p) => p.id === intent.productId)
  const format = product?.formats.find((f) => f.id === intent.formatId)
  const vintage = product?.vintages.find((v) => v.id === intent.vintageId)
  if (!product || !format || !vintage) return fail(cartActionMessages.unknownProduct, 404)
  if (listing.data.shop.pricesHidden) return fail(cartActionMessages.membersOnly, 403)
  if (product.status !== 'online') return fail(cartActionMessages.unavailable, 409)
  try {
    const next = addProduct(
      cart,
      { id: listing.data.shop.id, name: listing.data.shop.name },
      { productId: product.id, formatId: format.id, vintageId: vintage.id },
      intent.quantity,
    )
    const name = [product.name, vintage.label].filter(Boolean).join(' ')
    return { ok: true, cart: next, message: `${name} (${format.label}) a été ajouté au panier.` }
  } catch (error) {
    if (error instanceof CartLimitError) return fail(error.message)
    throw error
  }
}

/** A typed code is checked by pricing the order with it: an unknown code is not kept. */
async function promo(
  ctx: GuardContext,
  cart: Cart,
  sellerId: number,
  code: string,
): Promise<Outcome> {
  const next = setPromoCode(cart, sellerId, code)
  if (!code) return { ok: true, cart: next, message: 'Code promo retiré.' }
  const typed = next.orders.find((o) => o.seller.id === sellerId)!.promoCode!
  const priced = (await priceCart(ctx, next))?.get(sellerId)
  if (priced?.promoCode && !priced.promoCode.known) return fail(cartActionMessages.unknownCode)
  return {
    ok: true,
    cart: next,
    message: priced?.promoCode?.applied
      ? `Code promo ${typed} appliqué.`
      : `Code promo ${typed} enregistré : il s’appliquera quand la commande en remplira les conditions.`,
  }
}

/**
 * Spec 4: each order that has a server id is marked aborted, the cart is cleared and, from the
 * cart page, the buyer goes to the shop of the first order.
 */
async function empty(ctx: GuardContext, cart: Cart, back: string): Promise<Outcome> {
  if (ctx.user) {
    const saved = cart.orders.map((o) => o.id).filter((orderId) => /^\d+$/.test(orderId))
    await Promise.all(
      saved.map((orderId) => ctx.api.call(abortOrderRoute, { params: { id: orderId } })),
    )
  }
  const first = cart.orders[0]
  const firstShop = first ? (ctx.user ? `/shops/${first.seller.id}` : `/${first.seller.id}`) : null
  return {
    ok: true,
    cart: emptyCart(),
    message: 'Votre panier a été vidé.',
    to: back.split('?')[0] === '/cart' && firstShop ? firstShop : back,
  }
}
