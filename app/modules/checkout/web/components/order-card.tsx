import type { ReactNode } from 'react'
import { Select, TextArea, fieldset, type Meta } from '#app/modules/catalogue/web/components/fields'
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
}

/** The name of the delivery mode chosen for the order, as the buyer read it at the 'Livraison' step. */
export function chosenModeName(order: CheckoutOrderView, modeId: string | undefined) {
  return order.deliveryModes.find((m) => String(m.id) === modeId)?.name ?? null
}

/** A seller's order's frame, headed by the seller's name, with its hidden seller id. */
function OrderFrame({
  order,
  sellerField,
  children,
}: {
  order: CheckoutOrderView
  sellerField: string
  children: ReactNode
}) {
  const headingId = `order-${order.sellerId}`
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-2 rounded-lg border border-gray-200 bg-white p-4"
      data-testid="checkout-order"
    >
      <h3 id={headingId} className="text-lg font-semibold text-gray-900">
        {order.sellerName}
      </h3>
      <input type="hidden" name={sellerField} value={order.sellerId} />
      {children}
    </section>
  )
}

/**
 * One seller's order at the 'Livraison' step: its delivery mode and instructions (the mode is
 * priced when the step is posted; the 'Paiement' step shows the total with it).
 */
export function OrderDelivery({ meta, order }: Props) {
  const f = fieldset(meta)
  const instructions = f.instructions
  return (
    <OrderFrame order={order} sellerField={f.sellerId.name}>
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
      <details open={Boolean(instructions.initialValue) || Boolean(instructions.errors?.length)}>
        <summary className="flex min-h-[44px] cursor-pointer items-center text-sm text-primary-dark underline">
          Ajouter des instructions de livraison (facultatif)
        </summary>
        <TextArea meta={instructions} label="Instructions de livraison" rows={2} />
      </details>
      <ErrorList errors={order.errors} />
    </OrderFrame>
  )
}

/**
 * One seller's order at the 'Paiement' step: its lines and totals read-only (priced by the server
 * with the delivery chosen), and the payment type. The lines and the delivery choices travel as
 * hidden fields so that the order placed is the one shown; the server prices it again.
 */
export function OrderCard({ meta, order, refusal }: Props) {
  const f = fieldset(meta)
  const orderErrors = [...order.errors, ...(refusal ?? [])]
  const modeId = f.deliveryModeId.initialValue as string | undefined
  const instructions = f.instructions.initialValue as string | undefined
  const mode = chosenModeName(order, modeId)
  const modeDescription = order.deliveryModes.find((m) => String(m.id) === modeId)?.description
  return (
    <OrderFrame order={order} sellerField={f.sellerId.name}>
      {modeId ? <input type="hidden" name={f.deliveryModeId.name} value={modeId} /> : null}
      {instructions ? (
        <input type="hidden" name={f.instructions.name} value={instructions} />
      ) : null}
      {order.promoCode ? (
        <input type="hidden" name={f.promoCode.name} value={order.promoCode} />
      ) : null}
      <ul className="divide-y divide-gray-100" aria-label={`Articles ${deName(order.sellerName)}`}>
        {order.lines.map((line, j) => {
          const name = (key: string) => `${meta.name}.products[${j}].${key}`
          return (
            <li key={line.idTmp} className="py-1">
              <input type="hidden" name={name('idTmp')} value={line.idTmp} />
              <input type="hidden" name={name('productId')} value={line.productId} />
              <input type="hidden" name={name('formatId')} value={line.formatId} />
              <input type="hidden" name={name('vintageId')} value={line.vintageId} />
              <input type="hidden" name={name('quantity')} value={line.quantity} />
              {line.isWrapped ? <input type="hidden" name={name('isWrapped')} value="on" /> : null}
              <div className="flex justify-between gap-3">
                <span>
                  <span className="block font-medium">{line.name}</span>
                  <span className="text-sm text-gray-600">
                    {line.detail ? `${line.detail} · ` : ''}
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
      <p className="text-sm text-gray-700">
        {mode
          ? `Livraison : ${mode}${modeDescription ? ` (${modeDescription})` : ''}`
          : 'Mode de livraison à choisir'}
        {order.promoCode ? ` · Code promo : ${order.promoCode}` : ''}
      </p>
      {order.price ? <OrderTotals totals={order.price} /> : null}
      {order.taxMention ? (
        <p className="text-sm font-medium text-gray-900" data-testid="tax-mention">
          {order.taxMention}
        </p>
      ) : null}

      <fieldset>
        <legend className="mb-1 text-sm font-medium text-gray-800">Moyen de paiement</legend>
        {order.paymentTypes.length ? (
          <div className="grid grid-cols-2 gap-x-4">
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
      <ErrorList errors={orderErrors} />
    </OrderFrame>
  )
}
