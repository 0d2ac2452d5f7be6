/**
 * Quotes, invoices, deposit invoices and credit notes (decision 0003): their list, one document,
 * the quote's drafts and answers, billing an order, credit notes, mailing and their PDFs.
 * Implemented by api/routes/{sales-documents,sales-mail,document-files}.ts, called by the
 * documents pages, described in /v1/openapi.json from these definitions.
 */
import { createRoute } from '@hono/zod-openapi'
import * as z from 'zod'
import { calendarDay } from '#app/platform/domain/validation'
import { TaxRegimeSchema } from './tax-regime'
import { emailReceivers } from '#app/modules/clients/api/routes/email-receivers'
import { entryPaymentTypes } from '#app/modules/sales/domain/order-entry'
import { paymentDelays } from '#app/modules/sales/domain/payment-delays'
import {
  bearer,
  body,
  idParams,
  json,
  pageFields,
  pageSegment,
  Refusal,
  refusals,
  StoredAddress,
  success,
} from '#app/platform/contract'

const badParameter = 'Paramètre invalide.'

export const documentTypes = ['quote', 'invoice', 'deposit', 'credit'] as const
export const legalStatuses = [
  'pending',
  'generated',
  'processing',
  'incomplete',
  'completed',
  'rejected',
  'cancelled',
  'error',
] as const
const creditStatuses = ['full', 'partial', 'empty', 'cancelled'] as const
export const documentSortKeys = ['date', 'number', 'amount', 'client'] as const
export const sortDirections = ['asc', 'desc'] as const

export const documentInputText = {
  percentOrAmount: 'Indiquez soit un pourcentage, soit un montant.',
  badDate: 'Date invalide (AAAA-MM-JJ).',
  badAmount: 'Montant invalide.',
  eDaReference: 'La référence de l’e-DA compte au plus 40 lettres et chiffres (ARC).',
} as const

// ------------------------------------------------------------------ input

const id = z.int().min(1).max(2_147_483_647)
const quantity = z.int().min(1).max(100_000)
const discountPercent = z.number().min(0).max(100).optional()

const catalogueLine = z.strictObject({
  formatId: id,
  vintageId: id.optional(),
  quantity,
  discountPercent,
})
const freeLine = z.strictObject({
  name: z.string().trim().min(1).max(200),
  quantity,
  unitHtCents: z.int().min(0).max(100_000_000),
  vatRate: z.number().min(0).max(100),
  discountPercent,
})

const day = calendarDay(documentInputText.badDate)

const QuoteBody = z.strictObject({
  clientId: id,
  lines: z
    .array(z.union([catalogueLine, freeLine]))
    .min(1)
    .max(200),
  paymentDelay: z.enum(paymentDelays).optional(),
  paymentType: z.enum(entryPaymentTypes).optional(),
  validUntil: day.optional(),
  notes: z.string().trim().max(2000).optional(),
})

const InvoiceBody = z.strictObject({
  orderId: id,
  /** An intra-EU sale under duty suspension: the e-DA reference (ARC, 21 characters). */
  eDaReference: z
    .string()
    .trim()
    .max(40, documentInputText.eDaReference)
    .regex(/^[A-Za-z0-9]*$/, documentInputText.eDaReference)
    .optional(),
})

const DepositBody = z
  .strictObject({
    orderId: id,
    percent: z.number().gt(0).max(100).optional(),
    amountCents: z.int().min(1).max(2_000_000_000).optional(),
  })
  .refine((b) => (b.percent === undefined) !== (b.amountCents === undefined), {
    message: documentInputText.percentOrAmount,
  })

const CreditBody = z.strictObject({
  invoiceId: id,
  lines: z
    .array(z.strictObject({ index: z.int().min(0).max(999), quantity }))
    .min(1)
    .max(200)
    .optional(),
  amountCents: z.int().min(1).max(2_000_000_000).optional(),
  reason: z.string().trim().min(1).max(500),
})

/** Amounts in cents, as every money filter of the API (orders, payments). */
const cents = z
  .string()
  .regex(/^\d{1,10}$/, documentInputText.badAmount)
  .transform(Number)
  .pipe(z.number().int().max(2_147_483_647, documentInputText.badAmount))

