/**
 * Issue 16 §3: a shop's outgoing webhooks, posted to a real local receiver (node:http on
 * 127.0.0.1, let through by the test's `allowLoopback`, which the server only has with
 * WEBHOOKS_ALLOW_LOOPBACK=1). The queue is driven with explicit times (`runDueJobs` at `now`),
 * never by waiting.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoDelivery } from '#app/modules/delivery/api/seed/seed-delivery'
import { emitWebhookEvent, webhookJobs } from '#app/modules/integrations/api/webhooks'
import { verifySignature } from '#app/modules/integrations/api/webhook-signature'
import { retryDelaysMs } from '#app/modules/integrations/domain/webhooks'
import { runDueJobs } from '#app/platform/api/jobs'
import { webhookDeliveries, webhookEndpoints, webhookEvents } from '#app/platform/db/schema'
import { safeUrlText } from '#app/platform/net/safe-url'
import { createSecretBox, newSecretKey, parseSecretKey } from '#app/platform/secret-box'
import { createTestApi, type TestApi } from '#tests/support/api'
import { checkoutBody, deliveryModeId, lineOf } from './cart-fixtures'
import { call } from './helpers'
import { issueSmallInvoice, setShopLegal, signInDemo, SHOP1 } from './sales-db-fixtures'

type Received = { path: string; headers: http.IncomingHttpHeaders; body: string }

let t: TestApi
let tokens: Awaited<ReturnType<typeof signInDemo>>
let server: http.Server
let base: string
const received: Received[] = []
/** The status codes the receiver answers next (then 200). */
const answers: number[] = []

const local = { httpsOnly: false, allowLoopback: true }
const strict = { httpsOnly: false, allowLoopback: false }
/** A fixed start for the queue's clock; every later time is derived from it. */
const T0 = new Date('2100-01-01T00:00:00Z')

beforeAll(async () => {
  t = await createTestApi({
    secretBox: createSecretBox(parseSecretKey(newSecretKey())!),
    webhooks: local,
  })
  tokens = await signInDemo(t)
  await setShopLegal(t, SHOP1)
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body })
      const status = answers.shift() ?? 200
      res.writeHead(status, { 'content-type': 'text/plain' })
      res.end(status < 300 ? 'bien reçu' : 'x'.repeat(3000))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve))
  await t.close()
})

const request = async (
  path: string,
  token: string | undefined,
  init: RequestInit & { json?: unknown } = {},
) => call(await t.request(path, { ...init, token }))
const make = (json: unknown, token = tokens.owner) =>
  request('/v1/webhooks', token, { method: 'POST', json })
const endpointCount = async () =>
  Number((await t.database.db.select({ n: count() }).from(webhookEndpoints))[0].n)

/** Runs every webhook attempt due at `now` (other kinds of jobs are not this test's). */
async function drain(now: Date) {
  let ran = 0
  for (let n = await runDueJobs(t.deps, webhookJobs, { now }); n > 0; ) {
    ran += n
    n = await runDueJobs(t.deps, webhookJobs, { now })
  }
  return ran
}

const deliveriesOf = async (id: number) =>
  (await request(`/v1/webhooks/${id}/deliveries`, tokens.owner)).body.deliveries

let hook: { id: number; secret: string }

