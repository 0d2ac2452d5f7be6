import { Select, TextArea, fieldset, type Meta } from '#app/modules/catalogue/web/components/fields'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { checkoutPaymentLabels } from '#app/modules/checkout/domain/checkout-schema'
import type { CheckoutOrderView } from '#app/modules/checkout/web/types'
import { formatCents } from '#app/platform/domain/money'
import { OrderTotals } from './order-totals'
import { deName } from '#app/platform/domain/french'

type Props = {
  meta: Meta
  order: CheckoutOrderView
  /** The API's refusal of this order when it was placed. */
  refusal?: string[]
  busy: boolean
}

/**
 * One seller's order at checkout: its lines and totals read-only (priced by the server), the
 * delivery mode, delivery instructions and payment type. The lines travel as hidden ids and
 * quantities so that the order placed is the one shown; the server prices it again.
 */
export function OrderCard({ meta, order, refusal, busy }: Props) {
  const f = fieldset(meta)
  const orderErrors = [...order.errors, ...(refusal ?? [])]
  const headingId = `order-${order.sellerId}`
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-lg border border-gray-200 bg-white p-4"
      data-testid="checkout-order"
    >
      <h3 id={headingId} className="text-lg font-semibold text-gray-900">
        {order.sellerName}
      </h3>
      <input type="hidden" name={f.sellerId.name} value={order.sellerId} />
      {order.promoCode ? (
        <input type="hidden" name={f.promoCode.name} value={order.promoCode} />
      ) : null}
      <ul className="divide-y divide-gray-100" aria-label={`Articles ${deName(order.sellerName)}`}>
        {order.lines.map((line, j) => {
          const name = (key: string) => `${meta.name}.products[${j}].${key}`
          return (
            <li key={line.idTmp} className="py-2">
              <input type="hidden" name={name('idTmp')} value={line.idTmp} />
              <input type="hidden" name={name('productId')} value={line.productId} />
              <input type="hidden" name={name('formatId')} value={line.formatId} />
              <input type="hidden" name={name('vintageId')} value={line.vintageId} />
              <input type="hidden" name={name('quantity')} value={line.quantity} />
              {line.isWrapped ? <input type="hidden" name={name('isWrapped')} value="on" /> : null}
              <div className="flex justify-between gap-3">
                <span>
                  <span className="block font-medium">{line.name}</span>
                  {line.detail ? (
                    <span className="block text-sm text-gray-600">{line.detail}</span>
                  ) : null}
                  <span className="text-sm text-gray-600">
                    {line.quantity} ×{' '}
                    {line.unitPriceCents !== null
                      ? `${formatCents(line.unitPriceCents)} ${line.ttc ? 'TTC' : 'HT'}`
                      : '—'}
                    {line.isWrapped ? ' · emballage cadeau' : ''}
                  </span>
                </span>
                {line.totalCents !== null ? (
                  <span className="whitespace-nowrap font-medium">
                    {formatCents(line.totalCents)}
                    {line.ttc ? '' : ' HT'}
                  </span>
                ) : null}
              </div>
              {line.errors.length ? <ErrorList errors={line.errors} /> : null}
            </li>
          )
        })}
      </ul>
      {order.promoCode ? (
        <p className="text-sm text-gray-700">Code promo : {order.promoCode}</p>
      ) : null}

      <div className="grid gap-x-3 sm:grid-cols-2">
        {order.deliveryModes.length ? (
          <Select
            meta={f.deliveryModeId}
            label="Mode de livraison"
            empty="Choisir un mode de livraison"
            options={order.deliveryModes.map((m) => ({
              value: String(m.id),
              label: m.description ? `${m.name} — ${m.description}` : m.name,
            }))}
          />
        ) : (
          <p className="text-sm text-gray-700">Ce producteur ne propose pas de livraison.</p>
        )}
        <TextArea meta={f.instructions} label="Instructions de livraison (facultatif)" rows={2} />
      </div>

      <fieldset>
        <legend className="mb-1 text-sm font-medium text-gray-800">Moyen de paiement</legend>
        {order.paymentTypes.length ? (
          <div className="grid gap-x-4 sm:grid-cols-2">
            {order.paymentTypes.map((type) => (
              <label key={type} className="flex min-h-[44px] items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={f.paymentType.name}
                  value={type}
                  form={f.paymentType.formId}
                  defaultChecked={f.paymentType.initialValue === type}
                  aria-invalid={f.paymentType.errors?.length ? true : undefined}
                  className="h-4 w-4 accent-primary"
                />
                {checkoutPaymentLabels[type]}
              </label>
            ))}
          </div>
        ) : (
          <p className="text-sm text-gray-700">
            Ce producteur n’accepte pas encore de paiement en ligne : contactez-le pour commander.
          </p>
        )}
        <ErrorList id={`${f.paymentType.id}-error`} errors={f.paymentType.errors} />
      </fieldset>

      <div className="space-y-2 border-t border-gray-100 pt-3">
        {order.price ? <OrderTotals totals={order.price} /> : null}
        <Button
          type="submit"
          name="intent"
          value="reprice"
          variant="secondary"
          formNoValidate
          disabled={busy}
        >
          Mettre à jour le total
        </Button>
      </div>
      <ErrorList errors={orderErrors} />
    </section>
  )
}
