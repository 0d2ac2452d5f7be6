import type { LoaderFunctionArgs } from '@remix-run/node'
import { AreaRoute, areaMeta, ErrorBoundary } from '#app/components/dashboard/area-route'
import { loadArea } from '#app/utils/area-route.server'

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadArea(request, '/dashboard/orders/ventilate')
export const meta = areaMeta
export { ErrorBoundary }

export default function Page() {
  return (
    <AreaRoute empty="Aucune ventilation pour le moment. La répartition des ventes par compte arrive avec le module Ventes." />
  )
}
