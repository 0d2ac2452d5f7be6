import type { LoaderFunctionArgs } from '@remix-run/node'
import {
  AreaRoute,
  areaMeta,
  ErrorBoundary,
  backTo,
  editorHandle,
} from '#app/ui/dashboard/area-route'
import { loadArea } from '#app/platform/web/area-route.server'

export const loader = ({ request }: LoaderFunctionArgs) =>
  loadArea(request, '/dashboard/crm/models/:id/standard')
export const meta = areaMeta
export const handle = backTo('/dashboard/crm/models', editorHandle)
export { ErrorBoundary }

export default function Page() {
  return <AreaRoute coming="la modification de ce modèle" module="Marketing" />
}
