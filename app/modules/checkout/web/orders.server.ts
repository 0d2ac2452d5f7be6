/**
 * The orders pages' data (GET /v1/orders, GET /v1/orders/:id) and the producer's decision
 * (PUT /v1/orders/:id/validate|refuse). Only the endpoints the viewer may call are called: a 403
 * from the provider signs the user out.
 */
import {
  listOrdersRoute,
  orderRoute,
  refuseOrderRoute,
  validateOrderRoute,
} from '#app/modules/checkout/contract'
import type { AnswerOf } from '#app/platform/contract'
import { parseWithZod } from '@conform-to/zod/v4'
import { orderDecisionSchema } from '#app/modules/checkout/domain/order-list'
import { hasPermission } from '#app/platform/domain/access'
import { countryName } from '#app/modules/checkout/domain/checkout-schema'
import type { GuardContext } from '#app/platform/web/guard.server'
import { formatCents, formatDate } from '#app/platform/domain/format'
import { redirectWithToast } from '#app/platform/web/toast.server'
import { paymentLabel } from './next-steps'
import { readForm } from '#app/platform/web/forms.server'
import { trackingUrl } from '#app/modules/carriers/domain/tracking'

/** An order as GET /orders lists it. */
type OrderJson = AnswerOf<typeof listOrdersRoute>['orders'][number]
/** One order as GET /orders/:id answers it. */
type OrderDetailJson = AnswerOf<typeof orderRoute>['order']

/** The transfer instructions of an order (the provider's), formatted for the pages. */
export function transferView(order: OrderDetailJson) {
  const t = order.transfer
  return t ? { ...t, amount: formatCents(t.amountCents) } : null
}
export type TransferView = NonNullable<ReturnType<typeof transferView>>

