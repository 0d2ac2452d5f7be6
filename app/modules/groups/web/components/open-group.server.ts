/**
 * "Commander à plusieurs" on the cart page: a seller's order of the cart becomes the first lines
 * of a new grouped order (POST /grouped-orders), then leaves the cart. A refusal comes back to
 * the cart page with the messages beside the form's fields.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import type * as z from 'zod'
import { openGroupFormSchema, openGroupSchema } from '#app/modules/groups/domain/grouped-orders'
import { removeOrders } from '#app/modules/checkout/domain/cart'
import { loadCart, saveCart } from '#app/modules/checkout/web/cart.server'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import { isoToParisLocal, parisLocalToIso } from './group-format'
import { openGroupRoute } from '#app/modules/groups/contract'

const DAY_MS = 24 * 60 * 60_000

export type OpenGroupValues = Omit<z.output<typeof openGroupFormSchema>, 'intent' | 'sellerId'>

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

/** Each refusal of `openGroupSchema` under its field's path, as the API words them. */
function fieldErrors(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) (errors[issue.path.join('.')] ??= []).push(issue.message)
  return errors
}

export async function openGroupFromCart(ctx: GuardContext, request: Request, form: FormData) {
  const submission = parseWithZod(form, { schema: openGroupFormSchema, disableAutoCoercion: true })
  if (submission.status !== 'success') throw new Response('Requête invalide', { status: 400 })
  if (ctx.viewer.role !== 'buyer')
    throw new Response('Les commandes groupées sont réservées aux acheteurs.', { status: 403 })
  const { intent: _intent, sellerId, ...values } = submission.value
  const refuse = (status: number, message: string, errors: Record<string, string[]> = {}) =>
    data<OpenGroupReply>({ openGroup: { sellerId, values, errors, message } }, { status })
  const cart = await loadCart(ctx, request)
  const order = cart.orders.find((o) => o.seller.id === sellerId)
  if (!order?.products.length) return refuse(400, 'Cette commande n’est plus dans votre panier.')
  const { name: recipient, ...address } = values.address
  const body = {
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
  }
  // The API's own rules, read from the same schema: the refusals come back beside the fields.
  const checked = openGroupSchema().safeParse(body)
  if (!checked.success)
    return refuse(400, checked.error.issues[0].message, fieldErrors(checked.error.issues))
  const result = await ctx.api.call(openGroupRoute, {
    json: {
      ...body,
      deliveryModeId: checked.data.deliveryModeId,
      paymentType: checked.data.paymentType,
    },
  })
  if (!result.ok) return refuse(result.status, result.data.message, result.data.errors ?? {})
  // The lines now live in the group: the cart keeps the other sellers' orders only.
  const saved = await saveCart(ctx, request, removeOrders(cart, [sellerId]))
  return redirectWithToast(
    request,
    `/groups/${result.data.group.token}`,
    { type: 'success', message: result.data.message },
    { headers: saved.ok ? saved.headers.map((h) => ['set-cookie', h] as [string, string]) : [] },
  )
}
