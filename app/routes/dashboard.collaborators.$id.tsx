import type { LoaderFunctionArgs } from '@remix-run/node'
import { AreaRoute, areaMeta, ErrorBoundary, backTo } from '#app/ui/dashboard/area-route'
import { loadArea } from '#app/platform/web/area-route.server'

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadArea(request, '/dashboard/collaborators/:id')
export const meta = areaMeta
export const handle = backTo('/dashboard/collaborators')
export { ErrorBoundary }

export default function Page() {
  return <AreaRoute coming="la fiche du collaborateur et ses droits" module="Équipe" />
}
