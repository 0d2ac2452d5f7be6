import { Form } from '@remix-run/react'
import { Button } from '#app/ui/button'
import { Input, Select } from './fields'

type Option = { value: string; label: string }

/** 'Enregistrer un paiement': one row in the ledger for an open invoice or deposit invoice. */
export function PaymentForm({
  bills,
  methods,
  errors,
}: {
  bills: { id: number; label: string; leftCents: number }[]
  methods: Option[]
  errors: Record<string, string[]>
}) {
  const first = bills[0]
  return (
    <Form
      method="post"
      className="grid gap-x-3 sm:grid-cols-2"
      aria-label="Enregistrer un paiement"
    >
      {bills.length === 1 ? (
        <div className="sm:col-span-2">
          <input type="hidden" name="payment.documentId" value={first.id} />
          <p className="mb-3 text-sm text-gray-800">{first.label}</p>
        </div>
      ) : (
        <Select
          label="Facture réglée"
          name="payment.documentId"
          options={bills.map((b) => ({ value: String(b.id), label: b.label }))}
          defaultValue={first ? String(first.id) : ''}
          errors={errors.documentId}
          className="sm:col-span-2"
        />
      )}
      <Input
        label="Montant reçu (€)"
        name="payment.amount"
        inputMode="decimal"
        errors={errors.amount}
      />
      <Select
        label="Moyen de paiement"
        name="payment.method"
        options={methods}
        defaultValue="transfer"
        errors={errors.method}
      />
      <Input
        label="Reçu le"
        name="payment.receivedAt"
        type="date"
        hint="Aujourd’hui si vide."
        errors={errors.receivedAt}
      />
      <Input label="Référence (facultatif)" name="payment.reference" errors={errors.reference} />
      <div className="sm:col-span-2">
        <Button type="submit" name="intent" value="payment">
          Enregistrer le paiement
        </Button>
      </div>
    </Form>
  )
}
