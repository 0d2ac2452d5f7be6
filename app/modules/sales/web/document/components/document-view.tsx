import { Link } from '@remix-run/react'
import { PaymentStatusChip, StatusChip } from '#app/modules/checkout/web/components/order-status'
import { Block } from '#app/modules/sales/web/order/components/fields'
import { ActionPanel, IntentButton } from '#app/modules/sales/web/order/components/order-forms'
import { PaymentForm } from '#app/modules/sales/web/order/components/payment-form'
import { buttonClass } from '#app/ui/button'
import type { DocumentView } from '#app/modules/sales/web/order/document-page.server'
import type { FormReply } from '#app/modules/sales/web/order/payment-form.server'
import { CreditForm } from './credit-form'
import { SendForm } from './send-form'

type Option = { value: string; label: string }

function Party({ title, party }: { title: string; party: DocumentView['buyer'] | null }) {
  return (
    <Block title={title}>
      {party ? (
        <div className="space-y-1 text-sm text-gray-800">
          <p className="font-medium">{party.name}</p>
          {party.address.map((l) => (
            <p key={l}>{l}</p>
          ))}
          {party.ids.map((l) => (
            <p key={l}>{l}</p>
          ))}
          {party.deliveryAddress.length ? (
            <p className="pt-1">Livraison : {party.deliveryAddress.join(', ')}</p>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-gray-600">Les mentions du vendeur sont figées à l’émission.</p>
      )}
    </Block>
  )
}

const Row = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <div className={`flex justify-between gap-3 ${strong ? 'text-base font-semibold' : ''}`}>
    <dt>{label}</dt>
    <dd>{value}</dd>
  </div>
)

/** A sales document as its PDF will say it, its statuses, payments and the actions allowed now. */
export function DocumentPage({
  doc,
  methods,
  reply,
}: {
  doc: DocumentView
  methods: Option[]
  reply: FormReply | undefined
}) {
  const a = doc.actions
  const errorsOf = (form: string) => (reply?.form === form ? reply.errors : {})
  const d = doc.dates
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      <h1 className="text-2xl font-semibold text-gray-900">{doc.title}</h1>
      <ul className="flex flex-wrap items-center gap-2 text-sm" aria-label="Statuts">
        <li className="flex items-center gap-1">
          Statut <StatusChip status={doc.status} label={doc.statusLabel} />
        </li>
        {doc.paymentStatus ? (
          <li className="flex items-center gap-1">
            Paiement <PaymentStatusChip status={doc.paymentStatus} />
          </li>
        ) : null}
        {doc.creditStatus ? (
          <li className="flex items-center gap-1">
            Avoir <StatusChip status={doc.creditStatusKey ?? ''} label={doc.creditStatus} />
          </li>
        ) : null}
      </ul>
      <p className="text-sm text-gray-700">
        {doc.client.name}
        {doc.orderHref ? (
          <>
            {' · '}
            <Link to={doc.orderHref} className="underline">
              Commande n° {doc.orderId}
            </Link>
          </>
        ) : null}
        {doc.invoice ? (
          <>
            {' · sur '}
            <Link to={doc.invoice.href} className="underline">
              {doc.invoice.label}
            </Link>
          </>
        ) : null}
      </p>

      <div className="flex flex-wrap gap-2">
        {a.issue ? (
          <IntentButton intent="issue" variant="primary">
            Émettre
          </IntentButton>
        ) : null}
        {a.edit ? (
          <Link
            to={`/dashboard/orders/add?subType=quote&quote=${doc.id}`}
            className={buttonClass('secondary')}
          >
            Modifier le brouillon
          </Link>
        ) : null}
        {a.accept ? (
          <IntentButton intent="accept" variant="primary">
            Accepté par le client
          </IntentButton>
        ) : null}
        {a.reject ? <IntentButton intent="reject">Refusé</IntentButton> : null}
        {a.cancel ? (
          <IntentButton intent="cancel" variant="danger">
            Annuler
          </IntentButton>
        ) : null}
        {doc.pdfHref ? (
          <a href={doc.pdfHref} className={buttonClass('secondary')} download>
            Télécharger le PDF
          </a>
        ) : null}
        {a.pdf ? (
          <IntentButton intent="pdf">
            {doc.pdfHref ? 'Regénérer le PDF' : 'Générer le PDF'}
          </IntentButton>
        ) : null}
      </div>

      <div className="space-y-2">
        {a.send ? (
          <ActionPanel id="send" title="Envoyer par e-mail" open={reply?.form === 'send'}>
            <SendForm defaultEmail={doc.defaultEmail} errors={errorsOf('send')} />
          </ActionPanel>
        ) : null}
        {a.payment ? (
          <ActionPanel
            id="payment"
            title="Enregistrer un paiement"
            open={reply?.form === 'payment'}
          >
            <PaymentForm
              bills={[
                {
                  id: doc.id,
                  label: `${doc.title} — reste ${doc.totals.left}`,
                  leftCents: doc.totals.leftCents,
                },
              ]}
              methods={methods}
              errors={errorsOf('payment')}
            />
          </ActionPanel>
        ) : null}
        {a.credit ? (
          <ActionPanel id="credit" title="Créer un avoir" open={reply?.form === 'credit'}>
            <CreditForm doc={doc} errors={errorsOf('credit')} />
          </ActionPanel>
        ) : null}
      </div>

      {doc.missingMentions.length ? (
        <div role="alert" className="rounded-md border border-orange-300 bg-orange-50 p-3 text-sm">
          Mentions obligatoires manquantes : {doc.missingMentions.join(', ')}.
        </div>
      ) : null}

      <div className="grid gap-4 md:grid-cols-2">
        <Party title="Vendeur" party={doc.seller} />
        <Party title="Client" party={doc.buyer} />
      </div>

      <Block title={doc.typeLabel}>
        <dl className="grid gap-1 text-sm sm:grid-cols-2">
          <Row label="Numéro" value={doc.number ?? 'attribué à l’émission'} />
          {d.issuedAt ? <Row label="Date d’émission" value={d.issuedAt} /> : null}
          {d.saleDate ? <Row label="Date de la vente" value={d.saleDate} /> : null}
          {d.dueAt ? <Row label="Échéance" value={d.dueAt} /> : null}
          {d.validUntil ? <Row label="Valable jusqu’au" value={d.validUntil} /> : null}
          {doc.paymentDelay ? (
            <Row label="Conditions de paiement" value={doc.paymentDelay} />
          ) : null}
        </dl>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead className="border-b border-gray-200 text-gray-700">
              <tr>
                <th className="py-2 pr-2 font-medium">Désignation</th>
                <th className="py-2 pr-2 text-right font-medium">Qté</th>
                <th className="py-2 pr-2 text-right font-medium">PU HT</th>
                <th className="py-2 pr-2 text-right font-medium">TVA</th>
                <th className="py-2 text-right font-medium">Total HT</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {doc.lines.map((l) => (
                <tr key={l.index}>
                  <td className="py-2 pr-2">
                    {l.name}
                    {l.discount ? (
                      <span className="block text-xs text-gray-600">remise {l.discount}</span>
                    ) : null}
                  </td>
                  <td className="py-2 pr-2 text-right">{l.quantity}</td>
                  <td className="py-2 pr-2 text-right">{l.unitHt}</td>
                  <td className="py-2 pr-2 text-right">{l.vatRate}</td>
                  <td className="py-2 text-right">{l.totalHt}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <dl
          className="ml-auto max-w-sm space-y-1 border-t border-gray-100 pt-2 text-sm"
          aria-label="Totaux"
        >
          <Row label="Total HT" value={doc.totals.ht} />
          {doc.totals.duties ? (
            <Row label="dont droits d’accise" value={doc.totals.duties} />
          ) : null}
          {doc.totals.shipping ? <Row label="dont livraison" value={doc.totals.shipping} /> : null}
          <Row label="TVA" value={doc.totals.tva} />
          <Row label="Total TTC" value={doc.totals.ttc} strong />
          {doc.totals.deposits ? (
            <Row label="Acomptes déduits" value={`− ${doc.totals.deposits}`} />
          ) : null}
          {doc.totals.due ? <Row label="Net à payer" value={doc.totals.due} strong /> : null}
          {doc.paymentStatus ? <Row label="Déjà réglé" value={doc.totals.paid} /> : null}
          {doc.paymentStatus ? <Row label="Reste à payer" value={doc.totals.left} strong /> : null}
          {doc.creditRemaining !== null ? (
            <Row label="Reste à utiliser" value={doc.creditRemaining} strong />
          ) : null}
        </dl>
        {doc.deposits.length ? (
          <p className="text-sm text-gray-700">
            Acomptes déduits :{' '}
            {doc.deposits.map((dep, i) => (
              <span key={dep.id}>
                {i ? ', ' : ''}
                <Link to={dep.href} className="underline">
                  {dep.label}
                </Link>{' '}
                ({dep.total})
              </span>
            ))}
          </p>
        ) : null}
        {doc.notes ? <p className="whitespace-pre-line text-sm">{doc.notes}</p> : null}
        {doc.footer.length ? (
          <div className="space-y-1 border-t border-gray-100 pt-2 text-xs text-gray-700">
            {doc.footer.map((f) => (
              <p key={f}>{f}</p>
            ))}
          </div>
        ) : null}
      </Block>

      {doc.credits.length ? (
        <Block title="Avoirs">
          <ul className="divide-y divide-gray-100 text-sm">
            {doc.credits.map((c) => (
              <li key={c.id} className="flex justify-between gap-2 py-2">
                <Link to={c.href} className="underline">
                  {c.label}
                </Link>
                <span>
                  {c.statusLabel} · {c.total}
                </span>
              </li>
            ))}
          </ul>
        </Block>
      ) : null}

      {doc.paymentStatus || doc.type === 'credit' ? (
        <Block title={doc.type === 'credit' ? 'Utilisations' : 'Paiements reçus'}>
          {doc.payments.length ? (
            <ul className="divide-y divide-gray-100 text-sm">
              {doc.payments.map((p) => (
                <li key={p.id} className="flex flex-wrap justify-between gap-2 py-2">
                  <span>
                    {p.date} · {p.kind} · {p.method}
                    {p.reference ? ` · ${p.reference}` : ''}
                    {p.on ? ` · ${p.on}` : ''}
                  </span>
                  <span className="font-medium">{p.amount}</span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-gray-600">Aucun paiement enregistré.</p>
          )}
        </Block>
      ) : null}
    </div>
  )
}
