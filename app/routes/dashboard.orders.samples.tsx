import type { LoaderFunctionArgs } from '@remix-run/node'
import { AreaRoute, areaMeta, ErrorBoundary } from '#app/components/dashboard/area-route'
import { loadArea } from '#app/utils/area-route.server'

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadArea(request, '/dashboard/orders/samples')
export const meta = areaMeta
export { ErrorBoundary }

export default function Page() {
  return (
    <AreaRoute empty="Aucun échantillon pour le moment. Le suivi des bouteilles de dégustation arrive avec le module Ventes." />
  )
}
