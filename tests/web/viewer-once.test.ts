/**
 * One viewer per HTTP request (issue 13): the production server (server.mjs) runs each request in
 * a scope its loaders share, so a dashboard page whose root, layout and page loaders all need the
 * viewer asks the provider for `/v1/users/me` once. Counted on a remote provider (PROVIDER_URL),
 * where every provider call is a real HTTP request.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApi, type TestApi } from '#tests/support/api'
import { buildIfStale, startServer } from '../../bench/harness.mjs'

let provider: TestApi
let proxy: http.Server
let server: { base: string; stop(): Promise<void> }
const calls: string[] = []

beforeAll(async () => {
  buildIfStale()
  provider = await createTestApi()
  proxy = http.createServer(async (req, res) => {
    calls.push(`${req.method} ${req.url?.split('?')[0]}`)
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const response = await provider.api.fetch(
      new Request(`http://${req.headers.host}${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      }),
      { clientIp: '127.0.0.1' },
    )
    res.writeHead(response.status, Object.fromEntries(response.headers))
    res.end(Buffer.from(await response.arrayBuffer()))
  })
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  const { port } = proxy.address() as AddressInfo
  server = await startServer({ env: { PROVIDER_URL: `http://127.0.0.1:${port}` } })
}, 300_000)

afterAll(async () => {
  await server?.stop()
  await new Promise((resolve) => proxy?.close(resolve))
  await provider?.close()
})

async function signIn(username: string): Promise<string> {
  const res = await fetch(`${server.base}/auth/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password: 'Demo1234' }),
  })
  expect(res.status).toBe(302)
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

describe('one viewer per request', () => {
  it('asks the provider for the signed-in user once per dashboard page', async () => {
    const cookie = await signIn('owner@caveau.test')
    for (const path of ['/dashboard/orders', '/dashboard/products', '/dashboard/orders/quotes']) {
      calls.length = 0
      const res = await fetch(server.base + path, { headers: { cookie } })
      expect(res.status, path).toBe(200)
      await res.text()
      expect(
        calls.filter((c) => c === 'GET /v1/users/me'),
        `${path}: ${calls.join(', ')}`,
      ).toHaveLength(1)
    }
  })
})
