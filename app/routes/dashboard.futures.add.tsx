import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { areaMeta, editorHandle, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { EntryPage } from '#app/modules/sales/web/order/components/entry-page'
import { entryAction, loadEntryPage } from '#app/modules/sales/web/order/entry.server'
import { guard } from '#app/platform/web/guard.server'

/** A future (primeur): the order entry of a vintage not yet bottled, with its expected delivery. */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadEntryPage(await guard(request), request, 'future')
}

export async function action({ request }: ActionFunctionArgs) {
  return entryAction(await guard(request), request, 'future')
}

export const meta = areaMeta
export const handle = editorHandle
export { ErrorBoundary }

export default EntryPage
