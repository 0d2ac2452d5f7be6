/**
 * The webhooks section of `/get-api-key` (issue 16 §3) as a browser without JavaScript uses it:
 * a refused address or no event shows the French message on its field and makes nothing; a
 * webhook made shows its secret once; disable, new secret, delete and 'Renvoyer' redirect back;
 * a collaborator without seeAllStock sees no section and is refused by the API.
 * WEBHOOKS_ALLOW_LOOPBACK=1: the address on 127.0.0.1 is accepted (nothing listens on port 9).
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

const database = await throwAwayRuntime({ WEBHOOKS_ALLOW_LOOPBACK: '1' })

import { action, loader } from '#app/routes/get-api-key'
import { emitWebhookEvent } from '#app/modules/integrations/api/webhooks'
import { getRuntime } from '#app/platform/api/runtime.server'
import { webhookDeliveries, webhookEndpoints } from '#app/platform/db/schema'
import { safeUrlText } from '#app/platform/net/safe-url'
import { commitAuth } from '#app/platform/web/session.server'
import { closeRuntime, requestAs, signIn } from './session'

type Listed = {
  id: number
  url: string
  events: string[]
  enabled: boolean
  secretHint: string
  deliveries: { id: number; status: string; type: string }[]
}

async function as(email: string) {
  const { jwt } = (await signIn(email)) as { jwt: string }
  const cookie = (await commitAuth(new Request('http://localhost/'), { jwt })).split(';')[0]
  const request = (init: RequestInit = {}) =>
    requestAs('anonymous', '/get-api-key', { ...init, headers: { ...init.headers, cookie } })
  return {
    load: async () =>
      (await loader({ request: request(), params: {}, context: {} })) as unknown as {
        webhooks: Listed[] | null
      },
    post: async (fields: [string, string][]) => {
      try {
        return (await action({
          request: request({
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(fields),
          }),
          params: {},
          context: {},
        })) as any
      } catch (error) {
        if (error instanceof Response) return error
        throw error
      }
    },
  }
}

const URL_OK = 'http://127.0.0.1:9/caveau'
let owner: Awaited<ReturnType<typeof as>>
beforeAll(async () => {
  owner = await as('owner@caveau.test')
})
afterAll(() => closeRuntime(database))

const redirected = (reply: Response) => {
  expect(reply.status).toBe(302)
  expect(reply.headers.get('location')).toBe('/get-api-key#webhooks')
}

describe('/get-api-key webhooks (no JavaScript)', () => {
  it('refuses a private address or no event on its field, and makes nothing', async () => {
    const refused = await owner.post([
      ['intent', 'webhook-create'],
      ['url', 'http://192.168.1.20/hooks'],
      ['events', 'order.placed'],
    ])
    expect(refused.init.status).toBe(400)
    expect(refused.data.result.error.url).toEqual([safeUrlText.refused])
    const noEvent = await owner.post([
      ['intent', 'webhook-create'],
      ['url', URL_OK],
    ])
    expect(noEvent.data.result.error.events).toEqual(['Choisissez au moins un événement.'])
    expect((await owner.load()).webhooks).toEqual([])
  })

  it('shows the secret once, then manages the webhook and its delivery log', async () => {
    const made = await owner.post([
      ['intent', 'webhook-create'],
      ['url', URL_OK],
      ['events', 'order.placed'],
      ['events', 'invoice.issued'],
    ])
    expect(made.data.form).toBe('webhook-secret')
    expect(made.data.secret).toMatch(/^whsec_/)
    let [hook] = (await owner.load()).webhooks!
    expect(hook).toMatchObject({ url: URL_OK, enabled: true })
    expect(hook.secretHint).toBe(`whsec_••••${made.data.secret.slice(-4)}`)
    expect(JSON.stringify(await owner.load())).not.toContain(made.data.secret)

    const renewed = await owner.post([
      ['intent', 'webhook-secret'],
      ['id', String(hook.id)],
    ])
    expect(renewed.data.secret).not.toBe(made.data.secret)

    // 'Modifier': a private address refused on its field (nothing changes), then the new
    // address and events saved, the secret kept.
    const badEdit = await owner.post([
      ['intent', 'webhook-edit'],
      ['id', String(hook.id)],
      ['url', 'http://10.0.0.8/hooks'],
      ['events', 'order.paid'],
    ])
    expect(badEdit.init.status).toBe(400)
    expect(badEdit.data).toMatchObject({ form: 'webhook-edit', id: hook.id })
    expect(badEdit.data.result.error.url).toEqual([safeUrlText.refused])
    expect((await owner.load()).webhooks![0].url).toBe(URL_OK)
    const edited = await owner.post([
      ['intent', 'webhook-edit'],
      ['id', String(hook.id)],
      ['url', `${URL_OK}/v2`],
      ['events', 'order.placed'],
      ['events', 'order.paid'],
    ])
    redirected(edited)
    ;[hook] = (await owner.load()).webhooks!
    expect(hook).toMatchObject({ url: `${URL_OK}/v2`, events: ['order.placed', 'order.paid'] })
    expect(hook.secretHint).toBe(`whsec_••••${renewed.data.secret.slice(-4)}`)

    // A delivery that failed, then 'Renvoyer'.
    const { db } = (await getRuntime()).database
    const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, hook.id))
    await db.transaction((tx) =>
      emitWebhookEvent(tx, row.shopId, 'order.placed', { test: true }, 'web:1'),
    )
    await db
      .update(webhookDeliveries)
      .set({ status: 'failed', jobId: null, nextAttemptAt: null })
      .where(eq(webhookDeliveries.endpointId, hook.id))
    ;[hook] = (await owner.load()).webhooks!
    expect(hook.deliveries).toEqual([
      expect.objectContaining({ type: 'order.placed', status: 'failed' }),
    ])
    redirected(
      await owner.post([
        ['intent', 'webhook-resend'],
        ['id', String(hook.deliveries[0].id)],
      ]),
    )
    const [delivery] = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, hook.deliveries[0].id))
    expect(delivery.status).toBe('pending')

    redirected(
      await owner.post([
        ['intent', 'webhook-disable'],
        ['id', String(hook.id)],
      ]),
    )
    expect((await owner.load()).webhooks![0].enabled).toBe(false)
    const resend = await owner.post([
      ['intent', 'webhook-resend'],
      ['id', String(hook.deliveries[0].id)],
    ])
    expect(resend.init.status).toBe(409)
    expect(resend.data.message).toBe('Réactivez ce webhook avant de lui renvoyer un événement.')

    redirected(
      await owner.post([
        ['intent', 'webhook-delete'],
        ['id', String(hook.id)],
      ]),
    )
    expect((await owner.load()).webhooks).toEqual([])
  })

  it('shows no section to a collaborator without seeAllStock, whose forms are refused', async () => {
    const limited = await as('iam-limited@caveau.test')
    expect((await limited.load()).webhooks).toBeNull()
    const refused = await limited.post([
      ['intent', 'webhook-create'],
      ['url', URL_OK],
      ['events', 'order.placed'],
    ])
    expect(refused.init.status).toBe(403)
    expect(refused.data.message).toBe(
      'Les webhooks envoient toutes les commandes et le stock de la boutique : il faut les droits de les voir tous.',
    )
    const other = await limited.post([
      ['intent', 'webhook-delete'],
      ['id', '1'],
    ])
    expect(other.init.status).toBe(403)
  })
})
