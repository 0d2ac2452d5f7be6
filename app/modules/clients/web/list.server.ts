import { tFr } from '#app/platform/web/t.server'
/**
 * The clients list page: its GET form read with the sales lists' own reader (filters typed wrong
 * are not applied and say why), GET /clients called with them, rows ready to show.
 */
import { listClientsRoute } from '#app/modules/clients/contract'
import { departmentOf, departments } from '#app/modules/clients/domain/departments'
import { clientSorts, revenueBandKeys } from '#app/modules/clients/domain/client-list'
import { pageCount, readListQuery, type ListQuery } from '#app/modules/sales/web/list-query.server'
import type { AnswerOf, CallInput } from '#app/platform/contract'
import { formatDate } from '#app/platform/domain/format'
import type { GuardContext } from '#app/platform/web/guard.server'
import { clientChoices } from './choices'
import type { Choice } from './options.server'

type ClientJson = AnswerOf<typeof listClientsRoute>['clients'][number]
type ClientsQuery = NonNullable<CallInput<typeof listClientsRoute>['query']>

export function readClientQuery(
  request: Request,
  typologies: readonly Choice[],
  followers: readonly Choice[],
) {
  return readListQuery(request, {
    sorts: clientChoices(tFr).sortChoices,
    selects: {
      kind: ['private', 'pro'],
      pipe: ['client', 'prospect'],
      typology: typologies.map((t) => t.value),
      agentId: followers.map((f) => f.value),
      department: [...departments],
      revenue: [...revenueBandKeys],
    },
  })
}

/** The calendar day after `day` (YYYY-MM-DD). */
export function nextDay(day: string) {
  const d = new Date(`${day}T12:00:00Z`)
  d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

/** The tag filter (a free label), read beside the sales lists' reader, which knows no tag. */
export function readTag(request: Request) {
  const tag = new URL(request.url).searchParams.get('tag')?.trim().slice(0, 40)
  return tag || undefined
}

function clientsQuery(list: ListQuery, tag?: string): ClientsQuery {
  const a = list.applied
  const sort = clientSorts.find((s) => s === a.sort)
  return {
    q: a.q,
    kind: a.selects.kind as ClientsQuery['kind'],
    pipe: a.selects.pipe as ClientsQuery['pipe'],
    typology: a.selects.typology,
    agentId: a.selects.agentId,
    department: a.selects.department,
    // The list's date range reads the last order: from that day on, and before the day after `to`.
    lastOrderAfter: a.from,
    lastOrderBefore: a.to ? nextDay(a.to) : undefined,
    revenue: a.selects.revenue as ClientsQuery['revenue'],
    tag,
    sort: sort === 'name' ? undefined : sort,
    page: list.page > 1 ? String(list.page) : undefined,
  }
}

export function clientRow(
  c: ClientJson,
  typologies: readonly Choice[],
  followers: readonly Choice[],
) {
  const address = c.billingAddress ?? c.deliveryAddress
  return {
    id: c.id,
    name: c.name || tFr('clients.file.numbered', { id: c.id }),
    kind: tFr(c.isPro ? 'clients.identity.pro' : 'clients.identity.private'),
    prospect: c.pipe === 'prospect',
    typology: typologies.find((t) => t.value === c.typology)?.label ?? c.typology ?? '',
    email: c.email ?? '',
    phone: c.phone ?? '',
    city: [address?.zipcode, address?.city].filter(Boolean).join(' '),
    department: departmentOf(address?.zipcode) ?? '',
    tags: c.tags.join(', '),
    follower: followers.find((f) => f.value === String(c.agentId))?.label ?? '',
    createdAt: formatDate(c.createdAt),
  }
}
export type ClientListRow = ReturnType<typeof clientRow>

export async function loadClientsPage(
  ctx: GuardContext,
  list: ListQuery,
  typologies: readonly Choice[],
  followers: readonly Choice[],
  tag?: string,
) {
  const result = await ctx.api.call(listClientsRoute, { query: clientsQuery(list, tag) })
  if (!result.ok) throw new Response(result.data.message, { status: result.status })
  return {
    rows: result.data.clients.map((c) => clientRow(c, typologies, followers)),
    total: result.data.total,
    totalCapped: result.data.totalCapped,
    page: list.page,
    pages: pageCount(result.data.total, result.data.pageSize),
  }
}
