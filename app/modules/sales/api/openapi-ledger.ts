/** OpenAPI paths of payments, SEPA mandates, PDFs and document mail. */
import type { Op, Param } from '#app/platform/api/openapi-types'

const payers =
  'Owners and collaborators with seeAllPayment (403 for buyers, agents and collaborators denied it); only the caller’s shop is read.'
const documentId: Param = {
  name: 'documentId',
  in: 'path',
  description:
    'Sales document id (an invoice or deposit invoice of the caller’s shop; 404 otherwise)',
  type: 'integer',
}
const ledgerFilters: Param[] = [
  { name: 'kind', in: 'query', description: 'payment, refund or credit' },
  {
    name: 'method',
    in: 'query',
    description:
      'transfer, check, cash, cb, stripe, stripeSepa, paypal, ticket, gift, credit or other',
  },
  { name: 'clientId', in: 'query', description: 'Client id', type: 'integer' },
  { name: 'from', in: 'query', description: 'Received on or after this day (YYYY-MM-DD, Paris)' },
  { name: 'to', in: 'query', description: 'Received on or before this day (YYYY-MM-DD, Paris)' },
  {
    name: 'min',
    in: 'query',
    description: 'Signed amount at least this many cents (refunds are negative)',
    type: 'integer',
  },
  {
    name: 'max',
    in: 'query',
    description: 'Signed amount at most this many cents',
    type: 'integer',
  },
  {
    name: 'q',
    in: 'query',
    description: 'Part of the reference, notes, client name or document number (100 characters)',
  },
  { name: 'page', in: 'query', description: 'Page number, from 1 (20 a page)', type: 'integer' },
  {
    name: 'sort',
    in: 'query',
    description: 'receivedAt, -receivedAt (default), amount or -amount',
  },
]
const emails =
  '{ emails: [address…] } (spec 5: 400 ‘Veuillez renseigner au moins une adresse mail.’ when empty, ‘L’adresse "{address}" est invalide.’ for a bad one; 20 at most, duplicates sent once)'
const openDocument =
  '{ id, type, number, status, orderId, clientId, clientName, clientEmail, issuedAt, dueAt, dueCents, paidCents, leftCents, paymentStatus }'

