/**
 * The grouped order's page (/groups/{token}): what it shows and what its forms do. Every form is
 * a plain POST answered by a redirect with a message, or by the refusal beside the forms.
 */
import { data } from '@remix-run/node'
import {
  cancelGroupRoute,
  groupLinesRoute,
  groupRoute,
  joinGroupRoute,
  leaveGroupRoute,
  placeGroupRoute,
} from '#app/modules/groups/contract'
import type { AnswerOf } from '#app/platform/contract'
import type { CatalogueListing } from '#app/modules/shop/web/components/catalogue-types'
import { lineQuantitySchema, quantitySchema } from '#app/modules/checkout/domain/cart'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'

export type MemberGroupView = Extract<AnswerOf<typeof groupRoute>['group'], { myLines: unknown }>
export type PickerOption = { value: string; label: string }

export async function loadGroupPage(ctx: GuardContext, request: Request, token: string) {
  const result = await ctx.api.call(groupRoute, { params: { token } })
  if (result.status === 404) throw new Response('Commande groupée introuvable.', { status: 404 })
  if (!result.ok) throw new Response(result.data.message, { status: result.status })
  const group = result.data.group
  let options: PickerOption[] = []
  if ('myLines' in group && group.open) {
    // The wines this buyer may see in that shop; the group's prices come from the engine.
    const listing = await ctx.api.get<CatalogueListing>(`/shops/${group.shop.id}/products`)
    options = listing.ok
      ? listing.data.products
          .filter((p) => p.status !== 'outofstock')
          .flatMap((p) =>
            p.formats.flatMap((f) =>
              p.vintages.map((v) => ({
                value: `${f.id}:${v.id}`,
                label: [p.name, v.label, f.label].filter(Boolean).join(' · '),
              })),
            ),
          )
      : []
  }
  const shareUrl = `${new URL(request.url).origin}/groups/${token}`
  return { group, options, shareUrl }
}

export type GroupActionReply = { message: string }

type Line = { formatId: number; vintageId: number; quantity: number }

const refuse = (message: string, status = 400) => data<GroupActionReply>({ message }, { status })

/** The member's lines after one change on the page, as PUT …/lines takes them. */
function changedLines(group: MemberGroupView, form: FormData, intent: string): Line[] | string {
  const lines: Line[] = group.myLines.map((l) => ({
    formatId: l.formatId,
    vintageId: l.vintageId,
    quantity: l.quantity,
  }))
  if (intent === 'add') {
    const [formatId, vintageId] = String(form.get('item') ?? '')
      .split(':')
      .map(Number)
    const quantity = quantitySchema.safeParse(form.get('quantity'))
    if (!formatId || !vintageId) return 'Choisissez un article.'
    if (!quantity.success) return quantity.error.issues[0].message
    const same = lines.find((l) => l.formatId === formatId && l.vintageId === vintageId)
    if (same) same.quantity += quantity.data
    else lines.push({ formatId, vintageId, quantity: quantity.data })
    return lines
  }
  const at = group.myLines.findIndex((l) => l.idTmp === form.get('idTmp'))
  if (at < 0) return 'Cet article n’est plus dans vos articles.'
  if (intent === 'remove') return lines.filter((_, i) => i !== at)
  const quantity = lineQuantitySchema.safeParse(form.get('quantity'))
  if (!quantity.success) return quantity.error.issues[0].message
  lines[at].quantity = quantity.data
  return lines.filter((l) => l.quantity > 0)
}

const simple = {
  join: joinGroupRoute,
  leave: leaveGroupRoute,
  place: placeGroupRoute,
  cancel: cancelGroupRoute,
} as const

export async function groupPageAction(ctx: GuardContext, request: Request, token: string) {
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  const back = `/groups/${token}`
  if (intent in simple) {
    const result = await ctx.api.call(simple[intent as keyof typeof simple], { params: { token } })
    if (!result.ok) return refuse(result.data.message, result.status)
    const failed = 'placed' in result.data && result.data.placed === false
    return redirectWithToast(request, back, {
      type: failed ? 'error' : 'success',
      message: result.data.message ?? '',
    })
  }
  if (!['add', 'quantity', 'remove'].includes(intent)) return refuse('Requête invalide.')
  const current = await ctx.api.call(groupRoute, { params: { token } })
  if (!current.ok) return refuse(current.data.message, current.status)
  if (!('myLines' in current.data.group)) return refuse('Rejoignez d’abord la commande groupée.')
  const lines = changedLines(current.data.group, form, intent)
  if (typeof lines === 'string') return refuse(lines)
  const result = await ctx.api.call(groupLinesRoute, { params: { token }, json: { lines } })
  if (!result.ok) return refuse(result.data.message, result.status)
  return redirectWithToast(request, back, {
    type: 'success',
    message: result.data.message ?? 'Vos articles ont été enregistrés.',
  })
}
