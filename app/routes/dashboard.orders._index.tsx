import type { LoaderFunctionArgs } from '@remix-run/node'
import { AreaRoute, areaMeta, ErrorBoundary } from '#app/components/dashboard/area-route'
import { loadArea } from '#app/utils/area-route.server'

export const loader = ({ request }: LoaderFunctionArgs) => loadArea(request, '/dashboard/orders')
export const meta = areaMeta
export { ErrorBoundary }

export default function Page() {
  return (
    <AreaRoute empty="Aucune commande pour le moment. La liste et le suivi des commandes arrivent avec le module Ventes." />
  )
}
