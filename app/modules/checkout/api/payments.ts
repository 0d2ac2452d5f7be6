/**
 * Card and SEPA payments through Stripe's hosted Checkout page. At checkout the buyer leaves only
 * an imprint (a `setup` session: the card or the SEPA mandate is saved, nothing is debited); the
 * debit comes with the producer's validation (./payment-charge.ts). The buyer comes back to
 * /validate3ds, which reports here; when a debit needs 3-D Secure or was refused, the same page
 * sends them to their bank's page or to a `payment` session for the amount.
 */
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm'
import type { Context } from 'hono'
import type Stripe from 'stripe'
import { orders, users } from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import type { ApiEnv } from '#app/platform/api/types'
import { chargeOrder, notifyBuyerPayment, payLink } from './payment-charge'
import {
  idOf,
  intentStatus,
  paymentOf,
  savePayment,
  type PaymentInfo,
  type PaymentStatus,
} from './payment-state'
import { findOrder, loadOrderRecords, orderText, type OrderRecord } from './orders'
import {
  isStripePayment,
  paymentText,
  requireShopStripe,
  stripeClient,
  shopStripe,
  stripeMethodType,
  type ShopStripeClient,
  type StripePaymentType,
} from './stripe'

export const paymentMessages = {
  notCard: 'Cette commande ne se règle pas par carte ni par prélèvement.',
  settled: 'Cette commande est déjà réglée.',
  closed: 'Cette commande ne peut plus être réglée.',
  setupDone:
    'Votre moyen de paiement est enregistré : il ne sera débité qu’à la validation de la commande par le producteur.',
  paid: 'Votre paiement a bien été validé.',
  processing: 'Votre prélèvement est en cours : il peut prendre quelques jours.',
} as const

const openStatuses = new Set(['pending', 'validated'])

/**
 * The buyer's Stripe customer in the account: the one an earlier order through that account
 * saved (orders kept before shops had their own keys went through the platform's), else a new one.
 */
async function buyerCustomer(c: Context<ApiEnv>, stripe: ShopStripeClient, buyerId: number) {
  const { db } = c.get('deps')
  const [known] = await db
    .select({ customer: sql<string>`${orders.payment} ->> 'customer'` })
    .from(orders)
    .where(
      and(
        eq(orders.buyerId, buyerId),
        isNotNull(sql`${orders.payment} ->> 'customer'`),
        sql`coalesce(${orders.payment} ->> 'stripeAccount', 'platform') = ${stripe.account}`,
      ),
    )
    .limit(1)
  if (known?.customer) return known.customer
  const [buyer] = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(eq(users.id, buyerId))
  const customer = await stripe.client.customers.create(
    { email: buyer.email, name: buyer.username, metadata: { caveauUserId: String(buyerId) } },
    { idempotencyKey: `buyer-${buyerId}-customer` },
  )
  return customer.id
}

const returnUrls = (appUrl: string, firstOrderId: number) => ({
  success_url: `${appUrl}/validate3ds?session_id={CHECKOUT_SESSION_ID}`,
  // The orders are placed already (the cart no longer holds them): leaving Stripe's page comes
  // back to where the imprint can be given later.
  cancel_url: `${appUrl}${payLink(firstOrderId)}&cancelled=1`,
})

/**
 * Opens a `setup` session for the given orders still waiting for their imprint (the first
 * payment type's; another type gets its own session when the buyer comes back). Null when none.
 */
