import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { i18nClientLoader } from '#app/platform/web/i18n-client'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
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
/** The page translates (app/locales): i18next comes with it. */
export const handle = { i18n: true }
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  i18nClientLoader(serverLoader)
export { ErrorBoundary }

const columns = (t: TFunction, canConvert: boolean): Column<ProspectRow>[] => [
  {
    header: t('clients.prospects.prospect'),
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
  { header: t('clients.prospects.source'), cell: (c) => c.source },
  { header: t('clients.prospects.email'), cell: (c) => c.email },
  { header: t('clients.prospects.phone'), cell: (c) => c.phone },
  { header: t('clients.prospects.city'), cell: (c) => c.city },
  { header: t('clients.prospects.follower'), cell: (c) => c.follower },
  { header: t('clients.prospects.since'), cell: (c) => c.since },
  ...(canConvert
    ? [
        {
          header: t('clients.prospects.conversion'),
          cell: (c: ProspectRow) => (
            <Form method="post">
              <input type="hidden" name="intent" value="convert" />
              <input type="hidden" name="id" value={c.id} />
              <button
                type="submit"
                className={buttonClass('secondary', 'text-sm')}
                aria-label={t('clients.prospects.convertOf', { name: c.name })}
              >
                {t('clients.prospects.convert')}
              </button>
            </Form>
          ),
        },
      ]
    : []),
]

export default function Prospection() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  return (
    <ListPage
      title={data.title}
      exportTo={data.rows.length ? data.exportTo : null}
      actions={
        data.canCreate
          ? [{ label: t('clients.prospects.new'), to: '/dashboard/clients/add?pipe=Prospect' }]
          : []
      }
    >
      <Form method="get" className="flex flex-wrap items-end gap-2" role="search">
        <div>
          <label htmlFor="prospect-q" className="mb-1 block text-sm font-medium text-gray-800">
            {t('clients.prospects.search')}
          </label>
          <input
            id="prospect-q"
            name="q"
            defaultValue={data.q}
            placeholder={t('clients.prospects.searchPlaceholder')}
            className="block min-h-[44px] rounded-md border border-gray-300 px-3 py-2"
          />
        </div>
        <button type="submit" className={buttonClass('secondary')}>
          {t('clients.prospects.searchSubmit')}
        </button>
      </Form>
      <ListSummary
        items={[
          t('clients.prospects.count', { count: data.total }),
          t('clients.prospects.keepsHistory'),
        ]}
      />
      {data.rows.length === 0 ? (
        <EmptyList filtered={Boolean(data.q)} empty={t('clients.prospects.empty')} />
      ) : (
        <SalesTable
          caption={t('clients.prospects.caption')}
          columns={columns(t, data.canConvert)}
          rows={data.rows}
          rowKey={(c) => c.id}
          testId="prospects-table"
        />
      )}
      <Pagination page={data.page} pages={data.pages} search={data.search} />
    </ListPage>
  )
}
