/**
 * Stripe's webhooks (POST /v1/payments/stripe/webhook): what Stripe learns after the buyer left,
 * above all a SEPA debit settling days later. Every event is checked against its signature over
 * the raw body, acted on once (its id goes into `stripe_events` first; a retry finds it there),
 * and moves an order's payment only along `paymentMachine`: a late or out-of-order event that
 * would make an illegal move (a 'processing' after 'paid') is acknowledged and changes nothing.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import Stripe from 'stripe'
import { canTransition, paymentMachine, sepaMachine } from '#app/modules/sales/domain/machines'
import type { Db } from '#app/platform/db/client'
import { orders, sepaMandates, stripeEvents, type SepaStatus } from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import type { ApiEnv } from '#app/platform/api/types'
import { loadOrderRecords, type OrderRecord } from './orders'
import { notifyBuyerPayment } from './payment-charge'
import { idOf, paymentOf, savePayment, type PaymentInfo, type PaymentStatus } from './payment-state'
import { recordCompletedSetup } from './payments'
import { recordStripeLedger } from './stripe-ledger'
import { integrationsRow, shopStripeKeys } from '#app/modules/integrations/api/shop-stripe'
import { declineReason, isStripePayment, paymentText, stripeClient } from './stripe'

/** Stripe's default: a signature older than five minutes is a replay. */
export const WEBHOOK_TOLERANCE_SECONDS = 300

export const webhookText = {
  notConfigured: 'Les notifications de Stripe ne sont pas configurées sur ce serveur.',
  shopNotConfigured:
    'Les notifications de Stripe ne sont pas configurées pour cette boutique : enregistrez le secret de signature de son webhook dans ses intégrations.',
  badSignature: 'La signature de la notification Stripe est invalide.',
  received: (id: number) => `Le paiement de votre commande n° ${id} a été reçu.`,
} as const

export type WebhookAnswer = {
  received: true
  type: string
  /** The event was handled before (Stripe retried it): nothing was done again. */
  duplicate?: true
  /** Orders whose payment status changed, and SEPA mandates created or updated. */
  orders: number[]
  mandates: number[]
}

type Outcome = { orders: number[]; mandates: number[] }
const nothing = (): Outcome => ({ orders: [], mandates: [] })

/** The event, or 503 without a signing secret and 400 when the signature does not hold. */
export function verifyEvent(
  secret: string | undefined,
  rawBody: string,
  signature: string | undefined,
): Stripe.Event {
  if (!secret) throw new ApiError(503, webhookText.notConfigured)
  if (!signature) throw new ApiError(400, webhookText.badSignature)
  try {
    return Stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS)
  } catch (error) {
    // A bad signature, or a signed body that is not an event (malformed JSON).
    if (
      error instanceof Stripe.errors.StripeSignatureVerificationError ||
      error instanceof SyntaxError
    )
      throw new ApiError(400, webhookText.badSignature)
    throw error
  }
}

const positiveIds = (values: (string | undefined)[]) =>
  values
    .flatMap((v) => (v ?? '').split(','))
    .map((v) => Number(v.trim()))
    .filter((id) => Number.isInteger(id) && id > 0)

/**
 * The card or SEPA orders a PaymentIntent pays: those its metadata names (`order` for the
 * off-session debit, `orders` for a payment session), else those that kept its id.
 */
async function ordersOfIntent(
  db: Db,
  scope: Scope,
  intentId: string,
  metadata: Stripe.Metadata | null | undefined,
): Promise<OrderRecord[]> {
  const named = positiveIds([metadata?.order, metadata?.orders])
  const byIntent = sql`${orders.payment} ->> 'paymentIntent' = ${intentId}`
  const rows = await db
    .select({ id: orders.id, buyerId: orders.buyerId })
    .from(orders)
    .where(named.length > 0 ? or(inArray(orders.id, named), byIntent) : byIntent)
  // The metadata is ours, but an intent made by hand in Stripe's dashboard could name anything.
  const buyer = metadata?.buyer
  const ids = rows.filter((r) => !buyer || String(r.buyerId) === buyer).map((r) => r.id)
  return (await loadOrderRecords(db, ids)).filter(
    (r) => isStripePayment(r.paymentType) && (scope.shopId === null || r.shop.id === scope.shopId),
  )
}

/**
 * Moves each order's payment to `to` when the machine allows it from where it is, with a
 * conditional update (a concurrent move wins, this one does nothing). The orders moved.
 */
