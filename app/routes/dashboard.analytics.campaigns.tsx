import type { LoaderFunctionArgs } from '@remix-run/node'
import { AreaRoute, areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { loadArea } from '#app/platform/web/area-route.server'

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadArea(request, '/dashboard/analytics/campaigns')
export const meta = areaMeta
export { ErrorBoundary }

export default function Page() {
  return (
    <AreaRoute empty="Aucun résultat de campagne pour le moment. Les taux d’ouverture et de clic arrivent avec le module Rapports." />
  )
}