describe('declaring a webhook', () => {
  it('refuses the signed-out, buyers, agents, a collaborator lacking the rights, and API keys', async () => {
    const good = { url: `${base}/hooks`, events: ['order.placed'] }
    expect((await request('/v1/webhooks', undefined)).status).toBe(401)
    for (const token of [tokens.buyer, tokens.agent, tokens.iamLimited]) {
      expect((await make(good, token)).status).toBe(403)
      expect((await request('/v1/webhooks', token)).status).toBe(403)
    }
    const key = await request('/v1/api-keys', tokens.owner, {
      method: 'POST',
      json: { name: 'Tout', scopes: ['orders:read', 'orders:write', 'catalogue:write'] },
    })
    expect((await make(good, key.body.key)).status).toBe(403)
    expect(await endpointCount()).toBe(0)
  })

  it('refuses a bad or private address with its French message, writing nothing', async () => {
    const refused = async (url: string, message: string) => {
      const res = await make({ url, events: ['order.placed'] })
      expect(res.status, url).toBe(400)
      expect(res.body.message, url).toBe(message)
      expect(res.body.errors.url, url).toEqual([message])
    }
    await refused('pas une adresse', safeUrlText.invalid)
    await refused('ftp://exemple.fr/hooks', safeUrlText.httpOrHttps)
    await refused('http://10.0.0.1/hooks', safeUrlText.refused)
    await refused('http://169.254.169.254/latest/meta-data', safeUrlText.refused)
    await refused('http://[::ffff:169.254.169.254]/', safeUrlText.refused)
    const noEvent = await make({ url: `${base}/hooks`, events: [] })
    expect(noEvent.body.errors.events).toEqual(['Choisissez au moins un événement.'])
    expect((await make({ url: `${base}/hooks`, events: ['order.shipped'] })).status).toBe(400)

    // Loopback is refused unless the server allows it (only the tests' harness does).
    t.deps.config.webhooks = strict
    try {
      await refused(`${base.replace('127.0.0.1', '[::1]')}/hooks`, safeUrlText.refused)
      await refused(`${base.replace('127.0.0.1', 'localhost')}/hooks`, safeUrlText.refused)
      await refused(`${base}/hooks`, safeUrlText.refused)
    } finally {
      t.deps.config.webhooks = local
    }
    expect(await endpointCount()).toBe(0)
  })

  it('answers the secret once and keeps it sealed; the team sees it masked, another shop not at all', async () => {
    const made = await make({
      url: `${base}/hooks`,
      events: ['order.placed', 'order.paid', 'invoice.issued', 'order.paid'],
    })
    expect(made.status).toBe(201)
    expect(made.body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/)
    expect(made.body.webhook).toMatchObject({
      url: `${base}/hooks`,
      events: ['order.placed', 'order.paid', 'invoice.issued'],
      enabled: true,
      secretHint: `whsec_••••${made.body.secret.slice(-4)}`,
      lastDelivery: null,
    })
    hook = { id: made.body.webhook.id, secret: made.body.secret }
    const [row] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, hook.id))
    expect(row.secret).not.toContain(hook.secret.slice(6))
    const list = await request('/v1/webhooks', tokens.iam)
    expect(list.body.webhooks.map((w: { id: number }) => w.id)).toEqual([hook.id])
    expect(JSON.stringify(list.body)).not.toContain(hook.secret)

    expect((await request('/v1/webhooks', tokens.owner2)).body.webhooks).toEqual([])
    const elsewhere = [
      ['PUT', `/v1/webhooks/${hook.id}`, { enabled: false }],
      ['DELETE', `/v1/webhooks/${hook.id}`, undefined],
      ['GET', `/v1/webhooks/${hook.id}/deliveries`, undefined],
    ] as const
    for (const [method, path, json] of elsewhere)
      expect((await request(path, tokens.owner2, { method, json })).status, path).toBe(404)
  })
})

