import { and, desc, eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  loyaltyLedger,
  notifications,
  orders,
  payments,
  sepaMandates,
  stripeEvents,
} from '#app/platform/db/schema'
import { demoDelivery } from '#app/modules/delivery/api/seed/seed-delivery'
import { createTestApi, type TestApi } from '#tests/support/api'
import { startFakeStripe, type FakeStripe } from '#tests/support/fake-stripe'
import { checkoutBody, deliveryModeId, lineOf } from './cart-fixtures'
import { call, mailsTo, userIdOf } from './helpers'
import { shopIdOf } from './public-catalogue-fixtures'

/** Stripe's webhooks: signed events that settle SEPA debits, refunds and mandates. */

const SECRET = 'whsec_test_caveau_webhooks'
const FAILED =
  'Une erreur est survenue lors de la validation de votre paiement. Veuillez réessayer.'

let fake: FakeStripe
let t: TestApi
let source: number
let carrier: number
let buyerId: number
let tokens: Record<'buyer' | 'owner', string>

beforeAll(async () => {
  fake = await startFakeStripe()
  t = await createTestApi({
    stripe: { secretKey: 'sk_test_caveau', apiBase: fake.url, webhookSecret: SECRET },
  })
  source = await shopIdOf(t, 'SOURCE')
  carrier = await deliveryModeId(t, source, demoDelivery.source.carrierName)
  buyerId = await userIdOf(t, 'buyer@caveau.test')
  tokens = {
    buyer: (await t.login('buyer@caveau.test')).jwt,
    owner: (await t.login('owner@caveau.test')).jwt,
  }
})
afterAll(async () => {
  await t.close()
  await fake.close()
})

let eventCounter = 0
type Obj = Record<string, any>

/** A Stripe event around `object`, as Stripe posts it. */
const eventOf = (type: string, object: Obj, id = `evt_test_${++eventCounter}`) => ({
  id,
  object: 'event',
  api_version: '2025-01-27.acacia',
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  pending_webhooks: 1,
  request: { id: null, idempotency_key: null },
  type,
  data: { object },
})

async function deliver(
  event: Obj,
  options: { secret?: string; timestamp?: number; tamper?: boolean; header?: string | null } = {},
  api = t,
) {
  const payload = JSON.stringify(event)
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? SECRET,
    timestamp: options.timestamp,
  })
  const headers: Record<string, string> = { 'content-type': 'application/json' }
  const header = options.header === undefined ? signature : options.header
  if (header !== null) headers['stripe-signature'] = header
  return call(
    await api.request('/v1/payments/stripe/webhook', {
      method: 'POST',
      headers,
      // Re-serialised with spaces: the same JSON, other bytes than the ones signed.
      body: options.tamper ? JSON.stringify(event, null, 1) : payload,
    }),
  )
}

async function place(paymentType: 'stripe' | 'stripeSepa') {
  const line = await lineOf(t, 'sancerre-les-caillottes', { quantity: 3 })
  const placed = await call(
    await t.request('/v1/orders', {
      method: 'POST',
      token: tokens.buyer,
      json: checkoutBody([
        { sellerId: source, products: [line], deliveryModeId: carrier, paymentType },
      ]),
    }),
  )
  expect(placed.status, placed.text).toBe(201)
  return { orderId: placed.body.orders[0].id as number, redirectUrl: placed.body.redirectUrl }
}

/** Stripe's hosted page completed (the buyer gave their card or mandate). */
async function completeOnStripe(url: string) {
  const res = await fetch(url, { redirect: 'manual' })
  expect(res.status).toBe(303)
  return new URL(res.headers.get('location')!).searchParams.get('session_id')!
}

const returnFrom = async (sessionId: string) =>
  call(
    await t.request('/v1/payments/stripe/return', {
      method: 'POST',
      token: tokens.buyer,
      json: { sessionId },
    }),
  )

const validate = async (id: number) =>
  call(await t.request(`/v1/orders/${id}/validate`, { method: 'PUT', token: tokens.owner }))

