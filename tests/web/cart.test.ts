import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import { demoCatalogue } from '#app/modules/catalogue/api/seed/seed-catalogue'
import { getRuntime } from '#app/platform/api/runtime.server'
import type { PublicProduct } from '#app/modules/shop/web/components/catalogue-types'
import { cartMessages } from '#app/modules/checkout/domain/cart'
import { pricesByServer } from '#app/modules/checkout/domain/cart-schema'
import { loader as publicLayoutLoader } from '#app/routes/$name'
import { action as loginAction } from '#app/routes/auth.login'
import { loader as cartLoader } from '#app/routes/cart'
import { action as cartAction, cartActionMessages } from '#app/routes/resources.cart'
import { readToasts } from '#app/platform/web/toast.server'
import { closeRuntime, requestAs, signInDemoAccounts, type DemoAccount } from './session'

beforeAll(signInDemoAccounts)
afterAll(() => closeRuntime(database))

const SOURCE = `/${demoCatalogue.source.urlShop}`

async function api<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: T }> {
  const { api } = await getRuntime()
  const res = await api.fetch(new Request(`http://x/v1${path}`, init))
  return { status: res.status, body: (await res.json()) as T }
}

async function catalogue(shopId: number): Promise<PublicProduct[]> {
  return (await api<{ products: PublicProduct[] }>(`/shops/${shopId}/products`)).body.products
}

/** The ids of a product's first format and vintage, as the add-to-cart form sends them. */
async function choice(shopId: number, slug: string) {
  const product = (await catalogue(shopId)).find((p) => p.slug === slug)!
  return {
    sellerId: String(shopId),
    productId: String(product.id),
    formatId: String(product.formats[0]!.id),
    vintageId: String(product.vintages[0]!.id),
  }
}

