import type { LoaderFunctionArgs } from '@remix-run/node'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { KindList } from '#app/modules/sales/web/components/kind-list'
import { orderColumns } from '#app/modules/sales/web/components/order-columns'
import { guard } from '#app/platform/web/guard.server'
import { loadKindList } from '#app/modules/sales/web/kind-list.server'

const PATH = '/dashboard/orders/samples'

/** Samples: free orders of kind sample, tracked apart from sales. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return loadKindList(ctx, request, PATH, 'sample', (rights) =>
    rights.createOrder
      ? { label: 'Nouvel échantillon', to: '/dashboard/orders/add?kind=sample' }
      : null,
  )
}
export const meta = areaMeta
export { ErrorBoundary }

const columns = [
  orderColumns.number(),
  orderColumns.date,
  orderColumns.client(PATH),
  orderColumns.total,
  orderColumns.status,
  orderColumns.delivery,
]

export default function Page() {
  return (
    <KindList
      path={PATH}
      noun={['échantillon', 'échantillons']}
      empty="Aucun échantillon pour le moment."
      caption="Échantillons, selon les filtres choisis"
      columns={columns}
    />
  )
}
