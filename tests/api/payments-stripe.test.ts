import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loyaltyLedger, notifications, orders } from '#app/platform/db/schema'
import { demoDelivery } from '#app/modules/delivery/api/seed/seed-delivery'
import { createTestApi, type TestApi } from '#tests/support/api'
import { startFakeStripe, type FakeStripe } from '#tests/support/fake-stripe'
import { checkoutBody, deliveryModeId, lineOf } from './cart-fixtures'
import { call, mailsTo, userIdOf } from './helpers'
import { shopIdOf } from './public-catalogue-fixtures'

/** Card and SEPA payments against a local fake of Stripe's HTTP API. */

const FAILED =
  'Une erreur est survenue lors de la validation de votre paiement. Veuillez réessayer.'

let fake: FakeStripe
let t: TestApi
let source: number
let carrier: number
let buyerId: number
let tokens: Record<'buyer' | 'pro' | 'owner', string>

beforeAll(async () => {
  fake = await startFakeStripe()
  t = await createTestApi({ stripe: { secretKey: 'sk_test_caveau', apiBase: fake.url } })
  source = await shopIdOf(t, 'SOURCE')
  carrier = await deliveryModeId(t, source, demoDelivery.source.carrierName)
  buyerId = await userIdOf(t, 'buyer@caveau.test')
  tokens = {
    buyer: (await t.login('buyer@caveau.test')).jwt,
    pro: (await t.login('pro@caveau.test')).jwt,
    owner: (await t.login('owner@caveau.test')).jwt,
  }
})
afterAll(async () => {
  await t.close()
  await fake.close()
})

async function placeWith(paymentType: 'stripe' | 'stripeSepa', api = t, token = tokens.buyer) {
  const line = await lineOf(api, 'sancerre-les-caillottes', { quantity: 3 })
  return call(
    await api.request('/v1/orders', {
      method: 'POST',
      token,
      json: checkoutBody([
        { sellerId: source, products: [line], deliveryModeId: carrier, paymentType },
      ]),
    }),
  )
}

/** Places an order, and follows Stripe's page with `pm` back to /validate3ds. */
async function placeAndSetUp(paymentType: 'stripe' | 'stripeSepa', pm?: string) {
  const placed = await placeWith(paymentType)
  expect(placed.status, placed.text).toBe(201)
  const orderId: number = placed.body.orders[0].id
  const back = await completeOnStripe(placed.body.redirectUrl, pm)
  const returned = await returnFrom(back)
  expect(returned.status, returned.text).toBe(200)
  return { orderId, placed, returned }
}

/** Stripe's hosted page: pays (or cancels) and answers where it sends the buyer. */
async function completeOnStripe(url: string, pm?: string, outcome?: string) {
  const page = new URL(url)
  if (pm) page.searchParams.set('pm', pm)
  if (outcome) page.searchParams.set('outcome', outcome)
  const res = await fetch(page, { redirect: 'manual' })
  expect(res.status).toBe(303)
  return new URL(res.headers.get('location')!)
}

const returnFrom = async (back: URL, token = tokens.buyer) =>
  call(
    await t.request('/v1/payments/stripe/return', {
      method: 'POST',
      token,
      json: { sessionId: back.searchParams.get('session_id') },
    }),
  )

const validate = async (id: number) =>
  call(await t.request(`/v1/orders/${id}/validate`, { method: 'PUT', token: tokens.owner }))

const pay = async (id: number) =>
  call(
    await t.request(`/v1/payments/stripe/orders/${id}/pay`, {
      method: 'POST',
      token: tokens.buyer,
    }),
  )

async function orderRow(id: number) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id))
  return row
}

const chargeOf = (id: number) =>
  fake.requests.find(
    (r) => r.path === '/v1/payment_intents' && r.idempotencyKey === `order-${id}-charge`,
  )

async function buyerNotice(id: number) {
  const [row] = await t.database.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, buyerId),
        eq(notifications.redirectLink, `/validate3ds?order=${id}`),
      ),
    )
    .orderBy(desc(notifications.id))
  return row
}

