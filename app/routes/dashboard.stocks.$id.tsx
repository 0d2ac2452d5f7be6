import type { LoaderFunctionArgs } from '@remix-run/node'
import { AreaRoute, areaMeta, ErrorBoundary, backTo } from '#app/ui/dashboard/area-route'
import { loadArea } from '#app/platform/web/area-route.server'

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadArea(request, '/dashboard/stocks/:id')
export const meta = areaMeta
export const handle = backTo('/dashboard/stocks')
export { ErrorBoundary }

export default function Page() {
  return <AreaRoute coming="le détail de ce stock et de ses mouvements" module="Stocks" />
}
