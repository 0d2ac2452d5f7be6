/**
 * Quotes and their life (draft, issue, acceptance into an order, refusal, withdrawal), and the
 * entry point of the sales-document services: invoices, deposits and credit notes are in
 * ./billing.ts, lists and CSV in ./list.ts, issuing in ./issue.ts.
 */
import { TZDate } from '@date-fns/tz'
import { and, eq, isNull } from 'drizzle-orm'
import { buyerTypology } from '#app/modules/catalogue/domain/catalogue'
import { documentTotals, isTtcDocument } from '#app/modules/sales/domain/document-math'
import { PARIS, type PaymentDelay } from '#app/modules/sales/domain/payment-delays'
import type { Db } from '#app/platform/db/client'
import { clients, orderLines, orders, salesDocuments, shops } from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import { emitOrderEvent } from '#app/modules/checkout/api/orders'
import { priceQuoteLines, type LineInput } from './quote-lines'
import {
  assertDocumentTransition,
  documentText,
  loadDocument,
  type ClientRow,
  type DocumentRecord,
  type DocumentScope,
} from './records'

export { issueDocument } from './issue'
export { createCreditNote, createDeposit, invoiceOrder } from './billing'
export { listDocuments, documentsCsv } from './list'
export { loadDocument, type DocumentRecord, type DocumentScope } from './records'

export type QuoteInput = {
  clientId: number
  lines: LineInput[]
  paymentDelay?: PaymentDelay
  paymentType?: string
  /** YYYY-MM-DD: valid until the end of that day in Paris. */
  validUntil?: string
  notes?: string
}

export const quoteText = {
  pastValidity: 'La date de validité du devis doit être aujourd’hui ou plus tard.',
  quoteOnly: 'Seul un devis peut être accepté ou refusé.',
  expired: (date: string) => `Ce devis n’est plus valable depuis le ${date}.`,
  accepted: 'Le devis a été accepté : la commande est créée.',
} as const

/** The client `id` within `scope` (an agent reaches only the clients they follow); 404 else. */
export async function scopedClient(db: Db, scope: DocumentScope, id: number): Promise<ClientRow> {
  const [client] = await db
    .select()
    .from(clients)
    .where(
      and(
        eq(clients.id, id),
        eq(clients.shopId, scope.shopId),
        scope.agentId === undefined ? undefined : eq(clients.agentId, scope.agentId),
      ),
    )
  if (!client) throw new ApiError(404, documentText.clientNotFound)
  return client
}

async function shopRow(db: Db, shopId: number) {
  const [shop] = await db.select().from(shops).where(eq(shops.id, shopId))
  return shop
}

/** The end of day `date` (YYYY-MM-DD) in Paris; refused when already past. */
function validityEnd(date: string, now: Date): Date {
  const [y, m, d] = date.split('-').map(Number)
  const end = new Date(new TZDate(y, m - 1, d, 23, 59, 59, 999, PARIS).getTime())
  if (end.getTime() < now.getTime())
    throw new ApiError(400, quoteText.pastValidity, { validUntil: [quoteText.pastValidity] })
  return end
}

async function quoteFields(db: Db, scope: DocumentScope, input: QuoteInput, now: Date) {
  const client = await scopedClient(db, scope, input.clientId)
  const shop = await shopRow(db, scope.shopId)
  const lines = await priceQuoteLines(db, shop, client, input.lines)
  return {
    clientId: client.id,
    lines,
    ...documentTotals(lines),
    dueCents: 0,
    paymentDelay: input.paymentDelay ?? null,
    paymentType: input.paymentType ?? null,
    validUntil: input.validUntil ? validityEnd(input.validUntil, now) : null,
    notes: input.notes ?? null,
  }
}

/** A draft quote (status "Brouillon", no number yet). */
export async function createQuote(
  db: Db,
  scope: DocumentScope,
  input: QuoteInput,
  by: number,
  now: Date = new Date(),
): Promise<DocumentRecord> {
  const fields = await quoteFields(db, scope, input, now)
  const [row] = await db
    .insert(salesDocuments)
    .values({ shopId: scope.shopId, type: 'quote', ...fields, createdById: by })
    .returning({ id: salesDocuments.id })
  return loadDocument(db, scope, row.id)
}

/** Rewrites a draft quote; an issued document is immutable (409). */
export async function updateDraft(
  db: Db,
  scope: DocumentScope,
  id: number,
  input: QuoteInput,
  now: Date = new Date(),
): Promise<DocumentRecord> {
  const current = await loadDocument(db, scope, id)
  if (current.number || current.status !== 'pending')
    throw new ApiError(409, documentText.issuedImmutable)
  const fields = await quoteFields(db, scope, input, now)
  const [updated] = await db
    .update(salesDocuments)
    .set({ ...fields, updatedAt: now })
    .where(
      and(
        eq(salesDocuments.id, id),
        eq(salesDocuments.status, 'pending'),
        isNull(salesDocuments.number),
      ),
    )
    .returning({ id: salesDocuments.id })
  // Issued between the read and the write: the database kept it as it was.
  if (!updated) throw new ApiError(409, documentText.issuedImmutable)
  return loadDocument(db, scope, id)
}

