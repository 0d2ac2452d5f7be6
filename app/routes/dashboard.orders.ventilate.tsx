import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { OrderStatusChip } from '#app/modules/checkout/web/components/order-status'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { DeliveryStatusChip } from '#app/modules/sales/web/components/chips'
import { ListFilters } from '#app/modules/sales/web/components/list-filters'
import {
  EmptyList,
  ListPage,
  ListSummary,
  NoRight,
} from '#app/modules/sales/web/components/list-page'
import { orderColumns } from '#app/modules/sales/web/components/order-columns'
import { Pagination } from '#app/modules/sales/web/components/pagination'
import { SalesTable, type Column } from '#app/modules/sales/web/components/sales-table'
import { listOrdersRoute, orderRoute } from '#app/modules/checkout/contract'
import type { AnswerOf } from '#app/platform/contract'
import { titleOf } from '#app/platform/domain/navigation'
import { formatCents } from '#app/platform/domain/format'
import { guard } from '#app/platform/web/guard.server'
import { orderSorts } from '#app/modules/sales/web/choices'
import { clientChoices } from '#app/modules/sales/web/clients.server'
import { pageCount } from '#app/modules/sales/web/list-query.server'
import {
  loadOrdersPage,
  ordersQuery,
  readOrderQuery,
  type OrderRow,
} from '#app/modules/sales/web/orders.server'
import { exportHref } from '#app/modules/sales/web/list-query'
import { salesRights } from '#app/modules/sales/web/rights'

const PATH = '/dashboard/orders/ventilate'