export async function startSetup(
  c: Context<ApiEnv>,
  buyerId: number,
  records: readonly OrderRecord[],
): Promise<string | null> {
  const waiting = records.filter(
    (r) =>
      isStripePayment(r.paymentType) && r.paymentStatus === 'pending' && openStatuses.has(r.status),
  )
  if (waiting.length === 0) return null
  const type = waiting[0].paymentType as StripePaymentType
  const { config, db } = c.get('deps')
  // One session per account: orders of shops paid through another Stripe account get theirs next.
  const accounts = new Map<number, ShopStripeClient | null>()
  for (const id of new Set(waiting.map((r) => r.shop.id)))
    accounts.set(id, await shopStripe(db, config, id))
  const stripe = accounts.get(waiting[0].shop.id)
  if (!stripe) throw new ApiError(400, paymentText.unavailable)
  const group = waiting.filter(
    (r) => r.paymentType === type && accounts.get(r.shop.id)?.account === stripe.account,
  )
  const customer = await buyerCustomer(c, stripe, buyerId)
  const metadata = {
    kind: 'setup',
    buyer: String(buyerId),
    orders: group.map((r) => r.id).join(','),
  }
  const session = await stripe.client.checkout.sessions.create({
    mode: 'setup',
    currency: 'eur',
    customer,
    allowed_payment_method_types: [stripeMethodType(type)],
    locale: 'fr',
    client_reference_id: String(buyerId),
    metadata,
    setup_intent_data: {
      metadata,
      description: `Caveau — commande${group.length > 1 ? 's' : ''} n° ${metadata.orders.replaceAll(',', ', ')}`,
    },
    ...returnUrls(config.appUrl, group[0].id),
  })
  await savePayment(
    db,
    group.map((r) => r.id),
    { customer, sessionId: session.id, stripeAccount: stripe.account },
  )
  if (!session.url) throw new Error('Stripe Checkout session without url')
  return session.url
}

/** A `payment` session for the whole amount of one validated order (after a refusal). */
async function startPayment(
  c: Context<ApiEnv>,
  order: OrderRecord,
  buyerId: number,
): Promise<string> {
  const { config, db } = c.get('deps')
  const stripe = await requireShopStripe(db, config, order.shop.id)
  const customer = knownCustomer(order, stripe) ?? (await buyerCustomer(c, stripe, buyerId))
  const metadata = { kind: 'payment', buyer: String(buyerId), orders: String(order.id) }
  const session = await stripe.client.checkout.sessions.create({
    mode: 'payment',
    customer,
    allowed_payment_method_types: [stripeMethodType(order.paymentType as StripePaymentType)],
    locale: 'fr',
    client_reference_id: String(buyerId),
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: 'eur',
          unit_amount: order.totalTtcCents,
          product_data: { name: `Commande n° ${order.id} — ${order.shop.name}` },
        },
      },
    ],
    payment_intent_data: { metadata },
    metadata,
    ...returnUrls(config.appUrl, order.id),
  })
  await savePayment(db, [order.id], {
    customer,
    sessionId: session.id,
    stripeAccount: stripe.account,
  })
  if (!session.url) throw new Error('Stripe Checkout session without url')
  return session.url
}

export type PaymentAnswer = {
  orders: OrderRecord[]
  paymentStatus: PaymentStatus
  message: string
  /** Where the buyer goes next: Stripe's page for another imprint, or their bank's. */
  redirectUrl?: string
}

/** The orders a session was opened for, all the buyer's, or 404. */
async function sessionOrders(
  db: ApiEnv['Variables']['deps']['db'],
  buyerId: number,
  session: Stripe.Checkout.Session,
  /** A shop's own webhook: its orders only (another shop's are not its account's to settle). */
  shopId: number | null,
) {
  const ids = (session.metadata?.orders ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
  if (session.metadata?.buyer !== String(buyerId) || ids.length === 0)
    throw new ApiError(404, orderText.notFound)
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.id, ids),
        eq(orders.buyerId, buyerId),
        shopId === null ? undefined : eq(orders.shopId, shopId),
      ),
    )
  if (rows.length !== ids.length) throw new ApiError(404, orderText.notFound)
  return ids
}

/** A customer saved on the order through the same account, if any. */
const knownCustomer = (order: OrderRecord, stripe: ShopStripeClient) => {
  const payment = paymentOf(order)
  return (payment.stripeAccount ?? 'platform') === stripe.account ? payment.customer : undefined
}

/**
 * The account a Checkout Session the buyer comes back from was opened in: the one of the shop
 * whose orders keep its id (the platform's for a session no order keeps: it is then not found).
 */
async function sessionStripe(c: Context<ApiEnv>, buyerId: number, sessionId: string) {
  const { db, config } = c.get('deps')
  const [order] = await db
    .select({ shopId: orders.shopId })
    .from(orders)
    .where(and(eq(orders.buyerId, buyerId), sql`${orders.payment} ->> 'sessionId' = ${sessionId}`))
    .limit(1)
  if (order) return requireShopStripe(db, config, order.shopId)
  const platform = config.stripe ? stripeClient(config.stripe) : null
  if (!platform) throw new ApiError(404, orderText.notFound)
  return { client: platform }
}

