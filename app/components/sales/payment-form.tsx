/** 'Enregistrer un paiement': a plain POST form; the server's French messages sit beside each field. */
import type { SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { buttonClass } from '#app/components/ui/button'
import { ErrorList } from '#app/components/ui/error-list'
import { ledgerMethodChoices, paymentKindChoices } from '#app/utils/sales/choices'

type Props = {
  action: string
  reply?: SubmissionResult<string[]> | null
  /** Values to start from: a document number from a link of the unpaid lists, today's date. */
  defaults: Record<string, string>
}

const inputClass = (invalid: boolean) =>
  `block min-h-[44px] w-full rounded-md border bg-white px-3 py-2 ${invalid ? 'border-red-600' : 'border-gray-300'}`

export function PaymentForm({ action, reply, defaults }: Props) {
  const errors = (reply?.error ?? {}) as Record<string, string[] | null>
  const initial = (reply?.initialValue ?? {}) as Record<string, string>
  const value = (name: string) => initial[name] ?? defaults[name] ?? ''
  const field = (
    name: string,
    label: string,
    input: (props: {
      id: string
      'aria-invalid'?: boolean
      'aria-describedby'?: string
    }) => JSX.Element,
    hint?: string,
  ) => {
    const id = `payment-${name}`
    const invalid = Boolean(errors[name]?.length)
    return (
      <div>
        <label htmlFor={id} className="mb-1 block text-sm font-medium text-gray-800">
          {label}
        </label>
        {input({
          id,
          'aria-invalid': invalid || undefined,
          'aria-describedby':
            [invalid ? `${id}-error` : null, hint ? `${id}-hint` : null]
              .filter(Boolean)
              .join(' ') || undefined,
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
  const invalid = (name: string) => Boolean(errors[name]?.length)
  return (
    <Form
      method="post"
      action={action}
      noValidate
      className="grid gap-x-3 gap-y-1 sm:grid-cols-2 md:grid-cols-4"
      aria-labelledby="record-payment"
    >
      <input type="hidden" name="intent" value="record" />
      {field(
        'document',
        'N° de facture ou d’avoir',
        (p) => (
          <input
            {...p}
            name="document"
            defaultValue={value('document')}
            placeholder="F-000012"
            className={inputClass(invalid('document'))}
          />
        ),
        'Ou indiquez la commande réglée.',
      )}
      {field('orderId', 'N° de commande', (p) => (
        <input
          {...p}
          name="orderId"
          inputMode="numeric"
          defaultValue={value('orderId')}
          className={inputClass(invalid('orderId'))}
        />
      ))}
      {field('kind', 'Type de mouvement', (p) => (
        <select
          {...p}
          name="kind"
          defaultValue={value('kind') || 'payment'}
          className={inputClass(invalid('kind'))}
        >
          {paymentKindChoices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      ))}
      {field(
        'credit',
        'N° de l’avoir utilisé',
        (p) => (
          <input
            {...p}
            name="credit"
            defaultValue={value('credit')}
            placeholder="F-000020"
            className={inputClass(invalid('credit'))}
          />
        ),
        'Seulement pour un avoir utilisé comme paiement.',
      )}
      {field('amount', 'Montant (€)', (p) => (
        <input
          {...p}
          name="amount"
          inputMode="decimal"
          placeholder="0,00"
          defaultValue={value('amount')}
          className={inputClass(invalid('amount'))}
        />
      ))}
      {field('method', 'Moyen de paiement', (p) => (
        <select
          {...p}
          name="method"
          defaultValue={value('method') || 'transfer'}
          className={inputClass(invalid('method'))}
        >
          {ledgerMethodChoices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      ))}
      {field('receivedAt', 'Reçu le', (p) => (
        <input
          {...p}
          type="date"
          name="receivedAt"
          defaultValue={value('receivedAt')}
          className={inputClass(invalid('receivedAt'))}
        />
      ))}
      {field('reference', 'Référence', (p) => (
        <input
          {...p}
          name="reference"
          defaultValue={value('reference')}
          placeholder="N° de chèque, libellé du virement…"
          className={inputClass(invalid('reference'))}
        />
      ))}
      <div className="sm:col-span-2 md:col-span-4">
        <ErrorList id="payment-form-error" errors={reply?.error?.[''] ?? null} />
        <button type="submit" className={buttonClass('primary')}>
          Enregistrer le paiement
        </button>
      </div>
    </Form>
  )
}
