/**
 * The cart as the drawer and the cart page show it: the stored lines (ids and quantities), named
 * from each seller's public catalogue, with the server's prices and errors beside them. Nothing
 * here computes a price.
 */
import type { LoyaltyView } from '#app/modules/loyalty/web/components/loyalty-types'
import type { CatalogueListing } from '#app/modules/shop/web/components/catalogue-types'
import { orderCount, type Cart, type CartOrder } from '#app/modules/checkout/domain/cart'
import type { OrderPriceTotals } from '#app/modules/pricing/domain/types'
import {
  loadCart,
  priceCart,
  type DeliveryModeOption,
  type Destination,
  type PricedOrder,
} from './cart.server'
import type { GuardContext } from '#app/platform/web/guard.server'
import { shopDeliveryModesRoute } from '#app/modules/delivery/contract'
import { catalogueRoute } from '#app/modules/shop/contract'
import { tFr } from '#app/platform/web/t.server'
import {
  withdrawalExclusion,
  type WithdrawalExclusion,
} from '#app/modules/checkout/domain/withdrawal'

export type CartLineView = {
  idTmp: string
  name: string
  /** Format and vintage: '75 cl · 2022'. */
  detail: string
  href: string | null
  quantity: number
  isWrapped: boolean
  /** Wrapping is for bottles and boxes, not for corkscrews or visits. */
  wrappable: boolean
  unitPriceCents: number | null
  ttc: boolean
  /** The line total in the viewer's convention (TTC or HT), as the server priced it. */
  totalCents: number | null
  /** What the promotions took off the line (inside `totalCents`). */
  discountCents: number
  wrappingCents: number
  errors: string[]
  /** Why the line has no right of withdrawal (en primeur, dated service), if it has none. */
  withdrawal: WithdrawalExclusion | null
}

export type FrancoView = { reached: boolean; percent: number; amountCents: number; bottles: number }

export type CartOrderView = {
  sellerId: number
  seller: string
  shopHref: string
  count: number
  ttc: boolean
  lines: CartLineView[]
  totals: OrderPriceTotals | null
  franco: FrancoView | null
  /** The order's own errors (spec 8); a line's are on the line. */
  errors: string[]
  /** Errors other than a choice still to make on the cart page (delivery, payment). */
  blocked: boolean
  deliveryModes: DeliveryModeOption[]
  deliveryModeId: number | null
  /** The payment types the seller accepts (checkout offers them). */
  paymentTypes: string[]
  promoCode: string | null
  /** Whether the typed code matched a running promotion and applied. */
  promoApplied: boolean | null
  promotions: { name: string; amountCents: number }[]
  /** The seller's loyalty programme for a signed-in buyer; null without one. */
  loyalty: LoyaltyView | null
  /** The sale's tax regime once the buyer and the address are known (issue 15 §1). */
  taxRegime: PricedOrder['taxRegime']
  /** The countries the seller delivers per buyer kind (France always). */
  servedCountries: PricedOrder['servedCountries']
}

export type CartView = {
  orders: CartOrderView[]
  count: number
  /** Sum of the orders' totals TTC; null when the server could not price the cart. */
  totalCents: number | null
}

const choiceCodes = new Set(['deliveryRequired', 'paymentRequired'])

type Listing = Pick<CatalogueListing, 'shop' | 'products'>

async function sellerCatalogue(ctx: GuardContext, sellerId: number): Promise<Listing | null> {
  const result = await ctx.api.call(catalogueRoute, { params: { id: String(sellerId) } })
  return result.ok ? result.data : null
}

async function sellerDeliveryModes(ctx: GuardContext, sellerId: number) {
  const result = await ctx.api.call(shopDeliveryModesRoute, { params: { id: String(sellerId) } })
  return result.ok ? result.data.deliveryModes : []
}

function shopHref(ctx: GuardContext, order: CartOrder, listing: Listing | null) {
  if (ctx.user) return `/shops/${order.seller.id}`
  return `/${listing?.shop.urlShop ?? order.seller.id}`
}

