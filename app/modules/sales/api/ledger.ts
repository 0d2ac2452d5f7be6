/**
 * The payments ledger: one immutable row per receipt, refund or use of a credit note, and, in the
 * same transaction, the document's paid amount and statuses (spec 4) kept in step with it.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import {
  assertTransition,
  creditMachine,
  type Machine,
  creditNoteMachine,
  invoiceMachine,
  TransitionError,
} from '#app/modules/sales/domain/machines'
import {
  checkEntry,
  creditStatusOf,
  LedgerRefusal,
  legalStatusAfter,
  paymentMessages,
  paymentStatusOf,
  signedAmount,
  type LedgerDocument,
} from '#app/modules/sales/domain/payments'
import type { Db } from '#app/platform/db/client'
import { orders, payments, salesDocuments, type PaymentKind } from '#app/platform/db/schema'
import { ApiError, messages } from '#app/platform/api/http'
import { earnPoints } from '#app/modules/loyalty/api/loyalty'
import { emitOrderEvent } from '#app/modules/checkout/api/orders'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export type PaymentInput = {
  documentId?: number
  orderId?: number
  kind: PaymentKind
  /** Positive; a refund is stored negative. */
  amountCents: number
  method: string
  receivedAt?: Date
  reference?: string | null
  notes?: string | null
  creditId?: number
}

export type PaymentRow = typeof payments.$inferSelect
type DocumentRow = typeof salesDocuments.$inferSelect

/** Order statuses that may still receive money. */
const payableOrderStatuses = new Set(['pending', 'validated', 'invoiced'])

const asLedgerDocument = (row: DocumentRow): LedgerDocument => ({
  type: row.type,
  number: row.number,
  status: row.status,
  dueCents: row.dueCents,
  paidCents: row.paidCents,
  dueAt: row.dueAt,
  clientId: row.clientId,
  creditRemainingCents: row.creditRemainingCents,
  creditStatus: row.creditStatus,
})

/** Locks the document row so that two receipts at once cannot both pass the overpay check. */
async function lockDocument(tx: Tx, shopId: number, id: number): Promise<DocumentRow | null> {
  const [row] = await tx
    .select()
    .from(salesDocuments)
    .where(and(eq(salesDocuments.id, id), eq(salesDocuments.shopId, shopId)))
    .for('update')
  return row ?? null
}

function move<S extends string>(machine: Machine<S>, from: S, to: S) {
  if (from !== to) assertTransition(machine, from, to)
  return to
}

/** A final invoice carries the order's payment status: paid once it is settled. */
async function syncOrder(tx: Tx, doc: DocumentRow, paymentStatus: string) {
  if (doc.type !== 'invoice' || doc.orderId === null) return
  await tx
    .update(orders)
    .set({ paymentStatus, updatedAt: new Date() })
    .where(eq(orders.id, doc.orderId))
  if (paymentStatus !== 'paid') return
  await earnPoints(tx as unknown as Db, doc.orderId)
  await emitOrderEvent(tx as unknown as Db, 'order.paid', doc.shopId, doc.orderId)
}

async function applyToDocument(
  tx: Tx,
  doc: DocumentRow,
  input: PaymentInput,
  credit: DocumentRow | null,
  now: Date,
) {
  const paid = checkEntry(asLedgerDocument(doc), input, credit ? asLedgerDocument(credit) : null)
  if (doc.type === 'credit') {
    // Paying a credit note's rest back to the client empties it like using it would.
    await spendCredit(tx, doc, input.amountCents)
    return
  }
  const paymentStatus = paymentStatusOf(doc, paid, now, input.kind)
  const status = move(invoiceMachine, doc.status, legalStatusAfter(doc.status, paid, doc.dueCents))
  await tx
    .update(salesDocuments)
    .set({ paidCents: paid, paymentStatus, status, updatedAt: now })
    .where(eq(salesDocuments.id, doc.id))
  if (credit) await spendCredit(tx, credit, input.amountCents)
  await syncOrder(tx, doc, paymentStatus)
}

async function spendCredit(tx: Tx, credit: DocumentRow, amountCents: number) {
  const remaining = (credit.creditRemainingCents ?? 0) - amountCents
  const creditStatus = move(
    creditMachine,
    credit.creditStatus ?? 'full',
    creditStatusOf(remaining, Math.abs(credit.totalTtcCents)),
  )
  // An emptied credit note is settled ("Soldé") for its legal status too.
  const status =
    creditStatus === 'empty' ? move(creditNoteMachine, credit.status, 'completed') : credit.status
  await tx
    .update(salesDocuments)
    .set({ creditRemainingCents: remaining, creditStatus, status, updatedAt: new Date() })
    .where(eq(salesDocuments.id, credit.id))
}

