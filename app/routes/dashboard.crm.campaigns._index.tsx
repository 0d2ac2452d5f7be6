import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { EmptyList, ListPage } from '#app/modules/sales/web/components/list-page'
import { SalesTable, type Column } from '#app/modules/sales/web/components/sales-table'
import { loadCampaigns, type CampaignRow } from '#app/modules/crm/web/campaigns.server'
import { CAMPAIGNS_PATH } from '#app/modules/crm/domain/campaigns'
import { titleOf } from '#app/platform/domain/navigation'
import { guard } from '#app/platform/web/guard.server'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'

/** The shop's campaigns (issue 17 §3): what was sent or will be, to whom, and what became of it. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const { campaigns, canCreate } = await loadCampaigns(ctx)
  return {
    title: titleOf(CAMPAIGNS_PATH),
    campaigns,
    actions: canCreate ? [{ label: 'Nouvelle campagne', to: `${CAMPAIGNS_PATH}/add` }] : [],
  }
}

export const meta = areaMeta
export { ErrorBoundary }

const columns: Column<CampaignRow>[] = [
  {
    header: 'Campagne',
    primary: true,
    cell: (c) => (
      <Link to={`${CAMPAIGNS_PATH}/${c.id}`} className="font-medium text-primary-dark underline">
        {c.name}
      </Link>
    ),
  },
  { header: 'Modèle', cell: (c) => c.model },
  { header: 'Liste', cell: (c) => c.list },
  { header: 'Statut', cell: (c) => c.status },
  { header: 'Date', cell: (c) => `${c.dateLabel} ${c.date}` },
  { header: 'Destinataires', cell: (c) => c.countsText },
]

export default function Campaigns() {
  const data = useLoaderData<typeof loader>()
  return (
    <ListPage title={data.title} actions={data.actions}>
      <p className="text-sm text-gray-700">
        Les ouvertures ne sont pas suivies : aucun pixel espion dans vos mails.
      </p>
      {data.campaigns.length ? (
        <SalesTable
          caption="Campagnes de la boutique"
          columns={columns}
          rows={data.campaigns}
          rowKey={(c) => c.id}
          testId="crm-campaigns"
        />
      ) : (
        <EmptyList filtered={false} empty="Aucune campagne pour le moment." />
      )}
    </ListPage>
  )
}