describe('card payment', () => {
  it('takes the imprint on Stripe’s page at checkout, then debits at validation', async () => {
    const placed = await placeWith('stripe')
    expect(placed.status, placed.text).toBe(201)
    const [order] = placed.body.orders
    expect(order).toMatchObject({
      paymentType: 'stripe',
      paymentStatus: 'pending',
      status: 'pending',
    })
    expect(placed.body.redirectUrl).toMatch(new RegExp(`^${fake.url}/pay/cs_test_`))

    const session = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')!
    expect(session.body).toMatchObject({
      mode: 'setup',
      currency: 'eur',
      allowed_payment_method_types: ['card'],
      success_url: 'http://localhost:3000/validate3ds?session_id={CHECKOUT_SESSION_ID}',
      metadata: { kind: 'setup', buyer: String(buyerId), orders: String(order.id) },
    })
    const customer = (await orderRow(order.id)).payment.customer
    expect(customer).toMatch(/^cus_/)
    expect(session.body.customer).toBe(customer)

    const back = await completeOnStripe(placed.body.redirectUrl, 'pm_card_visa')
    expect(back.pathname).toBe('/validate3ds')
    // Someone else's session is never confirmed to exist.
    expect((await returnFrom(back, tokens.pro)).status).toBe(404)
    const returned = await returnFrom(back)
    expect(returned.status, returned.text).toBe(200)
    expect(returned.body.orders[0]).toMatchObject({
      id: order.id,
      paymentStatus: 'setup',
      payment: { customer, paymentMethod: 'pm_card_visa' },
    })
    // Nothing is debited before the producer validates.
    expect(chargeOf(order.id)).toBeUndefined()

    const validated = await validate(order.id)
    expect(validated.status, validated.text).toBe(200)
    expect(validated.body.message).toBe('La commande a été validée.')
    expect(validated.body.order).toMatchObject({ status: 'validated', paymentStatus: 'paid' })
    // Paid: the buyer earns the shop's loyalty points (1 a euro in the demo programme).
    const earned = await t.database.db
      .select()
      .from(loyaltyLedger)
      .where(and(eq(loyaltyLedger.orderId, order.id), eq(loyaltyLedger.reason, 'earned')))
    expect(earned).toHaveLength(1)
    expect(earned[0].points).toBe(Math.floor(order.totalTtcCents / 100))
    expect(chargeOf(order.id)?.body).toMatchObject({
      amount: String(order.totalTtcCents),
      currency: 'eur',
      customer,
      payment_method: 'pm_card_visa',
      off_session: 'true',
      confirm: 'true',
      return_url: `http://localhost:3000/validate3ds?order=${order.id}`,
    })
    expect((await pay(order.id)).body.message).toBe('Cette commande est déjà réglée.')
  })

  it('reuses the buyer’s Stripe customer for the next order', async () => {
    const customers = fake.requests.filter((r) => r.path === '/v1/customers').length
    const { orderId } = await placeAndSetUp('stripe')
    expect(fake.requests.filter((r) => r.path === '/v1/customers')).toHaveLength(customers)
    expect((await orderRow(orderId)).paymentStatus).toBe('setup')
  })

  it('asks the buyer for 3-D Secure, then records the debit', async () => {
    const { orderId } = await placeAndSetUp('stripe', 'pm_card_threeDSecure2Required')
    const validated = await validate(orderId)
    expect(validated.body.order).toMatchObject({
      status: 'validated',
      paymentStatus: 'requiresAction',
    })
    expect(validated.body.message).toContain('authentification')
    expect((await buyerNotice(orderId))?.content).toContain('3-D Secure')
    const mails = await mailsTo(t, 'buyer@caveau.test')
    expect(mails.at(-1)?.text).toContain(`/validate3ds?order=${orderId}`)

    const resumed = await pay(orderId)
    expect(resumed.status, resumed.text).toBe(200)
    const pi = (await orderRow(orderId)).payment.paymentIntent as string
    expect(resumed.body.redirectUrl).toBe(`${fake.url}/3ds/${pi}`)
    const bank = await fetch(`${resumed.body.redirectUrl}?result=succeed`, { redirect: 'manual' })
    const back = new URL(bank.headers.get('location')!)
    expect(back.pathname).toBe('/validate3ds')
    expect(back.searchParams.get('order')).toBe(String(orderId))
    const confirmed = await call(
      await t.request(`/v1/payments/stripe/orders/${orderId}/confirm`, {
        method: 'POST',
        token: tokens.buyer,
        json: { paymentIntentId: back.searchParams.get('payment_intent') },
      }),
    )
    expect(confirmed.status, confirmed.text).toBe(200)
    expect(confirmed.body).toMatchObject({
      paymentStatus: 'paid',
      message: 'Votre paiement a bien été validé.',
    })
    expect((await orderRow(orderId)).paymentStatus).toBe('paid')
  })

  it('records a failed 3-D Secure with the French message', async () => {
    const { orderId } = await placeAndSetUp('stripe', 'pm_card_threeDSecure2Required')
    await validate(orderId)
    const resumed = await pay(orderId)
    const bank = await fetch(`${resumed.body.redirectUrl}?result=fail`, { redirect: 'manual' })
    const back = new URL(bank.headers.get('location')!)
    const confirmed = await call(
      await t.request(`/v1/payments/stripe/orders/${orderId}/confirm`, {
        method: 'POST',
        token: tokens.buyer,
        json: { paymentIntentId: back.searchParams.get('payment_intent') },
      }),
    )
    expect(confirmed.status).toBe(400)
    expect(confirmed.body.message).toBe(FAILED)
    expect(await orderRow(orderId)).toMatchObject({ status: 'validated', paymentStatus: 'error' })
  })

  it('keeps a declined order validated, tells both sides, and lets the buyer pay again', async () => {
    const { orderId } = await placeAndSetUp('stripe', 'pm_card_chargeDeclined')
    const validated = await validate(orderId)
    expect(validated.status, validated.text).toBe(200)
    expect(validated.body.order).toMatchObject({ status: 'validated', paymentStatus: 'error' })
    expect(validated.body.message).toBe(
      'La commande a été validée, mais le paiement a échoué : la carte a été refusée. L’acheteur est invité à réessayer.',
    )
    expect((await buyerNotice(orderId))?.content).toBe(
      `Le paiement de votre commande n° ${orderId} chez Domaine de la Source a échoué : la carte a été refusée. Veuillez réessayer.`,
    )

    const retry = await pay(orderId)
    expect(retry.status, retry.text).toBe(200)
    const session = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')!
    expect(session.body).toMatchObject({
      mode: 'payment',
      metadata: { kind: 'payment', orders: String(orderId) },
      line_items: [{ quantity: '1', price_data: { currency: 'eur' } }],
    })
    const total = (await orderRow(orderId)).totalTtcCents
    expect(session.body.line_items[0].price_data.unit_amount).toBe(String(total))
    const back = await completeOnStripe(retry.body.redirectUrl, 'pm_card_visa')
    const returned = await returnFrom(back)
    expect(returned.status, returned.text).toBe(200)
    expect(returned.body).toMatchObject({
      paymentStatus: 'paid',
      message: 'Votre paiement a bien été validé.',
    })
    expect((await orderRow(orderId)).paymentStatus).toBe('paid')
  })

  it('answers the failure message when the buyer leaves Stripe’s page', async () => {
    const placed = await placeWith('stripe')
    const orderId = placed.body.orders[0].id
    const cancelled = await completeOnStripe(placed.body.redirectUrl, undefined, 'cancel')
    expect(cancelled.pathname + cancelled.search).toBe(`/validate3ds?order=${orderId}&cancelled=1`)
    const sessionId = new URL(placed.body.redirectUrl).pathname.split('/').at(-1)
    const returned = await call(
      await t.request('/v1/payments/stripe/return', {
        method: 'POST',
        token: tokens.buyer,
        json: { sessionId },
      }),
    )
    expect(returned.status).toBe(400)
    expect(returned.body.message).toBe(FAILED)
    // The same link opens a new imprint session.
    const again = await pay(orderId)
    expect(again.body.redirectUrl).toMatch(new RegExp(`^${fake.url}/pay/`))
    expect(again.body.redirectUrl).not.toBe(placed.body.redirectUrl)
  })
})

