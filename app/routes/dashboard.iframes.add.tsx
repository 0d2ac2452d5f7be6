import type { LoaderFunctionArgs } from '@remix-run/node'
import {
  AreaRoute,
  areaMeta,
  ErrorBoundary,
  editorHandle,
} from '#app/components/dashboard/area-route'
import { loadArea } from '#app/utils/area-route.server'

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadArea(request, '/dashboard/iframes/add')
export const meta = areaMeta
export const handle = editorHandle
export { ErrorBoundary }

export default function Page() {
  return (
    <AreaRoute empty="La création d’une boutique à intégrer dans votre site web arrive avec le module Iframes." />
  )
}
