/**
 * The payments ledger rows of card and SEPA debits. The buyer's return, the bank's 3-D Secure
 * page, the off-session charge and Stripe's webhooks may each learn that the same PaymentIntent
 * succeeded, in any order and sometimes at once: the ledger must still hold one receipt.
 */
import { and, eq } from 'drizzle-orm'
import type { Db } from '#app/platform/db/client'
import { orders, payments, type PaymentKind } from '#app/platform/db/schema'

export type StripeLedgerEntry = {
  /** The PaymentIntent (receipts) or the Charge (refunds) Stripe names the money movement by. */
  reference: string
  kind?: Extract<PaymentKind, 'payment' | 'refund'>
  /** Cents, positive; a refund is written negative. Defaults to the order's total TTC. */
  amountCents?: number
}

/**
 * Writes one ledger row for an order's Stripe payment (or refund) unless a row of that kind with
 * that reference is already there. The order row is locked first, so two deliveries of the same
 * news on PostgreSQL wait for each other instead of both inserting. True when a row was written.
 */
export async function recordStripeLedger(
  db: Db,
  orderId: number,
  entry: StripeLedgerEntry,
): Promise<boolean> {
  const kind = entry.kind ?? 'payment'
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select({
        shopId: orders.shopId,
        clientId: orders.clientId,
        paymentType: orders.paymentType,
        totalTtcCents: orders.totalTtcCents,
      })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update')
    if (!order) return false
    const [known] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.orderId, orderId),
          eq(payments.reference, entry.reference),
          eq(payments.kind, kind),
        ),
      )
      .limit(1)
    if (known) return false
    const amount = Math.abs(entry.amountCents ?? order.totalTtcCents)
    // The ledger refuses a zero amount: a free order has nothing to record.
    if (amount === 0) return false
    await tx.insert(payments).values({
      shopId: order.shopId,
      clientId: order.clientId,
      orderId,
      kind,
      method: order.paymentType === 'stripeSepa' ? 'stripeSepa' : 'stripe',
      amountCents: kind === 'refund' ? -amount : amount,
      reference: entry.reference,
    })
    return true
  })
}
