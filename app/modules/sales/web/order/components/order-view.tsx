import { Link } from '@remix-run/react'
import { buttonClass } from '#app/ui/button'
import {
  OrderStatusChip,
  PaymentStatusChip,
  StatusChip,
} from '#app/modules/checkout/web/components/order-status'
import { OrderTotals } from '#app/modules/checkout/web/components/order-totals'
import type { SalesOrderView } from '#app/modules/sales/web/order/order-page.server'
import type { FormReply } from '#app/modules/sales/web/order/payment-form.server'
import { Block } from './fields'
import {
  ActionPanel,
  DepositForm,
  IntentButton,
  InvoiceForm,
  ShipForm,
  VentilateForm,
} from './order-forms'
import { PaymentForm } from './payment-form'
import { CarrierLinks, LabelForm } from '#app/modules/carriers/web/components/label-form'
import { labellable, labelled } from '#app/modules/carriers/domain/tracking'

type Option = { value: string; label: string }

const Address = ({ lines }: { lines: string[] }) =>
  lines.length ? (
    <address className="text-sm not-italic text-gray-800">
      {lines.map((l) => (
        <span key={l} className="block">
          {l}
        </span>
      ))}
    </address>
  ) : (
    <p className="text-sm text-gray-600">Non renseignée</p>
  )

/**
 * The staff page of an order or a future: who, what, how much (the provider's totals), its
 * statuses, documents, shipments and ventilation, and the actions allowed now.
 */
