/**
 * The payments ledger and SEPA mandates (decision 0003): receipts, refunds and credit notes used,
 * documents still to be paid, reminders, and the mandates' statuses. Implemented by
 * api/routes/{ledger,sepa-mandates}.ts, called by the payments pages and the document page.
 */
import { TZDate } from '@date-fns/tz'
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { emailReceivers } from '#app/modules/clients/api/routes/email-receivers'
import { sepaStatuses } from '#app/modules/sales/domain/payment-forms'
import { ledgerMethods } from '#app/modules/sales/domain/payments'
import {
  bearer,
  body,
  idParams,
  idSegment,
  json,
  pageSegment,
  Refusal,
  refusals,
  success,
} from '#app/platform/contract'
import { documentTypes, legalStatuses } from './documents'

const badParameter = 'Paramètre invalide.'
const PARIS = 'Europe/Paris'

export const paymentKinds = ['payment', 'refund', 'credit'] as const
export const ledgerSorts = ['receivedAt', '-receivedAt', 'amount', '-amount'] as const

const payers =
  'Owners and collaborators with seeAllPayment (403 for buyers, agents and collaborators denied it); only the caller’s shop is read.'

// ------------------------------------------------------------------ input

/** 'YYYY-MM-DD' as the start (or end) of that day in Paris. */
const dayParam = (end: boolean) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'La date doit être au format AAAA-MM-JJ.')
    .transform((value, ctx) => {
      const [y, m, d] = value.split('-').map(Number)
      const date = end
        ? new TZDate(y, m - 1, d, 23, 59, 59, 999, PARIS)
        : new TZDate(y, m - 1, d, 0, 0, 0, 0, PARIS)
      if (date.getDate() !== d || date.getMonth() !== m - 1) {
        ctx.addIssue({ code: 'custom', message: "Cette date n'existe pas." })
        return z.NEVER
      }
      return new Date(date.getTime())
    })

const cents = z.coerce
  .number({ error: 'Le montant doit être un nombre entier de centimes.' })
  .int('Le montant doit être un nombre entier de centimes.')
  .min(-1_000_000_000)
  .max(1_000_000_000)

/** The ledger's filters, for its pages and its CSV export. */
export const LedgerQuery = z.strictObject(
  {
    kind: z.enum(paymentKinds).optional(),
    method: z.enum(ledgerMethods).optional(),
    clientId: idSegment().optional(),
    from: dayParam(false).optional(),
    to: dayParam(true).optional(),
    min: cents.optional(),
    max: cents.optional(),
    q: z.string().trim().max(100).optional(),
    page: pageSegment().default(1),
    sort: z.enum(ledgerSorts).default('-receivedAt'),
  },
  { error: badParameter },
)

const positiveId = z.number().int().positive().max(2_147_483_647)

const PaymentBody = z
  .strictObject({
    documentId: positiveId.optional(),
    orderId: positiveId.optional(),
    kind: z.enum(paymentKinds).default('payment'),
    amountCents: z
      .number({ error: 'Le montant doit être un nombre entier de centimes.' })
      .int('Le montant doit être un nombre entier de centimes.')
      .positive('Le montant doit être supérieur à zéro.')
      .max(1_000_000_000, 'Le montant est trop élevé.'),
    method: z.enum(ledgerMethods, { error: 'Moyen de paiement inconnu.' }),
    receivedAt: z.iso
      .datetime({ offset: true, error: 'La date de réception est invalide.' })
      .or(z.iso.date({ error: 'La date de réception est invalide.' }))
      .optional(),
    reference: z.string().trim().max(200).optional(),
    notes: z.string().trim().max(2000).optional(),
    creditId: positiveId.optional(),
  })
  .refine((b) => b.documentId !== undefined || b.orderId !== undefined, {
    message: 'Indiquez le document ou la commande réglée.',
    path: ['documentId'],
  })

const documentIdParams = z.object({ documentId: idSegment() })

// ------------------------------------------------------------------ answers

const iso = z.iso.datetime()
const int = z.number().int()

/** A row of the ledger, as recorded. */
const Payment = z.object({
  id: int,
  shopId: int,
  clientId: int.nullable(),
  orderId: int.nullable(),
  documentId: int.nullable(),
  creditId: int.nullable(),
  kind: z.enum(paymentKinds),
  method: z.string(),
  /** Negative for a refund. */
  amountCents: int,
  receivedAt: iso,
  reference: z.string().nullable(),
  notes: z.string().nullable(),
  createdById: int.nullable(),
  createdAt: iso,
})

/** A row of the ledger's list: with its client's name and the numbers of its documents. */
const LedgerRow = Payment.omit({ shopId: true, createdById: true, createdAt: true }).extend({
  clientName: z.string().nullable(),
  documentNumber: z.string().nullable(),
  creditNumber: z.string().nullable(),
})

/** An issued invoice or deposit invoice not fully paid. */
const OpenDocument = z.object({
  id: int,
  type: z.enum(documentTypes),
  number: z.string().nullable(),
  status: z.enum(legalStatuses),
  orderId: int.nullable(),
  clientId: int,
  clientName: z.string(),
  clientEmail: z.string().nullable(),
  issuedAt: iso.nullable(),
  dueAt: iso.nullable(),
  dueCents: int,
  paidCents: int,
  leftCents: int,
  paymentStatus: z.string(),
})

const OpenTotals = z.object({ count: int, dueCents: int, paidCents: int, leftCents: int })

const Reminder = z.object({
  id: int,
  recipients: z.array(z.string()),
  sentAt: iso,
  sentById: int.nullable(),
})

