import type { LoaderFunctionArgs } from '@remix-run/node'
import { AreaRoute, areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { loadArea } from '#app/platform/web/area-route.server'

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadArea(request, '/dashboard/accounting/codes')
export const meta = areaMeta
export { ErrorBoundary }

export default function Page() {
  return (
    <AreaRoute empty="Aucun code comptable pour le moment. Le paramétrage de votre plan comptable arrive avec le module Comptabilité." />
  )
}
