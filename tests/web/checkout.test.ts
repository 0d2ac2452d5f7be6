import { updateMeRoute } from '#app/modules/accounts/contract'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts), without card payments.
const database = await throwAwayRuntime()

import { eq } from 'drizzle-orm'
import { orders } from '#app/platform/db/schema'
import { action as checkoutAction, loader as checkoutLoader } from '#app/routes/cart_.checkout'
import { loader as confirmationLoader } from '#app/routes/cart_.confirmation'
import { action as orderAction, loader as orderLoader } from '#app/routes/dashboard.orders.$id'
import { loader as ordersLoader } from '#app/routes/dashboard.orders._index'
import { guard } from '#app/platform/web/guard.server'
import {
  CHECKOUT,
  db,
  demoWine,
  fillCart,
  filledForm,
  loadCheckout,
  postForm,
} from './checkout-fixtures'
import { closeRuntime, requestAs, signInDemoAccounts, thrown, type DemoAccount } from './session'

/** /cart/checkout, /cart/confirmation and the orders pages, at loader and action level. */

beforeAll(signInDemoAccounts)
afterAll(() => closeRuntime(database))

const post = (fields: Record<string, string>, account: DemoAccount = 'buyer', path = CHECKOUT) =>
  postForm(fields, account, path)

const place = (fields: Record<string, string>, account: DemoAccount = 'buyer') =>
  checkoutAction({ request: post(fields, account), params: {}, context: {} })

type Refused = {
  data: { result: { error?: Record<string, string[] | null> }; refusals: Record<string, string[]> }
  init: { status: number }
}
const asRefused = (value: unknown) => {
  expect(value).not.toBeInstanceOf(Response)
  return value as Refused
}
const asRedirect = (value: unknown) => {
  expect(value).toBeInstanceOf(Response)
  return value as Response
}

async function buyerOrders() {
  return (await db()).select().from(orders).where(eq(orders.shopId, 1))
}

describe('GET /cart/checkout', () => {
  beforeEach(() => fillCart())

  it('shows the priced cart, the shop’s payment types without card ones, the account’s contact', async () => {
    const page = await loadCheckout()
    expect(page.checkoutId).toMatch(/^[0-9a-f-]{36}$/)
    const [order] = page.orders
    expect(order.sellerName).toBe('Domaine de la Source')
    expect(order.lines[0].quantity).toBe(6)
    expect(order.price?.totalTTC).toBeGreaterThan(0)
    expect(order.errors).toEqual([])
    // Stripe is not configured here: card and SEPA are not offered.
    expect(order.paymentTypes).toEqual(['transfer', 'check', 'cash', 'bill'])
    expect(page.defaultValue.contact.email).toBe('buyer@caveau.test')
    expect(page.defaultValue.orders[0].deliveryModeId).toBe(String((await demoWine()).pickup.id))
  })

  it('gives a fresh checkout id at every visit', async () => {
    expect((await loadCheckout()).checkoutId).not.toBe((await loadCheckout()).checkoutId)
  })

  it('sends a visitor to sign in and back, and keeps producers out', async () => {
    const visitor = await thrown(() => loadCheckout('anonymous'))
    expect(visitor.headers.get('location')).toBe('/auth/login?redirectLink=%2Fcart%2Fcheckout')
    const owner = await thrown(() => loadCheckout('owner'))
    expect(owner.headers.get('location')).toBe('/dashboard')
  })

  it('sends an empty cart back to the cart page', async () => {
    const ctx = await guard(requestAs('buyer', '/cart'))
    await ctx.api.call(updateMeRoute, { json: { cart: { orders: [] }, message: false } })
    const res = await thrown(() => loadCheckout())
    expect(res.headers.get('location')).toBe('/cart')
  })
})

