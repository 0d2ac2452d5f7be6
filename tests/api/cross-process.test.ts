/**
 * Two production servers on one PostgreSQL database (TEST_DATABASE_URL; skipped without it): what
 * one process caches (the catalogue, the public pages, the maintenance schedule) follows a change
 * made through the other within CHANGE_BOUND_MS, through PostgreSQL LISTEN/NOTIFY
 * (app/platform/change-events.ts). Without the notifications the caches would keep the old
 * price for up to their TTLs (10 s for pages, 60 s for the catalogue and the schedule).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildIfStale, startServer } from '../../bench/harness.mjs'
import { adminStatement } from '#tests/support/database-url'
import { totpCode } from '#app/modules/accounts/api/two-factor'
import { DEMO_TOTP_SECRET } from '#app/modules/accounts/api/seed/demo-two-factor'

/** What the caches promise: a change is seen by the other process within this. */
const CHANGE_BOUND_MS = 2_000

type Server = { base: string; stop(): Promise<void> }

const serverUrl = process.env.TEST_DATABASE_URL
const name = `caveau_xproc_${process.pid}`

const admin = adminStatement

/** Polls `probe` until it holds; returns how long that took, or throws past `bound`. */
async function within(bound: number, probe: () => Promise<boolean>): Promise<number> {
  const start = Date.now()
  for (;;) {
    if (await probe()) return Date.now() - start
    if (Date.now() - start > bound) throw new Error(`not seen within ${bound} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

const visitor = { cookie: 'isOver18=true', 'accept-language': 'fr' }
const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100)

describe.skipIf(!serverUrl)('caches across two server processes on one PostgreSQL', () => {
  let a: Server
  let b: Server

  beforeAll(async () => {
    buildIfStale()
    await admin(`drop database if exists ${name} with (force)`)
    await admin(`create database ${name}`)
    const url = new URL(serverUrl!)
    url.pathname = `/${name}`
    const options = {
      databaseUrl: url.toString(),
      env: { SEED_DEMO: 'base', WEB_CONCURRENCY: '1' },
    }
    // The first migrates and seeds; the second starts on the seeded database.
    a = await startServer(options)
    await fetch(`${a.base}/v1/maintenances`)
    b = await startServer(options)
    await fetch(`${b.base}/v1/maintenances`)
  }, 240_000)

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()])
    await admin(`drop database if exists ${name} with (force)`)
  }, 60_000)

  async function login(server: Server, username: string): Promise<string> {
    const res = await fetch(`${server.base}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, password: 'Demo1234' }),
    })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { jwt?: string; twoFactorChallenge?: string }
    if (!body.twoFactorChallenge) return body.jwt!
    // The demo admin uses a second factor, seeded with the demo secret (README).
    const second = await fetch(`${server.base}/v1/auth/login/two-factor`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        challenge: body.twoFactorChallenge,
        code: totpCode(DEMO_TOTP_SECRET, Date.now()),
      }),
    })
    return ((await second.json()) as { jwt: string }).jwt
  }

  it('shows a price changed through one process on the other', async () => {
    const path = '/domaine-de-la-source/sancerre-les-caillottes'
    const publicProduct = async (server: Server) => {
      const res = await fetch(`${server.base}/v1/shops/1/products/sancerre-les-caillottes`)
      return (await res.json()) as {
        product: { id: number; formats: { id: number; priceCents: number | null }[] }
      }
    }
    // B reads and keeps the catalogue and the visitor's page.
    const { product } = await publicProduct(b)
    const format = product.formats[0]
    const price = (format.priceCents ?? 0) + 4_321
    const page = await fetch(b.base + path, { headers: visitor })
    expect(page.headers.get('cache-control')).toMatch(/public/)
    expect(await page.text()).not.toContain(euros(price))

    const owner = await login(a, 'owner@caveau.test')
    const put = await fetch(`${a.base}/v1/products/${product.id}/formats/${format.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${owner}` },
      body: JSON.stringify({ priceCents: price }),
    })
    expect(put.status).toBe(200)

    await within(CHANGE_BOUND_MS, async () => {
      const { product: seen } = await publicProduct(b)
      return seen.formats.find((f) => f.id === format.id)?.priceCents === price
    })
    await within(CHANGE_BOUND_MS, async () => {
      const res = await fetch(b.base + path, { headers: visitor })
      return (await res.text()).includes(euros(price))
    })
  })

  it('shows a maintenance scheduled through one process on the other', async () => {
    // B reads and keeps the schedule, and a visitor's page without a banner.
    const before = await (await fetch(`${b.base}/v1/maintenances`)).json()
    expect(before).toMatchObject({ banner: false })
    const message = `Maintenance ${process.pid}`
    expect(await (await fetch(`${b.base}/help`, { headers: visitor })).text()).not.toContain(
      message,
    )

    const token = await login(a, 'admin@caveau.test')
    const now = Date.now()
    const res = await fetch(`${a.base}/v1/admin/maintenances`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        message,
        banner: true,
        page: false,
        startDate: new Date(now - 60_000).toISOString(),
        endDate: new Date(now + 3_600_000).toISOString(),
      }),
    })
    expect(res.status).toBe(201)

    await within(CHANGE_BOUND_MS, async () => {
      const body = await (await fetch(`${b.base}/v1/maintenances`)).json()
      return body.banner === true && body.message === message
    })
    await within(CHANGE_BOUND_MS, async () =>
      (await (await fetch(`${b.base}/help`, { headers: visitor })).text()).includes(message),
    )
  })
})
