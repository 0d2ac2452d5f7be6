import type { LoaderFunctionArgs } from '@remix-run/node'
import {
  AreaRoute,
  areaMeta,
  ErrorBoundary,
  editorHandle,
} from '#app/components/dashboard/area-route'
import { loadArea } from '#app/utils/area-route.server'

export const loader = ({ request }: LoaderFunctionArgs) => loadArea(request, '/dashboard/customize')
export const meta = areaMeta
export const handle = editorHandle
export { ErrorBoundary }

export default function Page() {
  return (
    <AreaRoute empty="L’éditeur de votre boutique en ligne (couleurs, bannière, logo) arrive avec le module Boutique." />
  )
}
