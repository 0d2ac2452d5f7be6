import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, Link } from '@remix-run/react'
import {
  needsStripe,
  paymentMethodLabels,
  paymentMethods,
  paymentMethodsForm,
  paymentMethodsIntent,
  takenAtCheckout,
} from '#app/modules/settings/domain/payment-methods'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import type { PaymentMethodsSettingsView } from '../payment-methods.server'
import { readOnlyNote } from './legal-forms'

/** The action's answer to a refused payment methods form. */
export type PaymentMethodsReply = { form: 'paymentMethods'; result: SubmissionResult<string[]> }

const whereTaken = (method: string) =>
  needsStripe(method)
    ? 'En ligne, avec vos clés Stripe'
    : takenAtCheckout(method)
      ? 'En ligne et au back-office'
      : 'Au back-office seulement'

/**
 * 'Moyens de paiement' (issue 16 §1): every spec 3 method, none deletable, each accepted or not.
 * Plain checkboxes of one name: a method left unticked is turned off.
 */
export function PaymentMethodsForm({
  settings,
  lastResult,
}: {
  settings: PaymentMethodsSettingsView
  lastResult?: SubmissionResult<string[]>
}) {
  const { paymentTypes, editable } = settings
  const [form, fields] = useForm({
    id: 'payment-methods',
    defaultValue: { paymentTypes },
    lastResult,
    shouldValidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: paymentMethodsForm }),
  })
  const field = fields.paymentTypes
  const accepted = new Set(
    Array.isArray(field.initialValue) ? field.initialValue : [field.initialValue],
  )
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4" data-testid="payment-methods">
      <input type="hidden" name="intent" value={paymentMethodsIntent} />
      <h3 className="text-base font-semibold">Moyens de paiement</h3>
      <p className="text-sm text-gray-700">
        Aucun moyen de paiement ne se supprime : décochez ceux que vous n’acceptez pas. Vos clients
        choisissent en ligne parmi le virement, le chèque, les espèces et le paiement à réception de
        facture ; les autres se notent sur les commandes saisies au back-office.
      </p>
      <p className="text-sm text-gray-700">
        La carte bancaire en ligne et le prélèvement SEPA demandent les clés Stripe de la boutique (
        <Link to="?link=integrations" className="text-primary-dark underline">
          Intégrations
        </Link>
        ) : ils restent cachés à vos clients tant qu’elles ne sont pas renseignées.
      </p>
      {editable ? null : readOnlyNote}
      <ErrorList id={form.errorId} errors={form.errors} />
      <fieldset disabled={!editable} aria-describedby={`${field.id}-error`}>
        <legend className="sr-only">Moyens de paiement acceptés</legend>
        <ul className="divide-y divide-gray-200 rounded border border-gray-200">
          {paymentMethods.map((method) => (
            <li key={method} className="flex min-h-[44px] items-center gap-3 px-3 py-1 text-sm">
              <span className="flex-1">
                <span className="font-medium text-gray-900">{paymentMethodLabels[method]}</span>
                <span className="block text-xs text-gray-600">{whereTaken(method)}</span>
              </span>
              <label className="flex items-center gap-2">
                <input
                  type="checkbox"
                  name={field.name}
                  value={method}
                  defaultChecked={accepted.has(method)}
                  aria-label={`Accepté : ${paymentMethodLabels[method]}`}
                  className="h-4 w-4 accent-primary"
                />
                <span aria-hidden="true">Accepté</span>
              </label>
            </li>
          ))}
        </ul>
        <ErrorList id={`${field.id}-error`} errors={field.errors} />
      </fieldset>
      {editable ? <Button type="submit">Enregistrer les moyens de paiement</Button> : null}
    </Form>
  )
}