describe('POST /cart/checkout', () => {
  beforeEach(() => fillCart())

  it('places a transfer order, empties the cart and confirms it', async () => {
    const before = (await buyerOrders()).length
    const page = await loadCheckout()
    const res = asRedirect(await place(filledForm(page)))
    expect(res.status).toBe(302)
    const location = res.headers.get('location')!
    expect(location).toMatch(/^\/cart\/confirmation\?orders=\d+$/)
    expect(res.headers.get('set-cookie')).toContain('toast=')

    const placed = await buyerOrders()
    expect(placed).toHaveLength(before + 1)
    const order = placed.find((o) => o.idempotencyKey === page.checkoutId)!
    expect(order).toMatchObject({ status: 'pending', paymentType: 'transfer' })
    expect(order.deliveryAddress).toMatchObject({ street: '12 rue des Vignes', country: 'FR' })
    expect(order.totalTtcCents).toBe(page.orders[0].price?.totalTTC)

    const ctx = await guard(requestAs('buyer', '/cart'))
    expect(ctx.user?.cart.orders).toEqual([])
    // The account keeps the address for the next checkout.
    expect(ctx.user?.deliveryAddress).toMatchObject({ city: 'Sancerre' })

    const confirmation = await confirmationLoader({
      request: requestAs('buyer', location),
      params: {},
      context: {},
    })
    expect(confirmation.orders).toEqual([
      expect.objectContaining({
        id: order.id,
        shop: 'Domaine de la Source',
        paymentLabel: 'Virement',
        nextStep: 'Le producteur vous communiquera ses coordonnées bancaires.',
      }),
    ])
  })

  it('answers the same order to a second submit of the same form', async () => {
    const before = (await buyerOrders()).length
    const page = await loadCheckout()
    const form = filledForm(page)
    const first = asRedirect(await place(form))
    const second = asRedirect(await place(form))
    expect(second.headers.get('location')).toBe(first.headers.get('location'))
    expect(await buyerOrders()).toHaveLength(before + 1)
  })

  it('refuses a missing address with the French messages, and creates nothing', async () => {
    const before = (await buyerOrders()).length
    const page = await loadCheckout()
    const refused = asRefused(
      await place(
        filledForm(page, {
          'delivery.street': '',
          'delivery.zipcode': '',
          'delivery.city': '',
          'delivery.country': '',
        }),
      ),
    )
    expect(refused.init.status).toBe(400)
    expect(refused.data.result.error).toMatchObject({
      'delivery.street': ['Veuillez renseigner une adresse'],
      'delivery.zipcode': ['Veuillez renseigner un code postal'],
      'delivery.city': ['Veuillez renseigner une ville'],
      'delivery.country': ['Veuillez renseigner un pays'],
    })
    expect(await buyerOrders()).toHaveLength(before)
  })

  it('checks the billing address only when it differs', async () => {
    const page = await loadCheckout()
    const refused = asRefused(await place(filledForm(page, { differentBilling: 'on' })))
    expect(refused.data.result.error).toMatchObject({
      'billing.name': ['Veuillez renseigner votre nom'],
      'billing.street': ['Veuillez renseigner une adresse'],
    })
  })

  it('requires the general conditions and the legal age', async () => {
    const before = (await buyerOrders()).length
    const page = await loadCheckout()
    const refused = asRefused(await place(filledForm(page, { acceptTerms: '', isAdult: '' })))
    expect(refused.data.result.error).toMatchObject({
      acceptTerms: ["Veuillez accepter les conditions générales d'utilisation"],
      isAdult: ['Veuillez certifier être majeur'],
    })
    expect(await buyerOrders()).toHaveLength(before)
  })

  it('refuses a card payment while Stripe is not configured', async () => {
    const page = await loadCheckout()
    const refused = asRefused(await place(filledForm(page, { 'orders[0].paymentType': 'stripe' })))
    expect(refused.data.result.error?.['orders[0].paymentType']).toEqual([
      "Ce moyen de paiement n'est pas proposé par ce producteur",
    ])
  })

  it('prices a new delivery choice before placing anything', async () => {
    const before = (await buyerOrders()).length
    const page = await loadCheckout()
    const refused = asRefused(
      await place(filledForm(page, { 'orders[0].deliveryModeId': '', 'delivery.mountain': 'on' })),
    )
    expect(refused.data.result.error?.['']).toEqual([
      'Le total a été recalculé avec vos choix de livraison : vérifiez-le, puis validez la commande.',
    ])
    expect(await buyerOrders()).toHaveLength(before)
    const again = await loadCheckout()
    expect(again.defaultValue.delivery.mountain).toBe('on')
    // Without a delivery mode the order cannot be placed: the API's message shows beside it.
    const res = asRefused(await place(filledForm(again, { 'delivery.mountain': 'on' })))
    expect(res.data.refusals['1']?.length).toBeGreaterThan(0)
    expect(await buyerOrders()).toHaveLength(before)
  })

  it('keeps the delivery choices in the cart when the « Livraison » step is posted', async () => {
    const page = await loadCheckout()
    const res = asRedirect(
      await place(
        filledForm(page, {
          intent: 'livraison',
          'delivery.mountain': 'on',
          'orders[0].instructions': 'Sonner deux fois',
        }),
      ),
    )
    expect(res.headers.get('location')).toBe('/cart/checkout?step=paiement')
    const ctx = await guard(requestAs('buyer', '/cart'))
    const [order] = ctx.user!.cart.orders as { mountain?: boolean; shipping: object }[]
    expect(order.mountain).toBe(true)
    expect(order.shipping).toMatchObject({ instructions: 'Sonner deux fois' })
  })
})

