import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, Link, useLoaderData } from '@remix-run/react'
import { EmptyList, ListPage, ListSummary } from '#app/modules/sales/web/components/list-page'
import { Pagination } from '#app/modules/sales/web/components/pagination'
import { SalesTable, type Column } from '#app/modules/sales/web/components/sales-table'
import {
  loadProspectsPage,
  PROSPECTION_PATH,
  prospectsAction,
  type ProspectRow,
} from '#app/modules/clients/web/prospects.server'
import { titleOf } from '#app/platform/domain/navigation'
import { readForm } from '#app/platform/web/forms.server'
import { guard } from '#app/platform/web/guard.server'
import { buttonClass } from '#app/ui/button'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'

/** The shop's prospects (issue 17 §1) with their source, each made a client by a small form. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return { title: titleOf(PROSPECTION_PATH), ...(await loadProspectsPage(request, ctx)) }
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return prospectsAction(request, ctx, await readForm(request))
}

export const meta = areaMeta
export { ErrorBoundary }

const columns = (canConvert: boolean): Column<ProspectRow>[] => [
  {
    header: 'Prospect',
    primary: true,
    cell: (c) => (
      <Link
        to={`/dashboard/clients/${c.id}`}
        className="inline-block min-h-[24px] font-medium text-primary-dark underline"
      >
        {c.name}
      </Link>
    ),
  },
  { header: 'Origine', cell: (c) => c.source },
  { header: 'E-mail', cell: (c) => c.email },
  { header: 'Téléphone', cell: (c) => c.phone },
  { header: 'Ville', cell: (c) => c.city },
  { header: 'Suivi par', cell: (c) => c.follower },
  { header: 'Depuis le', cell: (c) => c.since },
  ...(canConvert
    ? [
        {
          header: 'Conversion',
          cell: (c: ProspectRow) => (
            <Form method="post">
              <input type="hidden" name="intent" value="convert" />
              <input type="hidden" name="id" value={c.id} />
              <button
                type="submit"
                className={buttonClass('secondary', 'text-sm')}
                aria-label={`Passer ${c.name} en client`}
              >
                Passer en client
              </button>
            </Form>
          ),
        },
      ]
    : []),
]

export default function Prospection() {
  const data = useLoaderData<typeof loader>()
  return (
    <ListPage
      title={data.title}
      actions={
        data.canCreate
          ? [{ label: 'Nouveau prospect', to: '/dashboard/clients/add?pipe=Prospect' }]
          : []
      }
    >
      <Form method="get" className="flex flex-wrap items-end gap-2" role="search">
        <div>
          <label htmlFor="prospect-q" className="mb-1 block text-sm font-medium text-gray-800">
            Rechercher un prospect
          </label>
          <input
            id="prospect-q"
            name="q"
            defaultValue={data.q}
            placeholder="Nom, raison sociale, e-mail, ville…"
            className="block min-h-[44px] rounded-md border border-gray-300 px-3 py-2"
          />
        </div>
        <button type="submit" className={buttonClass('secondary')}>
          Rechercher
        </button>
      </Form>
      <ListSummary
        items={[
          `${data.total} prospect${data.total > 1 ? 's' : ''}`,
          'Un prospect passé en client garde son historique (commandes, devis, tâches, opportunités).',
        ]}
      />
      {data.rows.length === 0 ? (
        <EmptyList filtered={Boolean(data.q)} empty="Aucun prospect pour le moment." />
      ) : (
        <SalesTable
          caption="Prospects de la boutique, les plus récents d’abord"
          columns={columns(data.canConvert)}
          rows={data.rows}
          rowKey={(c) => c.id}
          testId="prospects-table"
        />
      )}
      <Pagination page={data.page} pages={data.pages} search={data.search} />
    </ListPage>
  )
}
