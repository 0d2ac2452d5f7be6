import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { loginUrl } from '#app/platform/domain/redirect'
import { guard } from '#app/platform/web/guard.server'
import { parseRecordId } from '#app/platform/web/area-route.server'
import { parseEuros } from '#app/platform/domain/money'
import { isCalendarDay } from '#app/platform/domain/validation'
import { fetchProviderFile } from '#app/platform/web/provider.server'
import { publicOrigin } from '#app/platform/web/public-url.server'
import { salesRights, type SalesRights } from '#app/modules/sales/web/rights'
import { nextDay } from '#app/modules/clients/web/list.server'

/**
 * The CSV export of a back-office list, with the list's own filters, streamed from the provider
 * for the signed-in user. `list` names the list (and `id` the record whose rows it is: a campaign,
 * a marketing list; 404 when not the viewer's); the other parameters are the list's filters, in the
 * page's form (amounts in euros) and passed on in the API's (cents). A viewer whose rights do not cover
 * the list gets a 403 here: the provider is not asked, since its 403 would sign them out.
 */
type ExportSpec = {
  /** The API's path; a record's rows (a campaign's recipients) name the record by the page's `id`. */
  path: string | ((id: number) => string)
  allowed: (rights: SalesRights) => boolean
  /** Page parameters (and the request, for its public origin) → API parameters. */
  query: (params: URLSearchParams, request: Request) => URLSearchParams
}

/** The search and the date range every dated list has. */
function searchAndDays(params: URLSearchParams) {
  const out = new URLSearchParams()
  const q = params.get('q')?.trim()
  if (q) out.set('q', q.slice(0, 100))
  for (const key of ['from', 'to']) {
    const day = params.get(key)
    if (day && isCalendarDay(day)) out.set(key, day)
  }
  return out
}

/** The sales lists' filters: the search, the dates, a client and an amount range. */
function common(params: URLSearchParams) {
  const out = searchAndDays(params)
  const clientId = params.get('clientId')
  if (clientId && /^[1-9]\d{0,8}$/.test(clientId)) out.set('clientId', clientId)
  for (const key of ['min', 'max']) {
    const value = parseEuros(params.get(key) ?? '')
    if (value === null) continue
    out.set(key, String(value))
  }
  return out
}

/** A list exported whole (the page has no filter), for whom `allowed` admits. */
const whole = (path: ExportSpec['path'], allowed: ExportSpec['allowed']): ExportSpec => ({
  path,
  allowed,
  query: () => new URLSearchParams(),
})

const pick = (params: URLSearchParams, out: URLSearchParams, key: string, allowed: RegExp) => {
  const value = params.get(key)
  if (value && allowed.test(value)) out.set(key, value)
}