/** Posts a cart form as `account`, with the visitor's cookie when there is one. */
async function post(
  account: DemoAccount,
  fields: Record<string, string>,
  cookie?: string | null,
): Promise<Response> {
  const request = requestAs(account, '/resources/cart', {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    body: new URLSearchParams(fields),
  })
  try {
    return (await cartAction({ request, params: {}, context: {} })) as Response
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
}

/** The `data()` answer of a fetcher submit. */
const reply = (result: unknown) =>
  result as { type: string; data: { ok: boolean; message: string }; init: { status?: number } }

const setCookies = (response: Response) => response.headers.getSetCookie()
const visitorCookieOf = (response: Response) =>
  setCookies(response)
    .find((c) => c.startsWith('visitorCart='))
    ?.split(';')[0] ?? null

/** The snackbar a redirect carries. */
async function toastOf(response: Response) {
  const cookie = setCookies(response)
    .find((c) => c.startsWith('toast='))!
    .split(';')[0]!
  const { toasts } = await readToasts(new Request('http://localhost/', { headers: { cookie } }))
  return toasts.at(-1)!
}

async function cartPage(account: DemoAccount, cookie?: string | null) {
  const request = requestAs(account, '/cart', { headers: cookie ? { cookie } : {} })
  return cartLoader({ request, params: {}, context: {} })
}

describe('a visitor’s cart', () => {
  let cookie: string | null = null

  it('is kept under a random token in an HttpOnly cookie, and stored by the provider', async () => {
    const wine = await choice(1, demoCatalogue.source.elabel.slug)
    const response = await post('anonymous', {
      intent: 'add',
      ...wine,
      quantity: '2',
      redirectTo: SOURCE,
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe(SOURCE)
    const raw = setCookies(response).find((c) => c.startsWith('visitorCart='))!
    expect(raw).toMatch(/^visitorCart=[A-Za-z0-9_-]{43};/)
    expect(raw).toContain('HttpOnly')
    expect(raw).toContain('SameSite=Lax')
    expect(raw).toContain(`Max-Age=${365 * 86_400}`)
    expect((await toastOf(response)).message).toMatch(/a été ajouté au panier\.$/)
    cookie = visitorCookieOf(response)

    const token = cookie!.split('=')[1]
    const stored = await api<{ cart: { orders: { products: unknown[] }[] } }>(
      `/carts/visitor/${token}`,
    )
    expect(stored.body.cart.orders[0]!.products).toEqual([
      expect.objectContaining({
        productId: Number(wine.productId),
        formatId: Number(wine.formatId),
        quantity: 2,
      }),
    ])
  })

  it('adds up the same product, and keeps one order per seller', async () => {
    const wine = await choice(1, demoCatalogue.source.elabel.slug)
    const again = await post('anonymous', { intent: 'add', ...wine }, cookie)
    expect(visitorCookieOf(again), 'the same cookie stays').toBeNull()
    const spirit = await choice(2, demoCatalogue.martin.cognacSlug)
    await post('anonymous', { intent: 'add', ...spirit }, cookie)
    const { cart } = await cartPage('anonymous', cookie)
    expect(cart.orders.map((o) => o.seller)).toEqual(['Domaine de la Source', 'Maison Martin'])
    expect(cart.orders[0]!.lines[0]!.quantity).toBe(3)
    expect(cart.count).toBe(4)
  })

  it('shows the server’s prices TTC and the spec 8 errors beside the order concerned', async () => {
    const { cart } = await cartPage('anonymous', cookie)
    const [source, martin] = cart.orders
    expect(source!.ttc).toBe(true)
    expect(source!.lines[0]!.ttc).toBe(true)
    expect(source!.totals!.totalTTC).toBeGreaterThan(0)
    expect(cart.totalCents).toBe(source!.totals!.totalTTC + martin!.totals!.totalTTC)
    // Maison Martin sells full cartons of 6 only.
    expect(martin!.errors.join(' ')).toMatch(/6/)
    expect(source!.deliveryModes.length).toBeGreaterThan(0)
  })

  it('gives the shop’s drawer the same count, for visitors too', async () => {
    const request = requestAs('anonymous', SOURCE, { headers: { cookie: cookie! } })
    const layout = await publicLayoutLoader({
      request,
      params: { name: demoCatalogue.source.urlShop },
      context: {},
    })
    expect(layout.cart!.count).toBe(4)
    expect(layout.cart!.orders[0]!.lines[0]!.quantity).toBe(3)
  })

  it('refuses a bad quantity in French and leaves the cart as it was', async () => {
    const wine = await choice(1, demoCatalogue.source.elabel.slug)
    for (const quantity of ['0', '-2', '1.5', 'beaucoup', '1000']) {
      const response = await post('anonymous', { intent: 'add', ...wine, quantity }, cookie)
      expect(response.status).toBe(302)
      expect(await toastOf(response)).toMatchObject({
        type: 'error',
        message: cartMessages.quantity,
      })
    }
    const { data, init } = reply(
      await post('anonymous', { intent: 'add', ...wine, quantity: '0', via: 'fetcher' }, cookie),
    )
    expect(init.status).toBe(400)
    expect(data).toEqual({ ok: false, message: cartMessages.quantity })
    const { cart } = await cartPage('anonymous', cookie)
    expect(cart.orders[0]!.lines[0]!.quantity).toBe(3)
  })

  it('refuses a forged price field: the server prices the cart', async () => {
    const before = (await cartPage('anonymous', cookie)).cart.totalCents
    const wine = await choice(1, demoCatalogue.source.elabel.slug)
    for (const forged of ['priceCents', 'unitPriceCents', 'totalTTC', 'price']) {
      const { data, init } = reply(
        await post('anonymous', { intent: 'add', ...wine, [forged]: '1', via: 'fetcher' }, cookie),
      )
      expect(init.status).toBe(400)
      expect(data.message).toBe(pricesByServer)
    }
    expect((await cartPage('anonymous', cookie)).cart.totalCents).toBe(before)
  })

  it('refuses an unknown product and another seller’s delivery mode', async () => {
    const wine = await choice(1, demoCatalogue.source.elabel.slug)
    const unknown = reply(
      await post('anonymous', { intent: 'add', ...wine, sellerId: '2', via: 'fetcher' }, cookie),
    )
    expect(unknown.data.message).toBe(cartActionMessages.unknownProduct)
    const { cart } = await cartPage('anonymous', cookie)
    const sourceMode = cart.orders[0]!.deliveryModes[0]!.id
    const wrong = reply(
      await post(
        'anonymous',
        { intent: 'delivery', sellerId: '2', deliveryModeId: String(sourceMode), via: 'fetcher' },
        cookie,
      ),
    )
    expect(wrong.data.message).toBe(cartActionMessages.deliveryMode)
  })

  it('changes quantities, applies BIENVENUE10, picks a delivery mode and fixes the carton rule', async () => {
    let { cart } = await cartPage('anonymous', cookie)
    const source = cart.orders[0]!
    const martin = cart.orders[1]!
    const totalBefore = source.totals!.totalTTC

    const code = await post(
      'anonymous',
      { intent: 'promo', sellerId: '1', promoCode: 'bienvenue10' },
      cookie,
    )
    expect((await toastOf(code)).message).toBe('Code promo BIENVENUE10 appliqué.')
    const bad = reply(
      await post(
        'anonymous',
        { intent: 'promo', sellerId: '1', promoCode: 'NOPE', via: 'fetcher' },
        cookie,
      ),
    )
    expect(bad.data.message).toBe(cartActionMessages.unknownCode)

    await post(
      'anonymous',
      { intent: 'delivery', sellerId: '1', deliveryModeId: String(source.deliveryModes[0]!.id) },
      cookie,
    )
    await post(
      'anonymous',
      { intent: 'set-quantity', idTmp: martin.lines[0]!.idTmp, quantity: '6' },
      cookie,
    )
    ;({ cart } = await cartPage('anonymous', cookie))
    expect(cart.orders[0]!.promoCode).toBe('BIENVENUE10')
    expect(cart.orders[0]!.promoApplied).toBe(true)
    expect(cart.orders[0]!.totals!.promoAmount).toBeGreaterThan(0)
    expect(cart.orders[0]!.deliveryModeId).toBe(source.deliveryModes[0]!.id)
    expect(cart.orders[0]!.totals!.shipping).toBeGreaterThan(0)
    expect(cart.orders[0]!.totals!.totalTTC).not.toBe(totalBefore)
    expect(cart.orders[1]!.lines[0]!.quantity).toBe(6)
    expect(cart.orders[1]!.errors.filter((e) => /multiple/i.test(e))).toEqual([])

    // − at 1 removes the line (spec 4); the empty order goes with it.
    await post(
      'anonymous',
      { intent: 'set-quantity', idTmp: martin.lines[0]!.idTmp, quantity: '1' },
      cookie,
    )
    await post('anonymous', { intent: 'decrement', idTmp: martin.lines[0]!.idTmp }, cookie)
    ;({ cart } = await cartPage('anonymous', cookie))
    expect(cart.orders.map((o) => o.seller)).toEqual(['Domaine de la Source'])
  })

  it('wraps a line as a gift', async () => {
    const { cart } = await cartPage('anonymous', cookie)
    const line = cart.orders[0]!.lines[0]!
    await post('anonymous', { intent: 'wrap', idTmp: line.idTmp, wrapped: 'true' }, cookie)
    const after = (await cartPage('anonymous', cookie)).cart.orders[0]!
    expect(after.lines[0]!.isWrapped).toBe(true)
    expect(after.totals!.wrapping).toBeGreaterThan(0)
  })

  it('joins the buyer’s cart at sign-in, keeping both, and the cookie goes', async () => {
    // The buyer already has a line of their own.
    const red = await choice(1, demoCatalogue.source.redSlug)
    await post('buyer', { intent: 'add', ...red })
    const request = new Request('http://localhost/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: cookie! },
      body: new URLSearchParams({
        username: 'buyer@caveau.test',
        password: 'Demo1234',
        redirectLink: '/cart',
      }),
    })
    const response = (await loginAction({ request, params: {}, context: {} })) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/cart')
    const cleared = setCookies(response).find((c) => c.startsWith('visitorCart='))
    expect(cleared).toContain('Max-Age=0')

    const { cart } = await cartPage('buyer')
    const slugs = cart.orders[0]!.lines.map((l) => l.href?.split('/').at(-1))
    expect(slugs).toEqual(
      expect.arrayContaining([demoCatalogue.source.elabel.slug, demoCatalogue.source.redSlug]),
    )
    const token = cookie!.split('=')[1]
    expect((await api(`/carts/visitor/${token}`)).status).toBe(404)
  })
})

describe('a signed-in cart', () => {
  it('is the account’s: no visitor cookie, saved on /users/me', async () => {
    const wine = await choice(1, demoCatalogue.source.cremantSlug)
    const response = await post('buyer', { intent: 'add', ...wine, redirectTo: '/shops/1' })
    expect(response.headers.get('location')).toBe('/shops/1')
    expect(visitorCookieOf(response)).toBeNull()
    const { cart } = await cartPage('buyer')
    expect(
      cart.orders[0]!.lines.some((l) => l.href === `/shops/1/${demoCatalogue.source.cremantSlug}`),
    ).toBe(true)
  })

  it('shows a professional their HT prices', async () => {
    const wine = await choice(1, demoCatalogue.source.elabel.slug)
    await post('pro', { intent: 'add', ...wine, quantity: '6' })
    const { cart } = await cartPage('pro')
    expect(cart.orders[0]!.ttc).toBe(false)
    expect(cart.orders[0]!.lines[0]!.ttc).toBe(false)
  })

  it('is for buyers: an agent and the shop’s own staff cannot add', async () => {
    const wine = await choice(1, demoCatalogue.source.elabel.slug)
    const agent = reply(await post('agent', { intent: 'add', ...wine, via: 'fetcher' }))
    expect(agent.data.message).toBe(cartActionMessages.buyersOnly)
    const owner = reply(await post('owner', { intent: 'add', ...wine, via: 'fetcher' }))
    expect(owner.data.message).toBe(cartActionMessages.ownShop)
  })

  it('empties after confirmation and goes to the shop of the first order', async () => {
    const response = await post('buyer', { intent: 'empty', redirectTo: '/cart' })
    expect(response.headers.get('location')).toBe('/shops/1')
    expect((await toastOf(response)).message).toBe('Votre panier a été vidé.')
    expect((await cartPage('buyer')).cart.orders).toEqual([])
  })

  it('ignores an unsafe redirect', async () => {
    const wine = await choice(1, demoCatalogue.source.elabel.slug)
    const response = await post('buyer', { intent: 'add', ...wine, redirectTo: '//evil.example' })
    expect(response.headers.get('location')).toBe('/cart')
  })
})
