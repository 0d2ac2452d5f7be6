import type { LoaderFunctionArgs } from '@remix-run/node'
import { areaMeta, ErrorBoundary } from '#app/components/dashboard/area-route'
import { DocumentsList } from '#app/components/sales/documents-list'
import { guard } from '#app/utils/guard.server'
import { loadDocumentsList } from '#app/utils/sales/documents.server'

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
