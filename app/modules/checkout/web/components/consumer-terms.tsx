import { Link } from '@remix-run/react'
import { Checkbox, type Meta } from '#app/modules/catalogue/web/components/fields'
import { withdrawalTexts } from '#app/modules/checkout/domain/withdrawal'
import type { CheckoutOrderView } from '#app/modules/checkout/web/types'
import { salesTermsPath, withdrawalFormPath } from '#app/modules/shop/domain/shop-paths'
import { formatCents } from '#app/platform/domain/money'

/** The order button's words (Code de la consommation L221-14). */
export const placeOrderLabel = 'Commande avec obligation de paiement'

/** L216-1: without an agreed delay the seller delivers within 30 days. */
export const deliveryDelayText =
  'Livraison au plus tard 30 jours après la commande (Code de la consommation, L216-1), sauf date indiquée pour un vin en primeur.'

const link = 'text-primary-dark underline'

/**
 * What the consumer code asks to show right before the order button (L221-5, L221-14, L221-18;
 * issue 15 §4): the total with taxes and delivery, the delivery delay, the right of withdrawal
 * with the shop's model form and the lines it does not cover; then the terms to accept (Caveau's
 * terms of use, each shop's terms of sale, the buyer's age), each checked again by the server.
 */
export function ConsumerTerms({
  orders,
  consumer,
  fields,
}: {
  orders: CheckoutOrderView[]
  /** A private buyer: the right of withdrawal applies. */
  consumer: boolean
  fields: { acceptTerms: Meta; acceptSalesTerms: Meta; isAdult: Meta }
}) {
  const total = orders.reduce((sum, o) => sum + (o.price?.totalTTC ?? 0), 0)
  const priced = orders.every((o) => o.price)
  const excluded = orders.flatMap((o) =>
    o.lines.flatMap((line) =>
      line.withdrawal
        ? [{ key: `${o.sellerId}-${line.idTmp}`, line, reason: line.withdrawal }]
        : [],
    ),
  )
  return (
    <div className="space-y-3">
      {priced ? (
        <p className="flex justify-between text-lg font-semibold" data-testid="checkout-total">
          <span>Total TTC, taxes et livraison comprises</span>
          <span>{formatCents(total)}</span>
        </p>
      ) : null}
      <p className="text-sm text-gray-700" data-testid="delivery-delay">
        {deliveryDelayText}
      </p>
      {consumer ? (
        <section
          aria-labelledby="withdrawal-title"
          className="space-y-1 text-sm text-gray-700"
          data-testid="withdrawal"
        >
          <h3 id="withdrawal-title" className="font-semibold text-gray-900">
            {withdrawalTexts.title}
          </h3>
          <p>{withdrawalTexts.right}</p>
          <ul>
            {orders.map((o) => (
              <li key={o.sellerId}>
                <Link to={withdrawalFormPath(o.shopBase)} className={link} target="_blank">
                  {withdrawalTexts.form}
                  {orders.length > 1 ? ` (${o.sellerName})` : ''}
                </Link>
              </li>
            ))}
          </ul>
          {excluded.length ? (
            <ul className="list-disc pl-5" aria-label="Articles sans droit de rétractation">
              {excluded.map(({ key, line, reason }) => (
                <li key={key}>
                  <span className="font-medium">{line.name}</span> :{' '}
                  {withdrawalTexts.exclusions[reason]}
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      ) : null}
      <div className="space-y-1">
        <Checkbox
          meta={fields.acceptTerms}
          label="J’accepte les conditions générales d’utilisation de Caveau"
        />
        <Checkbox
          meta={fields.acceptSalesTerms}
          label={
            <>
              J’accepte les conditions générales de vente{' '}
              {orders.map((o, i) => (
                <span key={o.sellerId}>
                  {i > 0 ? ', ' : ''}
                  <Link to={salesTermsPath(o.shopBase)} className={link} target="_blank">
                    {orders.length > 1 ? o.sellerName : 'du vendeur'} (version {o.termsVersion})
                  </Link>
                </span>
              ))}
            </>
          }
        />
        <Checkbox meta={fields.isAdult} label="Je certifie avoir 18 ans révolus" />
      </div>
    </div>
  )
}
