import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { EmptyList, ListPage } from '#app/modules/sales/web/components/list-page'
import { SalesTable, type Column } from '#app/modules/sales/web/components/sales-table'
import { loadLists, type ListRow } from '#app/modules/crm/web/lists.server'
import { LISTS_PATH } from '#app/modules/crm/domain/lists'
import { titleOf } from '#app/platform/domain/navigation'
import { guard } from '#app/platform/web/guard.server'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'

/** The shop's marketing lists (issue 17 §3), each with the number of clients it reaches now. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const { lists, canCreate } = await loadLists(ctx)
  return {
    title: titleOf(LISTS_PATH),
    lists,
    actions: canCreate ? [{ label: 'Nouvelle liste', to: `${LISTS_PATH}/add` }] : [],
  }
}

export const meta = areaMeta
export { ErrorBoundary }

const columns: Column<ListRow>[] = [
  {
    header: 'Liste',
    primary: true,
    cell: (l) => (
      <Link to={`${LISTS_PATH}/${l.id}`} className="font-medium text-primary-dark underline">
        {l.name}
      </Link>
    ),
  },
  { header: 'Type', cell: (l) => l.type },
  { header: 'Clients', cell: (l) => l.count, align: 'right' },
  { header: 'Modifiée le', cell: (l) => l.updatedAt },
]

export default function Lists() {
  const data = useLoaderData<typeof loader>()
  return (
    <ListPage title={data.title} actions={data.actions}>
      {data.lists.length ? (
        <SalesTable
          caption="Listes de la boutique"
          columns={columns}
          rows={data.lists}
          rowKey={(l) => l.id}
          testId="crm-lists"
        />
      ) : (
        <EmptyList filtered={false} empty="Aucune liste pour le moment." />
      )}
    </ListPage>
  )
}
