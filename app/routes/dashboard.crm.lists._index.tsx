import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { i18nClientLoader } from '#app/platform/web/i18n-client'
import { useTranslation } from 'react-i18next'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { EmptyList, ListPage } from '#app/modules/sales/web/components/list-page'
import { SalesTable, type Column } from '#app/modules/sales/web/components/sales-table'
import { loadLists, type ListRow } from '#app/modules/crm/web/lists.server'
import { LISTS_PATH } from '#app/modules/crm/domain/lists'
import { titleOf } from '#app/platform/domain/navigation'
import { guard } from '#app/platform/web/guard.server'
import { tFr } from '#app/platform/web/t.server'
import type { TFunction } from 'i18next'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'

/** The shop's marketing lists (issue 17 §3), each with the number of clients it reaches now. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const { lists, canCreate, exportTo } = await loadLists(ctx)
  return {
    title: titleOf(LISTS_PATH),
    lists,
    exportTo,
    actions: canCreate ? [{ label: tFr('crm.lists.new'), to: `${LISTS_PATH}/add` }] : [],
  }
}

export const meta = areaMeta
/** The page translates (app/locales): i18next comes with it. */
export const handle = { i18n: true }
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  i18nClientLoader(serverLoader)
export { ErrorBoundary }

const columnsOf = (t: TFunction): Column<ListRow>[] => [
  {
    header: t('crm.lists.list'),
    primary: true,
    cell: (l) => (
      <Link to={`${LISTS_PATH}/${l.id}`} className="font-medium text-primary-dark underline">
        {l.name}
      </Link>
    ),
  },
  { header: t('crm.lists.type'), cell: (l) => l.type },
  { header: t('crm.lists.clients'), cell: (l) => l.count, align: 'right' },
  { header: t('crm.lists.updatedAt'), cell: (l) => l.updatedAt },
]

export default function Lists() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  return (
    <ListPage title={data.title} actions={data.actions} exportTo={data.exportTo}>
      {data.lists.length ? (
        <SalesTable
          caption={t('crm.lists.caption')}
          columns={columnsOf(t)}
          rows={data.lists}
          rowKey={(l) => l.id}
          testId="crm-lists"
        />
      ) : (
        <EmptyList filtered={false} empty={t('crm.lists.empty')} />
      )}
    </ListPage>
  )
}
