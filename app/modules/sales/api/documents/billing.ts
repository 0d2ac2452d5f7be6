/**
 * Invoicing an order: its final invoice (deposits deducted), deposit invoices, and credit notes
 * on an invoice. Each is created and issued in one transaction that first locks the order or
 * invoice it depends on, so two concurrent requests cannot both bill what is left.
 */
import { and, asc, eq, inArray, isNotNull, ne } from 'drizzle-orm'
import { litres, productVatRate } from '#app/modules/catalogue/domain/catalogue'
import {
  creditLines,
  depositAmount,
  depositLabel,
  depositLines,
  documentTotals,
  finalInvoiceDue,
  linesFromOrder,
  uncreditedCents,
  type CreditRequest,
  type DepositRequest,
  type OrderLineForDocument,
} from '#app/modules/sales/domain/document-math'
import {
  assertTransition,
  canTransition,
  documentMachines,
  orderMachine,
} from '#app/modules/sales/domain/machines'
import type { Db } from '#app/platform/db/client'
import {
  orderLines,
  orders,
  productFormats,
  productVintages,
  salesDocuments,
  shops,
} from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import { allocateOrderPayments } from '../ledger'
import { issueInTransaction } from './issue'
import { documentText, legal, loadDocument, type DocumentRecord } from './records'

export const billingText = {
  noClient: 'Cette commande n’a pas de client : rattachez-la à un client avant de la facturer.',
  depositNeedsValidated: 'Un acompte ne se facture que sur une commande validée.',
  invoiceNotFound: 'Facture introuvable.',
  invoiceCancelled: 'Cette facture est annulée : il n’y a plus rien à créditer.',
} as const

/** The order `id` of `shopId`, locked, with its lines and their excise facts. */
async function lockedOrder(tx: Db, shopId: number, id: number) {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.shopId, shopId)))
    .for('update')
  if (!order) throw new ApiError(404, documentText.orderNotFound)
  const rows = await tx
    .select({
      line: orderLines,
      legal: productVintages.legal,
      alcohol: productVintages.alcohol,
      unity: productFormats.unity,
      unityValue: productFormats.unityValue,
    })
    .from(orderLines)
    .leftJoin(productVintages, eq(productVintages.id, orderLines.vintageId))
    .leftJoin(productFormats, eq(productFormats.id, orderLines.formatId))
    .where(eq(orderLines.orderId, id))
    .orderBy(asc(orderLines.position), asc(orderLines.id))
  const lines: OrderLineForDocument[] = rows.map((r) => ({
    ...r.line,
    typeDA: r.legal && r.legal.typeDA !== 'NULL' ? r.legal.typeDA : null,
    alcohol: r.alcohol,
    litres: r.unity && r.unityValue !== null ? litres(r.unity, r.unityValue) : null,
  }))
  return { order, lines }
}

async function shopOf(tx: Db, shopId: number) {
  const [shop] = await tx.select().from(shops).where(eq(shops.id, shopId))
  return shop
}

const standardRate = (shop: typeof shops.$inferSelect) =>
  productVatRate({ vatType: 'standard', disableVat: false }, shop.settings)

/** What an order's issued deposits come to, less the credit notes issued on them. */
async function depositedCents(tx: Db, orderId: number): Promise<number> {
  const deposits = await tx
    .select({ id: salesDocuments.id, ttc: salesDocuments.totalTtcCents })
    .from(salesDocuments)
    .where(
      and(
        eq(salesDocuments.orderId, orderId),
        eq(salesDocuments.type, 'deposit'),
        isNotNull(salesDocuments.number),
        ne(salesDocuments.status, 'cancelled'),
      ),
    )
  if (deposits.length === 0) return 0
  const credits = await tx
    .select({ ttc: salesDocuments.totalTtcCents })
    .from(salesDocuments)
    .where(
      and(
        eq(salesDocuments.type, 'credit'),
        inArray(
          salesDocuments.invoiceId,
          deposits.map((d) => d.id),
        ),
        ne(salesDocuments.status, 'cancelled'),
      ),
    )
  const sum = (rows: { ttc: number }[]) => rows.reduce((s, r) => s + r.ttc, 0)
  return sum(deposits) - sum(credits)
}

function requireClient(order: typeof orders.$inferSelect): number {
  if (!order.clientId) throw new ApiError(409, billingText.noClient)
  return order.clientId
}

/**
 * The final invoice of a validated order: the order's lines (shipping and wrapping included),
 * the deposits already invoiced deducted from what is due, issued at once; the order is then
 * "Facturée".
 */
