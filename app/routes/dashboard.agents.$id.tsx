import type { LoaderFunctionArgs } from '@remix-run/node'
import { AreaRoute, areaMeta, ErrorBoundary, backTo } from '#app/ui/dashboard/area-route'
import { loadArea } from '#app/platform/web/area-route.server'

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadArea(request, '/dashboard/agents/:id')
export const meta = areaMeta
export const handle = backTo('/dashboard/agents')
export { ErrorBoundary }

export default function Page() {
  return (
    <AreaRoute coming="la fiche de l’agent, avec ses clients et ses commissions" module="Agents" />
  )
}
