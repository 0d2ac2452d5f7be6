import type { LoaderFunctionArgs } from '@remix-run/node'
import { AreaRoute, areaMeta, ErrorBoundary, backTo } from '#app/components/dashboard/area-route'
import { loadArea } from '#app/utils/area-route.server'

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadArea(request, '/dashboard/products/:id')
export const meta = areaMeta
export const handle = backTo('/dashboard/products')
export { ErrorBoundary }

export default function Page() {
  return (
    <AreaRoute empty="La fiche de l’article, ses prix et son stock arrivent avec le module Articles." />
  )
}
