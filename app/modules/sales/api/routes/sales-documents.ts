/** Quotes, invoices, deposit invoices and credit notes, numbered without gaps. */
import type { Context } from 'hono'
import { mayChangeDocument } from '#app/modules/sales/domain/rights'
import { csvRoute } from '#app/platform/api/csv-route'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError, messages } from '#app/platform/api/http'
import { noQuery } from '#app/platform/api/middleware'
import { memberOf, viewerOf } from '#app/platform/auth/permissions'
import type { ApiEnv } from '#app/platform/api/types'
import {
  acceptQuoteRoute,
  cancelDocumentRoute,
  createCreditRoute,
  createDepositRoute,
  createQuoteRoute,
  documentRoute,
  DocumentsExportQuery,
  invoiceOrderRoute,
  issueDocumentRoute,
  listDocumentsRoute,
  rejectQuoteRoute,
  updateDraftRoute,
} from '../../contract'
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
import type { DocumentSummary } from '../documents/list'
import type { DocumentRecord, LinkedDocument } from '../documents/records'

const text = {
  issued: 'Le document a été émis.',
  updated: 'Le brouillon a été enregistré.',
  created: 'Le devis a été créé.',
  rejected: 'Le devis a été refusé.',
  cancelled: 'Le devis a été annulé.',
  invoiced: 'La facture a été émise.',
  deposit: 'La facture d’acompte a été émise.',
  credit: 'L’avoir a été émis.',
} as const

// ------------------------------------------------------------------ who may do what

/**
 * The caller's scope over documents: the access table let them read (seeAllOrder or billOrder),
 * create quotes (createQuote) or bill (billOrder) before this runs; an agent only reaches the
 * clients they follow.
 */
function access(c: Context<ApiEnv>) {
  const { userId, shop, agentId } = memberOf(c)
  const scope: DocumentScope = agentId ? { shopId: shop.id, agentId } : { shopId: shop.id }
  return { userId, scope }
}

/** Acting on one document: its type decides the right (sales/domain/rights.ts); 404 out of scope. */
async function accessDocument(c: Context<ApiEnv>, id: number) {
  const actor = access(c)
  const doc = await loadDocument(c.get('deps').db, actor.scope, id)
  if (!mayChangeDocument(viewerOf(memberOf(c).shop), doc.type))
    throw new ApiError(403, messages.forbidden)
  return { ...actor, doc }
}

// ------------------------------------------------------------------ answers

const iso = (d: Date | null) => (d ? d.toISOString() : null)
const linkedJson = (d: LinkedDocument) => ({ ...d, issuedAt: iso(d.issuedAt) })

/** A document as JSON: its dates as ISO strings (what `c.json` would write). */
function documentJson(d: DocumentRecord) {
  return {
    ...d,
    issuedAt: iso(d.issuedAt),
    saleDate: iso(d.saleDate),
    dueAt: iso(d.dueAt),
    validUntil: iso(d.validUntil),
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
    invoice: d.invoice ? linkedJson(d.invoice) : null,
    credits: d.credits.map(linkedJson),
    deposits: d.deposits.map(linkedJson),
  }
}

const summaryJson = (d: DocumentSummary) => ({
  ...d,
  issuedAt: iso(d.issuedAt),
  createdAt: d.createdAt.toISOString(),
  dueAt: iso(d.dueAt),
  validUntil: iso(d.validUntil),
})

const filtersOf = <T extends { min?: number; max?: number }>({ min, max, ...rest }: T) => ({
  ...rest,
  minCents: min,
  maxCents: max,
})

const exportCsvRoute = csvRoute(
  '/sales-documents/export.csv',
  'The filtered documents list (no pages, 50,000 rows at most) as CSV for French spreadsheets: UTF-8 with BOM, ‘;’ separator, CRLF, French headers, dates DD/MM/YYYY, amounts 1234,50; a text a spreadsheet would run as a formula starts with an apostrophe.',
  DocumentsExportQuery,
)

// ------------------------------------------------------------------ routes

export const salesDocumentsRoutes = contractRouter()

salesDocumentsRoutes.openapi(listDocumentsRoute, async (c) => {
  const { scope } = access(c)
  const query = c.req.valid('query')
  const list = await listDocuments(c.get('deps').db, scope, filtersOf(query))
  return c.json({ sucess: true as const, ...list, documents: list.documents.map(summaryJson) }, 200)
})