/**
 * Ventilations: the validated orders that may still be split across recipients (the split
 * form lives on the order's page), and the orders already split, each with its children.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const title = titleOf(PATH)
  const list = readOrderQuery(request, { statuses: [] })
  const listData = {
    values: list.values,
    errors: list.errors,
    search: list.search,
    filtered: list.filtered,
  }
  if (!salesRights(ctx.viewer).readOrders) return { title, allowed: false as const, list: listData }
  const vpageText = new URL(request.url).searchParams.get('vpage') ?? ''
  const vpage = /^[1-9]\d{0,5}$/.test(vpageText) ? Number(vpageText) : 1
  const [open, clients, split] = await Promise.all([
    loadOrdersPage(ctx, list, { status: 'validated', kind: 'order' }),
    clientChoices(ctx),
    ctx.api.call(listOrdersRoute, { query: ordersQuery(list, { ventilated: '1' }, vpage) }),
  ])
  if (!split.ok) throw new Response(split.data.message, { status: split.status })
  const details = await Promise.all(
    split.data.orders.map((o) => ctx.api.call(orderRoute, { params: { id: String(o.id) } })),
  )
  return {
    title,
    allowed: true as const,
    list: listData,
    clients,
    open,
    // The orders to ventilate as the orders list's CSV file, with this page's filters.
    exportTo: exportHref('orders', list.search, { status: 'validated', kind: 'order' }),
    split: {
      orders: details.flatMap((d) => (d.ok ? [ventilated(d.data.order)] : [])),
      total: split.data.total,
      page: vpage,
      pages: pageCount(split.data.total, split.data.pageSize),
    },
  }
}

function ventilated(order: AnswerOf<typeof orderRoute>['order']) {
  return {
    id: order.id,
    client: order.client?.name ?? '—',
    total: formatCents(order.totalTtcCents),
    children: order.children.map((c) => ({
      id: c.id,
      status: c.status,
      deliveryStatus: c.deliveryStatus,
      client: c.client?.name ?? '—',
      total: formatCents(c.totalTtcCents),
      lines: c.lines.map((l) => `${l.quantity} × ${l.name}`).join(', '),
    })),
  }
}

export const meta = areaMeta
export { ErrorBoundary }

const openColumns: Column<OrderRow>[] = [
  orderColumns.number(),
  orderColumns.date,
  orderColumns.client(PATH),
  orderColumns.total,
  {
    header: 'Ventilation',
    cell: (o) => (
      <span className="flex flex-col gap-0.5">
        {o.parentId ? (
          <span className="text-xs text-gray-600">Issue de la commande n° {o.parentId}</span>
        ) : null}
        <Link
          to={`/dashboard/orders/${o.id}#ventilation`}
          className="inline-block min-h-[24px] text-primary-dark underline"
        >
          Ventiler la commande n° {o.id}
        </Link>
      </span>
    ),
  },
]

type Split = ReturnType<typeof ventilated>

export default function Ventilations() {
  const data = useLoaderData<typeof loader>()
  const { title, list } = data
  if (!data.allowed)
    return (
      <ListPage title={title}>
        <NoRight message="Vos droits ne vous permettent pas de consulter les commandes de la boutique." />
      </ListPage>
    )
  const { open, split } = data
  return (
    <ListPage title={title} exportTo={open.rows.length ? data.exportTo : null}>
      <section aria-labelledby="to-split" className="space-y-3">
        <h2 id="to-split" className="text-lg font-semibold text-gray-900">
          Commandes validées à ventiler
        </h2>
        <ListFilters
          action={PATH}
          label="Filtrer les commandes à ventiler"
          values={list.values}
          errors={list.errors}
          searchPlaceholder="N° de commande, client…"
          clients={data.clients}
          sorts={orderSorts}
        />
        <ListSummary
          items={[
            `${open.total} commande${open.total > 1 ? 's' : ''} validée${open.total > 1 ? 's' : ''}`,
          ]}
        />
        {open.rows.length === 0 ? (
          <EmptyList filtered={list.filtered} empty="Aucune commande validée à ventiler." />
        ) : (
          <SalesTable
            caption="Commandes validées, à répartir entre plusieurs destinataires"
            columns={openColumns}
            rows={open.rows}
            rowKey={(o) => o.id}
            testId="orders-table"
          />
        )}
        <Pagination page={open.page} pages={open.pages} search={list.search} />
      </section>
      <section aria-labelledby="split" className="space-y-3">
        <h2 id="split" className="text-lg font-semibold text-gray-900">
          Commandes ventilées
        </h2>
        {split.orders.length === 0 ? (
          <EmptyList filtered={false} empty="Aucune commande ventilée pour le moment." />
        ) : (
          <ul className="space-y-3" data-testid="ventilated">
            {split.orders.map((o) => (
              <SplitCard key={o.id} order={o} />
            ))}
          </ul>
        )}
        <Pagination
          page={split.page}
          pages={split.pages}
          search={list.search}
          pageKey="vpage"
          label="Pages des commandes ventilées"
        />
      </section>
    </ListPage>
  )
}

function SplitCard({ order }: { order: Split }) {
  return (
    <li className="space-y-2 rounded-lg border border-gray-200 bg-white p-3">
      <p className="flex flex-wrap items-baseline justify-between gap-2">
        <Link
          to={`/dashboard/orders/${order.id}`}
          className="font-medium text-primary-dark underline"
        >
          Commande n° {order.id}
        </Link>
        <span className="text-sm text-gray-700">
          {order.client} · {order.total} · {order.children.length} destinataire
          {order.children.length > 1 ? 's' : ''}
        </span>
      </p>
      <SalesTable
        caption={`Commandes issues de la commande n° ${order.id}`}
        rows={order.children}
        rowKey={(c) => c.id}
        columns={[
          {
            header: 'Commande',
            primary: true,
            cell: (c) => (
              <Link to={`/dashboard/orders/${c.id}`} className="text-primary-dark underline">
                Commande n° {c.id}
              </Link>
            ),
          },
          { header: 'Destinataire', cell: (c) => c.client },
          { header: 'Articles', cell: (c) => c.lines },
          { header: 'Total TTC', align: 'right', cell: (c) => c.total },
          { header: 'Statut', cell: (c) => <OrderStatusChip status={c.status} /> },
          { header: 'Livraison', cell: (c) => <DeliveryStatusChip status={c.deliveryStatus} /> },
        ]}
      />
    </li>
  )
}
