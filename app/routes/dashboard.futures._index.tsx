import type { LoaderFunctionArgs } from '@remix-run/node'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { KindList } from '#app/modules/sales/web/components/kind-list'
import { orderColumns } from '#app/modules/sales/web/components/order-columns'
import type { Column } from '#app/modules/sales/web/components/sales-table'
import type { OrderRow } from '#app/modules/sales/web/orders.server'
import { guard } from '#app/platform/web/guard.server'
import { loadKindList } from '#app/modules/sales/web/kind-list.server'

const PATH = '/dashboard/futures'

/** Futures: pre-orders of a vintage not yet bottled, delivered later. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return loadKindList(ctx, request, PATH, 'future', (rights) =>
    rights.createFuture
      ? { label: 'Nouvelle commande primeur', to: '/dashboard/futures/add' }
      : null,
  )
}
export const meta = areaMeta
export { ErrorBoundary }

const columns: Column<OrderRow>[] = [
  orderColumns.number('/dashboard/futures'),
  orderColumns.date,
  orderColumns.client(PATH),
  { header: 'Livraison prévue', cell: (o) => o.expectedDelivery ?? '—' },
  orderColumns.total,
  orderColumns.status,
  orderColumns.payment,
]

export default function Page() {
  return (
    <KindList
      path={PATH}
      noun={['précommande', 'précommandes']}
      empty="Aucune précommande pour le moment."
      caption="Précommandes (primeurs), selon les filtres choisis"
      columns={columns}
    />
  )
}
