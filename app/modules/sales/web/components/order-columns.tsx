/** The columns the order lists share (all orders, samples, futures, ventilations). */
import { Link } from '@remix-run/react'
import {
  OrderStatusChip,
  PaymentStatusChip,
} from '#app/modules/checkout/web/components/order-status'
import type { OrderRow } from '#app/modules/sales/web/orders.server'
import { DeliveryStatusChip } from './chips'
import type { Column } from './sales-table'
import { deName } from '#app/platform/domain/french'

const link = 'inline-block min-h-[24px] font-medium text-primary-dark underline'

export const orderColumns = {
  number: (base = '/dashboard/orders'): Column<OrderRow> => ({
    header: 'N°',
    primary: true,
    cell: (o) => (
      <Link to={`${base}/${o.id}`} className={link}>
        Commande n° {o.id}
      </Link>
    ),
  }),
  date: { header: 'Date', cell: (o) => o.date } as Column<OrderRow>,
  /** The client's name filters the list on that client. */
  client: (path: string): Column<OrderRow> => ({
    header: 'Client',
    cell: (o) =>
      o.clientId ? (
        <Link
          to={`${path}?clientId=${o.clientId}`}
          className="text-gray-900 underline decoration-dotted"
          title={`Voir les commandes ${deName(o.client)}`}
        >
          {o.client}
        </Link>
      ) : (
        o.client
      ),
  }),
  kind: { header: 'Type', cell: (o) => o.kindLabel } as Column<OrderRow>,
  total: { header: 'Total TTC', align: 'right', cell: (o) => o.total } as Column<OrderRow>,
  status: {
    header: 'Statut',
    cell: (o) => <OrderStatusChip status={o.status} />,
  } as Column<OrderRow>,
  payment: {
    header: 'Paiement',
    cell: (o) => <PaymentStatusChip status={o.paymentStatus} />,
  } as Column<OrderRow>,
  delivery: {
    header: 'Livraison',
    cell: (o) => <DeliveryStatusChip status={o.deliveryStatus} />,
  } as Column<OrderRow>,
}
