import type { LoaderFunctionArgs } from '@remix-run/node'
import { AreaRoute, areaMeta, ErrorBoundary } from '#app/components/dashboard/area-route'
import { loadArea } from '#app/utils/area-route.server'

export const loader = ({ request }: LoaderFunctionArgs) => loadArea(request, '/dashboard/tarifs')
export const meta = areaMeta
export { ErrorBoundary }

export default function Page() {
  return (
    <AreaRoute empty="Aucune grille tarifaire pour le moment. Les prix par typologie de client arrivent avec le module Articles." />
  )
}
