import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { i18nClientLoader } from '#app/platform/web/i18n-client'
import type { TFunction } from 'i18next'
import { tFr } from '#app/platform/web/t.server'
import { useTranslation } from 'react-i18next'
import { formatCount } from '#app/platform/domain/format'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { ListFilters } from '#app/modules/sales/web/components/list-filters'
import { EmptyList, ListPage, ListSummary } from '#app/modules/sales/web/components/list-page'
import { Pagination } from '#app/modules/sales/web/components/pagination'
import { SalesTable, type Column } from '#app/modules/sales/web/components/sales-table'
import { exportHref } from '#app/modules/sales/web/list-query'
import { titleOf } from '#app/platform/domain/navigation'
import { guard } from '#app/platform/web/guard.server'
import { clientChoices } from '#app/modules/clients/web/choices'
import {
  loadClientsPage,
  readClientQuery,
  readTag,
  type ClientListRow,
} from '#app/modules/clients/web/list.server'
import { clientOptions } from '#app/modules/clients/web/options.server'
import { clientRights } from '#app/modules/clients/web/rights'
import { canOpen } from '#app/platform/domain/access'

const PATH = '/dashboard/clients'

/**
 * The client file (spec 2.2): searched, filtered, sorted and paged on the server, exported to
 * CSV with the same filters. Agents and collaborators denied seeAllClient see the clients they
 * follow: the API narrows, the page says so.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const rights = clientRights(ctx.viewer)
  const { typologies, followers } = await clientOptions(ctx)
  const list = readClientQuery(request, typologies, followers)
  const tag = readTag(request)
  const found = await loadClientsPage(ctx, list, typologies, followers, tag)
  const actions = rights.create
    ? [
        { label: tFr('clients.list.newClient'), to: '/dashboard/clients/add' },
        { label: tFr('clients.list.newPro'), to: '/dashboard/clients/add?isPro=true' },
        { label: tFr('clients.list.newProspect'), to: '/dashboard/clients/add?pipe=Prospect' },
        // Imports: owners and collaborators with createClient (agents create, not import).
        ...(canOpen('/dashboard/clients/import', ctx.viewer)
          ? [{ label: tFr('clients.list.import'), to: '/dashboard/clients/import' }]
          : []),
      ]
    : []
  return {
    title: titleOf(PATH),
    followsOnly: rights.followsOnly,
    rows: found.rows,
    total: found.total,
    totalCapped: found.totalCapped,
    page: found.page,
    pages: found.pages,
    list: {
      values: list.values,
      errors: list.errors,
      search: list.search,
      filtered: list.filtered,
    },
    typologies,
    followers,
    actions,
    tag: tag ?? '',
    exportTo: exportHref('clients', list.search, tag ? { tag } : {}),
  }
}

export const meta = areaMeta
/** The page translates (app/locales): i18next comes with it. */
export const handle = { i18n: true }
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  i18nClientLoader(serverLoader)
export { ErrorBoundary }

const columnsOf = (t: TFunction): Column<ClientListRow>[] => [
  {
    header: t('clients.list.client'),
    primary: true,
    cell: (c) => (
      <Link
        to={`${PATH}/${c.id}`}
        className="inline-block min-h-[24px] font-medium text-primary-dark underline"
      >
        {c.name}
      </Link>
    ),
  },
  {
    header: t('clients.list.type'),
    cell: (c) => (c.prospect ? t('clients.list.prospectKind', { kind: c.kind }) : c.kind),
  },
  { header: t('clients.list.typology'), cell: (c) => c.typology },
  { header: t('clients.list.email'), cell: (c) => c.email },
  { header: t('clients.list.phone'), cell: (c) => c.phone },
  { header: t('clients.list.city'), cell: (c) => c.city },
  { header: t('clients.list.tags'), cell: (c) => c.tags },
  { header: t('clients.list.follower'), cell: (c) => c.follower },
  { header: t('clients.list.createdAt'), cell: (c) => c.createdAt },
]

export default function Clients() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const { list, rows, total } = data
  const { kindChoices, pipeChoices, departmentChoices, revenueChoices, sortChoices } =
    clientChoices(t)
  const selects = [
    {
      name: 'kind',
      label: t('clients.list.kind'),
      all: t('clients.list.all'),
      options: kindChoices,
    },
    {
      name: 'pipe',
      label: t('clients.list.pipe'),
      all: t('clients.list.all'),
      options: pipeChoices,
    },
    ...(data.typologies.length
      ? [
          {
            name: 'typology',
            label: t('clients.list.typology'),
            all: t('clients.list.allTypologies'),
            options: data.typologies,
          },
        ]
      : []),
    ...(data.followers.length && !data.followsOnly
      ? [
          {
            name: 'agentId',
            label: t('clients.list.follower'),
            all: t('clients.list.everyone'),
            options: data.followers,
          },
        ]
      : []),
    {
      name: 'department',
      label: t('clients.list.department'),
      all: t('clients.list.all'),
      options: departmentChoices,
    },
    {
      name: 'revenue',
      label: t('clients.list.revenue'),
      all: t('clients.list.all'),
      options: revenueChoices,
    },
  ]
  return (
    <ListPage title={data.title} actions={data.actions} exportTo={data.exportTo}>
      <ListFilters
        action={PATH}
        label={t('clients.list.filter')}
        values={list.values}
        errors={list.errors}
        searchPlaceholder={t('clients.list.searchPlaceholder')}
        selects={selects}
        sorts={sortChoices}
        dateLabels={[t('clients.list.lastOrderFrom'), t('clients.list.lastOrderTo')]}
        amounts={false}
      >
        <div>
          <label htmlFor="filter-tag" className="mb-1 block text-sm font-medium text-gray-800">
            {t('clients.list.tag')}
          </label>
          <input
            id="filter-tag"
            name="tag"
            defaultValue={data.tag}
            maxLength={40}
            className="block min-h-[44px] w-full rounded-md border border-gray-300 bg-white px-3 py-2"
          />
        </div>
      </ListFilters>
      <ListSummary
        items={[
          formatCount(total, 'client', data.totalCapped),
          data.followsOnly && t('clients.list.followsOnly'),
        ]}
      />
      {rows.length === 0 ? (
        <EmptyList
          filtered={list.filtered}
          empty={data.followsOnly ? t('clients.list.emptyFollowed') : t('clients.list.empty')}
        />
      ) : (
        <SalesTable
          caption={data.followsOnly ? t('clients.list.captionFollowed') : t('clients.list.caption')}
          columns={columnsOf(t)}
          rows={rows}
          rowKey={(c) => c.id}
          testId="clients-table"
        />
      )}
      <Pagination page={data.page} pages={data.pages} search={list.search} />
    </ListPage>
  )
}