describe('delivering events', () => {
  it('posts a signed order.placed when a buyer places an order', async () => {
    const carrier = await deliveryModeId(t, SHOP1, demoDelivery.source.carrierName)
    const line = await lineOf(t, 'sancerre-les-caillottes', { quantity: 2 })
    const placed = await request('/v1/orders', tokens.buyer, {
      method: 'POST',
      json: checkoutBody([
        { sellerId: SHOP1, products: [line], deliveryModeId: carrier, paymentType: 'transfer' },
      ]),
    })
    expect(placed.status, placed.text).toBe(201)
    const orderId = placed.body.orders[0].id
    expect(received).toHaveLength(0)
    await drain(T0)
    expect(received).toHaveLength(1)
    const [post] = received
    const event = JSON.parse(post.body)
    expect(event).toMatchObject({ type: 'order.placed', data: { order: { id: orderId } } })
    expect(event.id).toMatch(/^evt_/)
    expect(post.headers['caveau-event-id']).toBe(event.id)
    expect(post.headers['content-type']).toBe('application/json')
    const signature = String(post.headers['caveau-signature'])
    expect(signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
    const sentAt = Number(/t=(\d+)/.exec(signature)![1])
    expect(verifySignature(hook.secret, signature, post.body, sentAt)).toBe(true)
    expect(verifySignature(hook.secret, signature, `${post.body} `, sentAt)).toBe(false)
    expect(verifySignature('whsec_autre', signature, post.body, sentAt)).toBe(false)

    const [delivery] = await deliveriesOf(hook.id)
    expect(delivery).toMatchObject({ eventId: event.id, type: 'order.placed', status: 'delivered' })
    expect(delivery.attemptLog).toEqual([
      expect.objectContaining({ statusCode: 200, error: null, responseBody: 'bien reçu' }),
    ])
  })

  it('posts invoice.issued and order.paid as the invoice is issued and paid', async () => {
    received.length = 0
    const invoice = await issueSmallInvoice(t, SHOP1, tokens.owner)
    const paid = await request('/v1/payments', tokens.owner, {
      method: 'POST',
      json: { documentId: invoice.id, amountCents: 1200, method: 'transfer' },
    })
    expect(paid.status, paid.text).toBe(201)
    await drain(T0)
    const events = received.map((r) => JSON.parse(r.body))
    expect(events.map((e) => e.type).sort()).toEqual(['invoice.issued', 'order.paid'])
    const issued = events.find((e) => e.type === 'invoice.issued')
    expect(issued.data.document).toMatchObject({ id: invoice.id, number: invoice.number })
    expect(events.find((e) => e.type === 'order.paid').data.order.id).toBe(invoice.orderId)
    // The same moment told twice is one event.
    const again = await emitWebhookEvent(
      t.database.db,
      SHOP1,
      'order.paid',
      {},
      `order.paid:${invoice.orderId}`,
    )
    expect(again).toBeNull()
  })

  it('retries after a 500 on the queue’s schedule, logging each attempt', async () => {
    received.length = 0
    answers.push(500)
    await emitWebhookEvent(t.database.db, SHOP1, 'order.placed', { test: 'retry' }, 'test:retry')
    await drain(T0)
    let [delivery] = await deliveriesOf(hook.id)
    expect(delivery.status).toBe('pending')
    expect(Date.parse(delivery.nextAttemptAt) - T0.getTime()).toBe(60_000)
    expect(delivery.attemptLog[0]).toMatchObject({ statusCode: 500, error: 'HTTP 500' })
    expect(delivery.attemptLog[0].responseBody).toHaveLength(1024)
    expect(await drain(new Date(T0.getTime() + 59_000))).toBe(0)
    await drain(new Date(T0.getTime() + 60_000))
    ;[delivery] = await deliveriesOf(hook.id)
    expect(delivery.status).toBe('delivered')
    expect(delivery.attemptLog.map((a: { statusCode: number }) => a.statusCode)).toEqual([200, 500])
    expect(new Set(received.map((r) => r.headers['caveau-event-id'])).size).toBe(1)
  })

  it('fails after the last attempt of the schedule, and a resend starts again', async () => {
    answers.push(...Array(6).fill(503))
    await emitWebhookEvent(t.database.db, SHOP1, 'order.placed', { test: 'fail' }, 'test:fail')
    let at = T0
    for (const delay of retryDelaysMs) {
      await drain(at)
      const [delivery] = await deliveriesOf(hook.id)
      expect(delivery.status).toBe('pending')
      expect(Date.parse(delivery.nextAttemptAt) - at.getTime()).toBe(delay)
      at = new Date(delivery.nextAttemptAt)
    }
    await drain(at)
    let [delivery] = await deliveriesOf(hook.id)
    expect(delivery).toMatchObject({ status: 'failed', attempts: 6, nextAttemptAt: null })
    expect(delivery.attemptLog).toHaveLength(6)

    const resent = await request(`/v1/webhooks/deliveries/${delivery.id}/resend`, tokens.iam, {
      method: 'POST',
    })
    expect(resent.status).toBe(200)
    expect(resent.body.message).toBe('L’événement est renvoyé.')
    expect(resent.body.delivery.status).toBe('pending')
    expect(
      (
        await request(`/v1/webhooks/deliveries/${delivery.id}/resend`, tokens.owner2, {
          method: 'POST',
        })
      ).status,
    ).toBe(404)
    await drain(at)
    ;[delivery] = await deliveriesOf(hook.id)
    expect(delivery).toMatchObject({ status: 'delivered', attempts: 1 })
    expect(delivery.attemptLog).toHaveLength(7)
  })

  it('checks the address again when it connects: a loopback receiver refused sends nothing', async () => {
    received.length = 0
    await emitWebhookEvent(t.database.db, SHOP1, 'order.placed', { test: 'ssrf' }, 'test:ssrf')
    t.deps.config.webhooks = strict
    try {
      await drain(T0)
    } finally {
      t.deps.config.webhooks = local
    }
    expect(received).toHaveLength(0)
    const [delivery] = await deliveriesOf(hook.id)
    expect(delivery.attemptLog[0]).toMatchObject({ statusCode: null, error: safeUrlText.refused })
  })
})

describe('managing a webhook', () => {
  it('disables, regenerates its secret, and deletes it with its log', async () => {
    const off = await request(`/v1/webhooks/${hook.id}`, tokens.owner, {
      method: 'PUT',
      json: { enabled: false },
    })
    expect(off.status).toBe(200)
    expect(off.body.message).toBe(
      'Le webhook est désactivé : plus aucun événement ne lui est envoyé.',
    )
    const events = async () =>
      Number((await t.database.db.select({ n: count() }).from(webhookEvents))[0].n)
    const before = await events()
    expect(await emitWebhookEvent(t.database.db, SHOP1, 'order.placed', {}, 'test:off')).toBeNull()
    expect(await events()).toBe(before)
    const [last] = await deliveriesOf(hook.id)
    const refused = await request(`/v1/webhooks/deliveries/${last.id}/resend`, tokens.owner, {
      method: 'POST',
    })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('Réactivez ce webhook avant de lui renvoyer un événement.')

    const renewed = await request(`/v1/webhooks/${hook.id}`, tokens.owner, {
      method: 'PUT',
      json: { regenerateSecret: true },
    })
    expect(renewed.body.secret).toMatch(/^whsec_/)
    expect(renewed.body.secret).not.toBe(hook.secret)
    expect(renewed.body.webhook.secretHint).toBe(`whsec_••••${renewed.body.secret.slice(-4)}`)
    const nothing = await request(`/v1/webhooks/${hook.id}`, tokens.owner, {
      method: 'PUT',
      json: {},
    })
    expect(nothing.status).toBe(400)
    const badUrl = await request(`/v1/webhooks/${hook.id}`, tokens.owner, {
      method: 'PUT',
      json: { url: 'http://192.168.1.10/' },
    })
    expect(badUrl.body.message).toBe(safeUrlText.refused)

    const deleted = await request(`/v1/webhooks/${hook.id}`, tokens.owner, { method: 'DELETE' })
    expect(deleted.body.message).toBe('Le webhook est supprimé, avec son journal d’envois.')
    expect((await request(`/v1/webhooks/${hook.id}/deliveries`, tokens.owner)).status).toBe(404)
    const left = await t.database.db
      .select({ n: count() })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, hook.id))
    expect(Number(left[0].n)).toBe(0)
  })
})