/** A SEPA order with its mandate saved and validated: its debit is processing. */
async function processingSepaOrder() {
  const { orderId, redirectUrl } = await place('stripeSepa')
  expect((await returnFrom(await completeOnStripe(redirectUrl))).status).toBe(200)
  const validated = await validate(orderId)
  expect(validated.body.order).toMatchObject({ paymentStatus: 'processing' })
  const row = await orderRow(orderId)
  return { orderId, intent: fake.paymentIntents.get(row.payment.paymentIntent as string)! }
}

async function orderRow(id: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id))
  return row
}

const ledgerOf = (orderId: number) =>
  t.database.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id)

async function eventCount() {
  return (await t.database.db.select().from(stripeEvents)).length
}

describe('signature', () => {
  it('refuses a missing, forged, tampered or stale signature with 400, and records nothing', async () => {
    const { orderId, intent } = await processingSepaOrder()
    const event = eventOf('payment_intent.succeeded', { ...intent, status: 'succeeded' })
    const before = await eventCount()
    const refusals = [
      await deliver(event, { header: null }),
      await deliver(event, { header: 't=1,v1=deadbeef' }),
      await deliver(event, { secret: 'whsec_someone_else' }),
      await deliver(event, { tamper: true }),
      await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
    ]
    for (const refused of refusals) {
      expect(refused.status, refused.text).toBe(400)
      expect(refused.body).toMatchObject({
        sucess: false,
        message: 'La signature de la notification Stripe est invalide.',
      })
    }
    expect(await eventCount()).toBe(before)
    expect((await orderRow(orderId)).paymentStatus).toBe('processing')
    expect(await ledgerOf(orderId)).toHaveLength(0)

    // A signature within the five minutes of tolerance is taken, and needs no session or Origin.
    const recent = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 200 })
    expect(recent.status, recent.text).toBe(200)
    expect((await orderRow(orderId)).paymentStatus).toBe('paid')
  })

  it('answers 503 when no webhook secret is configured', async () => {
    const bare = await createTestApi({ stripe: { secretKey: 'sk_test_caveau', apiBase: fake.url } })
    try {
      const refused = await deliver(eventOf('payment_intent.succeeded', { id: 'pi_x' }), {}, bare)
      expect(refused.status, refused.text).toBe(503)
      expect(refused.body.message).toBe(
        'Les notifications de Stripe ne sont pas configurées sur ce serveur.',
      )
      expect(await bare.database.db.select().from(stripeEvents)).toHaveLength(0)
    } finally {
      await bare.close()
    }
  })

  it('acknowledges an event type it does not act on', async () => {
    const answer = await deliver(eventOf('customer.created', { id: 'cus_x', object: 'customer' }))
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body).toMatchObject({ received: true, type: 'customer.created', orders: [] })
  })
})

describe('SEPA debit, processing then paid', () => {
  it('is paid once, whatever the retries, and a late event changes nothing', async () => {
    const { orderId, intent } = await processingSepaOrder()
    const order = await orderRow(orderId)
    expect(order.paymentType).toBe('stripeSepa')

    // Stripe reports the debit still on its way: nothing new.
    const processing = await deliver(
      eventOf('payment_intent.processing', { ...intent, status: 'processing' }),
    )
    expect(processing.status).toBe(200)
    expect(processing.body.orders).toEqual([])

    // Days later, the bank settles it.
    const succeeded = eventOf('payment_intent.succeeded', { ...intent, status: 'succeeded' })
    const first = await deliver(succeeded)
    expect(first.status, first.text).toBe(200)
    expect(first.body).toMatchObject({ received: true, orders: [orderId] })
    expect((await orderRow(orderId)).paymentStatus).toBe('paid')
    const ledger = await ledgerOf(orderId)
    expect(ledger).toHaveLength(1)
    expect(ledger[0]).toMatchObject({
      shopId: source,
      orderId,
      clientId: order.clientId,
      kind: 'payment',
      method: 'stripeSepa',
      amountCents: order.totalTtcCents,
      reference: intent.id,
    })
    const earned = await t.database.db
      .select()
      .from(loyaltyLedger)
      .where(and(eq(loyaltyLedger.orderId, orderId), eq(loyaltyLedger.reason, 'earned')))
    expect(earned).toHaveLength(1)
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, buyerId))
      .orderBy(desc(notifications.id))
      .limit(1)
    expect(notice.content).toBe(`Le paiement de votre commande n° ${orderId} a été reçu.`)

    // The same delivery again (Stripe retries): acknowledged, nothing done twice.
    const replay = await deliver(succeeded)
    expect(replay.status).toBe(200)
    expect(replay.body).toMatchObject({ duplicate: true, orders: [] })
    // Another event about the same intent: still one receipt, one loyalty credit.
    const again = await deliver(
      eventOf('payment_intent.succeeded', { ...intent, status: 'succeeded' }),
    )
    expect(again.body.orders).toEqual([])
    expect(await ledgerOf(orderId)).toHaveLength(1)
    expect(
      await t.database.db.select().from(loyaltyLedger).where(eq(loyaltyLedger.orderId, orderId)),
    ).toHaveLength(1)

    // A 'processing' or a failure arriving after 'paid' is an illegal move: acknowledged, ignored.
    for (const type of ['payment_intent.processing', 'payment_intent.payment_failed']) {
      const late = await deliver(eventOf(type, { ...intent, status: 'processing' }))
      expect(late.status, late.text).toBe(200)
      expect(late.body.orders).toEqual([])
    }
    expect((await orderRow(orderId)).paymentStatus).toBe('paid')
  })
})

