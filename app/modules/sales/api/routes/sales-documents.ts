/** Quotes, invoices, deposit invoices and credit notes, numbered without gaps. */
import { Hono, type Context } from 'hono'
import * as z from 'zod'
import { hasPermission } from '#app/platform/domain/access'
import type { PermissionKey } from '#app/platform/domain/enums'
import { entryPaymentTypes } from '#app/modules/sales/domain/order-entry'
import { paymentDelays } from '#app/modules/sales/domain/payment-delays'
import { ApiError, messages, ok, parseBody, parseQuery } from '#app/platform/api/http'
import { noQuery, requireUser } from '#app/platform/api/middleware'
import { requireShopRight, viewerOf } from '#app/platform/auth/permissions'
import {
  acceptQuote,
  cancelDraft,
  createCreditNote,
  createDeposit,
  createQuote,
  documentsCsv,
  invoiceOrder,
  issueDocument,
  listDocuments,
  loadDocument,
  quoteText,
  rejectQuote,
  updateDraft,
  type DocumentScope,
} from '../documents/documents'
import type { ApiEnv } from '#app/platform/api/types'
import { idParam } from '#app/modules/catalogue/api/routes/catalogue-shared'

const documentTypes = ['quote', 'invoice', 'deposit', 'credit'] as const
const legalStatuses = [
  'pending',
  'generated',
  'processing',
  'incomplete',
  'completed',
  'rejected',
  'cancelled',
  'error',
] as const

const text = {
  issued: 'Le document a été émis.',
  updated: 'Le brouillon a été enregistré.',
  created: 'Le devis a été créé.',
  rejected: 'Le devis a été refusé.',
  cancelled: 'Le devis a été annulé.',
  invoiced: 'La facture a été émise.',
  deposit: 'La facture d’acompte a été émise.',
  credit: 'L’avoir a été émis.',
  percentOrAmount: 'Indiquez soit un pourcentage, soit un montant.',
  badDate: 'Date invalide (AAAA-MM-JJ).',
  badAmount: 'Montant invalide.',
} as const

// ------------------------------------------------------------------ who may do what

type Need = { kind: 'read' } | { kind: 'quote' } | { kind: 'bill' }

/**
 * Spec 6: reading needs seeAllOrder or billOrder; quotes need createQuote (agents too, for the
 * clients they follow); invoices, deposits and credit notes need billOrder (owner, collaborator).
 * Agents hold no permission map: their limit is their clients, hence the scope.
 */
async function access(c: Context<ApiEnv>, need: Need) {
  const roles =
    need.kind === 'bill' ? (['owner', 'iam'] as const) : (['owner', 'iam', 'agent'] as const)
  const { userId, shop } = await requireShopRight(c, { roles })
  const viewer = viewerOf(shop)
  const wanted: PermissionKey[] =
    need.kind === 'read'
      ? ['seeAllOrder', 'billOrder']
      : need.kind === 'quote'
        ? ['createQuote']
        : ['billOrder']
  if (shop.role === 'iam' && !wanted.some((p) => hasPermission(viewer, p)))
    throw new ApiError(403, messages.forbidden)
  const scope: DocumentScope =
    shop.role === 'agent' ? { shopId: shop.id, agentId: userId } : { shopId: shop.id }
  return { userId, scope }
}

/** Acting on one document: its type decides the right (quotes vs the rest); 404 out of scope. */
async function accessDocument(c: Context<ApiEnv>, id: number) {
  const reader = await access(c, { kind: 'read' })
  const doc = await loadDocument(c.get('deps').db, reader.scope, id)
  return { ...(await access(c, { kind: doc.type === 'quote' ? 'quote' : 'bill' })), doc }
}

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

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, text.badDate)
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)), text.badDate)

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

const InvoiceBody = z.strictObject({ orderId: id })

