import { Link } from '@remix-run/react'
import {
  OrderStatusChip,
  PaymentStatusChip,
} from '#app/modules/checkout/web/components/order-status'
import { OrderTotals } from '#app/modules/checkout/web/components/order-totals'
import type { OrderDetail } from '#app/modules/checkout/web/orders.server'
import { TransferDetails } from '#app/modules/checkout/web/components/transfer-details'
import type { BuyerInvoiceRow } from '#app/modules/sales/web/buyer-invoices.server'
import { InvoiceDownload } from '#app/modules/sales/web/components/buyer-invoices'
import { Block } from './fields'

const Lines = ({ lines }: { lines: string[] }) => (
  <address className="text-sm not-italic text-gray-800">
    {lines.map((l) => (
      <span key={l} className="block">
        {l}
      </span>
    ))}
  </address>
)

/** A buyer's own order, as checkout placed it. */
export function BuyerOrderPage({
  title,
  order,
  invoices,
}: {
  title: string
  order: OrderDetail
  invoices: BuyerInvoiceRow[]
}) {
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
        <OrderStatusChip status={order.status} />
      </div>
      <p className="text-sm text-gray-700">
        Passée le {order.date} · {order.shop}
        {' · '}
        <Link to={`/tickets?order=${order.id}`} className="text-primary-dark underline">
          Une question sur cette commande ?
        </Link>
      </p>

      <Block title="Articles">
        <ul className="divide-y divide-gray-100">
          {order.lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-3 py-2">
              <span>
                <span className="block font-medium">{line.name}</span>
                <span className="block text-sm text-gray-600">
                  {[line.detail, `${line.quantity} × ${line.unitPrice}`]
                    .filter(Boolean)
                    .join(' · ')}
                  {line.isWrapped ? ' · emballage cadeau' : ''}
                </span>
              </span>
              <span className="whitespace-nowrap font-medium">{line.total}</span>
            </li>
          ))}
        </ul>
        {order.promoCode ? (
          <p className="text-sm text-gray-700">Code promo : {order.promoCode}</p>
        ) : null}
        <div className="border-t border-gray-100 pt-2">
          <OrderTotals totals={order.totals} />
        </div>
      </Block>

      <Block title="Factures">
        {invoices.length ? (
          <ul className="divide-y divide-gray-100" data-testid="order-invoices">
            {invoices.map((d) => (
              <li key={d.id} className="flex flex-wrap items-baseline justify-between gap-2 py-2">
                <span>
                  <span className="block font-medium">{d.label}</span>
                  <span className="block text-sm text-gray-600">
                    du {d.date} · {d.total}
                    {d.left && d.left !== d.total ? ` · reste ${d.left}` : ''}
                  </span>
                </span>
                <InvoiceDownload invoice={d} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-gray-700">
            Pas encore de facture : le producteur l’émet après avoir validé votre commande.
          </p>
        )}
      </Block>

      <div className="grid gap-4 md:grid-cols-2">
        <Block title="Livraison">
          {order.delivery.mode ? (
            <p className="text-sm font-medium">{order.delivery.mode}</p>
          ) : null}
          <Lines lines={order.delivery.address} />
          {order.delivery.mountain ? (
            <p className="text-sm text-gray-700">Adresse en zone de montagne</p>
          ) : null}
          {order.delivery.instructions ? (
            <p className="text-sm text-gray-700">Instructions : {order.delivery.instructions}</p>
          ) : null}
          {order.delivery.tracking.map((t) => (
            <p key={t.ref} className="text-sm">
              <a href={t.url} className="underline" target="_blank" rel="noreferrer noopener">
                Suivre le colis n° {t.ref}
              </a>
            </p>
          ))}
        </Block>
        <Block title="Facturation">
          <Lines lines={order.billingAddress} />
        </Block>
        <Block title="Paiement">
          <p className="flex flex-wrap items-center gap-2 text-sm">
            {order.paymentType}
            <PaymentStatusChip status={order.paymentStatus} />
          </p>
          {order.transfer && order.paymentStatus !== 'paid' ? (
            <TransferDetails transfer={order.transfer} />
          ) : null}
        </Block>
        <Block title="Contact">
          <p className="text-sm text-gray-800">{order.buyer}</p>
          <p className="text-sm text-gray-800">{order.contact.email}</p>
          {order.contact.phone ? (
            <p className="text-sm text-gray-800">{order.contact.phone}</p>
          ) : null}
          {order.contact.siret ? (
            <p className="text-sm text-gray-800">SIRET : {order.contact.siret}</p>
          ) : null}
        </Block>
      </div>
    </div>
  )
}