describe('payment_intent.payment_failed', () => {
  it('marks the payment in error, tells and mails the buyer, and a retry can go processing', async () => {
    const { orderId, intent } = await processingSepaOrder()
    const failedIntent = {
      ...intent,
      status: 'requires_payment_method',
      last_payment_error: { type: 'card_error', code: 'insufficient_funds' },
    }
    const mailsBefore = (await mailsTo(t, 'buyer@caveau.test')).length
    const answer = await deliver(eventOf('payment_intent.payment_failed', failedIntent))
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body.orders).toEqual([orderId])
    const row = await orderRow(orderId)
    expect(row.paymentStatus).toBe('error')
    expect(row.payment).toMatchObject({ error: 'la provision est insuffisante' })
    expect(await ledgerOf(orderId)).toHaveLength(0)

    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, buyerId),
          eq(notifications.redirectLink, `/validate3ds?order=${orderId}`),
        ),
      )
      .orderBy(desc(notifications.id))
      .limit(1)
    expect(notice.content).toBe(FAILED)
    const mails = await mailsTo(t, 'buyer@caveau.test')
    expect(mails).toHaveLength(mailsBefore + 1)
    expect(mails.at(-1)!.text).toContain(FAILED)
    expect(mails.at(-1)!.text).toContain(`http://localhost:3000/dashboard/orders/${orderId}`)

    // Stripe retries the debit: error → processing is allowed.
    const retried = await deliver(
      eventOf('payment_intent.processing', { ...intent, status: 'processing' }),
    )
    expect(retried.body.orders).toEqual([orderId])
    expect((await orderRow(orderId)).paymentStatus).toBe('processing')
  })
})

describe('checkout.session.completed', () => {
  it('records the imprint like the buyer’s return, and debits an order validated meanwhile', async () => {
    const { orderId, redirectUrl } = await place('stripe')
    // The producer validates before any imprint: nothing to debit yet.
    expect((await validate(orderId)).body.order).toMatchObject({ paymentStatus: 'pending' })
    // The buyer completes Stripe's page but never comes back to /validate3ds.
    const sessionId = await completeOnStripe(redirectUrl)
    const session = fake.sessions.get(sessionId)!
    const answer = await deliver(eventOf('checkout.session.completed', session))
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body.orders).toEqual([orderId])

    const row = await orderRow(orderId)
    expect(row.payment).toMatchObject({ paymentMethod: 'pm_card_visa' })
    expect(row.paymentStatus).toBe('paid')
    const charges = fake.requests.filter(
      (r) => r.path === '/v1/payment_intents' && r.idempotencyKey === `order-${orderId}-charge`,
    )
    expect(charges).toHaveLength(1)
    // The off-session charge wrote the receipt.
    const ledger = await ledgerOf(orderId)
    expect(ledger).toHaveLength(1)
    expect(ledger[0]).toMatchObject({
      method: 'stripe',
      amountCents: row.totalTtcCents,
      reference: row.payment.paymentIntent,
    })

    // The buyer's return afterwards changes nothing, nor does Stripe's own success event.
    expect((await returnFrom(sessionId)).status).toBe(200)
    const intent = fake.paymentIntents.get(row.payment.paymentIntent as string)!
    await deliver(eventOf('payment_intent.succeeded', intent))
    expect(await ledgerOf(orderId)).toHaveLength(1)
    expect((await orderRow(orderId)).paymentStatus).toBe('paid')
  })
})

