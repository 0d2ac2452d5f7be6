import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import type { LoaderFunctionArgs } from '@remix-run/node'
import { getRuntime } from '#app/platform/api/runtime.server'
import { loader as homeLoader } from '#app/routes/dashboard._index'
import { loader as ordersLoader } from '#app/routes/dashboard.orders._index'
import { loader as unpaidsLoader } from '#app/routes/dashboard.payments.unpaids'
import { loader as deliveryLoader } from '#app/routes/dashboard.delivery'
import { loader as notificationsLoader } from '#app/routes/dashboard.notifications'
import { addHomeFixtures } from '#tests/api/home-fixtures'
import { closeRuntime, requestAs, signInDemoAccounts, type DemoAccount } from './session'

/** The home page after sign-in: the producer's items link to lists that show what they count. */

type Any = Record<string, any>
const load = (loader: (args: LoaderFunctionArgs) => any, account: DemoAccount, path: string) =>
  loader({ request: requestAs(account, path), params: {}, context: {} }) as Promise<Any>

beforeAll(async () => {
  await signInDemoAccounts()
  await addHomeFixtures((await getRuntime()).database.db)
})
afterAll(() => closeRuntime(database))

/** How many rows each linked list shows, as its own loader reads its URL's filters. */
const listed: Record<string, (page: Any) => number> = {
  ordersToValidate: (p) => p.total,
  invoicesToIssue: (p) => p.total,
  overduePayments: (p) => p.count,
  shipmentsToPrepare: (p) => p.total,
  tariffRequests: (p) => p.notifications.filter((n: Any) => !n.seen).length,
}
const loaders: Record<string, (args: LoaderFunctionArgs) => any> = {
  '/dashboard/orders': ordersLoader,
  '/dashboard/payments/unpaids': unpaidsLoader,
  '/dashboard/delivery': deliveryLoader,
  '/dashboard/notifications': notificationsLoader,
}

describe('/dashboard', () => {
  it('gives the owner what needs attention, each count the number of rows its link lists', async () => {
    const home = await load(homeLoader, 'owner', '/dashboard')
    expect(home.audience).toBe('seller')
    expect(home.attention).toHaveLength(5)
    for (const item of home.attention) {
      expect(item.count, item.key).toBeGreaterThan(0)
      const page = await load(loaders[item.to.split('?')[0]], 'owner', item.to)
      expect(listed[item.key](page), item.to).toBe(item.count)
    }
  })

  it('gives a collaborator and an agent only what their rights open', async () => {
    const limited = await load(homeLoader, 'iam-limited', '/dashboard')
    expect(limited.attention.map((i: Any) => i.key)).not.toContain('overduePayments')
    const agent = await load(homeLoader, 'agent', '/dashboard')
    expect(agent.attention.map((i: Any) => i.key)).toEqual(['ordersToValidate'])
  })

  it('gives a buyer their orders, invoices, loyalty points and open grouped orders', async () => {
    const home = await load(homeLoader, 'buyer', '/dashboard')
    expect(home.audience).toBe('buyer')
    expect(home).toMatchObject({
      orders: expect.any(Array),
      invoices: expect.any(Array),
      moreInvoices: expect.any(Boolean),
      loyalty: expect.any(Array),
      groups: expect.any(Array),
    })
    expect(home.orders.length).toBeLessThanOrEqual(5)
    expect(home.invoices.length).toBeLessThanOrEqual(5)
    for (const invoice of home.invoices)
      expect(invoice.href).toMatch(/^\/resources\/invoices\/\d+$/)
    expect(home).not.toHaveProperty('attention')
  })
})