export function SalesOrderPage({
  title,
  order,
  recipients,
  recipientQuery,
  methods,
  parts,
  labels = false,
  labelLinks = false,
  reply,
  here,
}: {
  title: string
  order: SalesOrderView
  recipients: Option[]
  recipientQuery: string
  methods: Option[]
  parts: number
  /** Colissimo labels may be made (carriers area), and downloaded. */
  labels?: boolean
  labelLinks?: boolean
  reply: FormReply | undefined
  here: string
}) {
  const errorsOf = (form: string) => (reply?.form === form ? reply.errors : {})
  const a = order.actions
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="text-2xl font-semibold text-gray-900">{title}</h1>
        <span className="text-sm text-gray-700">{order.kindLabel}</span>
      </div>
      <ul className="flex flex-wrap items-center gap-2 text-sm" aria-label="Statuts">
        <li className="flex items-center gap-1">
          Commande <OrderStatusChip status={order.status} />
        </li>
        <li className="flex items-center gap-1">
          Paiement <PaymentStatusChip status={order.paymentStatus} />
        </li>
        <li className="flex items-center gap-1">
          Livraison <StatusChip status={order.deliveryStatus} label={order.deliveryLabel} />
        </li>
      </ul>
      <p className="text-sm text-gray-700">
        Du {order.date} · {order.source}
        {order.client ? ` · ${order.client.name}` : ''}
        {order.expectedDelivery ? ` · livraison prévue le ${order.expectedDelivery}` : ''}
      </p>
      {order.acceptedTerms ? (
        <p className="text-sm text-gray-700" data-testid="accepted-terms">
          Conditions générales de vente acceptées par l’acheteur :{' '}
          <Link className="underline" to={order.acceptedTerms.href}>
            version {order.acceptedTerms.version}
          </Link>
        </p>
      ) : null}
      {order.parentId ? (
        <p className="text-sm">
          Issue de la ventilation de la{' '}
          <Link className="underline" to={`/dashboard/orders/${order.parentId}`}>
            commande n° {order.parentId}
          </Link>
        </p>
      ) : null}

      <div className="flex flex-wrap gap-2">
        {a.edit ? (
          <Link to={order.editHref} className={buttonClass('secondary')}>
            Modifier le brouillon
          </Link>
        ) : null}
        {a.validate ? (
          <IntentButton intent="validate" variant="primary">
            Valider la commande
          </IntentButton>
        ) : null}
        {a.refuse ? (
          <IntentButton intent="refuse" variant="danger">
            Refuser la commande
          </IntentButton>
        ) : null}
        {a.invoice ? (
          <InvoiceForm
            suspension={
              order.taxRegime?.kind === 'intraEuBusiness' && order.taxRegime.excise === 'suspension'
            }
          />
        ) : null}
        {a.pdf ? <IntentButton intent="pdf">Générer le PDF</IntentButton> : null}
        {a.cancel ? (
          <IntentButton intent="cancel" variant="danger">
            Annuler la commande
          </IntentButton>
        ) : null}
      </div>
      {a.invoice &&
      order.documents.some((d) => d.type === 'deposit' && d.status !== 'cancelled') ? (
        <p className="text-sm text-gray-700">
          La facture finale déduira les acomptes déjà facturés.
        </p>
      ) : null}

      <div className="space-y-2">
        {a.deposit ? (
          <ActionPanel id="deposit" title="Facture d’acompte" open={reply?.form === 'deposit'}>
            <DepositForm errors={errorsOf('deposit')} />
          </ActionPanel>
        ) : null}
        {a.payment ? (
          <ActionPanel
            id="payment"
            title="Enregistrer un paiement"
            open={reply?.form === 'payment'}
          >
            <PaymentForm bills={order.openBills} methods={methods} errors={errorsOf('payment')} />
          </ActionPanel>
        ) : null}
        {a.ship ? (
          <ActionPanel id="ship" title="Expédier" open={reply?.form === 'ship'}>
            <ShipForm order={order} errors={errorsOf('ship')} />
          </ActionPanel>
        ) : null}
        {a.ventilate ? (
          <ActionPanel
            id="ventilate"
            title="Ventiler"
            open={reply?.form === 'ventilate' || parts > 2 || recipientQuery !== ''}
          >
            <VentilateForm
              order={order}
              recipients={recipients}
              recipientQuery={recipientQuery}
              parts={parts}
              errors={errorsOf('ventilate')}
              here={here}
            />
          </ActionPanel>
        ) : null}
      </div>

      <Block title="Articles" id="order-lines">
        <ul className="divide-y divide-gray-100">
          {order.lines.map((line) => (
            <li key={line.id} className="flex justify-between gap-3 py-2">
              <span>
                <span className="block font-medium">{line.name}</span>
                <span className="block text-sm text-gray-600">
                  {[line.detail, `${line.quantity} × ${line.unitPrice}`, `TVA ${line.vatRate}`]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
              <span className="whitespace-nowrap font-medium">{line.totalTtc}</span>
            </li>
          ))}
        </ul>
        <div className="border-t border-gray-100 pt-2">
          <OrderTotals totals={order.totals} hasShipping={order.totals.shipping > 0} />
        </div>
      </Block>

      <div className="grid gap-4 md:grid-cols-2">
        <Block title="Client" id="order-client">
          <p className="text-sm font-medium">{order.client?.name ?? 'Client'}</p>
          {order.contact.email ? <p className="text-sm">{order.contact.email}</p> : null}
          {order.contact.phone ? <p className="text-sm">{order.contact.phone}</p> : null}
          {order.contact.siret ? <p className="text-sm">SIRET : {order.contact.siret}</p> : null}
        </Block>
        <Block title="Paiement" id="order-payment">
          <p className="text-sm">{order.paymentType}</p>
          {order.paymentDelay ? <p className="text-sm">Délai : {order.paymentDelay}</p> : null}
        </Block>
        <Block title="Livraison" id="order-delivery">
          {order.deliveryMode ? <p className="text-sm font-medium">{order.deliveryMode}</p> : null}
          <Address lines={order.deliveryAddress} />
        </Block>
        <Block title="Facturation" id="order-billing">
          <Address lines={order.billingAddress} />
        </Block>
      </div>
      {order.notes ? (
        <Block title="Notes" id="order-notes">
          <p className="whitespace-pre-line text-sm">{order.notes}</p>
        </Block>
      ) : null}

      <Block title="Documents" id="order-documents">
        {order.documents.length ? (
          <ul className="divide-y divide-gray-100">
            {order.documents.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  <Link to={d.href} className="font-medium underline">
                    {d.typeLabel} {d.number}
                  </Link>
                  <span className="block text-sm text-gray-600">
                    {[
                      d.issuedAt ? `émis le ${d.issuedAt}` : null,
                      d.dueAt ? `échéance ${d.dueAt}` : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </span>
                <span className="flex flex-wrap items-center gap-2 text-sm">
                  <StatusChip status={d.status} label={d.statusLabel} />
                  {d.type === 'invoice' || d.type === 'deposit' ? (
                    <PaymentStatusChip status={d.paymentStatus} />
                  ) : null}
                  <span className="font-medium">{d.total}</span>
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-gray-600">Aucun document pour l’instant.</p>
        )}
      </Block>

      <Block title="Expéditions" id="order-shipments">
        {order.shipments.length ? (
          <ul className="divide-y divide-gray-100">
            {order.shipments.map((s) => (
              <li key={s.id} className="py-2 text-sm">
                <span className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">
                    {s.kind} du {s.date}
                  </span>
                  <StatusChip status={s.status} label={s.statusLabel} />
                </span>
                {a.pdf && s.isDelivery ? (
                  <span className="mt-1 block">
                    <IntentButton intent="deliveryNote" fields={{ shipmentId: String(s.id) }}>
                      Bon de livraison (PDF)
                    </IntentButton>
                  </span>
                ) : null}
                <span className="block text-gray-700">
                  {[
                    s.lines,
                    `${s.parcels} colis`,
                    s.carrier,
                    s.trackingRef ? `suivi ${s.trackingRef}` : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                <CarrierLinks
                  labelHref={labelLinks && labelled(s) ? `/resources/carrier-label/${s.id}` : null}
                  trackingUrl={s.trackingUrl}
                />
                {labels && labellable(s) ? (
                  <LabelForm
                    shipmentId={s.id}
                    errors={
                      reply?.form === 'carrier-label' && reply.shipmentId === s.id
                        ? reply.errors.weightKg
                        : undefined
                    }
                  />
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-gray-600">Aucune expédition.</p>
        )}
      </Block>

      {order.children.length ? (
        <Block title="Ventilation" id="order-children">
          <ul className="divide-y divide-gray-100">
            {order.children.map((c) => (
              <li key={c.id} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
                <span>
                  <Link to={c.href} className="font-medium underline">
                    Commande n° {c.id}
                  </Link>{' '}
                  · {c.client}
                  <span className="block text-gray-700">{c.lines}</span>
                </span>
                <span className="flex items-center gap-2">
                  <OrderStatusChip status={c.status} />
                  {c.total}
                </span>
              </li>
            ))}
          </ul>
        </Block>
      ) : null}
    </div>
  )
}
