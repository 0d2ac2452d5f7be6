import type { LoaderFunctionArgs } from '@remix-run/node'
import { AreaRoute, areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { loadArea } from '#app/platform/web/area-route.server'

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadArea(request, '/dashboard/crm/campaigns')
export const meta = areaMeta
export { ErrorBoundary }

export default function Page() {
  return (
    <AreaRoute empty="Aucune campagne pour le moment. L’envoi de mails à vos clients arrive avec le module Marketing." />
  )
}
