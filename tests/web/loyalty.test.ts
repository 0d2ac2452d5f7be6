import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import { getRuntime } from '#app/platform/api/runtime.server'
import type { PublicProduct } from '#app/modules/shop/web/components/catalogue-types'
import { loader as cartLoader } from '#app/routes/cart'
import { action as settingsAction, loader as settingsLoader } from '#app/routes/dashboard.settings'
import { action as cartAction } from '#app/routes/resources.cart'
import { closeRuntime, requestAs, signInDemoAccounts, type DemoAccount } from './session'

beforeAll(signInDemoAccounts)
afterAll(() => closeRuntime(database))

async function wine(slug: string) {
  const { api } = await getRuntime()
  const res = await api.fetch(new Request('http://x/v1/shops/1/products'))
  const { products } = (await res.json()) as { products: PublicProduct[] }
  const p = products.find((x) => x.slug === slug)!
  return { productId: p.id, formatId: p.formats[0]!.id, vintageId: p.vintages[0]!.id }
}

async function run<T>(fn: () => Promise<T>): Promise<T | Response> {
  try {
    return await fn()
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
}

const post = (account: DemoAccount, fields: Record<string, string>) =>
  run(
    async () =>
      (await cartAction({
        request: requestAs(account, '/resources/cart', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ redirectTo: '/cart', ...fields }),
        }),
        params: {},
        context: {},
      })) as Response,
  )

const cartOf = async (account: DemoAccount) =>
  (await cartLoader({ request: requestAs(account, '/cart'), params: {}, context: {} })).cart

describe('loyalty in the cart (no JavaScript: plain forms)', () => {
  it('shows the balance and the affordable rewards, applies one, and "Retirer" resets', async () => {
    const w = await wine('sancerre-les-caillottes')
    const add = await post('buyer', {
      intent: 'add',
      sellerId: '1',
      productId: String(w.productId),
      formatId: String(w.formatId),
      vintageId: String(w.vintageId),
      quantity: '3',
    })
    expect((add as Response).status).toBe(302)
    let order = (await cartOf('buyer')).orders[0]!
    expect(order.loyalty).toMatchObject({ balance: { total: 150 }, selected: null })
    expect(order.loyalty!.affordable.map((r) => r.name)).toEqual(['Remise de 10 €'])
    expect(order.loyalty!.next).toEqual({ name: '1 bouteille offerte', missing: 50 })
    // French plurals: 0 and 1 singular ('0 point utilisé', never '0 point utilisés').
    expect(order.loyalty!.words).toMatchObject({
      total: '150 points',
      earned: '150 points gagnés',
      spent: '0 point utilisé',
      perEuro: '1 point',
      missing: '50 points',
    })
    const before = order.totals!.totalTTC

    const tooDear = (await post('buyer', {
      intent: 'loyalty',
      sellerId: '1',
      rewardId: 'bouteille-offerte',
    })) as Response
    expect(tooDear.status).toBe(302)
    expect((await cartOf('buyer')).orders[0]!.loyalty!.selected).toBeNull()

    const choose = (await post('buyer', {
      intent: 'loyalty',
      sellerId: '1',
      rewardId: 'remise-10',
    })) as Response
    expect(choose.status).toBe(302)
    order = (await cartOf('buyer')).orders[0]!
    expect(order.loyalty!.selected).toMatchObject({ name: 'Remise de 10 €', pointsToLose: 100 })
    expect(order.totals!.totalTTC).toBe(before - 1000)

    await post('buyer', { intent: 'promo', sellerId: '1', promoCode: 'BIENVENUE10' })
    await post('buyer', { intent: 'loyalty-reset', sellerId: '1' })
    order = (await cartOf('buyer')).orders[0]!
    expect(order.loyalty!.selected).toBeNull()
    expect(order.promoCode).toBeNull()
    expect(order.totals!.totalTTC).toBe(before)
  })
})

describe('the loyalty programme in the settings', () => {
  /** The owner posts the settings' loyalty form. */
  const saveProgram = (form: URLSearchParams) =>
    run(() =>
      settingsAction({
        request: requestAs('owner', '/dashboard/settings?link=typos', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form,
        }),
        params: {},
        context: {},
      }),
    )

  it('is shown on the typos tab and saved by its plain form', async () => {
    const page = (await settingsLoader({
      request: requestAs('owner', '/dashboard/settings?link=typos'),
      params: {},
      context: {},
    })) as { loyalty: { allowed: boolean; rewards?: { name: string }[] } }
    expect(page.loyalty.allowed).toBe(true)
    expect(page.loyalty.rewards!.map((r) => r.name)).toEqual([
      'Remise de 10 €',
      '1 bouteille offerte',
    ])
    const form = new URLSearchParams({
      intent: 'loyalty',
      rewardCount: '3',
      active: 'on',
      pointsPerEuro: '2',
      'rewards.0.id': 'remise-10',
      'rewards.0.name': 'Remise de 10 €',
      'rewards.0.points': '100',
      'rewards.0.kind': 'discount',
      'rewards.0.discount': '10',
      'rewards.1.id': 'bouteille-offerte',
      'rewards.1.name': '1 bouteille offerte',
      'rewards.1.points': '200',
      'rewards.1.kind': 'products',
      'rewards.1.remove': 'on',
      'rewards.2.name': 'Remise de 5,50 €',
      'rewards.2.points': '50',
      'rewards.2.kind': 'discount',
      'rewards.2.discount': '5,50',
    })
    const saved = (await saveProgram(form)) as Response
    expect(saved.status).toBe(302)
    const { api } = await getRuntime()
    const shown = (await (await api.fetch(new Request('http://x/v1/shops/1/loyalty'))).json()) as {
      loyalty: { pointsPerEuro: number; rewards: { name: string; discountCents?: number }[] }
    }
    expect(shown.loyalty.pointsPerEuro).toBe(2)
    expect(shown.loyalty.rewards).toEqual([
      expect.objectContaining({ name: 'Remise de 5,50 €', discountCents: 550 }),
      expect.objectContaining({ name: 'Remise de 10 €', discountCents: 1000 }),
    ])
  })

  it('refuses a reward without its points in French, as the API would, and saves nothing', async () => {
    const form = new URLSearchParams({
      intent: 'loyalty',
      rewardCount: '1',
      active: 'on',
      pointsPerEuro: '3',
      'rewards.0.name': 'Remise de 2 €',
      'rewards.0.points': 'beaucoup',
      'rewards.0.kind': 'discount',
      'rewards.0.discount': '2',
    })
    const refused = (await saveProgram(form)) as {
      data: { form: string; message: string }
      init: { status: number }
    }
    expect(refused.init.status).toBe(400)
    expect(refused.data).toEqual({
      form: 'loyalty',
      message: 'Le nombre de points doit être un nombre entier entre 1 et 1 000 000.',
    })
    const { api } = await getRuntime()
    const shown = (await (await api.fetch(new Request('http://x/v1/shops/1/loyalty'))).json()) as {
      loyalty: { pointsPerEuro: number }
    }
    expect(shown.loyalty.pointsPerEuro).toBe(2)
  })
})