const filtersShape = {
  type: z.enum([...documentTypes, 'all'], { error: badParameter }),
  status: z.enum(legalStatuses, { error: badParameter }).optional(),
  clientId: z
    .string()
    .regex(/^\d{1,9}$/, badParameter)
    .transform(Number)
    .optional(),
  from: day.optional(),
  to: day.optional(),
  min: cents.optional(),
  max: cents.optional(),
  q: z.string().trim().max(100).optional(),
  sort: z.enum(documentSortKeys, { error: badParameter }).default('date'),
  dir: z.enum(sortDirections, { error: badParameter }).default('desc'),
}

/** The filters of the documents list and of its CSV export. */
export const DocumentsExportQuery = z.strictObject(filtersShape, { error: badParameter })

// ------------------------------------------------------------------ answers

const iso = z.iso.datetime()

/** Who is on the document, copied at issue; the seller also carries its legal terms. */
const Party = z.object({
  name: z.string(),
  address: StoredAddress.optional(),
  deliveryAddress: StoredAddress.optional(),
  siret: z.string().optional(),
  siren: z.string().optional(),
  vatNumber: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  legalForm: z.string().optional(),
  capitalCents: z.number().optional(),
  rcsCity: z.string().optional(),
  exciseNumber: z.string().optional(),
  latePenaltyRate: z.number().optional(),
  hasTVA: z.boolean().optional(),
  vatExemptionText: z.string().optional(),
  /** The seller's account for transfers, as set at issue. */
  iban: z.string().optional(),
  bic: z.string().optional(),
  /** The buyer buys as a business (false: a private buyer, no B2B clauses on its documents). */
  business: z.boolean().optional(),
  /** The sale's tax regime (issue 15 §1), when not French: its mentions are in `footer`. */
  taxRegime: TaxRegimeSchema.optional(),
  /** Intra-EU sale under duty suspension: the e-DA reference given at billing. */
  eDaReference: z.string().optional(),
})

/** A line as printed on the document, frozen at issue. */
const DocumentLine = z.object({
  productId: z.number().int().nullable().optional(),
  formatId: z.number().int().nullable().optional(),
  vintageId: z.number().int().nullable().optional(),
  name: z.string(),
  quantity: z.number(),
  unitHtCents: z.number(),
  discountPercent: z.number().optional(),
  vatRate: z.number(),
  totalHtCents: z.number(),
  vatCents: z.number(),
  dutiesCents: z.number(),
  totalTtcCents: z.number(),
  typeDA: z.string().nullable().optional(),
  volumeHl: z.number().optional(),
  alcohol: z.number().optional(),
})

const LinkedDocument = z.object({
  id: z.number().int(),
  type: z.enum(documentTypes),
  number: z.string().nullable(),
  status: z.enum(legalStatuses),
  issuedAt: iso.nullable(),
  totalTtcCents: z.number().int(),
})

/** One document as the API answers it: the row, its client, linked documents and legal mentions. */
export const DocumentRecord = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  type: z.enum(documentTypes),
  status: z.enum(legalStatuses),
  orderId: z.number().int().nullable(),
  clientId: z.number().int(),
  invoiceId: z.number().int().nullable(),
  number: z.string().nullable(),
  sequence: z.number().int().nullable(),
  issuedAt: iso.nullable(),
  saleDate: iso.nullable(),
  dueAt: iso.nullable(),
  validUntil: iso.nullable(),
  paymentDelay: z.string().nullable(),
  paymentType: z.string().nullable(),
  seller: Party.nullable(),
  buyer: Party.nullable(),
  lines: z.array(DocumentLine),
  totalHtCents: z.number().int(),
  tvaCents: z.number().int(),
  dutiesCents: z.number().int(),
  shippingCents: z.number().int(),
  totalTtcCents: z.number().int(),
  depositsCents: z.number().int(),
  dueCents: z.number().int(),
  depositPercent: z.number().nullable(),
  creditStatus: z.enum(creditStatuses).nullable(),
  creditRemainingCents: z.number().int().nullable(),
  paidCents: z.number().int(),
  paymentStatus: z.string(),
  notes: z.string().nullable(),
  pdfKey: z.string().nullable(),
  createdById: z.number().int().nullable(),
  createdAt: iso,
  updatedAt: iso,
  client: z.object({
    id: z.number().int(),
    name: z.string(),
    agentId: z.number().int().nullable(),
  }),
  /** Credit notes: the invoice they correct. */
  invoice: LinkedDocument.nullable(),
  /** Invoices and deposits: the credit notes issued on them. */
  credits: z.array(LinkedDocument),
  /** Final invoices: the order's deposit invoices, deducted from what is due. */
  deposits: z.array(LinkedDocument),
  /** The French legal sentences printed under the totals. */
  footer: z.array(z.string()),
  /** Mandatory mentions an issued document lacks. */
  missingMentions: z.array(z.object({ key: z.string(), label: z.string() })),
})

