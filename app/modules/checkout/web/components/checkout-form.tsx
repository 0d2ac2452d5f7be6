import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form } from '@remix-run/react'
import type { ReactNode } from 'react'
import { Checkbox, type Meta } from '#app/modules/catalogue/web/components/fields'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import {
  checkoutSchema,
  repriceSchema,
  type CheckoutFormValue,
} from '#app/modules/checkout/domain/checkout-schema'
import type { CheckoutOrderView } from '#app/modules/checkout/web/types'
import { formatCents } from '#app/platform/domain/money'
import { useHydrated } from '#app/platform/web/use-hydrated'
import { AddressFields } from './address-fields'
import { BuyerTypeChoice, ContactFields } from './contact-fields'
import { OrderCard } from './order-card'

type Props = {
  checkoutId: string
  orders: CheckoutOrderView[]
  defaultValue: CheckoutFormValue
  lastResult?: SubmissionResult<string[]>
  /** The API's refusal per seller, shown beside that order. */
  refusals?: Record<string, string[]>
  busy: boolean
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-semibold text-gray-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

/**
 * The checkout page's one form (spec 2.11). Without JavaScript both address blocks are sent and
 * the 'Adresse de facturation différente' checkbox decides; with it the second block shows only
 * when ticked. 'Mettre à jour le total' prices the delivery choices again without checking the rest.
 */
export function CheckoutForm({
  checkoutId,
  orders,
  defaultValue,
  lastResult,
  refusals,
  busy,
}: Props) {
  const hydrated = useHydrated()
  const [form, fields] = useForm<CheckoutFormValue, unknown>({
    id: 'checkout',
    defaultValue,
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) =>
      parseWithZod(formData, {
        schema: formData.get('intent') === 'reprice' ? repriceSchema : checkoutSchema,
      }),
  })
  const orderFields = fields.orders.getFieldList()
  const differentBilling = fields.differentBilling.value === 'on'
  const total = orders.reduce((sum, o) => sum + (o.price?.totalTTC ?? 0), 0)
  const priced = orders.every((o) => o.price)
  return (
    <Form method="post" {...getFormProps(form)} className="group/checkout space-y-8">
      <input type="hidden" name="checkoutId" value={checkoutId} />
      <BuyerTypeChoice meta={fields.contact as Meta} />
      <Section title="Vos commandes" id="checkout-orders">
        {orders.map((order, i) => (
          <OrderCard
            key={order.sellerId}
            meta={orderFields[i] as Meta}
            order={order}
            refusal={refusals?.[String(order.sellerId)]}
            busy={busy}
          />
        ))}
      </Section>

      <Section title="Adresse de livraison" id="checkout-delivery">
        <AddressFields meta={fields.delivery as Meta} delivery />
        <Checkbox
          meta={fields.differentBilling as Meta}
          label="Adresse de facturation différente"
        />
      </Section>

      <fieldset
        hidden={hydrated && !differentBilling}
        className="space-y-3"
        aria-describedby="billing-hint"
      >
        <legend className="text-xl font-semibold text-gray-900">Adresse de facturation</legend>
        <p id="billing-hint" className="text-sm text-gray-700">
          Prise en compte seulement si « Adresse de facturation différente » est cochée.
        </p>
        <AddressFields meta={fields.billing as Meta} />
      </fieldset>

      <Section title="Vos coordonnées" id="checkout-contact">
        <ContactFields meta={fields.contact as Meta} />
      </Section>

      <div className="space-y-1">
        <Checkbox
          meta={fields.acceptTerms as Meta}
          label="J’accepte les conditions générales d’utilisation et de vente"
        />
        <Checkbox
          meta={fields.isAdult as Meta}
          label="Je certifie être majeur (la vente d’alcool est interdite aux mineurs)"
        />
      </div>

      <div className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
        {priced ? (
          <p className="flex justify-between text-lg font-semibold" data-testid="checkout-total">
            <span>Total à payer</span>
            <span>{formatCents(total)}</span>
          </p>
        ) : null}
        <ErrorList id={form.errorId} errors={form.errors} />
        <Button type="submit" name="intent" value="place" className="w-full" disabled={busy}>
          Valider la commande
        </Button>
        <p className="text-xs text-gray-600">
          L’abus d’alcool est dangereux pour la santé, à consommer avec modération.
        </p>
      </div>
    </Form>
  )
}
