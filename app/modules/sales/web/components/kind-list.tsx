/** The page of an order list narrowed to one kind (samples, futures). */
import { useLoaderData } from '@remix-run/react'
import { orderSorts, orderStatusChoices } from '#app/modules/sales/web/choices'
import type { KindListData } from '#app/modules/sales/web/kind-list.server'
import type { OrderRow } from '#app/modules/sales/web/orders.server'
import { ListFilters } from './list-filters'
import { EmptyList, ListPage, ListSummary, NoRight } from './list-page'
import { Pagination } from './pagination'
import { SalesTable, type Column } from './sales-table'

export function KindList({
  path,
  noun,
  empty,
  caption,
  columns,
}: {
  path: string
  /** Singular and plural, for the count above the list. */
  noun: [string, string]
  empty: string
  caption: string
  columns: Column<OrderRow>[]
}) {
  const data = useLoaderData<KindListData>()
  const { title, list } = data
  if (!data.allowed)
    return (
      <ListPage title={title} actions={data.actions}>
        <NoRight message="Vos droits ne vous permettent pas de consulter les commandes de la boutique." />
      </ListPage>
    )
  return (
    <ListPage title={title} actions={data.actions} exportTo={data.exportTo}>
      <ListFilters
        action={path}
        label={`Filtrer : ${title}`}
        values={list.values}
        errors={list.errors}
        searchPlaceholder="N° de commande, client, e-mail…"
        statuses={orderStatusChoices}
        clients={data.clients}
        sorts={orderSorts}
      />
      <ListSummary items={[`${data.total} ${noun[data.total > 1 ? 1 : 0]}`]} />
      {data.rows.length === 0 ? (
        <EmptyList filtered={list.filtered} empty={empty} />
      ) : (
        <SalesTable
          caption={caption}
          columns={columns}
          rows={data.rows}
          rowKey={(o) => o.id}
          testId="orders-table"
        />
      )}
      <Pagination page={data.page} pages={data.pages} search={list.search} />
    </ListPage>
  )
}