describe('charge.refunded', () => {
  it('keeps a partial refund paid and marks a full one refunded with a negative ledger row', async () => {
    const { orderId, redirectUrl } = await place('stripe')
    expect((await returnFrom(await completeOnStripe(redirectUrl))).status).toBe(200)
    expect((await validate(orderId)).body.order).toMatchObject({ paymentStatus: 'paid' })
    const row = await orderRow(orderId)
    const charge = {
      id: `ch_test_${orderId}`,
      object: 'charge',
      amount: row.totalTtcCents,
      payment_intent: row.payment.paymentIntent,
      metadata: { order: String(orderId), buyer: String(buyerId) },
    }
    const partial = await deliver(
      eventOf('charge.refunded', { ...charge, refunded: false, amount_refunded: 500 }),
    )
    expect(partial.body.orders).toEqual([])
    expect((await orderRow(orderId)).paymentStatus).toBe('paid')

    const full = eventOf('charge.refunded', {
      ...charge,
      refunded: true,
      amount_refunded: row.totalTtcCents,
    })
    expect((await deliver(full)).body.orders).toEqual([orderId])
    expect((await orderRow(orderId)).paymentStatus).toBe('refunded')
    await deliver({ ...full, id: `evt_test_${++eventCounter}` })
    const ledger = await ledgerOf(orderId)
    expect(ledger.map((r) => [r.kind, r.amountCents])).toEqual([
      ['payment', row.totalTtcCents],
      ['refund', -row.totalTtcCents],
    ])
    // Nothing moves a refunded payment any more.
    const intent = fake.paymentIntents.get(row.payment.paymentIntent as string)!
    expect((await deliver(eventOf('payment_intent.succeeded', intent))).body.orders).toEqual([])
    expect((await orderRow(orderId)).paymentStatus).toBe('refunded')
  })
})

describe('mandate.updated', () => {
  it('creates the shop’s mandate row from the order that names it, then follows its status', async () => {
    const { orderId } = await processingSepaOrder()
    const mandateId = (await orderRow(orderId)).payment.mandate as string
    const mandate = (status: string) => ({
      id: mandateId,
      object: 'mandate',
      status,
      type: 'multi_use',
      livemode: false,
      payment_method: 'pm_sepa',
      customer_acceptance: { type: 'online', accepted_at: 1_767_225_600 },
      payment_method_details: {
        type: 'sepa_debit',
        sepa_debit: { reference: `RUM-${orderId}`, url: 'https://stripe.test/mandate' },
      },
    })
    const rows = () =>
      t.database.db
        .select()
        .from(sepaMandates)
        .where(eq(sepaMandates.reference, `RUM-${orderId}`))

    const pending = await deliver(eventOf('mandate.updated', mandate('pending')))
    expect(pending.status, pending.text).toBe(200)
    expect(await rows()).toEqual([
      expect.objectContaining({
        shopId: source,
        userId: buyerId,
        status: 'processing',
        stripePaymentMethod: 'pm_sepa',
        signedAt: new Date(1_767_225_600_000),
      }),
    ])
    await deliver(eventOf('mandate.updated', mandate('active')))
    expect((await rows())[0].status).toBe('completed')
    // completed → processing is not a move a mandate makes: ignored.
    const late = await deliver(eventOf('mandate.updated', mandate('pending')))
    expect(late.body.mandates).toEqual([])
    expect((await rows())[0].status).toBe('completed')
    await deliver(eventOf('mandate.updated', mandate('inactive')))
    expect(await rows()).toHaveLength(1)
    expect((await rows())[0].status).toBe('error')
  })
})