const SepaMandate = z.object({
  id: int,
  reference: z.string(),
  status: z.enum(sepaStatuses),
  statusLabel: z.string(),
  clientId: int.nullable(),
  clientName: z.string().nullable(),
  userId: int.nullable(),
  ibanLast4: z.string().nullable(),
  signedAt: iso.nullable(),
  createdAt: iso,
  updatedAt: iso,
})

// ------------------------------------------------------------------ routes

export const listPaymentsRoute = createRoute({
  method: 'get',
  path: '/payments',
  summary: `The payments ledger, 20 a page, newest first by default. ${payers}`,
  security: bearer,
  request: { query: LedgerQuery },
  responses: {
    200: json(
      success({
        payments: z.array(LedgerRow),
        total: int,
        sumCents: int,
        page: int,
        pageCount: int,
      }),
      'One page of the ledger',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const recordPaymentRoute = createRoute({
  method: 'post',
  path: '/payments',
  summary: `Record a ledger row (never edited afterwards): a payment, a refund (stored negative) or a credit note used, on a document or an order; the document's, the credit note's and the order's statuses move in the same transaction. 400 for more than is left to pay, 409 for quotes, drafts, cancelled documents or an emptied credit note; 404 for another shop's record. ${payers}`,
  security: bearer,
  request: { body: body(PaymentBody) },
  responses: {
    201: json(success({ payment: Payment, message: z.string() }), 'Recorded'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    409: json(Refusal, 'A document that cannot be paid'),
  },
})

export const outstandingsRoute = createRoute({
  method: 'get',
  path: '/payments/outstandings',
  summary: `Issued invoices and deposit invoices not fully paid and not yet due, soonest due first. ${payers}`,
  security: bearer,
  responses: {
    200: json(
      success({ documents: z.array(OpenDocument), totals: OpenTotals }),
      'The documents to be paid',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const unpaidsRoute = createRoute({
  method: 'get',
  path: '/payments/unpaids',
  summary: `Overdue invoices and deposit invoices not fully paid (their paymentStatus becomes missing), oldest due first, with their reminders. ${payers}`,
  security: bearer,
  responses: {
    200: json(
      success({
        documents: z.array(
          OpenDocument.extend({
            daysLate: int,
            lastReminderAt: iso.nullable(),
            reminderCount: int,
          }),
        ),
        totals: OpenTotals,
      }),
      'The overdue documents',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const remindUnpaidRoute = createRoute({
  method: 'post',
  path: '/payments/unpaids/{documentId}/remind',
  summary: `Mail a payment reminder (amount left and due date, in French, with the shop's IBAN when set) to { emails }, and record it. 409 unless the document is overdue and not fully paid. ${payers}`,
  security: bearer,
  request: { params: documentIdParams, body: body(z.strictObject({ emails: emailReceivers })) },
  responses: {
    201: json(
      success({ reminder: Reminder.extend({ shopId: int, documentId: int }), message: z.string() }),
      'Sent',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    409: json(Refusal, 'Not overdue'),
  },
})

export const remindersRoute = createRoute({
  method: 'get',
  path: '/payments/unpaids/{documentId}/reminders',
  summary: `A document's reminders, newest first. ${payers}`,
  security: bearer,
  request: { params: documentIdParams },
  responses: {
    200: json(success({ reminders: z.array(Reminder) }), 'The reminders'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const creditNotesRoute = createRoute({
  method: 'get',
  path: '/payments/credits',
  summary: `Issued credit notes, newest first, with what is left of each. ${payers}`,
  security: bearer,
  responses: {
    200: json(
      success({
        credits: z.array(
          z.object({
            id: int,
            number: z.string().nullable(),
            status: z.enum(legalStatuses),
            clientId: int,
            clientName: z.string(),
            orderId: int.nullable(),
            invoiceId: int.nullable(),
            invoiceNumber: z.string().nullable(),
            issuedAt: iso.nullable(),
            totalTtcCents: int,
            amountCents: int,
            creditRemainingCents: int,
            creditStatus: z.enum(['full', 'partial', 'empty', 'cancelled']),
          }),
        ),
        totals: z.object({ count: int, amountCents: int, remainingCents: int }),
      }),
      'The credit notes',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const listSepaMandatesRoute = createRoute({
  method: 'get',
  path: '/sepa-mandates',
  summary: `SEPA mandates of the shop, newest first, 20 a page. ${payers}`,
  security: bearer,
  request: {
    query: z.strictObject(
      {
        status: z.enum(sepaStatuses).optional(),
        clientId: idSegment().optional(),
        page: pageSegment().default(1),
      },
      { error: badParameter },
    ),
  },
  responses: {
    200: json(
      success({ mandates: z.array(SepaMandate), total: int, page: int, pageCount: int }),
      'One page of mandates',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const sepaMandateStatusRoute = createRoute({
  method: 'put',
  path: '/sepa-mandates/{id}/status',
  summary: `Move a mandate along the SEPA machine (pending → processing/completed/error, processing → completed/error, completed → error, error → pending); 409 with the French ‘Transition impossible…’ message otherwise. ${payers}`,
  security: bearer,
  request: {
    params: idParams,
    body: body(
      z.strictObject({ status: z.enum(sepaStatuses, { error: 'Statut de mandat inconnu.' }) }),
    ),
  },
  responses: {
    200: json(success({ mandate: SepaMandate, message: z.string() }), 'Moved'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    409: json(Refusal, 'A transition the machine refuses'),
  },
})
