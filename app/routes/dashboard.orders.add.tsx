import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { areaMeta, editorHandle, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { EntryPage } from '#app/modules/sales/web/order/components/entry-page'
import { entryAction, loadEntryPage } from '#app/modules/sales/web/order/entry.server'
import { guard } from '#app/platform/web/guard.server'

/**
 * The one entry page of the sales cycle: an order by default, a sample (`kind=sample`), a quote
 * (`subType=quote`) or an invoice made at once (`subType=bill`).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  return loadEntryPage(await guard(request), request)
}

export async function action({ request }: ActionFunctionArgs) {
  return entryAction(await guard(request), request)
}

export const meta = areaMeta
export const handle = editorHandle
export { ErrorBoundary }

export default EntryPage
