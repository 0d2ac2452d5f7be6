import type { LoaderFunctionArgs } from '@remix-run/node'
import { AreaRoute, areaMeta, ErrorBoundary, backTo } from '#app/ui/dashboard/area-route'
import { loadArea } from '#app/platform/web/area-route.server'

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadArea(request, '/dashboard/salespoints/:id/new-order', {
    heading: (title, id) => `${title} · point de vente n° ${id}`,
  })
export const meta = areaMeta
export const handle = backTo('/dashboard/salespoints', { layout: 'header' })
export { ErrorBoundary }

export default function Page() {
  return <AreaRoute coming="la saisie d’une vente en caisse" module="Caisse" />
}
