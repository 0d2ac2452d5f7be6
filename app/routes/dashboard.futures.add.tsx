import { areaMeta, editorHandle, ErrorBoundary } from '#app/components/dashboard/area-route'
import { EntryPage } from '#app/components/sales-order/entry-page'
import { entryPageAction, entryPageLoader } from '#app/utils/sales-order/entry.server'

/** A future (primeur): the order entry of a vintage not yet bottled, with its expected delivery. */
export const loader = entryPageLoader('future')
export const action = entryPageAction('future')

export const meta = areaMeta
export const handle = editorHandle
export { ErrorBoundary }

export default EntryPage
