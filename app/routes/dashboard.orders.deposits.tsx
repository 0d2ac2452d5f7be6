import type { LoaderFunctionArgs } from '@remix-run/node'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { DocumentsList } from '#app/modules/sales/web/components/documents-list'
import { guard } from '#app/platform/web/guard.server'
import { loadDocumentsList } from '#app/modules/sales/web/documents.server'

const PATH = '/dashboard/orders/deposits'

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return loadDocumentsList(ctx, request, PATH, 'deposit')
}
export const meta = areaMeta
export { ErrorBoundary }

export default function Page() {
  return (
    <DocumentsList
      path={PATH}
      empty="Aucune facture d’acompte pour le moment. Elles s’émettent depuis la page d’une commande."
    />
  )
}
