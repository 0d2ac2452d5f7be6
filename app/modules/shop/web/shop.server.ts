import { publicShopRoute } from '#app/modules/shop/contract'
import type { AnswerOf } from '#app/platform/contract'
import { describeCart } from '#app/modules/checkout/web/cart-view.server'
import { plainCookie } from '#app/platform/web/cookies.server'
import { guard, type GuardContext } from '#app/platform/web/guard.server'

/** A shop's public face: header, tabs, colours and images. */
export type PublicShop = AnswerOf<typeof publicShopRoute>['shop']

// A layout and its page both need the shop: one provider call per request (keyed by its session).
const shopCache = new WeakMap<object, Map<string, Promise<PublicShop | null>>>()

/** A shop by id, code or url slug, or the 404 screen. */
export async function loadShop(ctx: GuardContext, ref: string | undefined): Promise<PublicShop> {
  if (!ref || !/^[\w-]{1,100}$/.test(ref)) throw new Response('Not Found', { status: 404 })
  let byRef = shopCache.get(ctx.auth)
  if (!byRef) shopCache.set(ctx.auth, (byRef = new Map()))
  let pending = byRef.get(ref)
  if (!pending) {
    pending = ctx.api
      .call(publicShopRoute, { params: { id: ref } })
      .then((result) => (result.ok ? result.data.shop : null))
    byRef.set(ref, pending)
  }
  const shop = await pending
  if (!shop) throw new Response('Not Found', { status: 404 })
  return shop
}

export const isOver18Cookie = plainCookie('isOver18')

/**
 * The alcohol notice (spec 4): unless signed in or the `isOver18` cookie is true, the visitor is
 * asked. The e-label pages never ask (they are static documents, see app/elabel).
 */
export async function needsAdultGate(request: Request, ctx: GuardContext) {
  if (ctx.user) return false
  return isOver18Cookie.read(request) !== 'true'
}

export type CartSummary = {
  orders: {
    key: string
    seller: string
    shopHref: string
    count: number
    totalCents: number | null
    /** What a loyalty reward took off, cents TTC (already inside totalCents). */
    loyaltyDiscountCents: number
    lines: { idTmp: string; name: string; detail: string; quantity: number }[]
    /** The drawer only says there are spec 8 errors (a mode still to choose is not one). */
    hasErrors: boolean
  }[]
  count: number
  totalCents: number | null
}

/** The viewer's cart as the drawer shows it, visitors' included (prices from the server). */
export async function summariseCart(ctx: GuardContext, request: Request): Promise<CartSummary> {
  const { view } = await describeCart(ctx, request)
  return {
    orders: view.orders.map((o) => ({
      key: String(o.sellerId),
      seller: o.seller,
      shopHref: o.shopHref,
      count: o.count,
      totalCents: o.totals?.totalTTC ?? null,
      loyaltyDiscountCents: o.totals?.loyaltyDiscount ?? 0,
      lines: o.lines.map(({ idTmp, name, detail, quantity }) => ({
        idTmp,
        name,
        detail,
        quantity,
      })),
      hasErrors: o.blocked,
    })),
    count: view.count,
    totalCents: view.totalCents,
  }
}

/** The shop builder pages: the guard, then the shop they build. */
export async function loadShopBuilder(request: Request) {
  const ctx = await guard(request)
  return { shop: await loadShop(ctx, ctx.params.id) }
}
