import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { OrderStatusChip } from '#app/modules/checkout/web/components/order-status'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { AreaPage } from '#app/ui/dashboard/area-page'
import { ListFilters } from '#app/modules/sales/web/components/list-filters'
import { EmptyList, ListPage, ListSummary } from '#app/modules/sales/web/components/list-page'
import { orderColumns } from '#app/modules/sales/web/components/order-columns'
import { Pagination } from '#app/modules/sales/web/components/pagination'
import { SalesTable, type Column } from '#app/modules/sales/web/components/sales-table'
import { titleOf } from '#app/platform/domain/navigation'
import { loadOrderList, type OrderListItem } from '#app/modules/checkout/web/orders.server'
import { guard } from '#app/platform/web/guard.server'
import { clientChoices } from '#app/modules/sales/web/clients.server'
import { exportHref } from '#app/modules/sales/web/list-query'
import { orderKindChoices, orderSorts, orderStatusChoices } from '#app/modules/sales/web/choices'
import { loadOrdersPage, readOrderQuery, type OrderRow } from '#app/modules/sales/web/orders.server'
import { salesRights } from '#app/modules/sales/web/rights'
import { loadBuyerInvoices } from '#app/modules/sales/web/buyer-invoices.server'
import { BuyerInvoiceTable } from '#app/modules/sales/web/components/buyer-invoices'

const PATH = '/dashboard/orders'
/** The page parameter of the buyer's invoices, beside their orders' `page`. */
const INVOICE_PAGE = 'factures'

/**
 * Buyers follow their own orders; owners, collaborators with seeAllOrder and agents (their
 * clients' orders) get the back office's list with filters, sort, pages and the CSV export.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const title = titleOf(PATH)
  if (ctx.viewer.role === 'buyer') {
    const raw = new URL(request.url).searchParams.get(INVOICE_PAGE) ?? '1'
    const [mine, invoices] = await Promise.all([
      loadOrderList(ctx, request),
      loadBuyerInvoices(ctx, { page: /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : 1 }),
    ])
    return {
      title,
      audience: 'buyer' as const,
      orders: mine.orders,
      page: mine.page,
      pages: mine.pages,
      invoices,
      search: new URL(request.url).search,
    }
  }
  const rights = salesRights(ctx.viewer)
  if (!rights.readOrders) return { title, audience: null, orders: [] as OrderRow[] }
  const list = readOrderQuery(request, { selects: { kind: ['order', 'sample', 'future'] } })
  const [found, clients] = await Promise.all([loadOrdersPage(ctx, list), clientChoices(ctx)])
  const actions = [
    rights.createOrder ? { label: 'Nouvelle commande', to: '/dashboard/orders/add' } : null,
    rights.createQuote
      ? { label: 'Nouveau devis', to: '/dashboard/orders/add?subType=quote' }
      : null,
    rights.bill ? { label: 'Nouvelle facture', to: '/dashboard/orders/add?subType=bill' } : null,
  ].filter((a) => a !== null)
  return {
    title,
    audience: ctx.viewer.role === 'agent' ? ('agent' as const) : ('shop' as const),
    orders: found.rows,
    total: found.total,
    page: found.page,
    pages: found.pages,
    list: {
      values: list.values,
      errors: list.errors,
      search: list.search,
      filtered: list.filtered,
    },
    clients,
    actions,
    exportTo: exportHref('orders', list.search),
  }
}

export const meta = areaMeta
export { ErrorBoundary }

function BuyerTable({ orders }: { orders: OrderListItem[] }) {
  const columns: Column<OrderListItem>[] = [
    {
      header: 'N°',
      primary: true,
      cell: (o) => (
        <Link
          to={`/dashboard/orders/${o.id}`}
          className="inline-block min-h-[24px] font-medium text-primary-dark underline"
        >
          Commande n° {o.id}
        </Link>
      ),
    },
    { header: 'Date', cell: (o) => o.date },
    { header: 'Producteur', cell: (o) => o.shop },
    { header: 'Total TTC', align: 'right', cell: (o) => o.total },
    { header: 'Statut', cell: (o) => <OrderStatusChip status={o.status} /> },
  ]
  return (
    <SalesTable
      caption="Mes commandes, de la plus récente à la plus ancienne"
      columns={columns}
      rows={orders}
      rowKey={(o) => o.id}
    />
  )
}

// The buyer's menu is fixed by spec 2.8; their grouped orders are reached from here.
const buyerActions = [{ to: '/dashboard/groups', label: 'Mes commandes groupées' }]

const shopColumns: Column<OrderRow>[] = [
  orderColumns.number(),
  orderColumns.date,
  orderColumns.client(PATH),
  orderColumns.kind,
  orderColumns.total,
  orderColumns.status,
  orderColumns.payment,
  orderColumns.delivery,
]

export default function Orders() {
  const data = useLoaderData<typeof loader>()
  const { title } = data
  if (data.audience === null)
    return (
      <AreaPage
        title={title}
        empty="Vos droits ne vous permettent pas de consulter les commandes de la boutique."
      />
    )
  if (data.audience === 'buyer') {
    return (
      <ListPage title={title} actions={buyerActions}>
        {data.orders.length ? (
          <>
            <BuyerTable orders={data.orders} />
            <Pagination page={data.page} pages={data.pages} search={data.search} />
          </>
        ) : (
          <EmptyList filtered={false} empty="Vous n’avez pas encore passé de commande." />
        )}
        <section aria-labelledby="my-invoices" className="space-y-3 pt-4">
          <h2 id="my-invoices" className="text-xl font-semibold text-gray-900">
            Mes factures
          </h2>
          {data.invoices.invoices.length ? (
            <>
              <BuyerInvoiceTable
                invoices={data.invoices.invoices}
                caption="Mes factures, acomptes et avoirs, du plus récent au plus ancien"
              />
              <Pagination
                page={data.invoices.page}
                pages={data.invoices.pages}
                search={data.search}
                pageKey={INVOICE_PAGE}
                label="Pages des factures"
              />
            </>
          ) : (
            <EmptyList
              filtered={false}
              empty="Aucune facture pour l’instant : le producteur l’émet après avoir validé votre commande."
            />
          )}
        </section>
      </ListPage>
    )
  }
  const { list, orders, total, clients, actions, exportTo, page, pages } = data
  return (
    <ListPage title={title} actions={actions} exportTo={exportTo}>
      <ListFilters
        action={PATH}
        label="Filtrer les commandes"
        values={list.values}
        errors={list.errors}
        searchPlaceholder="N° de commande, client, e-mail…"
        statuses={orderStatusChoices}
        clients={clients}
        selects={[
          { name: 'kind', label: 'Type', all: 'Tous les types', options: orderKindChoices },
        ]}
        sorts={orderSorts}
      />
      <ListSummary items={[`${total} commande${total > 1 ? 's' : ''}`]} />
      {orders.length === 0 ? (
        <EmptyList filtered={list.filtered} empty="Aucune commande pour le moment." />
      ) : (
        <SalesTable
          caption={
            data.audience === 'agent'
              ? 'Commandes de vos clients, selon les filtres choisis'
              : 'Commandes de la boutique, selon les filtres choisis'
          }
          columns={shopColumns}
          rows={orders}
          rowKey={(o) => o.id}
          testId="orders-table"
        />
      )}
      <Pagination page={page} pages={pages} search={list.search} />
    </ListPage>
  )
}
