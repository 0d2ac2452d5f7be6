/** The 'Enregistrer un paiement' form, shared by the order and document pages. */
import { ledgerMethods } from '#app/modules/sales/domain/payments'

export type FormReply = { form: string; errors: Record<string, string[]> }

/** "12,50", "12.5" or "1 234,50" euros → cents; null when it is not an amount. */
export function parseEuros(raw: string): number | null {
  const s = raw.replace(/[\s\u00a0\u202f€]/g, '')
  if (!/^\d{1,9}([.,]\d{1,2})?$/.test(s)) return null
  const [units, decimals = ''] = s.split(/[.,]/)
  return Number(units) * 100 + Number(decimals.padEnd(2, '0'))
}

const str = (form: FormData, name: string, max = 200) => {
  const v = form.get(name)
  return typeof v === 'string' ? v.trim().slice(0, max) : ''
}

/** The ledger's body for a payment on one of `documentIds`, or the field errors. */
export function paymentBody(form: FormData, documentIds: number[]) {
  const errors: Record<string, string[]> = {}
  const documentId = Number(str(form, 'payment.documentId', 12))
  if (!documentIds.includes(documentId)) errors.documentId = ['Choisissez la facture réglée.']
  const amountCents = parseEuros(str(form, 'payment.amount', 20))
  if (amountCents === null || amountCents <= 0)
    errors.amount = ['Le montant doit être supérieur à zéro.']
  const method = str(form, 'payment.method', 20)
  if (!(ledgerMethods as readonly string[]).includes(method))
    errors.method = ['Moyen de paiement inconnu.']
  const receivedAt = str(form, 'payment.receivedAt', 10)
  if (receivedAt && !/^\d{4}-\d{2}-\d{2}$/.test(receivedAt))
    errors.receivedAt = ['La date de réception est invalide.']
  const reference = str(form, 'payment.reference')
  if (Object.keys(errors).length > 0) return { errors, body: null }
  return {
    errors: null,
    body: {
      documentId,
      amountCents: amountCents!,
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
