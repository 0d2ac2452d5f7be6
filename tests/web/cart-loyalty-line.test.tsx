import { renderToStaticMarkup } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import { getRuntime } from '#app/platform/api/runtime.server'
import { CartLines } from '#app/modules/checkout/web/components/cart/cart-drawer'
import { CartTotals } from '#app/modules/checkout/web/components/cart/cart-totals'
import { OrderTotals } from '#app/modules/checkout/web/components/order-totals'
import type { PublicProduct } from '#app/modules/shop/web/components/catalogue-types'
import { loader as cartLoader } from '#app/routes/cart'
import { loader as checkoutLoader } from '#app/routes/cart_.checkout'
import { action as cartAction } from '#app/routes/resources.cart'
import { guard } from '#app/platform/web/guard.server'
import { summariseCart } from '#app/modules/shop/web/shop.server'
import { closeRuntime, requestAs, signInDemoAccounts } from './session'

/** The loyalty reward's discount shown as its own line: cart page, drawer and checkout. */

beforeAll(signInDemoAccounts)
afterAll(() => closeRuntime(database))

// Intl writes a no-break space before '€' and may write a true minus sign.
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')

async function post(fields: Record<string, string>) {
  try {
    return (await cartAction({
      request: requestAs('buyer', '/resources/cart', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ redirectTo: '/cart', ...fields }),
      }),
      params: {},
      context: {},
    })) as Response
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
}

describe('the loyalty discount line', () => {
  it('shows ‘Remise fidélité’ apart from the totals on the cart, in the drawer and at checkout', async () => {
    const { api } = await getRuntime()
    const res = await api.fetch(new Request('http://x/v1/shops/1/products'))
    const { products } = (await res.json()) as { products: PublicProduct[] }
    const wine = products.find((p) => p.slug === 'sancerre-les-caillottes')!
    expect(
      (
        await post({
          intent: 'add',
          sellerId: '1',
          productId: String(wine.id),
          formatId: String(wine.formats[0]!.id),
          vintageId: String(wine.vintages[0]!.id),
          quantity: '3',
        })
      ).status,
    ).toBe(302)

    // Before a reward is chosen, no such line.
    let cart = (await cartLoader({ request: requestAs('buyer', '/cart'), params: {}, context: {} }))
      .cart
    let order = cart.orders[0]!
    expect(
      text(renderToStaticMarkup(<CartTotals totals={order.totals!} deliveryChosen={false} />)),
    ).not.toContain('Remise fidélité')

    expect((await post({ intent: 'loyalty', sellerId: '1', rewardId: 'remise-10' })).status).toBe(
      302,
    )
    cart = (await cartLoader({ request: requestAs('buyer', '/cart'), params: {}, context: {} }))
      .cart
    order = cart.orders[0]!
    expect(order.totals!.loyaltyDiscount).toBe(1000)

    // The cart page's totals.
    const page = text(
      renderToStaticMarkup(<CartTotals totals={order.totals!} deliveryChosen={false} />),
    )
    expect(page).toMatch(/Remise fidélité [−-]10,00 €/)
    expect(page).toContain('Total TTC')

    // The drawer, from the summary the layouts load.
    const summary = await summariseCart(
      await guard(requestAs('buyer', '/shops/1')),
      requestAs('buyer', '/shops/1'),
    )
    expect(summary.orders[0]!.loyaltyDiscountCents).toBe(1000)
    const drawer = text(
      renderToStaticMarkup(
        <StaticRouter location="/shops/1">
          <CartLines cart={summary} />
        </StaticRouter>,
      ),
    )
    expect(drawer).toContain('Remise fidélité : −10,00 €')

    // The checkout summary.
    const checkout = await checkoutLoader({
      request: requestAs('buyer', '/cart/checkout'),
      params: {},
      context: {},
    })
    const price = checkout.orders[0]!.price!
    expect(price.loyaltyDiscount).toBe(1000)
    expect(text(renderToStaticMarkup(<OrderTotals totals={price} />))).toMatch(
      /Remise fidélité [−-]10,00 €/,
    )
  })
})
