/**
 * What the orders keep of a card or SEPA payment: Stripe's ids only, in `orders.payment`, and the
 * payment's progress in `orders.paymentStatus`, which moves apart from the order's own status:
 * pending (no card imprint yet) → setup (imprint done, nothing debited) → paid, processing (a SEPA
 * debit on its way), requiresAction (the bank wants 3-D Secure) or error (refused), and refunded
 * when Stripe reports the charge given back.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import type Stripe from 'stripe'
import type { Db } from '#app/platform/db/client'
import { orders } from '#app/platform/db/schema'
import { earnPoints } from '#app/modules/loyalty/api/loyalty'
import { recordStripeLedger } from './stripe-ledger'
import { emitOrderEvent } from './orders'
import type { OrderRecord } from './orders'
import type { PaymentStatus as AnyPaymentStatus } from '#app/modules/sales/domain/machines'

/** The payment statuses an order's card or SEPA payment goes through (of the one vocabulary). */
export type PaymentStatus = Extract<
  AnyPaymentStatus,
  'pending' | 'setup' | 'paid' | 'processing' | 'requiresAction' | 'error' | 'refunded'
>

export type PaymentInfo = {
  customer?: string
  /** The latest Checkout Session opened for the order. */
  sessionId?: string
  paymentMethod?: string
  /** The SEPA mandate the buyer accepted on Stripe's page. */
  mandate?: string
  paymentIntent?: string
  /** Why the last attempt failed, in French. */
  error?: string
  /**
   * The Stripe account the customer and payment method belong to (`platform`, or the shop's own:
   * checkout/api/stripe.ts `shopStripe`); absent: the platform's (orders of before).
   */
  stripeAccount?: string
}

export const paymentOf = (order: Pick<OrderRecord, 'payment'>): PaymentInfo =>
  order.payment as PaymentInfo

export const idOf = (value: string | { id: string } | null | undefined): string | undefined =>
  typeof value === 'string' ? value : (value?.id ?? undefined)

/**
 * Merges `patch` into the orders' payment (a concurrent patch of another key is kept). With
 * `from`, only the orders whose payment status is still `from` change: two deliveries of the same
 * news cannot both move an order. The ids of the orders changed.
 */
export async function savePayment(
  db: Db,
  ids: readonly number[],
  patch: PaymentInfo,
  paymentStatus?: PaymentStatus,
  from?: string,
): Promise<number[]> {
  if (ids.length === 0) return []
  const which = ids.length === 1 ? eq(orders.id, ids[0]) : inArray(orders.id, [...ids])
  const saved = await db
    .update(orders)
    .set({
      payment: sql`${orders.payment} || ${JSON.stringify(patch)}::jsonb`,
      ...(paymentStatus ? { paymentStatus } : {}),
      updatedAt: new Date(),
    })
    .where(from === undefined ? which : and(which, eq(orders.paymentStatus, from)))
    .returning({
      id: orders.id,
      shopId: orders.shopId,
      paymentIntent: sql<string | null>`${orders.payment} ->> 'paymentIntent'`,
    })
  if (paymentStatus === 'paid')
    for (const order of saved) {
      // A paid card or SEPA order earns its loyalty points now (offline ones do at validation).
      await earnPoints(db, order.id)
      // Every way of learning it was paid ends here, so the receipt is written in one place.
      if (order.paymentIntent)
        await recordStripeLedger(db, order.id, { reference: order.paymentIntent })
      await emitOrderEvent(db, 'order.paid', order.shopId, order.id)
    }
  return saved.map((o) => o.id)
}

/** The payment status a PaymentIntent's status means for its order. */
export function intentStatus(intent: Stripe.PaymentIntent): PaymentStatus {
  switch (intent.status) {
    case 'succeeded':
      return 'paid'
    case 'processing':
      return 'processing'
    case 'requires_action':
    case 'requires_confirmation':
      return 'requiresAction'
    default:
      return 'error'
  }
}