describe('the checkout in steps (no JavaScript: each step a form posted to the server)', () => {
  beforeEach(() => fillCart())

  /** The draft cookie (name=value) a step's answer sets. */
  const draftCookie = (res: Response) => res.headers.get('set-cookie')!.split(';')[0]
  const open = (step: string, cookie?: string) =>
    checkoutLoader({
      request: requestAs('buyer', `${CHECKOUT}?step=${step}`, {
        headers: cookie ? { cookie } : {},
      }),
      params: {},
      context: {},
    })
  const stepPost = (fields: Record<string, string>, cookie?: string) =>
    checkoutAction({
      request: postForm(fields, 'buyer', CHECKOUT, cookie),
      params: {},
      context: {},
    })

  const contact = {
    'contact.buyerType': 'particulier',
    'contact.lastname': 'Martin',
    'contact.firstname': 'Julie',
    'contact.email': 'buyer@caveau.test',
    'contact.phone': '06 12 34 56 78',
  }

  it('opens a later step only once the earlier ones are done', async () => {
    expect((await thrown(() => open('paiement'))).headers.get('location')).toBe(CHECKOUT)
    expect((await thrown(() => open('livraison'))).headers.get('location')).toBe(CHECKOUT)
    expect((await thrown(() => open('nimporte'))).headers.get('location')).toBe(CHECKOUT)

    const refused = asRefused(await stepPost({ intent: 'vous', ...contact, 'contact.email': '' }))
    expect(refused.init.status).toBe(400)
    expect(Object.keys(refused.data.result.error ?? {})).toEqual(['contact.email'])

    const vous = asRedirect(await stepPost({ intent: 'vous', ...contact }))
    expect(vous.headers.get('location')).toBe(`${CHECKOUT}?step=livraison`)
    const afterVous = draftCookie(vous)
    expect((await open('livraison', afterVous)).step).toBe('livraison')
    const early = await thrown(() => open('paiement', afterVous))
    expect(early.headers.get('location')).toBe(`${CHECKOUT}?step=livraison`)

    const page = await loadCheckout()
    // Issue 15 §1: France only by default, said before the address; Corsica refused on the field.
    expect(page.delivery.countries.map((c) => c.code)).toEqual(['FR'])
    expect(page.delivery.notices[0]).toBe(
      'Domaine de la Source livre les particuliers en : France. Ce domaine ne livre pas les particuliers dans les autres pays.',
    )
    const deliveryStep = (street: string, zipcode: string, city: string) =>
      stepPost(
        {
          intent: 'livraison',
          'delivery.name': 'Julie Martin',
          'delivery.street': street,
          'delivery.zipcode': zipcode,
          'delivery.city': city,
          'delivery.country': 'FR',
          'orders[0].sellerId': '1',
          'orders[0].deliveryModeId': page.defaultValue.orders[0].deliveryModeId!,
        },
        afterVous,
      )
    const corsica = asRefused(await deliveryStep('1 cours Napoléon', '20000', 'Ajaccio'))
    expect(corsica.init.status).toBe(400)
    expect(corsica.data.result.error?.['delivery.country']).toEqual([
      'Ce producteur ne livre pas la Corse ni l’outre-mer, qui ont leurs propres règles de TVA et d’accises.',
    ])
    const livraison = asRedirect(await deliveryStep('12 rue des Vignes', '18300', 'Sancerre'))
    expect(livraison.headers.get('location')).toBe(`${CHECKOUT}?step=paiement`)
    const done = draftCookie(livraison)
    const payment = await open('paiement', done)
    // The last step shows what the earlier ones kept ('Modifier' goes back to them, prefilled).
    expect(payment.defaultValue.contact).toMatchObject({
      firstname: 'Julie',
      buyerType: 'particulier',
    })
    expect(payment.defaultValue.delivery).toMatchObject({ street: '12 rue des Vignes' })
    expect((await open('vous', done)).defaultValue.contact.firstname).toBe('Julie')

    // The last step posts only its own fields; the server merges the draft and checks it all.
    const form = filledForm(payment)
    const own = Object.fromEntries(
      Object.entries(form).filter(([k]) => !/^(contact|delivery|billing)\./.test(k)),
    )
    const placed = asRedirect(await stepPost(own, done))
    expect(placed.headers.get('location')).toMatch(/^\/cart\/confirmation\?orders=\d+$/)
    // The draft is forgotten once the order is placed.
    expect(placed.headers.get('set-cookie')).toMatch(/checkoutDraft=;/)
  })

  it('checks every step again when the order is placed, naming the step to fix', async () => {
    const page = await loadCheckout()
    const form = filledForm(page)
    const own = Object.fromEntries(Object.entries(form).filter(([k]) => !k.startsWith('contact.')))
    const before = (await buyerOrders()).length
    const refused = asRefused(await stepPost(own))
    expect(refused.data.result.error?.['']).toContainEqual(
      expect.stringMatching(/^Étape « Vous » à compléter : /),
    )
    expect(await buyerOrders()).toHaveLength(before)
  })

  it('ignores another user’s draft left in the browser', async () => {
    await fillCart('pro')
    const vous = asRedirect(await stepPost({ intent: 'vous', ...contact }))
    const res = await thrown(() =>
      checkoutLoader({
        request: requestAs('pro', `${CHECKOUT}?step=livraison`, {
          headers: { cookie: draftCookie(vous) },
        }),
        params: {},
        context: {},
      }),
    )
    expect(res.headers.get('location')).toBe(CHECKOUT)
  })
})

