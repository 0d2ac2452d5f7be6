import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { i18nClientLoader } from '#app/platform/web/i18n-client'
import { useTranslation } from 'react-i18next'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { EmptyList, ListPage } from '#app/modules/sales/web/components/list-page'
import { SalesTable, type Column } from '#app/modules/sales/web/components/sales-table'
import { loadModels, type ModelRow } from '#app/modules/crm/web/models.server'
import { MODELS_PATH } from '#app/modules/crm/domain/models'
import { titleOf } from '#app/platform/domain/navigation'
import { guard } from '#app/platform/web/guard.server'
import { tFr } from '#app/platform/web/t.server'
import type { TFunction } from 'i18next'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'

/** The shop's mail models (issue 17 §3), standard and advanced. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const { models, canCreate, exportTo } = await loadModels(ctx)
  return {
    title: titleOf(MODELS_PATH),
    models,
    exportTo,
    actions: canCreate
      ? [
          { label: tFr('crm.models.newStandard'), to: `${MODELS_PATH}/add` },
          { label: tFr('crm.models.newAdvanced'), to: `${MODELS_PATH}/advanced` },
        ]
      : [],
  }
}

export const meta = areaMeta
/** The page translates (app/locales): i18next comes with it. */
export const handle = { i18n: true }
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  i18nClientLoader(serverLoader)
export { ErrorBoundary }

const columnsOf = (t: TFunction): Column<ModelRow>[] => [
  {
    header: t('crm.models.model'),
    primary: true,
    cell: (m) => (
      <Link to={m.href} className="font-medium text-primary-dark underline">
        {m.name}
      </Link>
    ),
  },
  { header: t('crm.models.type'), cell: (m) => m.kind },
  { header: t('crm.models.subject'), cell: (m) => m.subject },
  { header: t('crm.models.updatedAt'), cell: (m) => m.updatedAt },
]

export default function Models() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  return (
    <ListPage title={data.title} actions={data.actions} exportTo={data.exportTo}>
      {data.models.length ? (
        <SalesTable
          caption={t('crm.models.caption')}
          columns={columnsOf(t)}
          rows={data.models}
          rowKey={(m) => m.id}
          testId="crm-models"
        />
      ) : (
        <EmptyList filtered={false} empty={t('crm.models.empty')} />
      )}
    </ListPage>
  )
}
