/**
 * The account tab's shop part (issue 16 §1): whether the shop is closed and until when its
 * records are kept; for the owner, the full export (asked with intent shop-export, downloaded
 * from /resources/shop-export once ready) and the closing behind the keyword popup (intent
 * close-shop). What is offered is what the API's access table lets the viewer call.
 */
import { data } from '@remix-run/node'
import {
  closeShopRoute,
  requestShopExportRoute,
  shopClosingRoute,
  shopExportRoute,
} from '#app/modules/settings/contract'
import { CLOSE_KEYWORD, closingText } from '#app/modules/settings/domain/closing'
import { mayCall } from '#app/platform/domain/api-access'
import { formatDate } from '#app/platform/domain/format'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'

const here = '/dashboard/settings?link=account'

/** The shop's closing state and, for the owner, its export; null outside a shop's team. */
export async function loadShopClosing(ctx: GuardContext) {
  if (!ctx.shop || !mayCall(ctx.viewer, 'GET /settings/shop/closing')) return null
  const state = await ctx.api.call(shopClosingRoute, {})
  if (!state.ok) throw data({ message: state.data.message }, { status: state.status })
  const { closedAt, retentionUntil } = state.data.closing
  const owner = mayCall(ctx.viewer, 'POST /settings/shop/closing')
  let exported = null
  if (owner) {
    const latest = await ctx.api.call(shopExportRoute, {})
    if (!latest.ok) throw data({ message: latest.data.message }, { status: latest.status })
    const e = latest.data.export
    exported = e && {
      status: e.status,
      createdAt: formatDate(e.createdAt),
      readyAt: e.readyAt ? formatDate(e.readyAt) : null,
      size: e.sizeBytes === null ? null : `${Math.max(1, Math.round(e.sizeBytes / 1024))} Ko`,
      downloadTo: e.status === 'ready' ? '/resources/shop-export' : null,
    }
  }
  return {
    closedOn: closedAt ? formatDate(closedAt) : null,
    keptUntil: retentionUntil ? formatDate(`${retentionUntil}T12:00:00Z`) : null,
    owner,
    keyword: CLOSE_KEYWORD,
    export: exported,
  }
}

/** Intents close-shop and shop-export (the owner's only: the API's table says so too). */
export async function shopClosingAction(request: Request, ctx: GuardContext, form: FormData) {
  if (!mayCall(ctx.viewer, 'POST /settings/shop/closing'))
    throw new Response('Seul le propriétaire peut fermer ou exporter la boutique.', { status: 403 })
  if (form.get('intent') === 'shop-export') {
    const asked = await ctx.api.call(requestShopExportRoute, {})
    if (!asked.ok)
      return data({ form: 'shop-export', message: asked.data.message }, { status: asked.status })
    return redirectWithToast(request, here, { type: 'success', message: asked.data.message })
  }
  // Closed already: every write of the team is refused, and an API refusal would sign them out.
  if (ctx.shop?.closedAt)
    return data({ form: 'close-shop', message: closingText.already }, { status: 409 })
  const closed = await ctx.api.call(closeShopRoute, {
    json: { keyword: String(form.get('keyword') ?? '').slice(0, 50) },
  })
  if (!closed.ok)
    return data({ form: 'close-shop', message: closed.data.message }, { status: closed.status })
  return redirectWithToast(request, here, { type: 'success', message: closed.data.message })
}