const DepositBody = z
  .strictObject({
    orderId: id,
    percent: z.number().gt(0).max(100).optional(),
    amountCents: z.int().min(1).max(2_000_000_000).optional(),
  })
  .refine((b) => (b.percent === undefined) !== (b.amountCents === undefined), {
    message: text.percentOrAmount,
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
  .regex(/^\d{1,10}$/, text.badAmount)
  .transform(Number)
  .pipe(z.number().int().max(2_147_483_647, text.badAmount))

const filtersShape = {
  type: z.enum([...documentTypes, 'all'], { error: messages.badParameter }),
  status: z.enum(legalStatuses, { error: messages.badParameter }).optional(),
  clientId: z
    .string()
    .regex(/^\d{1,9}$/, messages.badParameter)
    .transform(Number)
    .optional(),
  from: day.optional(),
  to: day.optional(),
  min: cents.optional(),
  max: cents.optional(),
  q: z.string().trim().max(100).optional(),
  sort: z
    .enum(['date', 'number', 'amount', 'client'], { error: messages.badParameter })
    .default('date'),
  dir: z.enum(['asc', 'desc'], { error: messages.badParameter }).default('desc'),
}
const ListQuery = z.strictObject(
  {
    ...filtersShape,
    page: z
      .string()
      .regex(/^\d{1,6}$/, messages.badParameter)
      .transform(Number)
      .pipe(z.number().int().min(1, messages.badParameter))
      .default(1),
  },
  { error: messages.badParameter },
)
const ExportQuery = z.strictObject(filtersShape, { error: messages.badParameter })

const filtersOf = <T extends { min?: number; max?: number }>({ min, max, ...rest }: T) => ({
  ...rest,
  minCents: min,
  maxCents: max,
})

// ------------------------------------------------------------------ routes

export const salesDocumentsRoutes = new Hono<ApiEnv>()

salesDocumentsRoutes.get('/', requireUser, async (c) => {
  const { scope } = await access(c, { kind: 'read' })
  const query = parseQuery(c, ListQuery)
  return ok(c, await listDocuments(c.get('deps').db, scope, filtersOf(query)))
})

salesDocumentsRoutes.get('/export.csv', requireUser, async (c) => {
  const { scope } = await access(c, { kind: 'read' })
  const query = parseQuery(c, ExportQuery)
  const csv = await documentsCsv(c.get('deps').db, scope, filtersOf(query))
  const name =
    query.type === 'all'
      ? 'documents'
      : { quote: 'devis', invoice: 'factures', deposit: 'acomptes', credit: 'avoirs' }[query.type]
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${name}.csv"`,
  })
})

salesDocumentsRoutes.get('/:id', requireUser, noQuery, async (c) => {
  const { scope } = await access(c, { kind: 'read' })
  return ok(c, { document: await loadDocument(c.get('deps').db, scope, idParam(c, 'id')) })
})

salesDocumentsRoutes.post('/quotes', requireUser, noQuery, async (c) => {
  const { userId, scope } = await access(c, { kind: 'quote' })
  const body = await parseBody(c, QuoteBody)
  const document = await createQuote(c.get('deps').db, scope, body, userId)
  return ok(c, { message: text.created, document }, 201)
})

salesDocumentsRoutes.put('/:id', requireUser, noQuery, async (c) => {
  const docId = idParam(c, 'id')
  const { scope } = await accessDocument(c, docId)
  const body = await parseBody(c, QuoteBody)
  const document = await updateDraft(c.get('deps').db, scope, docId, body)
  return ok(c, { message: text.updated, document })
})

salesDocumentsRoutes.put('/:id/issue', requireUser, noQuery, async (c) => {
  const docId = idParam(c, 'id')
  const { scope } = await accessDocument(c, docId)
  const document = await issueDocument(c.get('deps').db, scope.shopId, docId)
  return ok(c, { message: text.issued, document })
})

salesDocumentsRoutes.put('/:id/accept', requireUser, noQuery, async (c) => {
  const docId = idParam(c, 'id')
  const { userId, scope } = await accessDocument(c, docId)
  const { quote, orderId } = await acceptQuote(c.get('deps').db, scope, docId, userId)
  return ok(c, { message: quoteText.accepted, document: quote, orderId })
})

salesDocumentsRoutes.put('/:id/reject', requireUser, noQuery, async (c) => {
  const docId = idParam(c, 'id')
  const { scope } = await accessDocument(c, docId)
  const document = await rejectQuote(c.get('deps').db, scope, docId)
  return ok(c, { message: text.rejected, document })
})

salesDocumentsRoutes.put('/:id/cancel', requireUser, noQuery, async (c) => {
  const docId = idParam(c, 'id')
  const { scope } = await accessDocument(c, docId)
  const document = await cancelDraft(c.get('deps').db, scope, docId)
  return ok(c, { message: text.cancelled, document })
})

salesDocumentsRoutes.post('/invoices', requireUser, noQuery, async (c) => {
  const { userId, scope } = await access(c, { kind: 'bill' })
  const body = await parseBody(c, InvoiceBody)
  const document = await invoiceOrder(c.get('deps').db, scope.shopId, body.orderId, userId)
  return ok(c, { message: text.invoiced, document }, 201)
})

salesDocumentsRoutes.post('/deposits', requireUser, noQuery, async (c) => {
  const { userId, scope } = await access(c, { kind: 'bill' })
  const { orderId, percent, amountCents } = await parseBody(c, DepositBody)
  const request = percent !== undefined ? { percent } : { amountCents: amountCents! }
  const document = await createDeposit(c.get('deps').db, scope.shopId, orderId, request, userId)
  return ok(c, { message: text.deposit, document }, 201)
})

salesDocumentsRoutes.post('/credits', requireUser, noQuery, async (c) => {
  const { userId, scope } = await access(c, { kind: 'bill' })
  const { invoiceId, ...request } = await parseBody(c, CreditBody)
  const document = await createCreditNote(
    c.get('deps').db,
    scope.shopId,
    invoiceId,
    request,
    userId,
  )
  return ok(c, { message: text.credit, document }, 201)
})