function describeOrder(
  ctx: GuardContext,
  order: CartOrder,
  listing: Listing | null,
  priced: PricedOrder | undefined,
  deliveryModes: DeliveryModeOption[],
): CartOrderView {
  const base = shopHref(ctx, order, listing)
  const ttc = listing?.shop.ttc ?? true
  const lineErrors = new Map<string, string[]>()
  const orderErrors: string[] = []
  const known = new Set(order.products.map((p) => p.idTmp))
  for (const error of priced?.errors ?? []) {
    if (error.code === 'loyalty') continue
    if (error.lineId && known.has(error.lineId))
      lineErrors.set(error.lineId, [...(lineErrors.get(error.lineId) ?? []), error.message])
    else orderErrors.push(error.message)
  }
  const lines = order.products.map((p): CartLineView => {
    const product = listing?.products.find((x) => x.id === p.productId)
    const format = product?.formats.find((f) => f.id === p.formatId)
    const vintage = product?.vintages.find((v) => v.id === p.vintageId)
    const price = priced?.lines.find((l) => l.idTmp === p.idTmp)
    return {
      idTmp: p.idTmp,
      name: product?.name ?? 'Produit indisponible',
      detail: [format?.label, vintage?.label].filter(Boolean).join(' · '),
      href: product ? `${base}/${product.slug}` : null,
      quantity: p.quantity,
      isWrapped: p.isWrapped,
      wrappable: product
        ? product.productType === 'bottle' || product.productType === 'box'
        : false,
      unitPriceCents: price?.unitPriceCents ?? null,
      ttc: price?.ttc ?? ttc,
      totalCents: price ? (price.ttc ? price.totalTtcCents : price.totalHtCents) : null,
      discountCents: price?.discountCents ?? 0,
      wrappingCents: price?.wrappingCents ?? 0,
      errors: lineErrors.get(p.idTmp) ?? [],
      withdrawal: product
        ? withdrawalExclusion({
            productType: product.productType,
            enPrimeur: vintage?.enPrimeur ?? false,
          })
        : null,
    }
  })
  const franco =
    priced &&
    (priced.franco || priced.amountBeforeFranco > 0 || priced.amountBeforeBottleFranco > 0)
      ? {
          reached: priced.franco,
          percent: Math.max(0, Math.min(100, Math.round(priced.francoPercent))),
          amountCents: priced.amountBeforeFranco,
          bottles: priced.amountBeforeBottleFranco,
        }
      : null
  return {
    sellerId: order.seller.id,
    seller: listing?.shop.name ?? order.seller.name,
    shopHref: base,
    count: orderCount(order),
    ttc,
    lines,
    totals: priced?.price ?? null,
    franco,
    errors: orderErrors,
    blocked: (priced?.errors ?? []).some((e) => !choiceCodes.has(e.code)),
    deliveryModes,
    deliveryModeId: order.shipping.deliveryModeId ?? null,
    paymentTypes: priced?.paymentTypes ?? [],
    promoCode: order.promoCode ?? null,
    promoApplied: priced?.promoCode ? priced.promoCode.applied : null,
    promotions: (priced?.promotions ?? []).map((p) => ({
      name: p.name,
      amountCents: p.amountCents,
    })),
    loyalty: loyaltyView(order, listing, priced),
    taxRegime: priced?.taxRegime ?? null,
    servedCountries: priced?.servedCountries ?? { business: ['FR'], private: ['FR'] },
  }
}

/** The rewards within the buyer's points, each free product named as the shop lists it. */
function loyaltyView(
  order: CartOrder,
  listing: Listing | null,
  priced: PricedOrder | undefined,
): LoyaltyView | null {
  const loyalty = priced?.loyalty
  if (!loyalty?.balance) return null
  const options = (formatIds: number[] = []) =>
    (listing?.products ?? []).flatMap((product) =>
      product.formats
        .filter((f) => formatIds.includes(f.id))
        .flatMap((f) =>
          product.vintages.map((v) => ({
            value: `${product.id}-${f.id}-${v.id}`,
            label: [product.name, f.label, v.label].filter(Boolean).join(' · '),
          })),
        ),
    )
  const next = loyalty.rewards.find((r) => !r.reached)
  const missing = next ? next.pointsRequired - loyalty.balance.total : null
  const points = (count: number) => tFr('loyalty.points', { count })
  return {
    sellerId: order.seller.id,
    balance: loyalty.balance,
    pointsPerEuro: loyalty.pointsPerEuro,
    affordable: loyalty.rewards
      .filter((r) => r.reached)
      .map((r) => ({ ...r, options: r.kind === 'products' ? options(r.formatIds) : [] }))
      .filter((r) => r.kind === 'discount' || r.options.length > 0),
    next: next && missing !== null ? { name: next.name, missing } : null,
    selected: loyalty.selected,
    error: priced?.errors.find((e) => e.code === 'loyalty')?.message ?? null,
    words: {
      total: points(loyalty.balance.total),
      earned: tFr('loyalty.earned', { count: loyalty.balance.earned }),
      spent: tFr('loyalty.spent', { count: loyalty.balance.spent }),
      perEuro: points(loyalty.pointsPerEuro),
      missing: missing !== null ? points(missing) : null,
      selected: loyalty.selected ? points(loyalty.selected.pointsToLose) : null,
      rewards: Object.fromEntries(loyalty.rewards.map((r) => [r.id, points(r.pointsRequired)])),
    },
  }
}

/** The viewer's cart, described and priced; `deliveryModes` for the cart page only. */
export async function describeCart(
  ctx: GuardContext,
  request: Request,
  {
    deliveryModes = false,
    destination,
  }: { deliveryModes?: boolean; destination?: Destination } = {},
): Promise<{ cart: Cart; view: CartView }> {
  const cart = await loadCart(ctx, request)
  if (!cart.orders.length) return { cart, view: { orders: [], count: 0, totalCents: 0 } }
  const sellers = cart.orders.map((o) => o.seller.id)
  const [prices, listings] = await Promise.all([
    priceCart(ctx, cart, destination),
    Promise.all(sellers.map((id) => sellerCatalogue(ctx, id))),
  ])
  // The price answer lists each seller's modes for this buyer; ask the shop only without it.
  const modes = await Promise.all(
    sellers.map(
      async (id) =>
        prices?.get(id)?.deliveryModes ?? (deliveryModes ? sellerDeliveryModes(ctx, id) : []),
    ),
  )
  const orders = cart.orders.map((o, i) =>
    describeOrder(ctx, o, listings[i] ?? null, prices?.get(o.seller.id), modes[i] ?? []),
  )
  return {
    cart,
    view: {
      orders,
      count: orders.reduce((n, o) => n + o.count, 0),
      totalCents: prices ? orders.reduce((n, o) => n + (o.totals?.totalTTC ?? 0), 0) : null,
    },
  }
}
