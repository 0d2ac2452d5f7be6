/**
 * 'Enregistrer un paiement': the form's rules (French messages beside each field), the document
 * and credit note found from the numbers the user typed, and the provider's refusals put back on
 * the field they are about.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import * as z from 'zod'
import { ledgerMethods, paymentMessages } from '#app/modules/sales/domain/payments'
import { isCalendarDay, messages } from '#app/platform/domain/validation'
import {
  creditNotesRoute,
  listDocumentsRoute,
  outstandingsRoute,
  recordPaymentRoute,
  unpaidsRoute,
} from '#app/modules/sales/contract'
import type { GuardContext } from '#app/platform/web/guard.server'
import { parseEuros } from '#app/platform/domain/money'
import { listMessages } from './list-query.server'
import { salesRights } from '#app/modules/sales/web/rights'

export const paymentFormText = {
  amount: listMessages.amount,
  positive: 'Le montant doit être supérieur à zéro.',
  kind: 'Choisissez le type de mouvement.',
  method: 'Choisissez le moyen de paiement.',
  unknownDocument: 'Aucune facture, facture d’acompte ni avoir ne porte ce numéro.',
  unknownCredit: 'Aucun avoir ne porte ce numéro.',
  futureDate: 'La date de réception ne peut pas être dans le futur.',
} as const

export const PaymentForm = z
  .object({
    intent: z.literal('record'),
    document: z.string().trim().max(40).optional(),
    orderId: z
      .string()
      .trim()
      .regex(/^[1-9]\d{0,8}$/, messages.number)
      .optional(),
    kind: z.enum(['payment', 'refund', 'credit'], { error: paymentFormText.kind }),
    credit: z.string().trim().max(40).optional(),
    amount: z.string({ error: messages.needed }).transform((text, ctx) => {
      const cents = parseEuros(text)
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: paymentFormText.amount })
        return z.NEVER
      }
      if (cents <= 0) {
        ctx.addIssue({ code: 'custom', message: paymentFormText.positive })
        return z.NEVER
      }
      return cents
    }),
    method: z.enum(ledgerMethods, { error: paymentFormText.method }),
    receivedAt: z.string({ error: messages.needed }).refine(isCalendarDay, listMessages.date),
    reference: z.string().trim().max(200).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.document && !value.orderId)
      ctx.addIssue({ code: 'custom', message: paymentMessages.target, path: ['document'] })
    if (value.kind === 'credit' && !value.credit)
      ctx.addIssue({ code: 'custom', message: paymentMessages.creditMissing, path: ['credit'] })
  })

type Found = { id: number; number: string | null; type: string }

/**
 * The document bearing `number`: through the documents list when the viewer may read it, else
 * among the ledger's own lists (open invoices and credit notes), which seeAllPayment covers.
 */
async function findByNumber(
  ctx: GuardContext,
  number: string,
  types: readonly string[],
): Promise<number | null> {
  const wanted = number.trim().toUpperCase()
  const match = (docs: Found[]) =>
    docs.find((d) => d.number?.toUpperCase() === wanted && types.includes(d.type))?.id ?? null
  if (salesRights(ctx.viewer).readDocuments) {
    const found = await ctx.api.call(listDocumentsRoute, { query: { type: 'all', q: wanted } })
    return found.ok ? match(found.data.documents) : null
  }
  const [outstandings, unpaids, credits] = await Promise.all([
    ctx.api.call(outstandingsRoute, {}),
    ctx.api.call(unpaidsRoute, {}),
    ctx.api.call(creditNotesRoute, {}),
  ])
  return match([
    ...(outstandings.ok ? outstandings.data.documents : []),
    ...(unpaids.ok ? unpaids.data.documents : []),
    ...(credits.ok ? credits.data.credits.map((c) => ({ ...c, type: 'credit' })) : []),
  ])
}

/** Which field a provider refusal is about, from the API's field names or its message. */
function fieldOf(key: string): string {
  return (
    {
      documentId: 'document',
      orderId: 'orderId',
      amountCents: 'amount',
      method: 'method',
      receivedAt: 'receivedAt',
      creditId: 'credit',
      kind: 'kind',
    }[key] ?? 'document'
  )
}

function refusalField(message: string, value: { kind: string; document?: string }): string {
  if (/^Le (montant|remboursement)/.test(message)) return 'amount'
  if (/avoir/i.test(message) && value.kind === 'credit') return 'credit'
  if (/date/i.test(message)) return 'receivedAt'
  if (/commande/i.test(message) && !value.document) return 'orderId'
  return 'document'
}

/** The POST of the form: a redirect-worthy success, or the reply to show on the form. */
export async function recordPayment(ctx: GuardContext, formData: FormData) {
  const submission = parseWithZod(formData, { schema: PaymentForm })
  if (submission.status !== 'success')
    return { ok: false as const, status: 400, result: submission.reply() }
  const v = submission.value
  const fieldErrors: Record<string, string[]> = {}
  const documentId = v.document
    ? await findByNumber(ctx, v.document, ['invoice', 'deposit', 'credit'])
    : undefined
  if (documentId === null) fieldErrors.document = [paymentFormText.unknownDocument]
  const creditId =
    v.kind === 'credit' && v.credit ? await findByNumber(ctx, v.credit, ['credit']) : undefined
  if (creditId === null) fieldErrors.credit = [paymentFormText.unknownCredit]
  if (Object.keys(fieldErrors).length)
    return { ok: false as const, status: 400, result: submission.reply({ fieldErrors }) }
  const result = await ctx.api.call(recordPaymentRoute, {
    json: {
      documentId: documentId ?? undefined,
      orderId: v.orderId ? Number(v.orderId) : undefined,
      kind: v.kind,
      amountCents: v.amount,
      method: v.method,
      receivedAt: v.receivedAt,
      reference: v.reference || undefined,
      creditId: creditId ?? undefined,
    },
  })
  if (result.ok) return { ok: true as const, message: result.data.message }
  const apiErrors = Object.entries(result.data.errors ?? {}).filter(([key]) => key !== '')
  const errors: Record<string, string[]> = {}
  for (const [key, list] of apiErrors) errors[fieldOf(key)] = list
  if (!apiErrors.length) errors[refusalField(result.data.message, v)] = [result.data.message]
  return {
    ok: false as const,
    status: result.status,
    result: submission.reply({ fieldErrors: errors }),
  }
}