/**
 * Records the card or mandate a completed `setup` session saved, on those of its orders still
 * waiting for their imprint, and debits the ones the producer validated meanwhile. The buyer's
 * return and Stripe's webhook both come here, in either order: the second changes nothing.
 * False when the session did not save anything (not completed, or its SetupIntent failed).
 */
async function recordSetup(
  c: Context<ApiEnv>,
  session: Stripe.Checkout.Session,
  ids: number[],
): Promise<boolean> {
  const { db } = c.get('deps')
  const setup = session.setup_intent as Stripe.SetupIntent | null
  if (session.status !== 'complete' || setup?.status !== 'succeeded') return false
  const saved: PaymentInfo = {
    customer: idOf(session.customer),
    paymentMethod: idOf(setup.payment_method),
    ...(setup.mandate ? { mandate: idOf(setup.mandate) } : {}),
  }
  const waiting = (await loadOrderRecords(db, ids)).filter((r) => r.paymentStatus === 'pending')
  const moved = await savePayment(
    db,
    waiting.map((r) => r.id),
    saved,
    'setup',
    'pending',
  )
  for (const record of waiting)
    if (record.status === 'validated' && moved.includes(record.id))
      await chargeOrder(c, {
        ...record,
        paymentStatus: 'setup',
        payment: { ...record.payment, ...saved },
      })
  return true
}

/**
 * Stripe's `checkout.session.completed` for an imprint: the same recording as the buyer's
 * return, for a buyer who closed the tab before coming back. The orders named by the session's
 * metadata must be its buyer's; anything else is left alone (null).
 */
export async function recordCompletedSetup(
  c: Context<ApiEnv>,
  stripe: Stripe,
  sessionId: string,
  shopId: number | null,
): Promise<number[] | null> {
  const { db } = c.get('deps')
  const session = await stripe.checkout.sessions.retrieve(sessionId, {
    expand: ['setup_intent'],
  })
  if (session.mode !== 'setup' || session.metadata?.kind !== 'setup') return null
  const buyerId = Number(session.metadata.buyer)
  if (!Number.isInteger(buyerId) || buyerId <= 0) return null
  let ids: number[]
  try {
    ids = await sessionOrders(db, buyerId, session, shopId)
  } catch (error) {
    if (error instanceof ApiError) return null
    throw error
  }
  return (await recordSetup(c, session, ids)) ? ids : null
}

/**
 * The buyer is back from Stripe's page (`session_id`): the saved card or mandate is recorded on
 * each order (orders the producer validated meanwhile are debited at once), or the debit of a
 * `payment` session is recorded. A session not completed answers 400 with the failure message.
 */
export async function completeSession(
  c: Context<ApiEnv>,
  buyerId: number,
  sessionId: string,
): Promise<PaymentAnswer> {
  const { db } = c.get('deps')
  const stripe = await sessionStripe(c, buyerId, sessionId)
  let session: Stripe.Checkout.Session
  try {
    session = await stripe.client.checkout.sessions.retrieve(sessionId, {
      expand: ['setup_intent', 'payment_intent'],
    })
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404)
      throw new ApiError(404, orderText.notFound)
    throw error
  }
  const ids = await sessionOrders(db, buyerId, session, null)
  const customer = idOf(session.customer)

  if (session.metadata?.kind === 'payment') {
    const intent = session.payment_intent as Stripe.PaymentIntent | null
    const status = session.status === 'complete' && intent ? intentStatus(intent) : 'error'
    if (status !== 'paid' && status !== 'processing') throw new ApiError(400, paymentText.failed)
    await savePayment(
      db,
      ids,
      { customer, paymentIntent: intent!.id, paymentMethod: idOf(intent!.payment_method) },
      status,
    )
    const records = await loadOrderRecords(db, ids)
    if (status === 'paid')
      await notifyBuyerPayment(
        c,
        records[0],
        `Le paiement de votre commande n° ${ids[0]} a été reçu.`,
        'payment',
      )
    return {
      orders: records,
      paymentStatus: status,
      message: status === 'paid' ? paymentMessages.paid : paymentMessages.processing,
    }
  }

  if (!(await recordSetup(c, session, ids))) throw new ApiError(400, paymentText.failed)

  const records = await loadOrderRecords(db, ids)
  // Orders of the same checkout paid another way through Stripe get their own imprint next.
  const checkoutIds = [...new Set(records.map((r) => r.checkoutId).filter(Boolean))] as string[]
  const siblings =
    checkoutIds.length > 0
      ? await db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.buyerId, buyerId), inArray(orders.idempotencyKey, checkoutIds)))
      : []
  const redirectUrl = await startSetup(
    c,
    buyerId,
    await loadOrderRecords(
      db,
      siblings.map((s) => s.id),
    ),
  )
  return {
    orders: records,
    paymentStatus: 'setup',
    message: paymentMessages.setupDone,
    ...(redirectUrl ? { redirectUrl } : {}),
  }
}

