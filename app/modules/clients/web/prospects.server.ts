/**
 * /dashboard/clients/prospection (issue 17 §1): the shop's prospects (GET /clients?pipe=prospect,
 * the client list's reach), searched and paged, each with its source and a form that makes it a
 * client on the same record (PUT /clients/{id}/conversion), its history kept.
 */
import { tFr } from '#app/platform/web/t.server'
import * as z from 'zod'
import { convertProspectRoute, listClientsRoute } from '#app/modules/clients/contract'
import { prospectSourceLabels } from '#app/modules/clients/domain/pipeline'
import { idSegment, pageSegment } from '#app/platform/contract'
import { mayCall } from '#app/platform/domain/api-access'
import { formatDate } from '#app/platform/domain/format'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import { pageCount } from '#app/modules/sales/web/list-query.server'
import { exportHref } from '#app/modules/sales/web/list-query'
import { clientRow } from './list.server'
import { clientOptions } from './options.server'

export const PROSPECTION_PATH = '/dashboard/clients/prospection'

const Query = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  page: pageSegment().catch(1),
})

export async function loadProspectsPage(request: Request, ctx: GuardContext) {
  const url = new URL(request.url)
  const q = Query.parse(Object.fromEntries(url.searchParams))
  const { typologies, followers } = await clientOptions(ctx)
  const result = await ctx.api.call(listClientsRoute, {
    query: {
      pipe: 'prospect',
      q: q.q || undefined,
      sort: '-createdAt',
      page: q.page > 1 ? String(q.page) : undefined,
    },
  })
  if (!result.ok) throw new Response(result.data.message, { status: result.status })
  const rows = result.data.clients.map((c) => ({
    ...clientRow(c, typologies, followers),
    source: c.source ? prospectSourceLabels[c.source] : tFr('clients.web.noSource'),
    since: formatDate(c.createdAt),
  }))
  return {
    rows,
    total: result.data.total,
    page: q.page,
    pages: pageCount(result.data.total, result.data.pageSize),
    q: q.q ?? '',
    search: url.search,
    // The client file's CSV, narrowed to the prospects as this page lists them.
    exportTo: exportHref('clients', url.search, { pipe: 'prospect', sort: '-createdAt' }),
    canConvert: mayCall(ctx.viewer, 'PUT /clients/{id}/conversion'),
    canCreate: mayCall(ctx.viewer, 'POST /clients'),
  }
}
export type ProspectRow = Awaited<ReturnType<typeof loadProspectsPage>>['rows'][number]

const Convert = z.object({ intent: z.literal('convert'), id: idSegment() })

/** The one form of the page: make a prospect a client, then back to the list. */
export async function prospectsAction(request: Request, ctx: GuardContext, form: FormData) {
  const back = (message: string, ok: boolean) =>
    redirectWithToast(request, PROSPECTION_PATH, { type: ok ? 'success' : 'error', message })
  const act = Convert.safeParse(Object.fromEntries(form))
  if (!act.success) return back(tFr('clients.web.badRequest'), false)
  if (!mayCall(ctx.viewer, 'PUT /clients/{id}/conversion'))
    return back(tFr('clients.web.mayNotEditClients'), false)
  const result = await ctx.api.call(convertProspectRoute, { params: { id: String(act.data.id) } })
  return back(result.data.message, result.ok)
}
