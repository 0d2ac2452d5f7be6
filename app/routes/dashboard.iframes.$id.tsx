import type { LoaderFunctionArgs } from '@remix-run/node'
import { AreaRoute, areaMeta, ErrorBoundary, backTo } from '#app/components/dashboard/area-route'
import { loadArea } from '#app/utils/area-route.server'

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadArea(request, '/dashboard/iframes/:id')
export const meta = areaMeta
export const handle = backTo('/dashboard/settings?link=iframes')
export { ErrorBoundary }

export default function Page() {
  return (
    <AreaRoute empty="Le réglage de cette boutique intégrée et son code à copier arrivent avec le module Iframes." />
  )
}
