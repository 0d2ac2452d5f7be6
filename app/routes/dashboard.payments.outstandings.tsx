import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { PaymentStatusChip } from '#app/modules/checkout/web/components/order-status'
import { areaMeta, ErrorBoundary } from '#app/ui/dashboard/area-route'
import { documentHref } from '#app/modules/sales/web/components/documents-list'
import { EmptyList, ListPage, ListSummary } from '#app/modules/sales/web/components/list-page'
import { SalesTable, type Column } from '#app/modules/sales/web/components/sales-table'
import { titleOf } from '#app/platform/domain/navigation'
import { formatCents } from '#app/platform/domain/format'
import { guard } from '#app/platform/web/guard.server'
import { outstandingsRoute } from '#app/modules/sales/contract'
import { openDocumentRow } from '#app/modules/sales/web/open-documents.server'

const PATH = '/dashboard/payments/outstandings'

/** Issued invoices and deposit invoices not fully paid and not yet due; the guard asks seeAllPayment. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const result = await ctx.api.call(outstandingsRoute, {})
  if (!result.ok) throw new Response(result.data.message, { status: result.status })
  return {
    title: titleOf(PATH),
    count: result.data.totals.count,
    left: formatCents(result.data.totals.leftCents),
    documents: result.data.documents.map(openDocumentRow),
  }
}

export const meta = areaMeta
export { ErrorBoundary }

type Row = ReturnType<typeof useLoaderData<typeof loader>>['documents'][number]

const columns: Column<Row>[] = [
  {
    header: 'Numéro',
    primary: true,
    cell: (d) => (
      <Link to={documentHref(d.id)} className="font-medium text-primary-dark underline">
        {d.number}
      </Link>
    ),
  },
  { header: 'Type', cell: (d) => d.typeLabel },
  { header: 'Client', cell: (d) => d.client },
  { header: 'Émise le', cell: (d) => d.issued },
  { header: 'Échéance', cell: (d) => d.due },
  { header: 'Montant dû', align: 'right', cell: (d) => d.dueAmount },
  { header: 'Payé', align: 'right', cell: (d) => d.paid },
  { header: 'Reste à payer', align: 'right', cell: (d) => d.left },
  { header: 'Paiement', cell: (d) => <PaymentStatusChip status={d.paymentStatus} /> },
  {
    header: 'Action',
    cell: (d) => (
      <Link to={d.recordHref} className="text-primary-dark underline">
        Enregistrer un paiement
      </Link>
    ),
  },
]

export default function Outstandings() {
  const { title, count, left, documents } = useLoaderData<typeof loader>()
  return (
    <ListPage
      title={title}
      exportTo={documents.length ? '/resources/sales-export?list=outstandings' : null}
    >
      <ListSummary
        items={[`${count} document${count > 1 ? 's' : ''} à échoir`, `Reste à encaisser : ${left}`]}
      />
      {documents.length === 0 ? (
        <EmptyList filtered={false} empty="Aucune facture en attente de paiement avant échéance." />
      ) : (
        <SalesTable
          caption="Factures émises, non réglées, dont l’échéance n’est pas passée, de la plus proche à la plus lointaine"
          columns={columns}
          rows={documents}
          rowKey={(d) => d.id}
          testId="outstandings-table"
        />
      )}
    </ListPage>
  )
}
