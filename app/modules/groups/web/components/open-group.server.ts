/**
 * "Commander à plusieurs" on the cart page: a seller's order of the cart becomes the first lines
 * of a new grouped order (POST /grouped-orders), then leaves the cart. A refusal comes back to
 * the cart page with the messages beside the form's fields.
 */
import { data } from '@remix-run/node'
import { removeOrders } from '#app/modules/checkout/domain/cart'
import { loadCart, saveCart } from '#app/modules/checkout/web/cart.server'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import { isoToParisLocal, parisLocalToIso } from './group-format'

const DAY_MS = 24 * 60 * 60_000

export type OpenGroupValues = {
  name: string
  deadline: string
  deliveryModeId: string
  paymentType: string
  address: { name: string; street: string; zipcode: string; city: string; country: string }
}

/** What the form shows again after a refusal, for the seller's order it was sent from. */
export type OpenGroupReply = {
  openGroup: {
    sellerId: number
    values: OpenGroupValues
    errors: Record<string, string[]>
    message: string
  }
}

/** The form's first values: a week ahead at 18:00, the buyer's saved delivery address. */
export function openGroupDefaults(ctx: GuardContext) {
  const inAWeek = new Date(Date.now() + 7 * DAY_MS)
  const local = `${isoToParisLocal(inAWeek).slice(0, 10)}T18:00`
  const saved = (ctx.user?.deliveryAddress ?? {}) as Record<string, unknown>
  const text = (key: string) => (typeof saved[key] === 'string' ? (saved[key] as string) : '')
  return {
    deadline: local,
    min: isoToParisLocal(new Date(Date.now() + 60_000)),
    max: isoToParisLocal(new Date(Date.now() + 60 * DAY_MS)),
    address: {
      name: text('name') || [ctx.user?.firstname, ctx.user?.lastname].filter(Boolean).join(' '),
      street: text('street'),
      zipcode: text('zipcode'),
      city: text('city'),
      country: text('country') || 'FR',
    },
  }
}
export type OpenGroupDefaults = ReturnType<typeof openGroupDefaults>

const field = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

export async function openGroupFromCart(ctx: GuardContext, request: Request, form: FormData) {
  if (ctx.viewer.role !== 'buyer')
    throw new Response('Les commandes groupées sont réservées aux acheteurs.', { status: 403 })
  const sellerId = Number(field(form, 'sellerId'))
  const values: OpenGroupValues = {
    name: field(form, 'name'),
    deadline: field(form, 'deadline'),
    deliveryModeId: field(form, 'deliveryModeId'),
    paymentType: field(form, 'paymentType'),
    address: {
      name: field(form, 'address.name'),
      street: field(form, 'address.street'),
      zipcode: field(form, 'address.zipcode'),
      city: field(form, 'address.city'),
      country: field(form, 'address.country'),
    },
  }
  const refuse = (status: number, message: string, errors: Record<string, string[]> = {}) =>
    data<OpenGroupReply>({ openGroup: { sellerId, values, errors, message } }, { status })
  const cart = await loadCart(ctx, request)
  const order = cart.orders.find((o) => o.seller.id === sellerId)
  if (!order?.products.length) return refuse(400, 'Cette commande n’est plus dans votre panier.')
  const { name: recipient, ...address } = values.address
  const result = await ctx.api.post<{ group: { token: string } }>('/grouped-orders', {
    shopId: sellerId,
    name: values.name,
    deadline: parisLocalToIso(values.deadline),
    ...(values.deliveryModeId ? { deliveryModeId: Number(values.deliveryModeId) } : {}),
    deliveryAddress: { ...(recipient ? { name: recipient } : {}), ...address },
    paymentType: values.paymentType,
    lines: order.products.map((p) => ({
      formatId: p.formatId,
      vintageId: p.vintageId,
      quantity: p.quantity,
    })),
  })
  if (!result.ok) return refuse(result.status, result.data.message, result.data.errors ?? {})
  // The lines now live in the group: the cart keeps the other sellers' orders only.
  const saved = await saveCart(ctx, request, removeOrders(cart, [sellerId]))
  return redirectWithToast(
    request,
    `/groups/${result.data.group.token}`,
    { type: 'success', message: result.data.message ?? 'La commande groupée est ouverte.' },
    { headers: saved.ok ? saved.headers.map((h) => ['set-cookie', h] as [string, string]) : [] },
  )
}
