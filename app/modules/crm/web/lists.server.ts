/**
 * The marketing lists' pages (issue 17 §3): `/dashboard/crm/lists` (the lists and their counts),
 * `/lists/add` (a static or dynamic list) and `/lists/{id}` (its members, paged; a static list's
 * clients added from a search of the clients list, or removed; a dynamic list's filters changed).
 * Every form is a plain POST (post/redirect/get) read here and sent to /v1/crm/lists; what the
 * viewer may do is the access table's answer (`mayCall`).
 */
import { tFr } from '#app/platform/web/t.server'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from '@remix-run/node'
import * as z from 'zod'
import { listClientsRoute } from '#app/modules/clients/contract'
import { clientOptions } from '#app/modules/clients/web/options.server'
import { clientRights } from '#app/modules/clients/web/rights'
import {
  addMemberRoute,
  createListRoute,
  deleteListRoute,
  listListsRoute,
  listRoute,
  removeMemberRoute,
  saveListRoute,
  type CrmList,
} from '#app/modules/crm/contract'
import { listBody, listForm, listText, listTypeLabels } from '#app/modules/crm/domain/lists'
import { LISTS_PATH } from '#app/modules/crm/domain/lists'
import { idSegment, pageSegment } from '#app/platform/contract'
import { mayCall } from '#app/platform/domain/api-access'
import { formatDate } from '#app/platform/domain/format'
import { replyWithProviderError } from '#app/platform/web/forms.server'
import { salesRights } from '#app/modules/sales/web/rights'
import type { GuardContext } from '#app/platform/web/guard.server'
import { failed, toast } from './shared.server'

export { LISTS_PATH }

const rowOf = (l: CrmList) => ({
  id: l.id,
  name: l.name,
  type: listTypeLabels[l.type],
  count: l.count,
  updatedAt: formatDate(l.updatedAt),
})
export type ListRow = ReturnType<typeof rowOf>

export async function loadLists(ctx: GuardContext) {
  const result = await ctx.api.call(listListsRoute, {})
  if (!result.ok) failed(result)
  return {
    lists: result.data.lists.map(rowOf),
    canCreate: mayCall(ctx.viewer, 'POST /crm/lists'),
    exportTo: salesRights(ctx.viewer).exportLists ? '/resources/sales-export?list=lists' : null,
  }
}

/** The filters' choices of the clients list (typologies, followers), for the list form. */
export async function listFormOptions(ctx: GuardContext) {
  const { typologies, followers } = await clientOptions(ctx)
  return { typologies, followers: clientRights(ctx.viewer).followsOnly ? [] : followers }
}

export type ListReply = { form: string; result: ReturnType<typeof replyWithProviderError> }

/** `/lists/add`: the form posted, the list created, its page opened. */
export async function createListAction(request: Request, ctx: GuardContext, form: FormData) {
  const submission = parseWithZod(form, { schema: listForm })
  if (submission.status !== 'success')
    return data({ form: 'list', result: submission.reply() }, { status: 400 })
  const result = await ctx.api.call(createListRoute, { json: listBody(submission.value) })
  if (!result.ok)
    return data(
      { form: 'list', result: replyWithProviderError(submission, result, []) },
      { status: result.status },
    )
  return toast(request, `${LISTS_PATH}/${result.data.list.id}`, true, result.data.message)
}

const PageQuery = z.object({
  page: pageSegment().catch(1),
  q: z.string().trim().max(100).optional().catch(undefined),
})

