import type { TransferView } from '#app/modules/checkout/web/orders.server'

/**
 * How to pay an order by transfer: the shop's account (holder, IBAN, BIC) and the reference to
 * write on the transfer. Shown on the confirmation page and on the buyer's order page.
 */
export function TransferDetails({ transfer }: { transfer: TransferView }) {
  return (
    <div
      className="space-y-1 rounded-md border border-primary/30 bg-primary/5 p-3 text-sm text-gray-900"
      data-testid="transfer-details"
    >
      <p className="font-medium">Réglez {transfer.amount} par virement :</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-gray-700">Titulaire</dt>
        <dd>{transfer.holder}</dd>
        <dt className="text-gray-700">IBAN</dt>
        <dd className="break-all font-mono">{transfer.iban}</dd>
        {transfer.bic ? (
          <>
            <dt className="text-gray-700">BIC</dt>
            <dd className="font-mono">{transfer.bic}</dd>
          </>
        ) : null}
        <dt className="text-gray-700">Référence</dt>
        <dd className="font-mono font-semibold">{transfer.reference}</dd>
      </dl>
      <p className="text-gray-700">
        Indiquez cette référence dans le libellé du virement : le producteur rapproche ainsi votre
        paiement de votre commande.
      </p>
    </div>
  )
}
