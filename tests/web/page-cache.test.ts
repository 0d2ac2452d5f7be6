/**
 * The production server's cache of visitors' pages (app/platform/web/page-cache.server.ts, server.mjs):
 * public to a visitor without an account, never to anyone else, keyed by the origin the page was
 * asked on (its links are written on it), and forgotten at once when the catalogue changes.
 */
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildIfStale, startServer } from '../../bench/harness.mjs'

type Server = { base: string; stop(): Promise<void> }

const path = '/domaine-de-la-source/sancerre-les-caillottes'
const visitor = { cookie: 'isOver18=true', 'accept-language': 'fr' }
const euros = (cents: number) =>
  new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(cents / 100)

/** A GET with a Host of our choosing (fetch does not let one set it). */
function getOnHost(base: string, host: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const url = new URL(path, base)
    http
      .get(url, { headers: { ...headers, host } }, (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk) => (body += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      .on('error', reject)
  })
}

describe('the cache of visitors’ pages', () => {
  let server: Server

  beforeAll(async () => {
    buildIfStale()
    // Without APP_URL, pages write their links on the origin they were asked on.
    server = await startServer({ unset: ['APP_URL'], env: { SEED_DEMO: 'base' } })
  }, 300_000)
  afterAll(() => server?.stop())

  it('makes a visitor’s page public, and keeps it private to anyone with another cookie', async () => {
    const first = await fetch(server.base + path, { headers: visitor })
    expect(first.status).toBe(200)
    expect(first.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=10, stale-while-revalidate=60',
    )
    expect(first.headers.get('vary')).toMatch(/^Cookie, Accept-Language\b/)
    const again = await fetch(server.base + path, { headers: visitor })
    expect(await again.text()).toBe(await first.text())

    const other = await fetch(server.base + path, {
      headers: { ...visitor, cookie: 'isOver18=true; __session=someone' },
    })
    expect(other.headers.get('cache-control')).toBe('private, no-store')
  })

  it('never gives a page asked on one host to another', async () => {
    const a = await getOnHost(server.base, 'caves-a.example', visitor)
    const b = await getOnHost(server.base, 'caves-b.example', visitor)
    expect(a.status).toBe(200)
    expect(b.status).toBe(200)
    expect(a.body).toContain('http://caves-a.example/')
    expect(b.body).toContain('http://caves-b.example/')
    expect(b.body).not.toContain('caves-a.example')
  })

  it('shows a changed price at the next request', async () => {
    const read = await fetch(`${server.base}/v1/shops/1/products/sancerre-les-caillottes`)
    const { product } = (await read.json()) as {
      product: { id: number; formats: { id: number; priceCents: number | null }[] }
    }
    const format = product.formats[0]
    const price = (format.priceCents ?? 0) + 1_234
    expect(await (await fetch(server.base + path, { headers: visitor })).text()).not.toContain(
      euros(price),
    )

    const login = await fetch(`${server.base}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'owner@caveau.test', password: 'Demo1234' }),
    })
    const { jwt } = (await login.json()) as { jwt: string }
    const put = await fetch(`${server.base}/v1/products/${product.id}/formats/${format.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
      body: JSON.stringify({ priceCents: price }),
    })
    expect(put.status).toBe(200)
    expect(await (await fetch(server.base + path, { headers: visitor })).text()).toContain(
      euros(price),
    )
  })

  it('serves the files of public/ beside the pages', async () => {
    const logo = await fetch(`${server.base}/logo.svg`)
    expect(logo.status).toBe(200)
    expect(logo.headers.get('content-type')).toContain('image/svg+xml')
    expect((await fetch(`${server.base}/images/nope.png`)).status).toBe(404)
    expect((await fetch(server.base + path, { headers: visitor })).status).toBe(200)
  })
})
