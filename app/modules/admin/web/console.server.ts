/**
 * The admin console's pages' server helpers (issue 16 §4): the figures' query and view, the
 * lists' search parameters.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import {
  forcePasswordResetRoute,
  listAuditRoute,
  listShopsRoute,
  listUsersRoute,
  lockUserRoute,
  shopModulesRoute,
  shopStatuses,
  suspendShopRoute,
  type overviewRoute,
} from '#app/modules/admin/contract'
import type { AnswerOf } from '#app/platform/contract'
import { roleLabels, shopModules } from '#app/platform/domain/enums'
import { formatCents } from '#app/platform/domain/money'
import { formatDate, formatDateTime } from '#app/platform/domain/format'
import { readForm, replyWithProviderError } from '#app/platform/web/forms.server'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import { shopStatusLabels, type AdminShopStatus } from '../domain/console'
import { impersonateForm, lockForm, modulesForm, resetForm, suspendForm } from '../domain/forms'
import { startImpersonation } from './impersonation.server'

/**
 * The figures are those of the 30 days before `?now=` (an ISO date-time, for a fixed view), else
 * before the present; a malformed `now` is ignored rather than refused.
 */
export function figuresQuery(request: Request): { now?: string } {
  const now = new URL(request.url).searchParams.get('now')
  return now && !Number.isNaN(Date.parse(now)) && /^\d{4}-\d{2}-\d{2}T/.test(now)
    ? { now: new Date(now).toISOString() }
    : {}
}

export function figuresView(data: AnswerOf<typeof overviewRoute>) {
  return {
    shops: data.shops,
    shopsTotal: data.shops.online + data.shops.offline + data.shops.suspended,
    buyers: data.buyers,
    orders: data.orders,
    revenue: formatCents(data.revenueTtcCents),
    from: formatDate(data.from),
    to: formatDate(data.to),
  }
}
export type FiguresView = ReturnType<typeof figuresView>

/** A list's page and search from the URL: page ≥ 1, the search cut to the API's 100 characters. */
export function listParams(request: Request) {
  const url = new URL(request.url)
  const page = Math.max(
    1,
    Math.min(999_999, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1),
  )
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100)
  return { url, page, q }
}

// ----------------------------------------------------------------- the lists

type Ctx = GuardContext

const statuses = new Set<string>(shopStatuses)

export async function loadShops(request: Request, ctx: Ctx) {
  const { url, page, q } = listParams(request)
  const wanted = url.searchParams.get('status') ?? ''
  const status = statuses.has(wanted) ? (wanted as AdminShopStatus) : undefined
  const result = await ctx.api.call(listShopsRoute, {
    query: { page: String(page), ...(q ? { q } : {}), ...(status ? { status } : {}) },
  })
  if (!result.ok) throw new Response(result.data.message ?? '', { status: result.status })
  return {
    q,
    status: status ?? '',
    page,
    pages: Math.max(1, Math.ceil(result.data.total / result.data.pageSize)),
    total: result.data.total,
    shops: result.data.shops.map((s) => ({
      ...s,
      statusLabel: shopStatusLabels[s.status],
      created: formatDate(s.createdAt),
      active: shopModules.filter((m) => s.modules[m]).length,
    })),
  }
}

export async function loadUsers(request: Request, ctx: Ctx) {
  const { page, q } = listParams(request)
  const result = await ctx.api.call(listUsersRoute, {
    query: { page: String(page), ...(q ? { q } : {}) },
  })
  if (!result.ok) throw new Response(result.data.message ?? '', { status: result.status })
  return {
    q,
    page,
    pages: Math.max(1, Math.ceil(result.data.total / result.data.pageSize)),
    total: result.data.total,
    me: ctx.user?.id ?? null,
    users: result.data.users.map((u) => ({
      ...u,
      roleLabel: roleLabels[u.role] ?? u.role,
      created: formatDateTime(u.createdAt),
    })),
  }
}

export async function loadAudit(request: Request, ctx: Ctx) {
  const { page } = listParams(request)
  const result = await ctx.api.call(listAuditRoute, { query: { page: String(page) } })
  if (!result.ok) throw new Response(result.data.message ?? '', { status: result.status })
  return {
    page,
    pages: Math.max(1, Math.ceil(result.data.total / result.data.pageSize)),
    total: result.data.total,
    entries: result.data.entries.map((e) => ({ ...e, when: formatDateTime(e.at) })),
  }
}

// ---------------------------------------------------------------- the actions

/** Back to the list the form was sent from (its search and page kept), with the API's word. */
function backTo(request: Request, ok: boolean, message: string | undefined) {
  const url = new URL(request.url)
  return redirectWithToast(request, url.pathname + url.search, {
    type: ok ? 'success' : 'error',
    message: message ?? '',
  })
}

const badRequest = () => new Response('Requête invalide', { status: 400 })

export async function shopsAction(request: Request, ctx: Ctx) {
  const formData = await readForm(request)
  if (formData.get('intent') === 'modules') {
    const submission = parseWithZod(formData, { schema: modulesForm })
    if (submission.status !== 'success') throw badRequest()
    const ticked = new Set(submission.value.module)
    const result = await ctx.api.call(shopModulesRoute, {
      params: { id: String(submission.value.id) },
      json: { modules: Object.fromEntries(shopModules.map((m) => [m, ticked.has(m)])) },
    })
    return backTo(request, result.ok, result.data.message)
  }
  const submission = parseWithZod(formData, { schema: suspendForm })
  if (submission.status !== 'success') throw badRequest()
  const result = await ctx.api.call(suspendShopRoute, {
    params: { id: String(submission.value.id) },
    json: { suspended: submission.value.suspended === 'true' },
  })
  return backTo(request, result.ok, result.data.message)
}

export async function usersAction(request: Request, ctx: Ctx) {
  const formData = await readForm(request)
  const intent = formData.get('intent')
  if (intent === 'impersonate') {
    const submission = parseWithZod(formData, { schema: impersonateForm })
    if (submission.status !== 'success')
      return data(
        { userId: Number(formData.get('id')) || null, result: submission.reply() },
        { status: 400 },
      )
    const { id, reason } = submission.value
    const started = await startImpersonation(request, ctx, id, reason)
    if (started instanceof Response) return started
    return data(
      { userId: id, result: replyWithProviderError(submission, started, ['reason']) },
      { status: started.status },
    )
  }
  if (intent === 'reset') {
    const submission = parseWithZod(formData, { schema: resetForm })
    if (submission.status !== 'success') throw badRequest()
    const result = await ctx.api.call(forcePasswordResetRoute, {
      params: { id: String(submission.value.id) },
    })
    return backTo(request, result.ok, result.data.message)
  }
  const submission = parseWithZod(formData, { schema: lockForm })
  if (submission.status !== 'success') throw badRequest()
  const result = await ctx.api.call(lockUserRoute, {
    params: { id: String(submission.value.id) },
    json: { locked: submission.value.locked === 'true' },
  })
  return backTo(request, result.ok, result.data.message)
}
