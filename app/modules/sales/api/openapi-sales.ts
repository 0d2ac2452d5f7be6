/** OpenAPI paths of quotes, invoices, deposits and credit notes. */
import type { Op, Param } from '#app/platform/api/openapi-types'

const docId: Param = { name: 'id', in: 'path', description: 'Sales document id', type: 'integer' }

const record =
  'DocumentRecord: the sales_documents row (id, type quote|invoice|deposit|credit, status pending|generated|processing|incomplete|completed|rejected|cancelled|error, number D-000001 / F-000001 once issued, sequence, issuedAt, saleDate, dueAt (end of the due day in Paris), validUntil, paymentDelay, paymentType, seller and buyer snapshots taken at issue (seller also carries latePenaltyRate, hasTVA, vatExemptionText), lines [{ productId, formatId, vintageId, name, quantity, unitHtCents, discountPercent, vatRate, totalHtCents, vatCents, dutiesCents, totalTtcCents, typeDA, volumeHl, alcohol }], totalHtCents, tvaCents, dutiesCents, shippingCents, totalTtcCents, depositsCents, dueCents, depositPercent, creditStatus, creditRemainingCents, paidCents, paymentStatus, notes, orderId, invoiceId, clientId) with client { id, name, agentId }, invoice (credit notes: the invoice corrected), credits (the credit notes issued on an invoice), deposits (a final invoice’s deposit invoices), footer (the French legal sentences: payment terms with the actual due date, no discount, penalty rate, 40 € indemnity, VAT exemption, excise mentions) and missingMentions [{ key, label }] (mandatory mentions an issued document lacks)'

const rights =
  'Owners; collaborators with createQuote (quotes) or billOrder (invoices, deposits, credit notes); agents for quotes of the clients they follow. Buyers 403; another shop’s or another agent’s records 404.'

const quoteLines =
  'lines (1 to 200): catalogue lines { formatId, vintageId? (the product’s first vintage by default), quantity, discountPercent? } priced by the pricing engine for the client’s typology (a price sent for them is refused), or free lines { name, quantity, unitHtCents, vatRate (one of the shop’s rates, 0 without VAT), discountPercent? }'

const filters: Param[] = [
  { name: 'type', in: 'query', description: 'Required: quote, invoice, deposit, credit or all' },
  {
    name: 'status',
    in: 'query',
    description:
      'pending, generated, processing, incomplete, completed, rejected, cancelled or error',
  },
  { name: 'clientId', in: 'query', description: 'A client of the shop', type: 'integer' },
  {
    name: 'from',
    in: 'query',
    description: 'YYYY-MM-DD: issued (drafts: created) on or after that Paris day',
  },
  { name: 'to', in: 'query', description: 'YYYY-MM-DD: issued (drafts: created) on or before' },
  { name: 'min', in: 'query', description: 'Least amount TTC, cents' },
  { name: 'max', in: 'query', description: 'Greatest amount TTC, cents' },
  { name: 'q', in: 'query', description: 'Part of the number or of the client’s name' },
  { name: 'sort', in: 'query', description: 'date (default), number, amount or client' },
  { name: 'dir', in: 'query', description: 'asc or desc (default)' },
]

