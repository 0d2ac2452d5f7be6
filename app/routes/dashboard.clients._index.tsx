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
import {
  departmentChoices,
  kindChoices,
  pipeChoices,
  revenueChoices,
  sortChoices,
} from '#app/modules/clients/web/choices'
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
        { label: 'Nouveau client', to: '/dashboard/clients/add' },
        { label: 'Nouveau client professionnel', to: '/dashboard/clients/add?isPro=true' },
        { label: 'Nouveau prospect', to: '/dashboard/clients/add?pipe=Prospect' },
        // Imports: owners and collaborators with createClient (agents create, not import).
        ...(canOpen('/dashboard/clients/import', ctx.viewer)
          ? [{ label: 'Importer des clients', to: '/dashboard/clients/import' }]
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
export { ErrorBoundary }

const columns: Column<ClientListRow>[] = [
  {
    header: 'Client',
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
  { header: 'Type', cell: (c) => (c.prospect ? `${c.kind} · prospect` : c.kind) },
  { header: 'Typologie', cell: (c) => c.typology },
  { header: 'E-mail', cell: (c) => c.email },
  { header: 'Téléphone', cell: (c) => c.phone },
  { header: 'Ville', cell: (c) => c.city },
  { header: 'Étiquettes', cell: (c) => c.tags },
  { header: 'Suivi par', cell: (c) => c.follower },
  { header: 'Créé le', cell: (c) => c.createdAt },
]

export default function Clients() {
  const data = useLoaderData<typeof loader>()
  const { list, rows, total } = data
  const selects = [
    { name: 'kind', label: 'Particulier ou pro', all: 'Tous', options: kindChoices },
    { name: 'pipe', label: 'Prospect ou client', all: 'Tous', options: pipeChoices },
    ...(data.typologies.length
      ? [{ name: 'typology', label: 'Typologie', all: 'Toutes', options: data.typologies }]
      : []),
    ...(data.followers.length && !data.followsOnly
      ? [{ name: 'agentId', label: 'Suivi par', all: 'Tout le monde', options: data.followers }]
      : []),
    { name: 'department', label: 'Département', all: 'Tous', options: departmentChoices },
    { name: 'revenue', label: 'Chiffre d’affaires TTC', all: 'Tous', options: revenueChoices },
  ]
  return (
    <ListPage title={data.title} actions={data.actions} exportTo={data.exportTo}>
      <ListFilters
        action={PATH}
        label="Filtrer les clients"
        values={list.values}
        errors={list.errors}
        searchPlaceholder="Nom, raison sociale, e-mail, ville, SIRET…"
        selects={selects}
        sorts={sortChoices}
        dateLabels={['Dernière commande à partir du', 'Dernière commande jusqu’au']}
        amounts={false}
      >
        <div>
          <label htmlFor="filter-tag" className="mb-1 block text-sm font-medium text-gray-800">
            Étiquette
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
          data.followsOnly && 'Vous voyez les clients que vous suivez.',
        ]}
      />
      {rows.length === 0 ? (
        <EmptyList
          filtered={list.filtered}
          empty={
            data.followsOnly
              ? 'Aucun client ne vous est confié pour le moment.'
              : 'Aucun client pour le moment.'
          }
        />
      ) : (
        <SalesTable
          caption={
            data.followsOnly
              ? 'Les clients que vous suivez, selon les filtres choisis'
              : 'Clients de la boutique, selon les filtres choisis'
          }
          columns={columns}
          rows={rows}
          rowKey={(c) => c.id}
          testId="clients-table"
        />
      )}
      <Pagination page={data.page} pages={data.pages} search={list.search} />
    </ListPage>
  )
}