/** Whose orders the viewer reads: a buyer their own, shop staff with seeAllOrder their shop's. */
export function ordersAudience(ctx: GuardContext): 'buyer' | 'shop' | null {
  const { role } = ctx.viewer
  if (role === 'buyer') return 'buyer'
  if ((role === 'owner' || role === 'iam') && hasPermission(ctx.viewer, 'seeAllOrder'))
    return 'shop'
  return null
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

function buyerName(order: OrderJson): string {
  const contact = (order.contact ?? {}) as Record<string, unknown>
  const name = [text(contact.firstname), text(contact.lastname)].filter(Boolean).join(' ')
  const business = text(contact.businessName)
  return [business, name || order.buyer?.username || order.client?.name].filter(Boolean).join(' — ')
}

/** An address as printed lines: title, recipient, street, zip code and city, country. */
export function addressLines(address: Record<string, unknown> | null | undefined): string[] {
  if (!address) return []
  const place = [text(address.zipcode), text(address.city)].filter(Boolean).join(' ')
  return [
    text(address.title),
    text(address.name),
    text(address.street),
    text(address.street2),
    place || null,
    [text(address.county), text(address.state)].filter(Boolean).join(', ') || null,
    countryName(text(address.country)) || null,
  ].filter((l): l is string => Boolean(l))
}

function listItem(order: OrderJson) {
  return {
    id: order.id,
    date: formatDate(order.createdAt),
    shop: order.shop.name,
    buyer: buyerName(order),
    total: formatCents(order.totalTtcCents),
    status: order.status,
  }
}
export type OrderListItem = ReturnType<typeof listItem>

export async function loadOrderList(ctx: GuardContext, request: Request) {
  const audience = ordersAudience(ctx)
  if (!audience)
    return { audience, agent: ctx.viewer.role === 'agent', orders: [], page: 1, pages: 1 }
  const raw = new URL(request.url).searchParams.get('page') ?? '1'
  const page = /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1
  const result = await ctx.api.call(listOrdersRoute, { query: { page: String(page) } })
  if (!result.ok) throw new Response(result.data.message, { status: result.status })
  const { orders, total, pageSize } = result.data
  return {
    audience,
    agent: false,
    orders: orders.map(listItem),
    page,
    pages: Math.max(1, Math.ceil(total / pageSize)),
  }
}

function detail(order: OrderDetailJson) {
  const contact = (order.contact ?? {}) as Record<string, unknown>
  const shipping = (order.shipping ?? {}) as Record<string, unknown>
  const unit = order.ttc ? 'TTC' : 'HT'
  return {
    id: order.id,
    date: formatDate(order.createdAt),
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentType: paymentLabel(order.paymentType),
    shop: order.shop.name,
    buyer: buyerName(order),
    contact: {
      email: text(contact.email) ?? order.buyer?.email ?? order.client?.email ?? null,
      phone: text(contact.phone),
      siret: text(contact.siret),
    },
    lines: order.lines.map((line) => ({
      id: line.id,
      name: line.name,
      detail: [line.formatLabel, line.vintageName].filter(Boolean).join(' · '),
      quantity: line.quantity,
      unitPrice: `${formatCents(line.unitPriceCents)} ${unit}`,
      total: formatCents(line.totalTtcCents),
      isWrapped: line.isWrapped,
    })),
    totals: {
      totalHT: order.totalHtCents,
      tva: order.tvaCents,
      duties: order.dutiesCents,
      shipping: order.shippingCents,
      wrapping: order.wrappingCents,
      promoAmount: order.promoAmountCents,
      totalTTC: order.totalTtcCents,
    },
    promoCode: order.promoCode,
    delivery: {
      mode: text(shipping.name),
      instructions: text(shipping.instructions),
      mountain: shipping.mountain === true,
      address: addressLines(order.deliveryAddress),
      /** The parcels a carrier follows (carriers area): their number and tracking page. */
      tracking: order.shipments.flatMap((s) => {
        const url = s.kind === 'delivery' ? trackingUrl(s.carrier, s.trackingRef) : null
        return url ? [{ ref: s.trackingRef!, url }] : []
      }),
    },
    billingAddress: addressLines(order.billingAddress),
    transfer: transferView(order),
  }
}
export type OrderDetail = ReturnType<typeof detail>

/** One order, or 404 when it is not the viewer's (or does not exist). */
export async function loadOrder(ctx: GuardContext, id: number): Promise<OrderDetail> {
  const result = await ctx.api.call(orderRoute, { params: { id: String(id) } })
  if (!result.ok) throw new Response(result.data.message, { status: result.status })
  return detail(result.data.order)
}

/** The totals and payment of placed orders, for the confirmation page. */
export async function loadPlacedOrders(ctx: GuardContext, ids: readonly number[]) {
  const results = await Promise.all(
    ids.map((id) => ctx.api.call(orderRoute, { params: { id: String(id) } })),
  )
  return results.flatMap((r) =>
    r.ok
      ? [
          {
            id: r.data.order.id,
            shop: r.data.order.shop.name,
            total: formatCents(r.data.order.totalTtcCents),
            paymentType: r.data.order.paymentType,
            transfer: transferView(r.data.order),
          },
        ]
      : [],
  )
}

const decisions = { validate: validateOrderRoute, refuse: refuseOrderRoute } as const

/**
 * 'Valider la commande' / 'Refuser la commande' on the order page: only shop staff with
 * seeAllOrder reach the API (anyone else would be signed out by its 403); the API's answer comes
 * back as a snackbar on the same page.
 */
export async function decideOrder(request: Request, ctx: GuardContext, id: number) {
  const here = `/dashboard/orders/${id}`
  const submission = parseWithZod(await readForm(request), { schema: orderDecisionSchema })
  if (submission.status !== 'success') throw new Response('Action inconnue', { status: 400 })
  const { intent } = submission.value
  if (ordersAudience(ctx) !== 'shop') {
    return redirectWithToast(request, here, {
      type: 'error',
      message: 'Seul le producteur peut valider ou refuser une commande.',
    })
  }
  const result = await ctx.api.call(decisions[intent], { params: { id: String(id) } })
  if (result.status === 404) throw new Response(result.data.message, { status: 404 })
  return redirectWithToast(request, here, {
    type: result.ok ? 'success' : 'error',
    message:
      result.data.message ??
      (intent === 'validate' ? 'La commande a été validée.' : 'La commande a été refusée.'),
  })
}