export const ledgerPaths: Record<string, Record<string, Op>> = {
  '/payments': {
    get: {
      summary: `The payments ledger, newest first: payments [{ id, kind, method, amountCents (negative for a refund), receivedAt, reference, notes, clientId, clientName, orderId, documentId, documentNumber, creditId, creditNumber }], total, sumCents, page, pageCount. ${payers}`,
      auth: 'user',
      params: ledgerFilters,
    },
    post: {
      summary: `Record a ledger row (never edited afterwards): { documentId? | orderId?, kind: payment (default) | refund | credit, amountCents (positive integer; a refund is stored negative), method, receivedAt? (ISO date or date-time, not in the future), reference?, notes?, creditId? (kind credit, with method 'credit') } → 201 payment. In the same transaction the document's paidCents, paymentStatus (pending, partial, paid, missing, refunded) and legal status (generated/processing → incomplete → completed; back to processing when refunded to zero) move, as does the credit note used (creditRemainingCents, creditStatus full → partial → empty) and, for a final invoice, the order's paymentStatus. A refund on a credit note pays its rest back. 400 ‘Le montant dépasse le reste à payer (X €).’, more credit than is left or a refund above what was paid; 409 for quotes, drafts, cancelled documents, a credit note of another client or an emptied one; 404 for another shop's document or order. ${payers}`,
      auth: 'user',
      body: 'Payment',
      created: true,
    },
  },
  '/payments/export.csv': {
    get: {
      summary: `The filtered ledger as CSV (UTF-8 with BOM, ';'-separated, every row, no paging): Date, Type, Moyen, Client, Document, Avoir utilisé, Référence, Montant (€). ${payers}`,
      auth: 'user',
      params: ledgerFilters.filter((p) => p.name !== 'page'),
    },
  },
  '/payments/outstandings': {
    get: {
      summary: `Issued invoices and deposit invoices not fully paid and not yet due (or without a due date), soonest due first: documents [${openDocument}], totals { count, dueCents, paidCents, leftCents }. ${payers}`,
      auth: 'user',
    },
  },
  '/payments/unpaids': {
    get: {
      summary: `Overdue invoices and deposit invoices not fully paid (their paymentStatus becomes missing), oldest due first: documents [${openDocument} + daysLate, lastReminderAt, reminderCount], totals. ${payers}`,
      auth: 'user',
    },
  },
  '/payments/unpaids/{documentId}/remind': {
    post: {
      summary: `Mail a payment reminder (amount left and due date, in French, with the shop's IBAN when set) to ${emails}, and record it → 201 reminder { id, recipients, sentAt }. 409 ‘Ce document n'est pas en retard de paiement.’ unless it is overdue and not fully paid. ${payers}`,
      auth: 'user',
      body: 'EmailReceivers',
      params: [documentId],
      created: true,
    },
  },
  '/payments/unpaids/{documentId}/reminders': {
    get: {
      summary: `A document's reminders, newest first: reminders [{ id, recipients, sentAt, sentById }]. ${payers}`,
      auth: 'user',
      params: [documentId],
    },
  },
  '/payments/credits': {
    get: {
      summary: `Issued credit notes, newest first: credits [{ id, number, status, clientId, clientName, orderId, invoiceId, invoiceNumber, issuedAt, amountCents, creditRemainingCents, creditStatus (full, partial, empty, cancelled) }], totals { count, amountCents, remainingCents }. ${payers}`,
      auth: 'user',
    },
  },
  '/sepa-mandates': {
    get: {
      summary: `SEPA mandates of the shop, newest first, 20 a page: mandates [{ id, reference, status (pending, processing, completed, error), statusLabel, clientId, clientName, userId, ibanLast4, signedAt, createdAt, updatedAt }], total, page, pageCount. ${payers}`,
      auth: 'user',
      params: [
        { name: 'status', in: 'query', description: 'pending, processing, completed or error' },
        { name: 'clientId', in: 'query', description: 'Client id', type: 'integer' },
        { name: 'page', in: 'query', description: 'Page number, from 1', type: 'integer' },
      ],
    },
  },
  '/sepa-mandates/{id}/status': {
    put: {
      summary: `Move a mandate: { status } → mandate. Only the SEPA machine's transitions (pending → processing/completed/error, processing → completed/error, completed → error, error → pending); 409 with the French ‘Transition impossible…’ message otherwise. ${payers}`,
      auth: 'user',
      body: 'SepaStatus',
      params: [{ name: 'id', in: 'path', description: 'Mandate id', type: 'integer' }],
    },
  },
  '/document-files': {
    post: {
      summary:
        "Render a PDF in the background: { salesDocumentId } (quote, invoice, deposit invoice or credit note), { orderId, kind: 'confirmation' } (order confirmation) or { shipmentId } (delivery note) → 202 { jobId }. When ready it replaces the target's older file (same id) and appears in GET /documents/to-download with url /resources/document-files/{id}. Owners; collaborators with seeAllOrder or billOrder (or createQuote for quotes, createOrder for confirmations, manageDelivery for delivery notes); agents for their own clients. 403 for buyers, 404 for another shop's record.",
      auth: 'user',
      body: 'DocumentFileRequest',
    },
  },
  '/document-files/{id}': {
    get: {
      summary:
        'The PDF bytes (application/pdf, Content-Disposition inline with its French file name). For the shop’s staff allowed as above, and for the buyer whose order or issued document it is; 404 for anyone else.',
      auth: 'user',
      params: [{ name: 'id', in: 'path', description: 'Document file id', type: 'integer' }],
    },
  },
  '/sales-documents/{id}/send': {
    post: {
      summary: `Mail an issued document with its PDF attached (rendered first if missing) to ${emails} → 202 { jobId }; once sent, a document still 'generated' becomes 'processing' (sent). Quotes: createQuote (agents for their own clients); invoices, deposits and credit notes: billOrder. 409 ‘Émettez ce document avant de l'envoyer.’ for a draft, and for a cancelled or refused one; 404 for another shop's.`,
      auth: 'user',
      body: 'EmailReceivers',
      params: [{ name: 'id', in: 'path', description: 'Sales document id', type: 'integer' }],
    },
  },
}