/**
 * The buyer's 'Régler la commande' (/validate3ds?order=…): their bank's page when a debit waits
 * for 3-D Secure, Stripe's page for an imprint not given yet, or a `payment` session for the
 * amount after a refusal.
 */
export async function resumePayment(
  c: Context<ApiEnv>,
  buyerId: number,
  orderId: number,
): Promise<{ order: OrderRecord; redirectUrl?: string; message?: string }> {
  const { db, config } = c.get('deps')
  const order = await findOrder(db, { buyerId }, orderId)
  if (!isStripePayment(order.paymentType)) throw new ApiError(409, paymentMessages.notCard)
  if (order.paymentStatus === 'paid' || order.paymentStatus === 'processing')
    throw new ApiError(409, paymentMessages.settled)
  if (!openStatuses.has(order.status)) throw new ApiError(409, paymentMessages.closed)
  const stripe = (await requireShopStripe(db, config, order.shop.id)).client

  if (order.status === 'pending') {
    if (order.paymentStatus !== 'pending') return { order, message: paymentMessages.setupDone }
    return { order, redirectUrl: (await startSetup(c, buyerId, [order]))! }
  }

  const payment = paymentOf(order)
  if (order.paymentStatus === 'requiresAction' && payment.paymentIntent) {
    let intent = await stripe.paymentIntents.retrieve(payment.paymentIntent)
    if (intent.status === 'requires_confirmation' || intent.status === 'requires_payment_method')
      intent = await stripe.paymentIntents.confirm(intent.id, {
        payment_method: payment.paymentMethod,
        return_url: `${config.appUrl}${payLink(order.id)}`,
      })
    const url = intent.next_action?.redirect_to_url?.url
    if (intent.status === 'requires_action' && url) return { order, redirectUrl: url }
    const status = intentStatus(intent)
    if (status === 'paid' || status === 'processing') {
      await savePayment(db, [order.id], { paymentIntent: intent.id }, status)
      const [fresh] = await loadOrderRecords(db, [order.id])
      return {
        order: fresh,
        message: status === 'paid' ? paymentMessages.paid : paymentMessages.processing,
      }
    }
  }
  return { order, redirectUrl: await startPayment(c, order, buyerId) }
}

/**
 * Back from the bank's 3-D Secure page (`payment_intent`): the debit is recorded as paid, or
 * as refused (400 with the failure message; the buyer may retry from the same link).
 */
export async function confirmAuthentication(
  c: Context<ApiEnv>,
  buyerId: number,
  orderId: number,
  paymentIntentId: string,
): Promise<PaymentAnswer> {
  const { db, config } = c.get('deps')
  const order = await findOrder(db, { buyerId }, orderId)
  if (paymentOf(order).paymentIntent !== paymentIntentId)
    throw new ApiError(404, orderText.notFound)
  const stripe = await requireShopStripe(db, config, order.shop.id)
  const intent = await stripe.client.paymentIntents.retrieve(paymentIntentId)
  const status = intentStatus(intent)
  if (status === 'paid' || status === 'processing') {
    await savePayment(db, [order.id], {}, status)
    const records = await loadOrderRecords(db, [order.id])
    return {
      orders: records,
      paymentStatus: status,
      message: status === 'paid' ? paymentMessages.paid : paymentMessages.processing,
    }
  }
  // Still waiting (the buyer left the bank's page): the same link starts it again.
  if (status !== 'requiresAction')
    await savePayment(db, [order.id], { error: 'l’authentification a échoué' }, 'error')
  throw new ApiError(400, paymentText.failed)
}
