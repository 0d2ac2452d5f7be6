/** The 'Enregistrer un paiement' form, shared by the order and document pages. */
import { parseWithZod } from '@conform-to/zod/v4'
import { openBillPaymentForm } from '#app/modules/sales/domain/payments'

export type FormReply = { form: string; errors: Record<string, string[]> }

/** Conform's field errors under the form's names, `prefix` (a fieldset's `payment.`) taken off. */
export function replyErrors(
  error: Record<string, string[] | null> | null | undefined,
  prefix = '',
): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const [name, list] of Object.entries(error ?? {}))
    if (list) errors[name.startsWith(prefix) ? name.slice(prefix.length) : name] = list
  return errors
}

/** The ledger's body for a payment on one of `documentIds`, or the field errors. */
export function paymentBody(form: FormData, documentIds: number[]) {
  const submission = parseWithZod(form, { schema: openBillPaymentForm(documentIds) })
  if (submission.status !== 'success')
    return { errors: replyErrors(submission.error, 'payment.'), body: null }
  const { documentId, amount, method, receivedAt, reference } = submission.value.payment
  return {
    errors: null,
    body: {
      documentId,
      amountCents: amount,
      method,
      ...(receivedAt ? { receivedAt } : {}),
      ...(reference ? { reference } : {}),
    },
  }
}

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
