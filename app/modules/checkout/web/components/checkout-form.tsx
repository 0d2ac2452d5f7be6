import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import { Checkbox, type Meta } from '#app/modules/catalogue/web/components/fields'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import {
  checkoutStepNames,
  checkoutStepUrl,
  checkoutSteps,
  contactStepSchema,
  countryName,
  deliveryStepSchema,
  paymentStepSchema,
  type CheckoutFormValue,
  type CheckoutStep,
} from '#app/modules/checkout/domain/checkout-schema'
import type { CheckoutOrderView } from '#app/modules/checkout/web/types'
import { HealthNotice, MinorsBanner } from '#app/modules/shop/web/components/alcohol-notices'
import { AddressFields } from './address-fields'
import { BuyerTypeChoice, ContactFields } from './contact-fields'
import { OrderCard, OrderDelivery } from './order-card'
import { ConsumerTerms, placeOrderLabel } from './consumer-terms'

type Props = {
  step: CheckoutStep
  checkoutId: string
  orders: CheckoutOrderView[]
  defaultValue: CheckoutFormValue
  lastResult?: SubmissionResult<string[]>
  /** The API's refusal per seller, shown beside that order. */
  refusals?: Record<string, string[]>
  busy: boolean
  /** The delivery countries offered to this buyer, and what the sellers do not serve. */
  delivery: { countries: { code: string; name: string }[]; notices: string[] }
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

/** '1. Vous  2. Livraison  3. Paiement': the steps done are links back to them. */
export function CheckoutStepper({ step }: { step: CheckoutStep }) {
  const current = checkoutSteps.indexOf(step)
  return (
    <nav aria-label="Étapes de la commande">
      <ol className="flex gap-4 text-sm">
        {checkoutSteps.map((s, i) => {
          const label = `${i + 1}. ${checkoutStepNames[s]}`
          return (
            <li key={s}>
              {i < current ? (
                <Link to={checkoutStepUrl(s)} className="text-primary-dark underline">
                  {label}
                </Link>
              ) : (
                <span
                  aria-current={i === current ? 'step' : undefined}
                  className={i === current ? 'font-semibold text-gray-900' : 'text-gray-600'}
                >
                  {label}
                </span>
              )}
            </li>
          )
        })}
      </ol>
    </nav>
  )
}

/** A completed step on the last one: what was typed, and 'Modifier' back to it. */
function StepRecap({ step, lines }: { step: CheckoutStep; lines: (string | undefined)[] }) {
  return (
    <div className="flex items-start justify-between gap-3 rounded-lg border border-gray-200 bg-white p-3 text-sm">
      <div>
        <p className="font-medium text-gray-900">{checkoutStepNames[step]}</p>
        {lines.filter(Boolean).map((line) => (
          <p key={line} className="text-gray-700">
            {line}
          </p>
        ))}
      </div>
      <Link
        to={checkoutStepUrl(step)}
        className="flex min-h-[44px] items-center text-primary-dark underline"
        aria-label={`Modifier l’étape ${checkoutStepNames[step]}`}
      >
        Modifier
      </Link>
    </div>
  )
}

type Address = CheckoutFormValue['delivery']
const oneLine = (a: Address) =>
  [
    a.name,
    a.street,
    a.street2,
    [a.zipcode, a.city].filter(Boolean).join(' '),
    countryName(a.country),
  ]
    .filter(Boolean)
    .join(', ')

const schemas = {
  vous: contactStepSchema,
  livraison: deliveryStepSchema,
  paiement: paymentStepSchema,
} as const

/**
 * The checkout's form of one step (spec 2.11; issue 14: about two phone screens per step). Each
 * step is posted to the server, with JavaScript or without; 'Continuer' opens the next step, whose
 * page has a link back to each step done. The browser checks the step's own fields; the server
 * checks them again, and every step once more when the order is placed.
 */
export function CheckoutForm({
  step,
  checkoutId,
  orders,
  defaultValue,
  lastResult,
  refusals,
  busy,
  delivery,
}: Props) {
  const [form, fields] = useForm<CheckoutFormValue, unknown>({
    id: `checkout-${step}`,
    defaultValue,
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: schemas[step] }),
  })
  const orderFields = fields.orders.getFieldList()
  const contact = defaultValue.contact
  const business = contact.buyerType === 'professionnel'
  const next = (
    <Button type="submit" name="intent" value={step} className="w-full" disabled={busy}>
      Continuer
    </Button>
  )
  return (
    <Form method="post" {...getFormProps(form)} className="group/checkout space-y-6">
      <input type="hidden" name="checkoutId" value={checkoutId} />
      {step === 'vous' ? (
        <>
          <BuyerTypeChoice meta={fields.contact as Meta} />
          <Section title="Vos coordonnées" id="checkout-contact">
            <ContactFields meta={fields.contact as Meta} />
          </Section>
          <ErrorList id={form.errorId} errors={form.errors} />
          {next}
        </>
      ) : null}

      {step === 'livraison' ? (
        <>
          {/* The sellers' cards (h3) under their h2, as at the 'Paiement' step. */}
          <Section title="Vos commandes" id="checkout-orders">
            {orders.map((order, i) => (
              <OrderDelivery key={order.sellerId} meta={orderFields[i] as Meta} order={order} />
            ))}
          </Section>
          <Section title="Adresse de livraison" id="checkout-delivery">
            <ul className="space-y-1 text-sm text-gray-800" data-testid="delivery-countries">
              {delivery.notices.map((notice) => (
                <li key={notice}>{notice}</li>
              ))}
            </ul>
            <AddressFields
              meta={fields.delivery as Meta}
              delivery
              business={business}
              countries={delivery.countries}
            />
            <Checkbox
              meta={fields.differentBilling as Meta}
              label="Adresse de facturation différente"
            />
          </Section>
          {/* Shown only while the box above is ticked: CSS, so without JavaScript too. */}
          <fieldset className="hidden space-y-3 group-has-[[name=differentBilling]:checked]/checkout:block">
            <legend className="text-xl font-semibold text-gray-900">Adresse de facturation</legend>
            <AddressFields meta={fields.billing as Meta} business={business} />
          </fieldset>
          <ErrorList id={form.errorId} errors={form.errors} />
          {next}
        </>
      ) : null}

      {step === 'paiement' ? (
        <>
          <MinorsBanner />
          <div className="space-y-2">
            <StepRecap
              step="vous"
              lines={[
                [contact.firstname, contact.lastname].filter(Boolean).join(' '),
                business ? contact.businessName : undefined,
                contact.email,
                contact.phone,
              ]}
            />
            <StepRecap
              step="livraison"
              lines={[
                oneLine(defaultValue.delivery),
                defaultValue.differentBilling === 'on'
                  ? `Facturation : ${oneLine(defaultValue.billing)}`
                  : undefined,
              ]}
            />
          </div>
          <Section title="Vos commandes" id="checkout-orders">
            {orders.map((order, i) => (
              <OrderCard
                key={order.sellerId}
                meta={orderFields[i] as Meta}
                order={order}
                refusal={refusals?.[String(order.sellerId)]}
              />
            ))}
          </Section>
          <div className="space-y-3 rounded-lg border border-gray-200 bg-white p-4">
            <ConsumerTerms
              orders={orders}
              consumer={!business}
              fields={{
                acceptTerms: fields.acceptTerms as Meta,
                acceptSalesTerms: fields.acceptSalesTerms as Meta,
                isAdult: fields.isAdult as Meta,
              }}
            />
            <ErrorList id={form.errorId} errors={form.errors} />
            <Button type="submit" name="intent" value="place" className="w-full" disabled={busy}>
              {placeOrderLabel}
            </Button>
            <p className="text-xs text-gray-600">
              <HealthNotice />
            </p>
          </div>
        </>
      ) : null}
    </Form>
  )
}