export const salesDocumentPaths: Record<string, Record<string, Op>> = {
  '/sales-documents': {
    get: {
      summary: `Sales documents, 20 a page, filtered, searched and sorted on the server: documents [{ id, type, status, number, issuedAt, createdAt, dueAt, validUntil, orderId, invoiceId, totalHtCents, tvaCents, totalTtcCents, depositsCents, dueCents, paidCents, paymentStatus, creditStatus, creditRemainingCents, client { id, name } }], total, page, pageSize. Owners; collaborators with seeAllOrder or billOrder; agents see only their clients’ documents.`,
      auth: 'user',
      params: [
        ...filters,
        { name: 'page', in: 'query', description: 'Page number, from 1', type: 'integer' },
      ],
    },
  },
  '/sales-documents/export.csv': {
    get: {
      summary:
        'The same filtered list (no pages, 50,000 rows at most) as CSV for French spreadsheets: UTF-8 with BOM, ‘;’ separator, CRLF, French headers (Type;Numéro;Statut;Date;Échéance;Client;Commande;Total HT;TVA;Total TTC;Acomptes déduits;Reste dû;Payé;Statut de paiement), dates DD/MM/YYYY, amounts 1234,50; a text a spreadsheet would run as a formula starts with an apostrophe.',
      auth: 'user',
      params: filters,
    },
  },
  '/sales-documents/{id}': {
    get: { summary: `One document: document (${record}).`, auth: 'user', params: [docId] },
    put: {
      summary: `Rewrite a draft quote ({ clientId, ${quoteLines}, paymentDelay?, paymentType?, validUntil?, notes? }): document. An issued document is immutable: 409 ‘Un document émis ne peut plus être modifié : corrigez une facture par un avoir.’ ${rights}`,
      auth: 'user',
      body: 'QuoteInput',
      params: [docId],
    },
  },
  '/sales-documents/{id}/issue': {
    put: {
      summary:
        'Issue a draft: in one transaction, the next number of its series without gaps (quotes D-000001…, invoices, deposits and credit notes share F-000001…), the issue date, the due date from the payment delay (document, order, client, then shop; 30 days by default) or a quote’s validity (30 days by default), and the seller and buyer frozen: document. 409 from any status but Brouillon, with the state machine’s message.',
      auth: 'user',
      params: [docId],
    },
  },
  '/sales-documents/{id}/accept': {
    put: {
      summary:
        'The client accepts an issued quote: a validated back-office order (kind order, source backoffice, quoteId) is created with the quote’s lines and totals, and the quote becomes Accepté: document, orderId. 409 for a draft, an answered or expired quote, or any other document.',
      auth: 'user',
      params: [docId],
    },
  },
  '/sales-documents/{id}/reject': {
    put: {
      summary: 'The client refused an issued quote: document (status rejected). 409 otherwise.',
      auth: 'user',
      params: [docId],
    },
  },
  '/sales-documents/{id}/cancel': {
    put: {
      summary:
        'Withdraw a quote, draft or issued and unanswered: document (status cancelled). An issued invoice is only cancelled by a credit note: 409.',
      auth: 'user',
      params: [docId],
    },
  },
  '/sales-documents/quotes': {
    post: {
      summary: `Create a draft quote: { clientId, ${quoteLines}, paymentDelay? (spec 3: 7…120, order, delivery, EOM, 30EOM…120EOM), paymentType?, validUntil? (YYYY-MM-DD, not past), notes? } → document (status pending, no number). ${rights}`,
      auth: 'user',
      body: 'QuoteInput',
      created: true,
    },
  },
  '/sales-documents/invoices': {
    post: {
      summary:
        'The final invoice of a validated order ({ orderId }): the order’s lines, gift wrapping and shipping as lines, its totals to the cent, the deposits already invoiced (less their credit notes) deducted into dueCents (never negative), issued at once; the order becomes invoiced. 409 for an order that is not validated or has no client. billOrder (owners, collaborators).',
      auth: 'user',
      body: 'InvoiceRequest',
      created: true,
    },
  },
  '/sales-documents/deposits': {
    post: {
      summary:
        'A deposit invoice on a validated order: { orderId, percent } (of the order TTC, half-up) or { orderId, amountCents }, never more than what deposits already invoiced leave (400), split over the order’s VAT rates, issued at once and due on issue. billOrder.',
      auth: 'user',
      body: 'DepositRequest',
      created: true,
    },
  },
  '/sales-documents/credits': {
    post: {
      summary:
        'A credit note on an issued invoice or deposit invoice: { invoiceId, lines: [{ index, quantity }] } (quantities of its lines, in proportion, half-up; the last units take exactly what is left) or { invoiceId, amountCents } (TTC, split over the VAT rates in proportion), and reason; never more than what the invoice has left uncredited (400). Issued at once with creditStatus full and creditRemainingCents its TTC; when nothing is left the invoice is cancelled (a settled one stays settled). billOrder.',
      auth: 'user',
      body: 'CreditRequest',
      created: true,
    },
  },
}