async function lockedDocument(tx: Db, shopId: number, id: number) {
  const [doc] = await tx
    .select()
    .from(salesDocuments)
    .where(and(eq(salesDocuments.id, id), eq(salesDocuments.shopId, shopId)))
    .for('update')
  if (!doc) throw new ApiError(404, documentText.notFound)
  return doc
}

const parisDay = (date: Date) => new Intl.DateTimeFormat('fr-FR', { timeZone: PARIS }).format(date)

/**
 * The client accepts an issued quote: it becomes a validated back-office order with the quote's
 * lines (HT, exactly as the quote printed them), and the quote is "Accepté".
 */
export async function acceptQuote(
  db: Db,
  scope: DocumentScope,
  id: number,
  by: number,
  now: Date = new Date(),
): Promise<{ quote: DocumentRecord; orderId: number }> {
  await loadDocument(db, scope, id)
  const orderId = await db.transaction(async (tx) => {
    const quote = await lockedDocument(tx, scope.shopId, id)
    if (quote.type !== 'quote') throw new ApiError(409, quoteText.quoteOnly)
    assertDocumentTransition(quote, 'completed')
    if (quote.validUntil && quote.validUntil.getTime() < now.getTime())
      throw new ApiError(409, quoteText.expired(parisDay(quote.validUntil)))
    // One connection per transaction: its queries run one after the other.
    const [client] = await tx.select().from(clients).where(eq(clients.id, quote.clientId))
    const [shop] = await tx.select().from(shops).where(eq(shops.id, scope.shopId))
    const [order] = await tx
      .insert(orders)
      .values({
        shopId: scope.shopId,
        buyerId: client.userId,
        clientId: client.id,
        status: 'validated',
        kind: 'order',
        source: 'backoffice',
        createdById: by,
        agentId: client.agentId,
        quoteId: quote.id,
        paymentDelay: quote.paymentDelay,
        typology: buyerTypology(shop.typologies, client.typology),
        // A consumer's quote (its lines carry their unit TTC) makes a TTC order, priced the same.
        ttc: isTtcDocument(quote.lines),
        totalHtCents: quote.totalHtCents,
        tvaCents: quote.tvaCents,
        dutiesCents: quote.dutiesCents,
        totalTtcCents: quote.totalTtcCents,
        paymentType: quote.paymentType ?? 'transfer',
        deliveryAddress: client.deliveryAddress ?? client.billingAddress,
        billingAddress: client.billingAddress ?? client.deliveryAddress,
        notes: quote.notes,
        validatedAt: now,
      })
      .returning({ id: orders.id })
    await tx.insert(orderLines).values(
      quote.lines.map((l, position) => ({
        orderId: order.id,
        productId: l.productId ?? null,
        formatId: l.formatId ?? null,
        vintageId: l.vintageId ?? null,
        name: l.name,
        quantity: l.quantity,
        unitPriceCents: isTtcDocument(quote.lines)
          ? (l.unitTtcCents ?? l.unitHtCents)
          : l.unitHtCents,
        vatRate: l.vatRate,
        totalHtCents: l.totalHtCents,
        vatCents: l.vatCents,
        dutiesCents: l.dutiesCents,
        totalTtcCents: l.totalTtcCents,
        position,
      })),
    )
    await tx
      .update(salesDocuments)
      .set({ status: 'completed', updatedAt: now })
      .where(eq(salesDocuments.id, id))
    await emitOrderEvent(tx, 'order.placed', scope.shopId, order.id)
    return order.id
  })
  return { quote: await loadDocument(db, scope, id), orderId }
}

async function moveQuote(
  db: Db,
  scope: DocumentScope,
  id: number,
  to: 'rejected' | 'cancelled',
  now: Date,
) {
  await loadDocument(db, scope, id)
  await db.transaction(async (tx) => {
    const doc = await lockedDocument(tx, scope.shopId, id)
    if (to === 'rejected' && doc.type !== 'quote') throw new ApiError(409, quoteText.quoteOnly)
    // Invoices are corrected only by credit notes (DOMAIN.md §3), whatever their status.
    if (to === 'cancelled' && doc.type !== 'quote' && doc.number)
      throw new ApiError(409, documentText.invoiceOnlyByCredit)
    assertDocumentTransition(doc, to)
    await tx
      .update(salesDocuments)
      .set({ status: to, updatedAt: now })
      .where(eq(salesDocuments.id, id))
  })
  return loadDocument(db, scope, id)
}

/** The client refused the quote. */
export const rejectQuote = (db: Db, scope: DocumentScope, id: number, now = new Date()) =>
  moveQuote(db, scope, id, 'rejected', now)

/** Withdraws a quote (a draft, or an issued one not yet answered). */
export const cancelDraft = (db: Db, scope: DocumentScope, id: number, now = new Date()) =>
  moveQuote(db, scope, id, 'cancelled', now)
