/**
 * The grouped order's page (/groups/{token}): what it shows and what its forms do. Every form is
 * a plain POST answered by a redirect with a message, or by the refusal beside the forms.
 */
import { parseWithZod } from '@conform-to/zod/v4'
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
import { catalogueRoute } from '#app/modules/shop/contract'
import { groupPageFormSchema, type GroupPageForm } from '#app/modules/groups/domain/grouped-orders'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import { readForm } from '#app/platform/web/forms.server'

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
    const listing = await ctx.api.call(catalogueRoute, {
      params: { id: String(group.shop.id) },
    })
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

type SimpleChange = Extract<GroupPageForm, { intent: keyof typeof simple }>
type LineChange = Exclude<GroupPageForm, SimpleChange>
const isSimple = (change: GroupPageForm): change is SimpleChange => change.intent in simple

/** The member's lines after one change on the page, as PUT …/lines takes them. */
function changedLines(group: MemberGroupView, change: LineChange): Line[] | string {
  const lines: Line[] = group.myLines.map((l) => ({
    formatId: l.formatId,
    vintageId: l.vintageId,
    quantity: l.quantity,
  }))
  if (change.intent === 'add') {
    const { formatId, vintageId } = change.item
    const same = lines.find((l) => l.formatId === formatId && l.vintageId === vintageId)
    if (same) same.quantity += change.quantity
    else lines.push({ formatId, vintageId, quantity: change.quantity })
    return lines
  }
  const at = group.myLines.findIndex((l) => l.idTmp === change.idTmp)
  if (at < 0) return 'Cet article n’est plus dans vos articles.'
  if (change.intent === 'remove') return lines.filter((_, i) => i !== at)
  lines[at].quantity = change.quantity
  return lines.filter((l) => l.quantity > 0)
}

const simple = {
  join: joinGroupRoute,
  leave: leaveGroupRoute,
  place: placeGroupRoute,
  cancel: cancelGroupRoute,
} as const

export async function groupPageAction(ctx: GuardContext, request: Request, token: string) {
  const submission = parseWithZod(await readForm(request), {
    schema: groupPageFormSchema,
    disableAutoCoercion: true,
  })
  if (submission.status !== 'success') {
    // A known form with a wrong field says which (item, then quantity); anything else is unknown.
    const known = ['add', 'quantity', 'remove'].includes(String(submission.payload.intent))
    const first = known ? [submission.error?.item, submission.error?.quantity].flat()[0] : null
    return refuse(first ?? 'Requête invalide.')
  }
  const change = submission.value
  const back = `/groups/${token}`
  if (isSimple(change)) {
    const result = await ctx.api.call(simple[change.intent], {
      params: { token },
    })
    if (!result.ok) return refuse(result.data.message, result.status)
    const failed = 'placed' in result.data && result.data.placed === false
    return redirectWithToast(request, back, {
      type: failed ? 'error' : 'success',
      message: result.data.message,
    })
  }
  const current = await ctx.api.call(groupRoute, { params: { token } })
  if (!current.ok) return refuse(current.data.message, current.status)
  if (!('myLines' in current.data.group)) return refuse('Rejoignez d’abord la commande groupée.')
  const lines = changedLines(current.data.group, change)
  if (typeof lines === 'string') return refuse(lines)
  const result = await ctx.api.call(groupLinesRoute, { params: { token }, json: { lines } })
  if (!result.ok) return refuse(result.data.message, result.status)
  return redirectWithToast(request, back, { type: 'success', message: result.data.message })
}
