import type { LoaderFunctionArgs } from '@remix-run/node'
import { AreaRoute, areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { loadArea } from '#app/platform/web/area-route.server'

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadArea(request, '/dashboard/stocks/movements')
export const meta = areaMeta
export { ErrorBoundary }

export default function Page() {
  return <AreaRoute coming="l’historique des entrées et sorties" module="Stocks" />
}
