import type { LoaderFunctionArgs } from '@remix-run/node'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { DocumentsList } from '#app/modules/sales/web/components/documents-list'
import { guard } from '#app/platform/web/guard.server'
import { loadDocumentsList } from '#app/modules/sales/web/documents.server'

const PATH = '/dashboard/orders/credits'

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return loadDocumentsList(ctx, request, PATH, 'credit')
}
export const meta = areaMeta
export { ErrorBoundary }

export default function Page() {
  return (
    <DocumentsList
      path={PATH}
      empty="Aucun avoir pour le moment. Ils s’émettent depuis la page d’une facture."
    />
  )
}
