import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { IdentitySection } from '#app/components/customize/identity-section'
import { PricesSection } from '#app/components/customize/prices-section'
import { TabsSection } from '#app/components/customize/tabs-section'
import { areaMeta, ErrorBoundary, editorHandle } from '#app/components/dashboard/area-route'
import { titleOf } from '#app/domain/navigation'
import { customizeAction } from '#app/utils/customize/action.server'
import { loadCustomize } from '#app/utils/customize/load.server'
import { guard } from '#app/utils/guard.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return { title: titleOf('/dashboard/customize'), ...(await loadCustomize(ctx)) }
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return customizeAction(request, ctx)
}

export const meta = areaMeta
export const handle = editorHandle
export { ErrorBoundary }

export default function Customize() {
  const { title, canEdit, shop, gammes, limits } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  const results = actionData ? { [actionData.form]: actionData.result } : {}
  const readOnly = !canEdit
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-6">
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
        {readOnly ? (
          <p
            className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
            data-testid="read-only"
          >
            Seul le propriétaire de la boutique peut modifier son apparence : vous la consultez en
            lecture seule.
          </p>
        ) : null}
      </div>
      <IdentitySection shop={shop} results={results} readOnly={readOnly} busy={busy} />
      <PricesSection
        membersOnlyPrices={shop.membersOnlyPrices}
        version={shop.version}
        lastResult={results.prices}
        readOnly={readOnly}
        busy={busy}
      />
      <TabsSection
        tabs={shop.tabs}
        version={shop.version}
        lastResult={results.tabs}
        gammes={gammes}
        limits={limits}
        previewUrl={shop.previewUrl}
        readOnly={readOnly}
        busy={busy}
      />
    </div>
  )
}