async function moveOrders(
  db: Db,
  records: OrderRecord[],
  to: PaymentStatus,
  patch: PaymentInfo,
): Promise<OrderRecord[]> {
  const moved: OrderRecord[] = []
  for (const record of records) {
    const from = record.paymentStatus as PaymentStatus
    if (from === to || !canTransition(paymentMachine, from, to)) continue
    const changed = await savePayment(db, [record.id], patch, to, from)
    if (changed.length > 0) moved.push(record)
  }
  return moved
}

/** An event about an older attempt than the one the order follows now. */
const staleFor = (record: OrderRecord, intentId: string) => {
  const current = paymentOf(record).paymentIntent
  return current !== undefined && current !== intentId
}

async function intentSucceeded(c: Context<ApiEnv>, scope: Scope, intent: Stripe.PaymentIntent) {
  const { db } = c.get('deps')
  const records = await ordersOfIntent(db, scope, intent.id, intent.metadata)
  const moved = await moveOrders(db, records, 'paid', { paymentIntent: intent.id })
  for (const record of records) {
    // Already paid through this very intent (the buyer's return came first): only make sure the
    // receipt is in the ledger; the money of another intent is not this one's.
    if (record.paymentStatus === 'paid' && !staleFor(record, intent.id))
      await recordStripeLedger(db, record.id, { reference: intent.id })
  }
  for (const record of moved)
    await notifyBuyerPayment(c, record, webhookText.received(record.id), 'payment')
  return moved.map((r) => r.id)
}

async function intentProcessing(c: Context<ApiEnv>, scope: Scope, intent: Stripe.PaymentIntent) {
  const { db } = c.get('deps')
  const records = (await ordersOfIntent(db, scope, intent.id, intent.metadata)).filter(
    (r) => !staleFor(r, intent.id),
  )
  const moved = await moveOrders(db, records, 'processing', { paymentIntent: intent.id })
  return moved.map((r) => r.id)
}

async function intentFailed(c: Context<ApiEnv>, scope: Scope, intent: Stripe.PaymentIntent) {
  const { db } = c.get('deps')
  const records = (await ordersOfIntent(db, scope, intent.id, intent.metadata)).filter(
    (r) => !staleFor(r, intent.id),
  )
  const reason = intent.last_payment_error
    ? declineReason(intent.last_payment_error)
    : 'le paiement a été refusé'
  const moved = await moveOrders(db, records, 'error', { paymentIntent: intent.id, error: reason })
  for (const record of moved)
    await notifyBuyerPayment(c, record, paymentText.failed, 'other', { orderPage: true })
  return moved.map((r) => r.id)
}

async function chargeRefunded(c: Context<ApiEnv>, scope: Scope, charge: Stripe.Charge) {
  const { db } = c.get('deps')
  // A partial refund leaves the order paid; only a charge given back in full refunds it.
  if (!charge.refunded) return []
  const intentId = idOf(charge.payment_intent)
  if (!intentId) return []
  const records = (await ordersOfIntent(db, scope, intentId, charge.metadata)).filter(
    (r) => !staleFor(r, intentId),
  )
  const moved = await moveOrders(db, records, 'refunded', {})
  for (const record of records)
    if (moved.includes(record) || record.paymentStatus === 'refunded')
      await recordStripeLedger(db, record.id, {
        kind: 'refund',
        reference: charge.id,
        amountCents: records.length === 1 ? charge.amount_refunded : record.totalTtcCents,
      })
  return moved.map((r) => r.id)
}

const mandateStatuses: Record<Stripe.Mandate.Status, SepaStatus> = {
  active: 'completed',
  inactive: 'error',
  pending: 'processing',
}

/**
 * A SEPA mandate's status (spec 4): every row kept for it is updated along `sepaMachine`, and a
 * shop whose order's payment names the mandate gets its row if it has none yet.
 */
