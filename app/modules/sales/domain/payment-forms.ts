/**
 * The rules of the payments and documents forms, read by the pages (Conform's `parseWithZod`) and,
 * where the API checks the same thing, by its contract: a payment recorded on a document, a
 * credit note asked on an invoice, a payment reminder, and a SEPA mandate's new status.
 */
import * as z from 'zod'
import { splitEmailReceivers } from '#app/platform/domain/email-receivers'
import { validateEmailReceivers } from '#app/platform/domain/validation'
import { parseEuros } from '#app/platform/domain/money'
import { ledgerMethods } from './payments'

/** The statuses of a SEPA mandate (spec 4). */
export const sepaStatuses = ['pending', 'processing', 'completed', 'error'] as const

export const salesFormText = {
  chooseInvoice: 'Choisissez la facture réglée.',
  positive: 'Le montant doit être supérieur à zéro.',
  method: 'Moyen de paiement inconnu.',
  receivedAt: 'La date de réception est invalide.',
  creditReason: 'Indiquez le motif de l’avoir.',
  creditAmount: 'Le montant de l’avoir doit être positif.',
  creditQuantity: 'La quantité doit être un nombre entier positif.',
  creditNoLine: 'Choisissez au moins une ligne à créditer.',
  creditMode: 'Choisissez ce que l’avoir crédite.',
} as const

/** A field's text as the form sent it: trimmed and cut at `max` characters ('' when absent). */
const text = (max: number) =>
  z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim().slice(0, max))

const issue = (ctx: z.RefinementCtx, path: string, message: string) =>
  ctx.addIssue({ code: 'custom', message, path: [path] })

/** 'Enregistrer un paiement' of the order and document pages, on one of `documentIds`. */
export const documentPaymentForm = (documentIds: readonly number[]) =>
  z
    .object({
      documentId: text(12),
      amount: text(20),
      method: text(20),
      receivedAt: text(10),
      reference: text(200),
    })
    .transform((v, ctx) => {
      const documentId = Number(v.documentId)
      if (!documentIds.includes(documentId)) issue(ctx, 'documentId', salesFormText.chooseInvoice)
      const amountCents = parseEuros(v.amount)
      if (amountCents === null || amountCents <= 0) issue(ctx, 'amount', salesFormText.positive)
      const method = ledgerMethods.find((m) => m === v.method)
      if (!method) issue(ctx, 'method', salesFormText.method)
      if (v.receivedAt && !/^\d{4}-\d{2}-\d{2}$/.test(v.receivedAt))
        issue(ctx, 'receivedAt', salesFormText.receivedAt)
      if (amountCents === null || !method) return z.NEVER
      return {
        documentId,
        amountCents,
        method,
        ...(v.receivedAt ? { receivedAt: v.receivedAt } : {}),
        ...(v.reference ? { reference: v.reference } : {}),
      }
    })

/**
 * The credit note asked on an invoice of `lineCount` lines: the whole of it, chosen lines and
 * quantities (`q`, by line index, empty or 0 for none), or an amount; and its reason.
 */
export const creditForm = (lineCount: number) =>
  z
    .object({
      reason: text(500),
      mode: text(10),
      amount: text(20),
      q: z.record(z.string(), z.string().optional()).optional(),
    })
    .transform((v, ctx) => {
      if (!v.reason) issue(ctx, 'reason', salesFormText.creditReason)
      if (v.mode === 'amount') {
        const cents = parseEuros(v.amount)
        if (cents === null || cents <= 0) issue(ctx, 'amount', salesFormText.creditAmount)
        return { reason: v.reason, mode: 'amount' as const, amountCents: cents ?? 0 }
      }
      if (v.mode === 'lines') {
        const lines: { index: number; quantity: number }[] = []
        let bad = false
        for (const [key, value] of Object.entries(v.q ?? {})) {
          const raw = (value ?? '').trim().slice(0, 10)
          if (!/^\d{1,3}$/.test(key) || Number(key) >= lineCount || !raw || raw === '0') continue
          if (!/^\d{1,6}$/.test(raw)) bad = true
          else lines.push({ index: Number(key), quantity: Number(raw) })
        }
        if (bad) issue(ctx, 'lines', salesFormText.creditQuantity)
        else if (lines.length === 0) issue(ctx, 'lines', salesFormText.creditNoLine)
        return { reason: v.reason, mode: 'lines' as const, lines }
      }
      if (v.mode === 'all') return { reason: v.reason, mode: 'all' as const }
      issue(ctx, 'mode', salesFormText.creditMode)
      return z.NEVER
    })

/**
 * Spec 5's multi-email field: one text of addresses (without JavaScript) or one value per chip,
 * as the list of addresses to send to, each once; at least one, each valid.
 */
const emailReceivers = z
  .union([z.string(), z.array(z.string().optional())])
  .optional()
  .transform((value) =>
    splitEmailReceivers(
      (Array.isArray(value) ? value : [value])
        .filter((v): v is string => typeof v === 'string')
        .map((v) => v.slice(0, 5000)),
    ),
  )
  .superRefine((list, ctx) => {
    const problem = validateEmailReceivers(list)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

/** Mailing an issued document from its page. */
export const SendDocumentForm = z.object({ emails: emailReceivers })

/** A payment reminder of the unpaid list: the document, and the addresses to remind. */
export const ReminderForm = z.object({
  documentId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number),
  emails: emailReceivers,
})

/** A row's form of the 'Mandats SEPA' section: the mandate, and the status it moves to. */
export const SepaStatusForm = z.object({
  intent: z.literal('sepaStatus'),
  mandateId: z
    .string()
    .regex(/^[1-9]\d{0,9}$/)
    .transform(Number),
  status: z.enum(sepaStatuses),
})
