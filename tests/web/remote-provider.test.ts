import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { configureRuntime } from '#app/platform/api/runtime.server'
import { createTestApi, type TestApi } from '#tests/support/api'

/**
 * With PROVIDER_URL the web layer calls a remote provider over HTTP instead of the in-process one.
 * Here the remote provider is a real HTTP server on loopback serving the provider API.
 */
let port: number
let provider: TestApi
let server: http.Server
const seen: string[] = []

beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
  provider = await createTestApi()
  server = http.createServer(async (req, res) => {
    seen.push(`${req.method} ${req.url}`)
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const response = await provider.api.fetch(
      new Request(`http://${req.headers.host}${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: chunks.length ? Buffer.concat(chunks) : undefined,
      }),
      { clientIp: req.headers['x-forwarded-for'] as string },
    )
    res.writeHead(response.status, Object.fromEntries(response.headers))
    res.end(Buffer.from(await response.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
  // The app's configuration for this file (read instead of process.env): the web tier alone.
  await configureRuntime({
    NODE_ENV: 'test',
    PROVIDER_URL: `http://127.0.0.1:${port}`,
    SESSION_SECRET: 'secret-of-the-remote-provider-test',
    DATA_DIR: 'memory://',
  })
})

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await provider.close()
})

describe('the web layer against a remote provider', () => {
  it('signs in through the remote provider and guards pages with its answers', async () => {
    const { action } = await import('#app/routes/auth.login')
    const { guard } = await import('#app/platform/web/guard.server')
    const form = new URLSearchParams({
      username: 'owner@caveau.test',
      password: 'Demo1234',
      redirectLink: '',
    })
    const response = (await action({
      request: new Request('http://localhost/auth/login', { method: 'POST', body: form }),
      params: {},
      context: {},
    })) as Response
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/dashboard')
    const cookie = response.headers.get('set-cookie')!.split(';')[0]

    const ctx = await guard(
      new Request('http://localhost/dashboard/settings', { headers: { cookie } }),
    )
    expect(ctx.user?.email).toBe('owner@caveau.test')
    expect(ctx.shop?.name).toBe('Domaine de la Source')
    expect(seen).toContain('POST /v1/auth/login')
    expect(seen).toContain('GET /v1/users/me')
  })

  it('turns the remote provider’s refusal into the login form’s message', async () => {
    const { action } = await import('#app/routes/auth.login')
    const form = new URLSearchParams({ username: 'owner@caveau.test', password: 'Wrong1234' })
    const response = (await action({
      request: new Request('http://localhost/auth/login', { method: 'POST', body: form }),
      params: {},
      context: {},
    })) as unknown as {
      data: { result: { error: Record<string, string[]> } }
      init: { status: number }
    }
    expect(response.init.status).toBe(401)
    expect(JSON.stringify(response.data.result)).toContain(
      'Le mail et/ou le mot de passe sont incorrects.',
    )
  })
})
