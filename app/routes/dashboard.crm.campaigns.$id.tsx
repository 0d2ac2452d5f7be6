import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { i18nClientLoader } from '#app/platform/web/i18n-client'
import { useTranslation } from 'react-i18next'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Form, useLoaderData } from '@remix-run/react'
import { campaignAction, loadCampaign } from '#app/modules/crm/web/campaigns.server'
import { CAMPAIGNS_PATH } from '#app/modules/crm/domain/campaigns'
import { Pagination } from '#app/modules/sales/web/components/pagination'
import { SalesTable } from '#app/modules/sales/web/components/sales-table'
import { recordIdOr404 } from '#app/platform/web/area-route.server'
import { readForm } from '#app/platform/web/forms.server'
import { guard } from '#app/platform/web/guard.server'
import type { TFunction } from 'i18next'
import { buttonClass } from '#app/ui/button'
import { areaMeta, backTo, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { ExportLink } from '#app/ui/export-link'
import { PageHeading } from '#app/ui/page-heading'

const idOf = (value: string | undefined) => String(recordIdOr404(value))

/**
 * A campaign (issue 17 §3): its model, list, status and dates, and its recipients (frozen from the
 * list when the sending started) with what became of each mail, 20 a page; while scheduled,
 * createCampaign cancels it or sends it now.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const page = await loadCampaign(request, ctx, idOf(params.id))
  return { title: page.campaign.name, ...page }
}

export async function action({ request, params }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return campaignAction(request, ctx, idOf(params.id), await readForm(request))
}

export const meta = areaMeta
/** The page translates (app/locales): i18next comes with it. */
export const handle = { ...backTo(CAMPAIGNS_PATH), i18n: true }
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  i18nClientLoader(serverLoader)
export { ErrorBoundary }

type Recipient = {
  id: number
  name: string
  email: string
  status: string
  error: string | null
  sentAt: string
}

const columnsOf = (t: TFunction) => [
  { header: t('crm.campaign.recipient'), primary: true, cell: (r: Recipient) => r.name },
  { header: t('crm.campaign.email'), cell: (r: Recipient) => r.email },
  {
    header: t('crm.campaign.status'),
    cell: (r: Recipient) => (r.error ? `${r.status} (${r.error})` : r.status),
  },
  { header: t('crm.campaign.sentAt'), cell: (r: Recipient) => r.sentAt },
]

export default function CampaignPage() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const { campaign } = data
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      <PageHeading title={data.title}>
        {data.exportTo ? (
          <ExportLink href={data.exportTo}>{t('crm.campaign.export')}</ExportLink>
        ) : null}
      </PageHeading>
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-2" data-testid="campaign-summary">
        <div>
          <dt className="inline font-medium">{t('crm.campaign.statusLabel')}</dt>
          <dd className="inline" data-testid="campaign-status">
            {campaign.status}
          </dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('crm.campaign.model')}</dt>
          <dd className="inline">{campaign.model}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('crm.campaign.list')}</dt>
          <dd className="inline">{campaign.list}</dd>
        </div>
        <div>
          <dt className="inline font-medium">{t('crm.campaign.scheduledAt')}</dt>
          <dd className="inline">{campaign.scheduledAt}</dd>
        </div>
        {campaign.finishedAt ? (
          <div>
            <dt className="inline font-medium">{t('crm.campaign.finishedAt')}</dt>
            <dd className="inline">{campaign.finishedAt}</dd>
          </div>
        ) : null}
        <div className="sm:col-span-2">
          <dt className="inline font-medium">{t('crm.campaign.recipients')}</dt>
          <dd className="inline" data-testid="campaign-counts">
            {campaign.countsText}
          </dd>
        </div>
      </dl>
      {campaign.error ? <p className="text-red-700">{campaign.error}</p> : null}
      {data.canEdit ? (
        <div className="flex flex-wrap gap-2">
          <Form method="post">
            <input type="hidden" name="intent" value="send" />
            <button type="submit" className={buttonClass('primary')}>
              {t('crm.campaign.sendNow')}
            </button>
          </Form>
          <Form method="post">
            <input type="hidden" name="intent" value="cancel" />
            <button type="submit" className={buttonClass('secondary')}>
              {t('crm.campaign.cancel')}
            </button>
          </Form>
        </div>
      ) : null}
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col text-sm font-medium text-gray-800">
          {t('crm.campaign.recipientStatus')}
          <select
            name="status"
            defaultValue={data.status}
            className="mt-1 min-h-[44px] rounded-md border border-gray-300 bg-white px-3 py-2 text-base"
          >
            {data.filters.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={buttonClass('secondary')}>
          {t('crm.campaign.filter')}
        </button>
      </Form>
      {data.recipients.length ? (
        <SalesTable
          caption={t('crm.campaign.caption')}
          columns={columnsOf(t)}
          rows={data.recipients}
          rowKey={(r) => r.id}
          testId="campaign-recipients"
        />
      ) : (
        <p className="rounded-lg border border-dashed bg-white p-6 text-center text-gray-700">
          {campaign.statusKey === 'scheduled' ? t('crm.campaign.later') : t('crm.campaign.none')}
        </p>
      )}
      <Pagination page={data.page} pages={data.pages} search={data.search} />
    </div>
  )
}
