import type { LoaderFunctionArgs } from '@remix-run/node'
import {
  AreaRoute,
  areaMeta,
  ErrorBoundary,
  editorHandle,
} from '#app/components/dashboard/area-route'
import { loadArea } from '#app/utils/area-route.server'

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadArea(request, '/dashboard/futures/add')
export const meta = areaMeta
export const handle = editorHandle
export { ErrorBoundary }

export default function Page() {
  return <AreaRoute empty="La saisie d’une précommande arrive avec le module Précommandes." />
}
