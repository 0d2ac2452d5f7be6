import type { LoaderFunctionArgs } from '@remix-run/node'
import { AreaRoute, areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { loadArea } from '#app/platform/web/area-route.server'

export const loader = ({ request }: LoaderFunctionArgs) => loadArea(request, '/dashboard/tasks')
export const meta = areaMeta
export { ErrorBoundary }

export default function Page() {
  return (
    <AreaRoute empty="Aucune tâche pour le moment. La gestion des tâches et des relances arrive avec le module CRM." />
  )
}