// Before `/sales-documents/{id}`, which would refuse 'export.csv' as an id.
salesDocumentsRoutes.openapi(exportCsvRoute, async (c) => {
  const { scope } = access(c)
  const query = c.req.valid('query')
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

salesDocumentsRoutes.openapi(guarded(documentRoute, noQuery), async (c) => {
  const { scope } = access(c)
  const document = await loadDocument(c.get('deps').db, scope, c.req.valid('param').id)
  return c.json({ sucess: true as const, document: documentJson(document) }, 200)
})

salesDocumentsRoutes.openapi(guarded(createQuoteRoute, noQuery), async (c) => {
  const { userId, scope } = access(c)
  const body = c.req.valid('json')
  const document = await createQuote(c.get('deps').db, scope, body, userId)
  return c.json(
    { sucess: true as const, message: text.created, document: documentJson(document) },
    201,
  )
})

salesDocumentsRoutes.openapi(guarded(updateDraftRoute, noQuery), async (c) => {
  const docId = c.req.valid('param').id
  const { scope } = await accessDocument(c, docId)
  const body = c.req.valid('json')
  const document = await updateDraft(c.get('deps').db, scope, docId, body)
  return c.json(
    { sucess: true as const, message: text.updated, document: documentJson(document) },
    200,
  )
})

salesDocumentsRoutes.openapi(guarded(issueDocumentRoute, noQuery), async (c) => {
  const docId = c.req.valid('param').id
  const { scope } = await accessDocument(c, docId)
  const document = await issueDocument(c.get('deps').db, scope.shopId, docId)
  return c.json(
    { sucess: true as const, message: text.issued, document: documentJson(document) },
    200,
  )
})

salesDocumentsRoutes.openapi(guarded(acceptQuoteRoute, noQuery), async (c) => {
  const docId = c.req.valid('param').id
  const { userId, scope } = await accessDocument(c, docId)
  const { quote, orderId } = await acceptQuote(c.get('deps').db, scope, docId, userId)
  return c.json(
    {
      sucess: true as const,
      message: quoteText.accepted,
      document: documentJson(quote),
      orderId,
    },
    200,
  )
})

salesDocumentsRoutes.openapi(guarded(rejectQuoteRoute, noQuery), async (c) => {
  const docId = c.req.valid('param').id
  const { scope } = await accessDocument(c, docId)
  const document = await rejectQuote(c.get('deps').db, scope, docId)
  return c.json(
    { sucess: true as const, message: text.rejected, document: documentJson(document) },
    200,
  )
})

salesDocumentsRoutes.openapi(guarded(cancelDocumentRoute, noQuery), async (c) => {
  const docId = c.req.valid('param').id
  const { scope } = await accessDocument(c, docId)
  const document = await cancelDraft(c.get('deps').db, scope, docId)
  return c.json(
    { sucess: true as const, message: text.cancelled, document: documentJson(document) },
    200,
  )
})

salesDocumentsRoutes.openapi(guarded(invoiceOrderRoute, noQuery), async (c) => {
  const { userId, scope } = access(c)
  const body = c.req.valid('json')
  const document = await invoiceOrder(
    c.get('deps').db,
    scope.shopId,
    body.orderId,
    userId,
    undefined,
    {
      eDaReference: body.eDaReference,
    },
  )
  return c.json(
    { sucess: true as const, message: text.invoiced, document: documentJson(document) },
    201,
  )
})

salesDocumentsRoutes.openapi(guarded(createDepositRoute, noQuery), async (c) => {
  const { userId, scope } = access(c)
  const { orderId, percent, amountCents } = c.req.valid('json')
  const request = percent !== undefined ? { percent } : { amountCents: amountCents! }
  const document = await createDeposit(c.get('deps').db, scope.shopId, orderId, request, userId)
  return c.json(
    { sucess: true as const, message: text.deposit, document: documentJson(document) },
    201,
  )
})

salesDocumentsRoutes.openapi(guarded(createCreditRoute, noQuery), async (c) => {
  const { userId, scope } = access(c)
  const { invoiceId, ...request } = c.req.valid('json')
  const document = await createCreditNote(
    c.get('deps').db,
    scope.shopId,
    invoiceId,
    request,
    userId,
  )
  return c.json(
    { sucess: true as const, message: text.credit, document: documentJson(document) },
    201,
  )
})
