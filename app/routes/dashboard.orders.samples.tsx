import type { LoaderFunctionArgs } from '@remix-run/node'
import { areaMeta, ErrorBoundary } from '#app/components/dashboard/area-route'
import { KindList } from '#app/components/sales/kind-list'
import { orderColumns } from '#app/components/sales/order-columns'
import { guard } from '#app/utils/guard.server'
import { loadKindList } from '#app/utils/sales/kind-list.server'

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
