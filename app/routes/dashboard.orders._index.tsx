import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { OrderStatusChip } from '#app/components/checkout/order-status'
import { areaMeta, ErrorBoundary } from '#app/components/dashboard/area-route'
import { AreaPage } from '#app/components/dashboard/area-page'
import { titleOf } from '#app/domain/navigation'
import { loadOrderList, type OrderListItem } from '#app/utils/checkout/orders.server'
import { guard } from '#app/utils/guard.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return { title: titleOf('/dashboard/orders'), ...(await loadOrderList(ctx, request)) }
}

export const meta = areaMeta
export { ErrorBoundary }

function OrderTable({ orders, shop }: { orders: OrderListItem[]; shop: boolean }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          {shop ? 'Commandes reçues' : 'Mes commandes'}, de la plus récente à la plus ancienne
        </caption>
        <thead className="bg-gray-50 text-gray-700">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              N°
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Date
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {shop ? 'Client' : 'Producteur'}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Total TTC
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Statut
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {orders.map((o) => (
            <tr key={o.id}>
              <td className="px-3 py-2">
                <Link
                  to={`/dashboard/orders/${o.id}`}
                  className="inline-block min-h-[24px] font-medium text-primary-dark underline"
                >
                  Commande n° {o.id}
                </Link>
              </td>
              <td className="whitespace-nowrap px-3 py-2">{o.date}</td>
              <td className="px-3 py-2">{shop ? o.buyer : o.shop}</td>
              <td className="whitespace-nowrap px-3 py-2 text-right">{o.total}</td>
              <td className="px-3 py-2">
                <OrderStatusChip status={o.status} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function Pages({ page, pages }: { page: number; pages: number }) {
  if (pages <= 1) return null
  return (
    <nav aria-label="Pages" className="flex items-center justify-between text-sm">
      {page > 1 ? (
        <Link to={`?page=${page - 1}`} className="text-primary-dark underline">
          Page précédente
        </Link>
      ) : (
        <span />
      )}
      <span>
        Page {page} sur {pages}
      </span>
      {page < pages ? (
        <Link to={`?page=${page + 1}`} className="text-primary-dark underline">
          Page suivante
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}

export default function Orders() {
  const { title, audience, agent, orders, page, pages } = useLoaderData<typeof loader>()
  if (!audience || !orders.length) {
    const empty = agent
      ? 'Les commandes de vos clients arrivent avec le module Ventes.'
      : !audience
        ? 'Vos droits ne vous permettent pas de consulter les commandes de la boutique.'
        : audience === 'buyer'
          ? 'Vous n’avez pas encore passé de commande.'
          : 'Aucune commande pour le moment.'
    return <AreaPage title={title} empty={empty} />
  }
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
      <OrderTable orders={orders} shop={audience === 'shop'} />
      <Pages page={page} pages={pages} />
    </div>
  )
}
