import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { IdentitySection } from '#app/modules/customize/web/components/identity-section'
import { PricesSection } from '#app/modules/customize/web/components/prices-section'
import { TabsSection } from '#app/modules/customize/web/components/tabs-section'
import { areaMeta, ErrorBoundary, editorHandle } from '#app/ui/dashboard/area-route'
import { titleOf } from '#app/platform/domain/navigation'
import { customizeAction } from '#app/modules/customize/web/action.server'
import { loadCustomize } from '#app/modules/customize/web/load.server'
import { guard } from '#app/platform/web/guard.server'

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
        builderUrl={shop.builderUrl}
        readOnly={readOnly}
        busy={busy}
      />
    </div>
  )
}
