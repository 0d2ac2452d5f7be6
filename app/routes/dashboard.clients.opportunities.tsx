import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { i18nClientLoader } from '#app/platform/web/i18n-client'
import { useTranslation } from 'react-i18next'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { OpportunityForm } from '#app/modules/clients/web/components/opportunity-form'
import { PipelineBoard } from '#app/modules/clients/web/components/pipeline-board'
import {
  loadPipelinePage,
  OPPORTUNITIES_PATH,
  pipelineAction,
  type PipelineReply,
} from '#app/modules/clients/web/pipeline.server'
import { titleOf } from '#app/platform/domain/navigation'
import { readForm } from '#app/platform/web/forms.server'
import { guard } from '#app/platform/web/guard.server'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { ExportLink } from '#app/ui/export-link'
import { PageHeading } from '#app/ui/page-heading'

/**
 * The opportunities pipeline (issue 17 §1): by stage, each opportunity moved by a small form (or
 * dragged with JavaScript); a won one becomes a draft quote. Stages: settings, link=crm.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return { title: titleOf(OPPORTUNITIES_PATH), ...(await loadPipelinePage(ctx)) }
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return pipelineAction(request, ctx, await readForm(request))
}

export const meta = areaMeta
/** The page translates (app/locales): i18next comes with it. */
export const handle = { i18n: true }
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  i18nClientLoader(serverLoader)
export { ErrorBoundary }

export default function Opportunities() {
  const { t } = useTranslation()
  const page = useLoaderData<typeof loader>()
  const reply = useActionData<PipelineReply>()
  return (
    <div className="mx-auto max-w-7xl space-y-4 px-4 py-6">
      <PageHeading title={page.title}>
        {page.exportTo ? (
          <ExportLink href={page.exportTo}>{t('clients.opportunities.export')}</ExportLink>
        ) : null}
        <Link to="/dashboard/settings?link=crm" className="text-primary-dark underline">
          {t('clients.opportunities.stages')}
        </Link>
      </PageHeading>
      {page.canWrite ? (
        <details
          className="rounded-lg border bg-white p-4"
          open={reply?.form === 'create' || page.count === 0}
        >
          <summary className="cursor-pointer font-medium">{t('clients.opportunities.new')}</summary>
          <div className="pt-3">
            <OpportunityForm
              values={page.newValues}
              clients={page.clients}
              owners={page.owners}
              stages={page.stages}
              lastResult={reply?.form === 'create' ? reply.result : undefined}
            />
          </div>
        </details>
      ) : null}
      <p className="text-sm text-gray-700">
        {t('clients.opportunities.count', { count: page.count })}
      </p>
      <PipelineBoard
        columns={page.columns}
        stages={page.stages}
        canWrite={page.canWrite}
        canQuote={page.canQuote}
      />
    </div>
  )
}
