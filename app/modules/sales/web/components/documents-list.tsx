/** The page of a list of sales documents (quotes, invoices, deposit invoices, credit notes). */
import { Link, useLoaderData } from '@remix-run/react'
import { PaymentStatusChip } from '#app/modules/checkout/web/components/order-status'
import { documentCount, documentSorts } from '#app/modules/sales/web/choices'
import type { DocumentRow, DocumentsListData } from '#app/modules/sales/web/documents.server'
import { CreditStatusChip, DocumentStatusChip } from './chips'
import { ListFilters } from './list-filters'
import { EmptyList, ListPage, ListSummary, NoRight } from './list-page'
import { Pagination } from './pagination'
import { SalesTable, type Column } from './sales-table'
import { deName } from '#app/platform/domain/french'

const link = 'inline-block min-h-[24px] font-medium text-primary-dark underline'

/** A document's page, built by the document helper: /dashboard/orders/documents/{id}. */
export const documentHref = (id: number) => `/dashboard/orders/documents/${id}`

function columnsFor(type: DocumentRow['type'], path: string): Column<DocumentRow>[] {
  const number: Column<DocumentRow> = {
    header: 'Numéro',
    primary: true,
    cell: (d) => (
      <Link to={documentHref(d.id)} className={link}>
        {d.number ?? `Brouillon n° ${d.id}`}
      </Link>
    ),
  }
  const client: Column<DocumentRow> = {
    header: 'Client',
    cell: (d) => (
      <Link
        to={`${path}?clientId=${d.clientId}`}
        className="text-gray-900 underline decoration-dotted"
        title={`Voir les documents ${deName(d.client)}`}
      >
        {d.client}
      </Link>
    ),
  }
  const date: Column<DocumentRow> = { header: 'Date', cell: (d) => d.date }
  const total: Column<DocumentRow> = { header: 'Total TTC', align: 'right', cell: (d) => d.total }
  const status: Column<DocumentRow> = {
    header: 'Statut',
    cell: (d) => <DocumentStatusChip type={d.type} status={d.status} />,
  }
  if (type === 'quote')
    return [
      number,
      client,
      date,
      { header: 'Valable jusqu’au', cell: (d) => d.validUntil ?? '—' },
      { header: 'Total HT', align: 'right', cell: (d) => d.totalHt },
      total,
      status,
    ]
  if (type === 'credit')
    return [
      number,
      client,
      date,
      total,
      { header: 'Reste à utiliser', align: 'right', cell: (d) => d.creditRemaining ?? '—' },
      status,
      {
        header: 'Utilisation',
        cell: (d) => (d.creditStatus ? <CreditStatusChip status={d.creditStatus} /> : '—'),
      },
    ]
  return [
    number,
    client,
    date,
    { header: 'Échéance', cell: (d) => d.dueDate ?? '—' },
    total,
    { header: 'Payé', align: 'right', cell: (d) => d.paid },
    { header: 'Reste dû', align: 'right', cell: (d) => d.left },
    status,
    {
      header: 'Paiement',
      cell: (d) => (d.number ? <PaymentStatusChip status={d.paymentStatus} /> : '—'),
    },
  ]
}

const captions = {
  quote: 'Devis',
  invoice: 'Factures',
  deposit: 'Factures d’acompte',
  credit: 'Avoirs',
} as const

export function DocumentsList({ path, empty }: { path: string; empty: string }) {
  const data = useLoaderData<DocumentsListData>()
  const { title, type, list } = data
  if (!data.allowed)
    return (
      <ListPage title={title}>
        <NoRight message="Vos droits ne vous permettent pas de consulter les documents de vente." />
      </ListPage>
    )
  return (
    <ListPage title={title} actions={data.actions} exportTo={data.exportTo}>
      <ListFilters
        action={path}
        label={`Filtrer : ${title}`}
        values={list.values}
        errors={list.errors}
        searchPlaceholder="Numéro, client…"
        statuses={data.statuses}
        clients={data.clients}
        sorts={documentSorts}
      />
      <ListSummary items={[documentCount(type, data.total)]} />
      {data.rows.length === 0 ? (
        <EmptyList filtered={list.filtered} empty={empty} />
      ) : (
        <SalesTable
          caption={`${captions[type]}, selon les filtres choisis`}
          columns={columnsFor(type, path)}
          rows={data.rows}
          rowKey={(d) => d.id}
          testId="documents-table"
        />
      )}
      <Pagination page={data.page} pages={data.pages} search={list.search} />
    </ListPage>
  )
}