/** Money on an order that has no invoice yet (a card paid at checkout): bounded by its total. */
async function applyToOrder(tx: Tx, shopId: number, orderId: number, input: PaymentInput) {
  const [order] = await tx
    .select({ id: orders.id, status: orders.status, total: orders.totalTtcCents })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.shopId, shopId)))
    .for('update')
  if (!order) throw new ApiError(404, messages.notFound)
  if (!payableOrderStatuses.has(order.status)) throw new ApiError(409, paymentMessages.orderNotOpen)
  const [sum] = await tx
    .select({ paid: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
    .from(payments)
    .where(eq(payments.orderId, orderId))
  const paidBefore = Number(sum.paid)
  if (input.kind === 'credit') throw new ApiError(400, paymentMessages.creditNeedsDocument)
  if (input.kind === 'refund' && input.amountCents > paidBefore)
    throw new ApiError(400, paymentMessages.overRefund(paidBefore))
  const left = Math.max(order.total - paidBefore, 0)
  if (input.kind === 'payment' && input.amountCents > left)
    throw new ApiError(400, paymentMessages.orderOverpay(left))
  const paid = paidBefore + signedAmount(input)
  const paymentStatus =
    paid >= order.total
      ? 'paid'
      : paid > 0
        ? 'partial'
        : input.kind === 'refund'
          ? 'refunded'
          : 'pending'
  await tx
    .update(orders)
    .set({ paymentStatus, updatedAt: new Date() })
    .where(eq(orders.id, orderId))
  if (paymentStatus !== 'paid') return
  await earnPoints(tx as unknown as Db, orderId)
  await emitOrderEvent(tx as unknown as Db, 'order.paid', shopId, orderId)
}

/**
 * Money received on an order before it was invoiced (a card debited at validation, a SEPA
 * debit) is allocated to its final invoice when that invoice is issued: the rows keep their
 * amount and date, they only gain the invoice they settle ("lettrage"), and the invoice's paid
 * amount and statuses follow. Runs in the issuing transaction.
 */
export async function allocateOrderPayments(tx: Tx, invoiceId: number, now: Date = new Date()) {
  const [doc] = await tx
    .select()
    .from(salesDocuments)
    .where(eq(salesDocuments.id, invoiceId))
    .for('update')
  if (!doc || doc.type !== 'invoice' || doc.orderId === null) return
  const allocated = await tx
    .update(payments)
    .set({ documentId: doc.id })
    .where(and(eq(payments.orderId, doc.orderId), isNull(payments.documentId)))
    .returning({ amountCents: payments.amountCents })
  if (allocated.length === 0) return
  const paid = allocated.reduce((sum, row) => sum + row.amountCents, 0)
  const paymentStatus = paymentStatusOf(doc, paid, now)
  const status = move(invoiceMachine, doc.status, legalStatusAfter(doc.status, paid, doc.dueCents))
  await tx
    .update(salesDocuments)
    .set({ paidCents: paid, paymentStatus, status, updatedAt: now })
    .where(eq(salesDocuments.id, doc.id))
  await syncOrder(tx, doc, paymentStatus)
}

/**
 * Records one ledger row and moves what it settles: the document (paid amount, payment and legal
 * statuses), the credit note used, the order of a final invoice. Refusals (400, 404, 409) leave
 * everything as it was.
 */
export async function recordPayment(
  db: Db,
  shopId: number,
  input: PaymentInput,
  byUserId: number | null,
  now: Date = new Date(),
): Promise<PaymentRow> {
  if ((input.kind === 'credit') !== (input.method === 'credit')) {
    throw new ApiError(
      400,
      input.kind === 'credit'
        ? paymentMessages.creditMethod
        : paymentMessages.creditOnlyForCreditKind,
    )
  }
  try {
    return await db.transaction(async (tx) => {
      let clientId: number | null = null
      let orderId = input.orderId ?? null
      if (input.documentId !== undefined) {
        const doc = await lockDocument(tx, shopId, input.documentId)
        if (!doc) throw new ApiError(404, messages.notFound)
        if (orderId !== null && doc.orderId !== orderId)
          throw new ApiError(400, paymentMessages.orderMismatch)
        let credit: DocumentRow | null = null
        if (input.kind === 'credit') {
          if (input.creditId === undefined) throw new ApiError(400, paymentMessages.creditMissing)
          credit = await lockDocument(tx, shopId, input.creditId)
          if (!credit) throw new ApiError(404, messages.notFound)
        }
        await applyToDocument(tx, doc, input, credit, now)
        clientId = doc.clientId
        orderId = doc.orderId
      } else if (orderId !== null) {
        await applyToOrder(tx, shopId, orderId, input)
        const [order] = await tx
          .select({ clientId: orders.clientId })
          .from(orders)
          .where(eq(orders.id, orderId))
        clientId = order?.clientId ?? null
      } else {
        throw new ApiError(400, paymentMessages.target)
      }
      const [row] = await tx
        .insert(payments)
        .values({
          shopId,
          clientId,
          orderId,
          documentId: input.documentId ?? null,
          creditId: input.kind === 'credit' ? (input.creditId ?? null) : null,
          kind: input.kind,
          method: input.method,
          amountCents: signedAmount(input),
          receivedAt: input.receivedAt ?? now,
          reference: input.reference ?? null,
          notes: input.notes ?? null,
          createdById: byUserId,
        })
        .returning()
      return row
    })
  } catch (error) {
    if (error instanceof LedgerRefusal) throw new ApiError(error.status, error.message)
    if (error instanceof TransitionError) throw new ApiError(409, error.message)
    throw error
  }
}
