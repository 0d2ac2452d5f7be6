import type { LoaderFunctionArgs } from '@remix-run/node'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { DocumentsList } from '#app/modules/sales/web/components/documents-list'
import { guard } from '#app/platform/web/guard.server'
import { loadDocumentsList } from '#app/modules/sales/web/documents.server'

const PATH = '/dashboard/orders/bills'

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return loadDocumentsList(ctx, request, PATH, 'invoice')
}
export const meta = areaMeta
export { ErrorBoundary }

export default function Page() {
  return <DocumentsList path={PATH} empty="Aucune facture pour le moment." />
}
