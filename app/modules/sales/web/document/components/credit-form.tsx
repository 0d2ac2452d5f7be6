import { Form } from '@remix-run/react'
import { Button } from '#app/ui/button'
import { ErrorList } from '#app/ui/error-list'
import { Input, TextArea } from '#app/modules/sales/web/order/components/fields'
import type { DocumentView } from '#app/modules/sales/web/order/document-page.server'

type Errors = Record<string, string[]>

/** 'Créer un avoir': the whole invoice, chosen lines and quantities, or an amount, and why. */
export function CreditForm({ doc, errors }: { doc: DocumentView; errors: Errors }) {
  return (
    <Form method="post" className="space-y-3" aria-label="Créer un avoir">
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-gray-800">L’avoir crédite</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="credit.mode" value="all" defaultChecked className="h-4 w-4" />
          toute la facture (ce qui reste à créditer)
        </label>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="credit.mode" value="lines" className="h-4 w-4" />
          les lignes et quantités ci-dessous
        </label>
        <ul className="grid gap-x-3 pl-6 sm:grid-cols-2">
          {doc.lines
            .filter((l) => l.creditable)
            .map((l) => (
              <li key={l.index}>
                <Input
                  label={`${l.name} (${l.quantity} facturé${l.quantity > 1 ? 's' : ''})`}
                  name={`credit.q.${l.index}`}
                  inputMode="numeric"
                />
              </li>
            ))}
        </ul>
        <ErrorList errors={errors.lines} />
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="credit.mode" value="amount" className="h-4 w-4" />
          un montant TTC
        </label>
        <Input
          label="Montant TTC (€)"
          name="credit.amount"
          inputMode="decimal"
          errors={errors.amount}
          className="pl-6"
        />
        <ErrorList errors={errors.mode} />
      </fieldset>
      <TextArea label="Motif" name="credit.reason" errors={errors.reason} />
      <ErrorList errors={errors.form} />
      <Button type="submit" name="intent" value="credit">
        Émettre l’avoir
      </Button>
    </Form>
  )
}
