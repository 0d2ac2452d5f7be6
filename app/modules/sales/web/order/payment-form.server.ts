/** The 'Enregistrer un paiement' form, shared by the order and document pages. */
import { parseWithZod } from '@conform-to/zod/v4'
import * as z from 'zod'
import { documentPaymentForm } from '#app/modules/sales/domain/payment-forms'

export { parseEuros } from '#app/platform/domain/money'

export type FormReply = {
  form: string
  errors: Record<string, string[]>
  /** Which shipment's form came back (the carriers' label form). */
  shipmentId?: number
}

/** The ledger's body for a payment on one of `documentIds`, or the field errors. */
export function paymentBody(form: FormData, documentIds: number[]) {
  const submission = parseWithZod(form, {
    schema: z.object({ payment: z.preprocess((v) => v ?? {}, documentPaymentForm(documentIds)) }),
  })
  if (submission.status === 'success') return { errors: null, body: submission.value.payment }
  return { errors: fieldErrors(submission.error, 'payment.'), body: null }
}

/** Conform's field errors under the form's names, `prefix` (a fieldset's `payment.`) taken off. */
export const fieldErrors = (
  error: Record<string, string[] | null> | null | undefined,
  prefix = '',
): Record<string, string[]> =>
  Object.fromEntries(
    Object.entries(error ?? {})
      .filter((entry): entry is [string, string[]] => entry[1] !== null)
      .map(([key, list]) => [key.startsWith(prefix) ? key.slice(prefix.length) : key, list]),
  )

/** The ledger's refusal under the form's field names. */
export function paymentErrors(
  apiErrors: Record<string, string[]> | undefined,
  message: string,
): Record<string, string[]> {
  const names: Record<string, string> = { amountCents: 'amount', documentId: 'documentId' }
  const errors: Record<string, string[]> = {}
  for (const [key, list] of Object.entries(apiErrors ?? {}))
    errors[names[key] ?? (key === 'receivedAt' || key === 'method' ? key : 'amount')] = list
  return Object.keys(errors).length ? errors : { amount: [message] }
}
