import type { ClientLoaderFunctionArgs } from '@remix-run/react'
import { i18nClientLoader } from '#app/platform/web/i18n-client'
import { Trans, useTranslation } from 'react-i18next'
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { CampaignForm } from '#app/modules/crm/web/components/campaign-form'
import {
  createCampaignAction,
  loadCampaignForm,
  type CampaignReply,
} from '#app/modules/crm/web/campaigns.server'
import { CAMPAIGNS_PATH } from '#app/modules/crm/domain/campaigns'
import { titleOf } from '#app/platform/domain/navigation'
import { parisIsoDay } from '#app/platform/domain/paris-calendar'
import { readForm } from '#app/platform/web/forms.server'
import { guard } from '#app/platform/web/guard.server'
import { areaMeta, backTo, ErrorBoundary } from '#app/ui/dashboard/area-route'

/** A new campaign (createCampaign): a model sent to a list, now or at a set time. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return {
    title: titleOf(`${CAMPAIGNS_PATH}/add`),
    today: parisIsoDay(new Date()),
    ...(await loadCampaignForm(ctx)),
  }
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return createCampaignAction(request, ctx, await readForm(request))
}

export const meta = areaMeta
/** The page translates (app/locales): i18next comes with it. */
export const handle = { ...backTo(CAMPAIGNS_PATH), i18n: true }
export const clientLoader = ({ serverLoader }: ClientLoaderFunctionArgs) =>
  i18nClientLoader(serverLoader)
export { ErrorBoundary }

export default function AddCampaign() {
  const { t } = useTranslation()
  const data = useLoaderData<typeof loader>()
  const reply = useActionData<CampaignReply>()
  const missing = !data.models.length || !data.lists.length
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">{data.title}</h1>
      {missing ? (
        <p className="rounded-lg border border-dashed bg-white p-4 text-gray-700">
          <Trans
            t={t}
            i18nKey="crm.campaigns.missing"
            components={{
              model: <Link to="/dashboard/crm/models" className="text-primary-dark underline" />,
              list: <Link to="/dashboard/crm/lists" className="text-primary-dark underline" />,
            }}
          />
        </p>
      ) : null}
      <CampaignForm
        models={data.models}
        lists={data.lists}
        today={data.today}
        lastResult={reply?.result}
      />
    </div>
  )
}
