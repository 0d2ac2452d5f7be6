/** 'Enregistrer un paiement': a plain POST form; the server's French messages sit beside each field. */
import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { buttonClass } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { ledgerMethodChoices, paymentKindChoices } from '#app/modules/sales/web/choices'

type Props = {
  action: string
  reply?: SubmissionResult<string[]> | null
  /** Values to start from: a document number from a link of the unpaid lists, today's date. */
  defaults: Record<string, string>
}

type InputAttrs = { placeholder?: string; inputMode?: 'numeric' | 'decimal'; type?: 'date' }
type Choice = { value: string; label: string }

const inputClass = (invalid: boolean) =>
  `block min-h-[44px] w-full rounded-md border bg-white px-3 py-2 ${invalid ? 'border-red-600' : 'border-gray-300'}`

export function PaymentForm({ action, reply, defaults }: Props) {
  const errors = (reply?.error ?? {}) as Record<string, string[] | null>
  const initial = (reply?.initialValue ?? {}) as Record<string, string>
  const value = (name: string) => initial[name] ?? defaults[name] ?? ''
  const invalid = (name: string) => Boolean(errors[name]?.length)
  const field = (
    name: string,
    label: string,
    control: (props: {
      id: string
      'aria-invalid'?: boolean
      'aria-describedby'?: string
    }) => JSX.Element,
    hint?: string,
  ) => {
    const id = `payment-${name}`
    const wrong = invalid(name)
    return (
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
          {label}
        </label>
        {control({
          id,
          'aria-invalid': wrong || undefined,
          'aria-describedby':
            [wrong ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') ||
            undefined,
        })}
        {hint ? (
          <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">
            {hint}
          </p>
        ) : null}
        <ErrorList id={`${id}-error`} errors={errors[name]} />
      </div>
    )
  }
  // Every field is named once: its name gives its value, its error and its red border.
  const input = (name: string, label: string, attrs: InputAttrs = {}, hint?: string) =>
    field(
      name,
      label,
      (p) => (
        <input
          {...p}
          {...attrs}
          name={name}
          defaultValue={value(name)}
          className={inputClass(invalid(name))}
        />
      ),
      hint,
    )
  const select = (name: string, label: string, choices: Choice[], fallback: string) =>
    field(name, label, (p) => (
      <select
        {...p}
        name={name}
        defaultValue={value(name) || fallback}
        className={inputClass(invalid(name))}
      >
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    ))
  return (
    <Form
      method="post"
      action={action}
      noValidate
      className="grid gap-x-3 gap-y-1 sm:grid-cols-2 md:grid-cols-4"
      aria-labelledby="record-payment"
    >
      <input type="hidden" name="intent" value="record" />
      {input(
        'document',
        'N° de facture ou d’avoir',
        { placeholder: 'F-000012' },
        'Ou indiquez la commande réglée.',
      )}
      {input('orderId', 'N° de commande', { inputMode: 'numeric' })}
      {select('kind', 'Type de mouvement', paymentKindChoices, 'payment')}
      {input(
        'credit',
        'N° de l’avoir utilisé',
        { placeholder: 'F-000020' },
        'Seulement pour un avoir utilisé comme paiement.',
      )}
      {input('amount', 'Montant (€)', { inputMode: 'decimal', placeholder: '0,00' })}
      {select('method', 'Moyen de paiement', ledgerMethodChoices, 'transfer')}
      {input('receivedAt', 'Reçu le', { type: 'date' })}
      {input('reference', 'Référence', { placeholder: 'N° de chèque, libellé du virement…' })}
      <div className="sm:col-span-2 md:col-span-4">
        <ErrorList id="payment-form-error" errors={reply?.error?.[''] ?? null} />
        <button type="submit" className={buttonClass('primary')}>
          Enregistrer le paiement
        </button>
      </div>
    </Form>
  )
}