const specs: Record<string, ExportSpec> = {
  // The client file (app/modules/clients): its filters are the API's own, passed on as typed.
  clients: {
    path: '/clients/export.csv',
    allowed: (r) => r.listClients,
    query: (params) => {
      const out = new URLSearchParams()
      const q = params.get('q')?.trim()
      if (q) out.set('q', q.slice(0, 100))
      pick(params, out, 'kind', /^(private|pro)$/)
      pick(params, out, 'pipe', /^(client|prospect)$/)
      pick(params, out, 'typology', /^[\w-]{1,60}$/)
      pick(params, out, 'agentId', /^[1-9]\d{0,8}$/)
      pick(params, out, 'department', /^(\d{2,3}|2[AB])$/)
      const tag = params.get('tag')?.trim()
      if (tag) out.set('tag', tag.slice(0, 40))
      pick(params, out, 'revenue', /^(lt500|500to2000|2000to10000|gt10000)$/)
      // The page's date range is the last order's (clients/web/list.server.ts).
      const from = params.get('from')
      if (from && isCalendarDay(from)) out.set('lastOrderAfter', from)
      const to = params.get('to')
      if (to && isCalendarDay(to)) out.set('lastOrderBefore', nextDay(to))
      pick(params, out, 'sort', /^-?(name|createdAt|city|lastOrder|revenue)$/)
      return out
    },
  },
  orders: {
    path: '/orders/export.csv',
    allowed: (r) => r.readOrders,
    query: (params) => {
      const out = common(params)
      pick(params, out, 'status', /^[a-z]+$/)
      pick(params, out, 'kind', /^(order|sample|future)$/)
      pick(params, out, 'ventilated', /^1$/)
      const [sort, dir] = (params.get('sort') ?? '').split('-')
      if (/^(date|amount|client|status)$/.test(sort ?? '')) out.set('sort', sort)
      if (/^(asc|desc)$/.test(dir ?? '')) out.set('dir', dir)
      return out
    },
  },
  documents: {
    path: '/sales-documents/export.csv',
    allowed: (r) => r.readDocuments,
    query: (params) => {
      const out = common(params)
      const type = params.get('type')
      out.set('type', type && /^(quote|invoice|deposit|credit)$/.test(type) ? type : 'all')
      pick(params, out, 'status', /^[a-z]+$/)
      const [sort, dir] = (params.get('sort') ?? '').split('-')
      if (/^(date|number|amount|client)$/.test(sort ?? '')) out.set('sort', sort)
      if (/^(asc|desc)$/.test(dir ?? '')) out.set('dir', dir)
      return out
    },
  },
  // The whole catalogue in the products import's layout (app/modules/imports): no filter.
  products: whole('/catalogue/export.csv', (r) => r.exportCatalogue),
  // The links to print on the wines' labels (app/modules/elabel), on the shop's public address.
  elabels: {
    path: '/catalogue/elabels.csv',
    allowed: (r) => r.exportElabels,
    query: (_params, request) => new URLSearchParams({ origin: publicOrigin(request) }),
  },
  // The tasks list (app/modules/tasks), its filter as the page shows it.
  tasks: {
    path: '/tasks/export.csv',
    allowed: (r) => r.exportTasks,
    query: (params) => {
      const out = new URLSearchParams()
      pick(params, out, 'filter', /^(mine|team|late|done)$/)
      return out
    },
  },
  // The pipeline (app/modules/clients, opportunities): the page shows it whole.
  opportunities: {
    path: '/opportunities/export.csv',
    allowed: (r) => r.exportOpportunities,
    query: (params) => {
      const out = new URLSearchParams()
      for (const key of ['stageId', 'ownerId', 'clientId']) pick(params, out, key, /^[1-9]\d{0,8}$/)
      return out
    },
  },
  // A campaign's recipients (app/modules/crm), the status filter as the page shows it.
  'campaign-recipients': {
    path: (id) => `/crm/campaigns/${id}/recipients.csv`,
    allowed: (r) => r.exportCampaignRecipients,
    query: (params) => {
      const out = new URLSearchParams()
      pick(params, out, 'status', /^(queued|sent|failed|bounced|unsubscribed)$/)
      return out
    },
  },
  // A marketing list's members (app/modules/crm): the list is its own filter.
  'list-members': whole(
    (id) => `/crm/lists/${id}/members.csv`,
    (r) => r.exportListMembers,
  ),
  // The CRM's indexes (app/modules/crm) and the past imports (app/modules/imports): no filter.
  campaigns: whole('/crm/campaigns/export.csv', (r) => r.exportCampaigns),
  lists: whole('/crm/lists/export.csv', (r) => r.exportLists),
  models: whole('/crm/models/export.csv', (r) => r.exportModels),
  imports: whole('/imports/export.csv', (r) => r.exportImports),
  // The delivery list (app/modules/sales, shipments), its filters as the page shows them.
  shipments: {
    path: '/shipments/export.csv',
    allowed: (r) => r.exportShipments,
    query: (params) => {
      const out = searchAndDays(params)
      pick(params, out, 'status', /^[a-zA-Z]+$/)
      pick(params, out, 'kind', /^(delivery|return)$/)
      return out
    },
  },
  // What is owed (the ledger's outstandings, unpaids and credit notes): whole lists.
  outstandings: whole('/payments/outstandings/export.csv', (r) => r.pay),
  unpaids: whole('/payments/unpaids/export.csv', (r) => r.pay),
  credits: whole('/payments/credits/export.csv', (r) => r.pay),
  payments: {
    path: '/payments/export.csv',
    allowed: (r) => r.pay,
    query: (params) => {
      const out = common(params)
      pick(params, out, 'kind', /^(payment|refund|credit)$/)
      pick(params, out, 'method', /^[a-zA-Z]+$/)
      pick(params, out, 'sort', /^-?(receivedAt|amount)$/)
      return out
    },
  },
}

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const params = new URL(request.url).searchParams
  const spec = specs[params.get('list') ?? '']
  const id = parseRecordId(params.get('id') ?? undefined)
  if (!spec || (typeof spec.path !== 'string' && id === null))
    throw new Response('Liste inconnue.', { status: 404 })
  if (!ctx.auth.jwt || !spec.allowed(salesRights(ctx.viewer)))
    throw new Response('Vos droits ne vous permettent pas d’exporter cette liste.', { status: 403 })
  const query = spec.query(params, request).toString()
  const path = typeof spec.path === 'string' ? spec.path : spec.path(id!)
  const res = await fetchProviderFile(request, `${path}${query ? `?${query}` : ''}`, ctx.auth.jwt)
  if (res.status === 401) {
    const url = new URL(request.url)
    throw redirect(loginUrl(url.pathname + url.search))
  }
  if (res.status === 404) throw new Response('Liste introuvable.', { status: 404 })
  if (!res.ok || !res.body)
    throw new Response('L’export n’a pas pu être préparé.', {
      status: res.status === 400 ? 400 : 502,
    })
  return new Response(res.body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition':
        res.headers.get('content-disposition') ?? 'attachment; filename="export.csv"',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}
