import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { startFakeStripe } from '#tests/support/fake-stripe'
import { throwAwayRuntime } from '#tests/web/env'

// A local fake of Stripe's API, and the app's runtime configured for it (tests/web/env.ts).
const fake = await startFakeStripe()
const database = await throwAwayRuntime({
  STRIPE_SECRET_KEY: 'sk_test_web',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_web',
  STRIPE_API_BASE: fake.url,
})

import { eq } from 'drizzle-orm'
import { orders } from '#app/platform/db/schema'
import { action as checkoutAction } from '#app/routes/cart_.checkout'
import { action as orderAction } from '#app/routes/dashboard.orders.$id'
import { loader as validateLoader } from '#app/routes/validate3ds'
import { CHECKOUT, db, fillCart, filledForm, loadCheckout, postForm } from './checkout-fixtures'
import { closeRuntime, requestAs, signInDemoAccounts } from './session'

/** Card checkout through Stripe's hosted page, and the /validate3ds return page. */

const FAILED =
  'Une erreur est survenue lors de la validation de votre paiement. Veuillez réessayer.'

beforeAll(signInDemoAccounts)
afterAll(async () => {
  await closeRuntime(database)
  await fake.close()
})

const postAs = (account: 'buyer' | 'owner', path: string, fields: Record<string, string>) =>
  postForm(fields, account, path)

/** Places the cart with a card through the checkout form; answers the action's response. */
async function placeByCard(paymentType = 'stripe') {
  const form = filledForm(await loadCheckout(), {}, paymentType)
  const res = await checkoutAction({
    request: postAs('buyer', CHECKOUT, form),
    params: {},
    context: {},
  })
  expect(res).toBeInstanceOf(Response)
  return res as Response
}

/** Stripe's hosted page (the fake's): where it sends the buyer back, as a local path. */
async function throughStripe(url: string, query: string) {
  const res = await fetch(`${url}?${query}`, { redirect: 'manual' })
  expect(res.status).toBe(303)
  const back = new URL(res.headers.get('location')!)
  return back.pathname + back.search
}

const openValidate = (path: string) =>
  validateLoader({ request: requestAs('buyer', path), params: {}, context: {} })

async function redirectOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run()
  } catch (error) {
    if (error instanceof Response) return error.headers.get('location')!
    throw error
  }
  throw new Error('no redirect')
}

describe('card checkout', () => {
  beforeEach(() => fillCart())

  it('offers card and SEPA when Stripe is configured', async () => {
    const page = await loadCheckout()
    expect(page.orders[0].paymentTypes).toEqual(
      expect.arrayContaining(['transfer', 'stripe', 'stripeSepa']),
    )
  })

  it('sends the buyer to Stripe’s page with a plain redirect, then confirms on /validate3ds', async () => {
    const res = await placeByCard()
    expect(res.status).toBe(302)
    const location = res.headers.get('location')!
    expect(location).toMatch(new RegExp(`^${fake.url}/pay/cs_test_`))

    const back = await throughStripe(location, 'pm=pm_card_visa')
    expect(back).toMatch(/^\/validate3ds\?session_id=cs_test_/)
    const page = await openValidate(back)
    expect(page.outcome).toMatchObject({
      kind: 'done',
      message:
        'Votre moyen de paiement est enregistré : il ne sera débité qu’à la validation de la commande par le producteur.',
      orders: [expect.objectContaining({ shop: 'Domaine de la Source' })],
    })
    const [row] = await (
      await db()
    )
      .select()
      .from(orders)
      .where(eq(orders.id, (page.outcome as { orders: { id: number }[] }).orders[0].id))
    expect(row).toMatchObject({ paymentType: 'stripe', paymentStatus: 'setup' })
  })

  it('shows the failure message when the card step was not completed', async () => {
    const location = (await placeByCard()).headers.get('location')!
    const cancelled = await throughStripe(location, 'outcome=cancel')
    expect(await openValidate(cancelled)).toMatchObject({ outcome: { kind: 'cancelled' } })
    // Coming back with the session anyway: Stripe says it is not complete.
    const sessionId = new URL(location).pathname.split('/').at(-1)
    const page = await openValidate(`/validate3ds?session_id=${sessionId}`)
    expect(page.outcome).toEqual({ kind: 'failed', message: FAILED, orderId: null })
  })

  it('takes the buyer through 3-D Secure after the producer validates', async () => {
    const location = (await placeByCard()).headers.get('location')!
    const back = await throughStripe(location, 'pm=pm_card_threeDSecure2Required')
    const done = await openValidate(back)
    const orderId = (done.outcome as { orders: { id: number }[] }).orders[0].id

    const decided = await orderAction({
      request: postAs('owner', `/dashboard/orders/${orderId}`, { intent: 'validate' }),
      params: { id: String(orderId) },
      context: {},
    })
    expect(decided).toBeInstanceOf(Response)

    const bank = await redirectOf(() => openValidate(`/validate3ds?order=${orderId}`))
    expect(bank).toMatch(new RegExp(`^${fake.url}/3ds/pi_`))
    const returned = await throughStripe(bank, 'result=succeed')
    expect(returned).toMatch(new RegExp(`^/validate3ds\\?order=${orderId}&payment_intent=pi_`))
    expect((await openValidate(returned)).outcome).toMatchObject({
      kind: 'done',
      message: 'Votre paiement a bien été validé.',
    })
  })

  it('shows the failure message when the bank refuses 3-D Secure', async () => {
    const location = (await placeByCard()).headers.get('location')!
    const done = await openValidate(
      await throughStripe(location, 'pm=pm_card_threeDSecure2Required'),
    )
    const orderId = (done.outcome as { orders: { id: number }[] }).orders[0].id
    await orderAction({
      request: postAs('owner', `/dashboard/orders/${orderId}`, { intent: 'validate' }),
      params: { id: String(orderId) },
      context: {},
    })
    const bank = await redirectOf(() => openValidate(`/validate3ds?order=${orderId}`))
    const page = await openValidate(await throughStripe(bank, 'result=fail'))
    expect(page.outcome).toEqual({ kind: 'failed', message: FAILED, orderId })
  })
})
