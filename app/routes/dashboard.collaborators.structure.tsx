import type { LoaderFunctionArgs } from '@remix-run/node'
import { AreaRoute, areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { loadArea } from '#app/platform/web/area-route.server'

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadArea(request, '/dashboard/collaborators/structure')
export const meta = areaMeta
export { ErrorBoundary }

export default function Page() {
  return <AreaRoute coming="l’organigramme de votre force de vente" module="Équipe" />
}
