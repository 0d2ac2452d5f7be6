import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { i18nClientLoader } from '#app/platform/web/i18n-client'
import { useTranslation } from 'react-i18next'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { EmptyList, ListPage } from '#app/modules/sales/web/components/list-page'
import { SalesTable, type Column } from '#app/modules/sales/web/components/sales-table'
import { loadCampaigns, type CampaignRow } from '#app/modules/crm/web/campaigns.server'
import { CAMPAIGNS_PATH } from '#app/modules/crm/domain/campaigns'
import { titleOf } from '#app/platform/domain/navigation'
import { guard } from '#app/platform/web/guard.server'
import { tFr } from '#app/platform/web/t.server'
import type { TFunction } from 'i18next'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'

/** The shop's campaigns (issue 17 §3): what was sent or will be, to whom, and what became of it. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const { campaigns, canCreate, exportTo } = await loadCampaigns(ctx)
  return {
    title: titleOf(CAMPAIGNS_PATH),
    campaigns,
    exportTo,
    actions: canCreate ? [{ label: tFr('crm.campaigns.new'), to: `${CAMPAIGNS_PATH}/add` }] : [],
  }
}

export const meta = areaMeta
/** The page translates (app/locales): i18next comes with it. */
export const handle = { i18n: true }
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  i18nClientLoader(serverLoader)
export { ErrorBoundary }

const columnsOf = (t: TFunction): Column<CampaignRow>[] => [
  {
    header: t('crm.campaigns.campaign'),
    primary: true,
    cell: (c) => (
      <Link to={`${CAMPAIGNS_PATH}/${c.id}`} className="font-medium text-primary-dark underline">
        {c.name}
      </Link>
    ),
  },
  { header: t('crm.campaigns.model'), cell: (c) => c.model },
  { header: t('crm.campaigns.list'), cell: (c) => c.list },
  { header: t('crm.campaigns.status'), cell: (c) => c.status },
  { header: t('crm.campaigns.date'), cell: (c) => `${c.dateLabel} ${c.date}` },
  { header: t('crm.campaigns.recipients'), cell: (c) => c.countsText },
]

export default function Campaigns() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  return (
    <ListPage title={data.title} actions={data.actions} exportTo={data.exportTo}>
      <p className="text-sm text-gray-700">{t('crm.campaigns.noTracking')}</p>
      {data.campaigns.length ? (
        <SalesTable
          caption={t('crm.campaigns.caption')}
          columns={columnsOf(t)}
          rows={data.campaigns}
          rowKey={(c) => c.id}
          testId="crm-campaigns"
        />
      ) : (
        <EmptyList filtered={false} empty={t('crm.campaigns.empty')} />
      )}
    </ListPage>
  )
}