describe('the orders pages', () => {
  let orderId: number

  beforeAll(async () => {
    await fillCart()
    const res = asRedirect(await place(filledForm(await loadCheckout())))
    orderId = Number(res.headers.get('location')!.split('=')[1])
  })

  const list = (account: DemoAccount) =>
    ordersLoader({ request: requestAs(account, '/dashboard/orders'), params: {}, context: {} })
  const open = (account: DemoAccount) =>
    orderLoader({
      request: requestAs(account, `/dashboard/orders/${orderId}`),
      params: {},
      context: {},
    })
  const decide = (account: DemoAccount, intent: string) =>
    orderAction({
      request: post({ intent }, account, `/dashboard/orders/${orderId}`),
      params: {},
      context: {},
    })
  const status = async () =>
    (await (await db()).select().from(orders).where(eq(orders.id, orderId)))[0].status

  it('lists the buyer’s orders and the shop’s', async () => {
    const mine = await list('buyer')
    expect(mine.title).toBe('Commandes')
    expect(mine.audience).toBe('buyer')
    expect(mine.orders).toContainEqual(
      expect.objectContaining({ id: orderId, shop: 'Domaine de la Source', status: 'pending' }),
    )
    expect((await list('owner')).orders.map((o) => o.id)).toContain(orderId)
    expect((await list('owner2')).orders.map((o) => o.id)).not.toContain(orderId)
    // Agents read their own clients' orders only: this buyer is not one of them.
    const agent = await list('agent')
    expect(agent.audience).toBe('agent')
    expect(agent.orders.map((o) => o.id)).not.toContain(orderId)
  })

  it('shows the order to its buyer and its shop only', async () => {
    const page = await open('buyer')
    expect(page.title).toBe(`Commande n° ${orderId}`)
    expect(page.canDecide).toBe(false)
    expect(page.order?.paymentType).toBe('Virement')
    expect(page.order?.delivery.address).toContain('12 rue des Vignes')
    expect((await open('owner')).canDecide).toBe(true)
    expect((await thrown(() => open('owner2'))).status).toBe(404)
  })

  it('lets the owner validate a pending order, once', async () => {
    const refused = asRedirect(await decide('buyer', 'validate'))
    expect(refused.headers.get('location')).toBe(`/dashboard/orders/${orderId}`)
    expect(await status()).toBe('pending')

    const res = asRedirect(await decide('owner', 'validate'))
    expect(res.headers.get('location')).toBe(`/dashboard/orders/${orderId}`)
    expect(await status()).toBe('validated')

    // Already validated: the API's 409 comes back as an error snackbar, nothing changes.
    asRedirect(await decide('owner', 'refuse'))
    expect(await status()).toBe('validated')
  })
})