export async function invoiceOrder(
  db: Db,
  shopId: number,
  orderId: number,
  by: number,
  now: Date = new Date(),
  { eDaReference }: { eDaReference?: string } = {},
): Promise<DocumentRecord> {
  const id = await db.transaction(async (tx) => {
    const { order, lines } = await lockedOrder(tx, shopId, orderId)
    legal(() => assertTransition(orderMachine, order.status, 'invoiced'))
    const clientId = requireClient(order)
    const shop = await shopOf(tx, shopId)
    const docLines = linesFromOrder({ ...order, lines }, standardRate(shop))
    const totals = documentTotals(docLines)
    const due = finalInvoiceDue(totals.totalTtcCents, await depositedCents(tx, order.id))
    const [doc] = await tx
      .insert(salesDocuments)
      .values({
        shopId,
        type: 'invoice',
        orderId: order.id,
        clientId,
        lines: docLines,
        ...totals,
        shippingCents: order.shippingCents,
        ...due,
        paymentDelay: order.paymentDelay,
        paymentType: order.paymentType,
        createdById: by,
      })
      .returning({ id: salesDocuments.id })
    await issueInTransaction(tx, shopId, doc.id, now, { eDaReference })
    await tx
      .update(orders)
      .set({ status: 'invoiced', updatedAt: now })
      .where(eq(orders.id, order.id))
    await allocateOrderPayments(tx, doc.id, now)
    return doc.id
  })
  return loadDocument(db, shopId, id)
}

/**
 * A deposit invoice on a validated order, for a percent of its TTC or an amount, never more
 * than deposits already invoiced leave; issued at once and due on issue ('À la commande').
 */
export async function createDeposit(
  db: Db,
  shopId: number,
  orderId: number,
  request: DepositRequest,
  by: number,
  now: Date = new Date(),
): Promise<DocumentRecord> {
  const id = await db.transaction(async (tx) => {
    const { order, lines } = await lockedOrder(tx, shopId, orderId)
    if (order.status !== 'validated') throw new ApiError(409, billingText.depositNeedsValidated)
    const clientId = requireClient(order)
    const shop = await shopOf(tx, shopId)
    const orderDocLines = linesFromOrder({ ...order, lines }, standardRate(shop))
    const deposited = await depositedCents(tx, order.id)
    const amount = legal(() => depositAmount(order.totalTtcCents, deposited, request))
    const percent = 'percent' in request ? request.percent : undefined
    const docLines = legal(() =>
      depositLines(orderDocLines, amount, depositLabel(order.id, percent)),
    )
    const [doc] = await tx
      .insert(salesDocuments)
      .values({
        shopId,
        type: 'deposit',
        orderId: order.id,
        clientId,
        lines: docLines,
        ...documentTotals(docLines),
        dueCents: amount,
        depositPercent: percent ?? null,
        paymentDelay: 'order',
        paymentType: order.paymentType,
        createdById: by,
      })
      .returning({ id: salesDocuments.id })
    await issueInTransaction(tx, shopId, doc.id, now)
    return doc.id
  })
  return loadDocument(db, shopId, id)
}

/**
 * A credit note on an issued invoice or deposit invoice: chosen lines and quantities, or an
 * amount TTC, never more than what is left uncredited; issued at once, with its whole amount to
 * use or refund. A credit note that leaves nothing on the invoice cancels it, when the invoice's
 * state machine allows (a settled invoice stays settled: its credit note is then refunded).
 */
export async function createCreditNote(
  db: Db,
  shopId: number,
  invoiceId: number,
  request: CreditRequest & { reason: string },
  by: number,
  now: Date = new Date(),
): Promise<DocumentRecord> {
  const id = await db.transaction(async (tx) => {
    const [invoice] = await tx
      .select()
      .from(salesDocuments)
      .where(
        and(
          eq(salesDocuments.id, invoiceId),
          eq(salesDocuments.shopId, shopId),
          inArray(salesDocuments.type, ['invoice', 'deposit']),
          isNotNull(salesDocuments.number),
        ),
      )
      .for('update')
    if (!invoice?.number) throw new ApiError(404, billingText.invoiceNotFound)
    if (invoice.status === 'cancelled') throw new ApiError(409, billingText.invoiceCancelled)
    const previous = await tx
      .select({ lines: salesDocuments.lines })
      .from(salesDocuments)
      .where(
        and(
          eq(salesDocuments.invoiceId, invoice.id),
          eq(salesDocuments.type, 'credit'),
          ne(salesDocuments.status, 'cancelled'),
        ),
      )
    const previousLines = previous.flatMap((p) => p.lines)
    const number = invoice.number
    const docLines = legal(() =>
      creditLines(
        { number, lines: invoice.lines, totalTtcCents: invoice.totalTtcCents },
        previousLines,
        {
          lines: request.lines,
          amountCents: request.amountCents,
        },
      ),
    )
    const totals = documentTotals(docLines)
    const [doc] = await tx
      .insert(salesDocuments)
      .values({
        shopId,
        type: 'credit',
        orderId: invoice.orderId,
        clientId: invoice.clientId,
        invoiceId: invoice.id,
        lines: docLines,
        ...totals,
        dueCents: 0,
        creditStatus: 'full',
        creditRemainingCents: totals.totalTtcCents,
        notes: request.reason,
        createdById: by,
      })
      .returning({ id: salesDocuments.id })
    await issueInTransaction(tx, shopId, doc.id, now)
    const left = uncreditedCents(invoice.totalTtcCents, [...previousLines, ...docLines])
    if (left === 0 && canTransition(documentMachines[invoice.type], invoice.status, 'cancelled'))
      await tx
        .update(salesDocuments)
        .set({ status: 'cancelled', updatedAt: now })
        .where(eq(salesDocuments.id, invoice.id))
    return doc.id
  })
  return loadDocument(db, shopId, id)
}
