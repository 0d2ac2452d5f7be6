import type { LoaderFunctionArgs } from '@remix-run/node'
import { AreaRoute, areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { loadArea } from '#app/platform/web/area-route.server'

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadArea(request, '/dashboard/stocks/crdColors')
export const meta = areaMeta
export { ErrorBoundary }

export default function Page() {
  return (
    <AreaRoute empty="Aucune capsule CRD enregistrée pour le moment. Le suivi des capsules arrive avec le module Stocks." />
  )
}
