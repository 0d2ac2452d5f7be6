import { areaMeta, editorHandle, ErrorBoundary } from '#app/components/dashboard/area-route'
import { EntryPage } from '#app/components/sales-order/entry-page'
import { entryPageAction, entryPageLoader } from '#app/utils/sales-order/entry.server'

/**
 * The one entry page of the sales cycle: an order by default, a sample (`kind=sample`), a quote
 * (`subType=quote`) or an invoice made at once (`subType=bill`).
 */
export const loader = entryPageLoader()
export const action = entryPageAction()

export const meta = areaMeta
export const handle = editorHandle
export { ErrorBoundary }

export default EntryPage
