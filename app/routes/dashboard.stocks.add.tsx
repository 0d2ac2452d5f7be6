import type { LoaderFunctionArgs } from '@remix-run/node'
import { AreaRoute, areaMeta, ErrorBoundary, editorHandle } from '#app/ui/dashboard/area-route'
import { loadArea } from '#app/platform/web/area-route.server'

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadArea(request, '/dashboard/stocks/add')
export const meta = areaMeta
export const handle = editorHandle
export { ErrorBoundary }

export default function Page() {
  return <AreaRoute coming="la création d’un entrepôt" module="Stocks" />
}