describe('refusals', () => {
  it('lets only the order’s buyer pay or confirm it: 401 signed out, 404 for anyone else', async () => {
    const placed = await placeWith('stripe')
    const orderId = placed.body.orders[0].id
    for (const path of [
      `/v1/payments/stripe/orders/${orderId}/pay`,
      `/v1/payments/stripe/orders/${orderId}/confirm`,
    ]) {
      const json = path.endsWith('confirm') ? { paymentIntentId: 'pi_unknown' } : undefined
      expect((await t.request(path, { method: 'POST', json })).status).toBe(401)
      for (const token of [tokens.pro, tokens.owner])
        expect((await t.request(path, { method: 'POST', token, json })).status).toBe(404)
    }
    expect(
      (await t.request('/v1/payments/stripe/return', { method: 'POST', json: {} })).status,
    ).toBe(401)
    // Bad input changes nothing.
    const bad = await t.request('/v1/payments/stripe/return', {
      method: 'POST',
      token: tokens.buyer,
      json: { sessionId: 42 },
    })
    expect(bad.status).toBe(400)
    expect((await orderRow(orderId)).paymentStatus).toBe('pending')
  })
})

describe('SEPA debit', () => {
  it('saves the mandate at checkout and leaves the debit processing at validation', async () => {
    const { orderId, placed } = await placeAndSetUp('stripeSepa')
    expect(
      fake.sessions.get(new URL(placed.body.redirectUrl).pathname.split('/').at(-1)!),
    ).toMatchObject({
      allowed_payment_method_types: ['sepa_debit'],
    })
    const row = await orderRow(orderId)
    expect(row.payment).toMatchObject({
      paymentMethod: 'pm_sepa',
      mandate: expect.stringMatching(/^mandate_/),
    })
    const validated = await validate(orderId)
    expect(validated.body.order).toMatchObject({ status: 'validated', paymentStatus: 'processing' })
    expect(chargeOf(orderId)?.body).toMatchObject({
      allowed_payment_method_types: ['sepa_debit'],
      mandate: row.payment.mandate,
      off_session: 'true',
    })
  })
})

describe('without Stripe keys', () => {
  it('refuses card and SEPA orders, and places nothing', async () => {
    const offline = await createTestApi()
    try {
      const token = (await offline.login('buyer@caveau.test')).jwt
      for (const type of ['stripe', 'stripeSepa'] as const) {
        const res = await placeWith(type, offline, token)
        expect(res.status).toBe(400)
        expect(res.body.message).toBe('Le paiement par carte n’est pas disponible.')
      }
      expect(
        await offline.database.db.select().from(orders).where(eq(orders.paymentType, 'stripe')),
      ).toEqual([])
    } finally {
      await offline.close()
    }
  })
})