/** `/lists/{id}`: the list, a page of its members, and for a static list the clients found. */
export async function loadList(request: Request, ctx: GuardContext, id: string) {
  const url = new URL(request.url)
  const query = PageQuery.parse(Object.fromEntries(url.searchParams))
  const result = await ctx.api.call(listRoute, {
    params: { id },
    query: { page: query.page > 1 ? String(query.page) : undefined },
  })
  if (!result.ok) failed(result)
  const { list, members, total, totalCapped, page, pageSize } = result.data
  const canEdit = mayCall(ctx.viewer, 'PUT /crm/lists/{id}')
  const memberIds = new Set(members.map((m) => m.id))
  // A static list's search: the clients list itself (GET /clients), within the viewer's reach.
  const found =
    list.type === 'static' && canEdit && query.q
      ? await ctx.api.call(listClientsRoute, { query: { q: query.q } })
      : null
  if (found && !found.ok) failed(found)
  const person = (c: {
    id: number
    name: string
    email: string | null
    billingAddress: { city?: string } | null
  }) => ({
    id: c.id,
    name: c.name || `Client n° ${c.id}`,
    email: c.email ?? '',
    city: c.billingAddress?.city ?? '',
  })
  const search = new URLSearchParams(url.search)
  search.delete('page')
  return {
    list: { ...rowOf(list), kind: list.type, filters: list.filters },
    members: members.map(person),
    total,
    totalCapped,
    page,
    pages: Math.max(1, Math.ceil(total / pageSize)),
    search: search.toString(),
    q: query.q ?? '',
    found: found?.ok
      ? found.data.clients.map((c) => ({ ...person(c), member: memberIds.has(c.id) }))
      : null,
    canEdit,
    // Every member the viewer reaches as a CSV file (a dynamic list evaluated then).
    exportTo: salesRights(ctx.viewer).exportListMembers
      ? `/resources/sales-export?list=list-members&id=${list.id}`
      : null,
    back: `${LISTS_PATH}/${list.id}${url.search}`,
  }
}

const Intent = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('save') }),
  z.object({ intent: z.literal('delete') }),
  z.object({ intent: z.literal('add'), clientId: idSegment() }),
  z.object({ intent: z.literal('remove'), clientId: idSegment() }),
])

/** Back to the list's page (its search and page kept), never elsewhere. */
const backOf = (id: string, value: FormDataEntryValue | null) => {
  const path = `${LISTS_PATH}/${id}`
  return typeof value === 'string' && (value === path || value.startsWith(`${path}?`))
    ? value
    : path
}

/** `/lists/{id}`'s forms: save (name, filters), delete, add or remove a member. */
export async function listAction(request: Request, ctx: GuardContext, id: string, form: FormData) {
  const back = backOf(id, form.get('redirectTo'))
  const intent = Intent.safeParse(Object.fromEntries(form))
  if (!intent.success) return toast(request, back, false, tFr('crm.badRequest'))
  // A replayed form of a viewer without createList: refused here, as a 403 would sign them out.
  if (!mayCall(ctx.viewer, 'PUT /crm/lists/{id}'))
    return toast(request, back, false, listText.noCreate)
  const act = intent.data
  const params = { id }
  if (act.intent === 'delete') {
    const result = await ctx.api.call(deleteListRoute, { params })
    if (!result.ok) return toast(request, back, false, result.data.message)
    return toast(request, LISTS_PATH, true, result.data.message)
  }
  if (act.intent === 'add' || act.intent === 'remove') {
    const result =
      act.intent === 'add'
        ? await ctx.api.call(addMemberRoute, { params, json: { clientId: act.clientId } })
        : await ctx.api.call(removeMemberRoute, {
            params: { id, clientId: String(act.clientId) },
          })
    return toast(request, back, result.ok, result.data.message)
  }
  const submission = parseWithZod(form, { schema: listForm })
  if (submission.status !== 'success')
    return data({ form: 'list', result: submission.reply() }, { status: 400 })
  const body = listBody(submission.value)
  const result = await ctx.api.call(saveListRoute, {
    params,
    json: { name: body.name, ...(body.type === 'dynamic' ? { filters: body.filters } : {}) },
  })
  if (!result.ok)
    return data(
      { form: 'list', result: replyWithProviderError(submission, result, []) },
      { status: result.status },
    )
  return toast(request, back, true, result.data.message)
}

/** A page the viewer may not open without createList goes back to the lists. */
export const toLists = () => redirect(LISTS_PATH)