const DocumentSummary = z.object({
  id: z.number().int(),
  type: z.enum(documentTypes),
  status: z.enum(legalStatuses),
  number: z.string().nullable(),
  issuedAt: iso.nullable(),
  createdAt: iso,
  dueAt: iso.nullable(),
  validUntil: iso.nullable(),
  orderId: z.number().int().nullable(),
  invoiceId: z.number().int().nullable(),
  totalHtCents: z.number().int(),
  tvaCents: z.number().int(),
  totalTtcCents: z.number().int(),
  depositsCents: z.number().int(),
  dueCents: z.number().int(),
  paidCents: z.number().int(),
  paymentStatus: z.string(),
  creditStatus: z.enum(creditStatuses).nullable(),
  creditRemainingCents: z.number().int().nullable(),
  client: z.object({ id: z.number().int(), name: z.string() }),
})

const rights =
  'Owners; collaborators with createQuote (quotes) or billOrder (invoices, deposits, credit notes); agents for quotes of the clients they follow. Buyers 403; another shop’s or another agent’s records 404.'

const documentAnswer = (description: string) =>
  json(success({ message: z.string(), document: DocumentRecord }), description)
const conflict = (description: string) => ({ 409: json(Refusal, description) })

// ------------------------------------------------------------------ routes

export const listDocumentsRoute = createRoute({
  method: 'get',
  path: '/sales-documents',
  summary:
    'Sales documents, 20 a page, filtered, searched and sorted on the server. Owners; collaborators with seeAllOrder or billOrder; agents see only their clients’ documents.',
  security: bearer,
  request: {
    query: z.strictObject(
      { ...filtersShape, page: pageSegment().default(1) },
      { error: badParameter },
    ),
  },
  responses: {
    200: json(
      success({
        documents: z.array(DocumentSummary),
        ...pageFields,
      }),
      'One page of documents',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
  },
})

export const documentRoute = createRoute({
  method: 'get',
  path: '/sales-documents/{id}',
  summary: 'One document, with its client, linked documents and legal mentions',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(success({ document: DocumentRecord }), 'The document'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const createQuoteRoute = createRoute({
  method: 'post',
  path: '/sales-documents/quotes',
  summary: `Create a draft quote: catalogue lines priced by the pricing engine for the client’s typology, or free lines → document (status pending, no number). ${rights}`,
  security: bearer,
  request: { body: body(QuoteBody) },
  responses: {
    201: documentAnswer('The draft quote'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})

export const updateDraftRoute = createRoute({
  method: 'put',
  path: '/sales-documents/{id}',
  summary: `Rewrite a draft quote. An issued document is immutable: 409. ${rights}`,
  security: bearer,
  request: { params: idParams, body: body(QuoteBody) },
  responses: {
    200: documentAnswer('The draft'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    ...conflict('An issued document'),
  },
})

export const issueDocumentRoute = createRoute({
  method: 'put',
  path: '/sales-documents/{id}/issue',
  summary:
    'Issue a draft: the next number of its series without gaps, the issue and due dates, the seller and buyer frozen. 409 from any status but Brouillon.',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: documentAnswer('Issued'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    ...conflict('Not a draft'),
  },
})

export const acceptQuoteRoute = createRoute({
  method: 'put',
  path: '/sales-documents/{id}/accept',
  summary:
    'The client accepts an issued quote: a validated back-office order is created with its lines, and the quote becomes Accepté. 409 for a draft, an answered or expired quote, or any other document.',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: json(
      success({ message: z.string(), document: DocumentRecord, orderId: z.number().int() }),
      'Accepted, with the order made of it',
    ),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    ...conflict('Not an open quote'),
  },
})

export const rejectQuoteRoute = createRoute({
  method: 'put',
  path: '/sales-documents/{id}/reject',
  summary: 'The client refused an issued quote: document (status rejected). 409 otherwise.',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: documentAnswer('Rejected'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    ...conflict('Not an open quote'),
  },
})

export const cancelDocumentRoute = createRoute({
  method: 'put',
  path: '/sales-documents/{id}/cancel',
  summary:
    'Withdraw a quote, draft or issued and unanswered: document (status cancelled). An issued invoice is only cancelled by a credit note: 409.',
  security: bearer,
  request: { params: idParams },
  responses: {
    200: documentAnswer('Cancelled'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    ...conflict('Not cancellable'),
  },
})

export const invoiceOrderRoute = createRoute({
  method: 'post',
  path: '/sales-documents/invoices',
  summary:
    'The final invoice of a validated order, deposits deducted, issued at once (an intra-EU sale under duty suspension may give its eDaReference, printed in its mentions); the order becomes invoiced. 409 for an order that is not validated or has no client. billOrder.',
  security: bearer,
  request: { body: body(InvoiceBody) },
  responses: {
    201: documentAnswer('The invoice'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    ...conflict('The order cannot be invoiced'),
  },
})

export const createDepositRoute = createRoute({
  method: 'post',
  path: '/sales-documents/deposits',
  summary:
    'A deposit invoice on a validated order: a percent of the order TTC or an amount, never more than what deposits already invoiced leave (400), issued at once. billOrder.',
  security: bearer,
  request: { body: body(DepositBody) },
  responses: {
    201: documentAnswer('The deposit invoice'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    ...conflict('The order cannot take a deposit'),
  },
})

export const createCreditRoute = createRoute({
  method: 'post',
  path: '/sales-documents/credits',
  summary:
    'A credit note on an issued invoice or deposit invoice: quantities of its lines or an amount, and a reason; never more than what is left uncredited (400). billOrder.',
  security: bearer,
  request: { body: body(CreditBody) },
  responses: {
    201: documentAnswer('The credit note'),
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    ...conflict('The invoice cannot be credited'),
  },
})

const queued = json(success({ jobId: z.number().int(), message: z.string() }), 'Queued')

export const sendDocumentRoute = createRoute({
  method: 'post',
  path: '/sales-documents/{id}/send',
  summary:
    'Mail an issued document with its PDF attached to { emails } → 202 { jobId }. Quotes: createQuote (agents for their own clients); the rest: billOrder. 409 for a draft, a cancelled or a refused one.',
  security: bearer,
  request: { params: idParams, body: body(z.strictObject({ emails: emailReceivers })) },
  responses: {
    202: queued,
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
    ...conflict('A draft, cancelled or refused document'),
  },
})

const fileId = z.number({ error: badParameter }).int().positive().max(2_147_483_647)

export const renderDocumentFileRoute = createRoute({
  method: 'post',
  path: '/document-files',
  summary:
    "Render a PDF in the background: { salesDocumentId }, { orderId, kind: 'confirmation' } or { shipmentId } → 202 { jobId }; when ready it appears in GET /documents/to-download. Staff allowed to see the record; 403 for buyers, 404 for another shop's record.",
  security: bearer,
  request: {
    body: body(
      z.union(
        [
          z.strictObject({ salesDocumentId: fileId }),
          z.strictObject({ orderId: fileId, kind: z.literal('confirmation') }),
          z.strictObject({ shipmentId: fileId }),
        ],
        {
          error:
            "Indiquez le document (salesDocumentId), la commande (orderId et kind 'confirmation') ou l'expédition (shipmentId).",
        },
      ),
    ),
  },
  responses: {
    202: queued,
    ...refusals.badInput,
    ...refusals.signedIn,
    ...refusals.notFound,
  },
})