async function mandateUpdated(
  c: Context<ApiEnv>,
  scope: Scope,
  mandate: Stripe.Mandate,
): Promise<number[]> {
  const { db } = c.get('deps')
  const status = mandateStatuses[mandate.status]
  if (!status) return []
  // The bank's mandate reference (RUM) when Stripe gives it, else Stripe's id.
  const reference = mandate.payment_method_details?.sepa_debit?.reference || mandate.id
  const references = [...new Set([reference, mandate.id])]
  const changed: number[] = []

  const named = await db
    .select({ shopId: orders.shopId, clientId: orders.clientId, buyerId: orders.buyerId })
    .from(orders)
    .where(
      and(
        sql`${orders.payment} ->> 'mandate' = ${mandate.id}`,
        scope.shopId === null ? undefined : eq(orders.shopId, scope.shopId),
      ),
    )
  const acceptedAt = mandate.customer_acceptance?.accepted_at
  for (const order of named) {
    const created = await db
      .insert(sepaMandates)
      .values({
        shopId: order.shopId,
        clientId: order.clientId,
        userId: order.buyerId,
        reference,
        status,
        stripePaymentMethod: idOf(mandate.payment_method) ?? null,
        signedAt: acceptedAt ? new Date(acceptedAt * 1000) : null,
      })
      .onConflictDoNothing()
      .returning({ id: sepaMandates.id })
    changed.push(...created.map((r) => r.id))
  }

  const rows = await db
    .select({ id: sepaMandates.id, status: sepaMandates.status })
    .from(sepaMandates)
    .where(inArray(sepaMandates.reference, references))
  for (const row of rows) {
    if (changed.includes(row.id) || row.status === status) continue
    if (!canTransition(sepaMachine, row.status, status)) continue
    const updated = await db
      .update(sepaMandates)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(sepaMandates.id, row.id), eq(sepaMandates.status, row.status)))
      .returning({ id: sepaMandates.id })
    changed.push(...updated.map((r) => r.id))
  }
  return changed
}

async function dispatch(c: Context<ApiEnv>, scope: Scope, event: Stripe.Event): Promise<Outcome> {
  const outcome = nothing()
  switch (event.type) {
    case 'payment_intent.succeeded':
      outcome.orders = await intentSucceeded(c, scope, event.data.object)
      break
    case 'payment_intent.processing':
      outcome.orders = await intentProcessing(c, scope, event.data.object)
      break
    case 'payment_intent.payment_failed':
      outcome.orders = await intentFailed(c, scope, event.data.object)
      break
    case 'checkout.session.completed':
      // Payment sessions settle through their PaymentIntent's events; imprints only here.
      if (event.data.object.mode === 'setup')
        outcome.orders =
          (await recordCompletedSetup(c, scope.stripe, event.data.object.id, scope.shopId)) ?? []
      break
    case 'mandate.updated':
      outcome.mandates = await mandateUpdated(c, scope, event.data.object)
      break
    case 'charge.refunded':
      outcome.orders = await chargeRefunded(c, scope, event.data.object)
      break
    default:
      // Events the endpoint was not subscribed for are acknowledged, so Stripe stops sending them.
      break
  }
  return outcome
}

/**
 * Which account an endpoint hears: the platform's (every shop without keys of its own), or one
 * shop's own (its orders only: an event signed with one shop's secret never moves another's).
 */
type Scope = { stripe: Stripe; shopId: number | null }

/** The signing secret and account of the platform's endpoint, or of a shop's (404 without). */
async function endpointOf(c: Context<ApiEnv>, shopId: number | null) {
  const { db, config } = c.get('deps')
  if (shopId === null)
    return { secret: config.stripe?.webhookSecret, stripe: stripeClient(config.stripe) }
  const own = shopStripeKeys(config, await integrationsRow(db, shopId))
  if (!own?.webhookSecret) throw new ApiError(404, webhookText.shopNotConfigured)
  const apiBase = config.stripeApiBase ?? config.stripe?.apiBase
  return { secret: own.webhookSecret, stripe: stripeClient({ ...own, apiBase }) }
}

/**
 * Verifies, records and handles one delivery, to the platform's endpoint or to a shop's own
 * (`shopId`, POST /payments/stripe/webhook/{id}). A duplicate is acknowledged without acting; when
 * handling fails, the event is forgotten again so that Stripe's retry gets another chance.
 */
export async function receiveStripeWebhook(
  c: Context<ApiEnv>,
  rawBody: string,
  signature: string | undefined,
  shopId: number | null = null,
): Promise<WebhookAnswer> {
  const { db } = c.get('deps')
  const endpoint = await endpointOf(c, shopId)
  const event = verifyEvent(endpoint.secret, rawBody, signature)
  const scope: Scope = { stripe: endpoint.stripe!, shopId }
  // Event ids are Stripe's; a shop's are kept apart, so that none can shadow another account's.
  const eventId = shopId === null ? event.id : `shop-${shopId}:${event.id}`
  const inserted = await db
    .insert(stripeEvents)
    .values({ id: eventId, type: event.type })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id })
  if (inserted.length === 0)
    return { received: true, type: event.type, duplicate: true, orders: [], mandates: [] }
  try {
    const outcome = await dispatch(c, scope, event)
    return { received: true, type: event.type, ...outcome }
  } catch (error) {
    await db.delete(stripeEvents).where(eq(stripeEvents.id, eventId))
    throw error
  }
}
