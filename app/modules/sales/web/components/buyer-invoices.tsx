import { Link } from '@remix-run/react'
import { PaymentStatusChip } from '#app/modules/checkout/web/components/order-status'
import type { BuyerInvoiceRow } from '#app/modules/sales/web/buyer-invoices.server'
import { SalesTable, type Column } from './sales-table'

/** A PDF link: a full request (a download), never a client-side navigation. */
export function InvoiceDownload({ invoice }: { invoice: BuyerInvoiceRow }) {
  return (
    <a
      href={invoice.href}
      download
      className="inline-block min-h-[24px] font-medium text-primary-dark underline"
    >
      Télécharger<span className="sr-only"> {invoice.label} (PDF)</span>
    </a>
  )
}

/**
 * The buyer's invoices, deposit invoices and credit notes: number, date, producer, amount,
 * payment status and the PDF. `withOrder` adds a link to each one's order (the whole list).
 */
export function BuyerInvoiceTable({
  invoices,
  caption,
  withOrder = true,
}: {
  invoices: BuyerInvoiceRow[]
  caption: string
  withOrder?: boolean
}) {
  const columns: Column<BuyerInvoiceRow>[] = [
    { header: 'Document', primary: true, cell: (d) => d.label },
    { header: 'Date', cell: (d) => d.date },
    { header: 'Producteur', cell: (d) => d.shop },
    ...(withOrder
      ? [
          {
            header: 'Commande',
            cell: (d: BuyerInvoiceRow) =>
              d.orderId ? (
                <Link
                  to={`/dashboard/orders/${d.orderId}`}
                  className="inline-block min-h-[24px] text-primary-dark underline"
                >
                  n° {d.orderId}
                </Link>
              ) : (
                '—'
              ),
          },
        ]
      : []),
    { header: 'Montant TTC', align: 'right', cell: (d) => d.total },
    { header: 'Paiement', cell: (d) => <PaymentStatusChip status={d.paymentStatus} /> },
    { header: 'PDF', cell: (d) => <InvoiceDownload invoice={d} /> },
    {
      header: 'Question',
      cell: (d) => (
        <Link
          to={`/tickets?invoice=${d.id}`}
          className="inline-block min-h-[24px] text-primary-dark underline"
        >
          Écrire au producteur<span className="sr-only"> à propos de {d.label}</span>
        </Link>
      ),
    },
  ]
  return <SalesTable caption={caption} columns={columns} rows={invoices} rowKey={(d) => d.id} />
}
