/**
 * Issue 16 §1 through the API: the shop's integrations (GET|PUT /v1/settings/integrations,
 * PUT|DELETE /v1/settings/integrations/stripe, POST /v1/settings/integrations/stripe-check). No
 * platform Stripe keys here: the shop's own keys alone open card payments, sealed in the database,
 * never answered back; the checkout, the check call and the shop's webhook go to the local fake
 * with them; the other shop keeps none. Refusals: signed out, buyer, agent, a collaborator's write,
 * bad formats with their French messages and nothing written.
 */
import { eq } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoDelivery } from '#app/modules/delivery/api/seed/seed-delivery'
import { resealShopSecrets } from '#app/modules/integrations/api/shop-stripe'
import { integrationsText as text } from '#app/modules/integrations/domain/shop-integrations'
import { shopIntegrations } from '#app/platform/db/schema'
import { createSecretBox, isSealed, newSecretKey, parseSecretKey } from '#app/platform/secret-box'
import { createTestApi, type TestApi } from '#tests/support/api'
import { startFakeStripe, type FakeStripe } from '#tests/support/fake-stripe'
import { checkoutBody, deliveryModeId, lineOf } from './cart-fixtures'
import { call } from './helpers'
import { shopIdOf } from './public-catalogue-fixtures'
import { signInDemo } from './sales-db-fixtures'

const KEY = parseSecretKey(newSecretKey())!
const SECRET_KEY = 'sk_test_sourceShopKey1234'
const WEBHOOK_SECRET = 'whsec_sourceShopHook9876'
const keys = {
  secretKey: SECRET_KEY,
  publishableKey: 'pk_test_sourceShopPub',
  webhookSecret: WEBHOOK_SECRET,
}

let fake: FakeStripe
let t: TestApi
let source: number
let martin: number
let tokens: Awaited<ReturnType<typeof signInDemo>>

beforeAll(async () => {
  fake = await startFakeStripe()
  t = await createTestApi({ stripeApiBase: fake.url, secretBox: createSecretBox(KEY) })
  source = await shopIdOf(t, 'SOURCE')
  martin = await shopIdOf(t, 'MARTIN')
  tokens = await signInDemo(t)
})
afterAll(async () => {
  await t.close()
  await fake.close()
})

const base = '/v1/settings/integrations'
const req = async (method: string, path: string, token: string | undefined, json?: unknown) =>
  call(await t.request(path, { method, token, json }))
const putKeys = (json: unknown, token = tokens.owner) => req('PUT', `${base}/stripe`, token, json)
const view = async (token = tokens.owner) => (await req('GET', base, token)).body.integrations
const rowOf = async (shopId: number) =>
  (
    await t.database.db.select().from(shopIntegrations).where(eq(shopIntegrations.shopId, shopId))
  )[0]

/** A card order of the source's wine (sent to another seller: refused before any pricing). */
async function placeByCard(sellerId: number) {
  const line = await lineOf(t, 'sancerre-les-caillottes', { quantity: 3 })
  const carrier = await deliveryModeId(t, source, demoDelivery.source.carrierName)
  return req(
    'POST',
    '/v1/orders',
    tokens.buyer,
    checkoutBody([{ sellerId, products: [line], deliveryModeId: carrier, paymentType: 'stripe' }]),
  )
}

describe('integrations settings: access and refusals', () => {
  it('refuses the signed-out, a buyer and an agent; a collaborator reads without any secret but writes nothing', async () => {
    expect((await req('GET', base, undefined)).status).toBe(401)
    expect((await req('GET', base, tokens.buyer)).status).toBe(403)
    expect((await req('GET', base, tokens.agent)).status).toBe(403)
    for (const token of [tokens.buyer, tokens.iam]) {
      expect((await putKeys(keys, token)).status).toBe(403)
      expect((await req('DELETE', `${base}/stripe`, token)).status).toBe(403)
      expect((await req('POST', `${base}/stripe-check`, token)).status).toBe(403)
      expect(
        (
          await req('PUT', base, token, {
            customDomain: null,
            analytics: false,
            analyticsScriptUrl: null,
          })
        ).status,
      ).toBe(403)
    }
    expect(await rowOf(source)).toBeUndefined()
    expect((await view(tokens.iam)).stripe).toMatchObject({ source: 'none', secretKeySet: false })
  })

  it('refuses bad key formats with their French messages, writing nothing', async () => {
    const bad = await putKeys({ secretKey: 'pk_test_notASecret123', publishableKey: 'sk_test_x' })
    expect(bad.status, bad.text).toBe(400)
    expect(bad.text).toContain(text.secretKey)
    expect(bad.text).toContain(text.publishableKey)
    const hook = await putKeys({ ...keys, webhookSecret: 'secret' })
    expect(hook.text).toContain(text.webhookSecret)
    const missing = await putKeys({ publishableKey: 'pk_test_sourceShopPub' })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe(text.secretKeyMissing)
    const mixed = await putKeys({ ...keys, publishableKey: 'pk_live_sourceShopPub' })
    expect(mixed.status).toBe(400)
    expect(mixed.text).toContain(text.modeMismatch)
    expect(await rowOf(source)).toBeUndefined()
    // Without keys of its own nor the platform's, the shop takes no card payment.
    const refused = await placeByCard(source)
    expect(refused.status).toBe(400)
    expect(refused.body.message).toBe('Le paiement par carte n’est pas disponible.')
  })
})

describe('the shop’s own Stripe keys', () => {
  it('seals them at rest and never answers a secret back', async () => {
    const saved = await putKeys(keys)
    expect(saved.status, saved.text).toBe(200)
    expect(saved.body.message).toBe(text.stripeSaved)
    expect(saved.text).not.toContain(SECRET_KEY)
    expect(saved.text).not.toContain(WEBHOOK_SECRET)
    expect(saved.body.integrations.stripe).toMatchObject({
      source: 'shop',
      secretKeyHint: '••••1234',
      webhookSecretHint: '••••9876',
      publishableKey: 'pk_test_sourceShopPub',
      mode: 'test',
      webhookUrl: `http://localhost:3000/v1/payments/stripe/webhook/${source}`,
    })
    const row = await rowOf(source)
    for (const sealed of [row.stripeSecretKey!, row.stripeWebhookSecret!]) {
      expect(isSealed(sealed)).toBe(true)
      expect(sealed).not.toContain('sourceShop')
    }
    // A collaborator sees that keys are set, nothing of them.
    const seen = await req('GET', base, tokens.iam)
    expect(seen.body.integrations.stripe).toMatchObject({
      source: 'shop',
      secretKeySet: true,
      webhookSecretSet: true,
      secretKeyHint: null,
      publishableKey: null,
    })
    expect(seen.text).not.toContain('1234')
    // The other shop has none.
    expect((await view(tokens.owner2)).stripe).toMatchObject({
      source: 'none',
      secretKeySet: false,
    })
    // A save leaving the secrets out keeps them.
    const kept = await putKeys({ publishableKey: null })
    expect(kept.body.integrations.stripe).toMatchObject({
      secretKeyHint: '••••1234',
      publishableKey: null,
    })
  })

  it('checks the key with Stripe: accepted, then refused', async () => {
    const ok = await req('POST', `${base}/stripe-check`, tokens.owner)
    expect(ok.body).toMatchObject({ ok: true, message: text.checkOk(false) })
    expect(fake.requests.at(-1)).toMatchObject({ path: '/v1/balance', apiKey: SECRET_KEY })
    await putKeys({ secretKey: 'sk_test_revokedKey0000', publishableKey: null })
    const ko = await req('POST', `${base}/stripe-check`, tokens.owner)
    expect(ko.body).toMatchObject({ ok: false, message: text.checkRefused })
    await putKeys({ secretKey: SECRET_KEY, publishableKey: null })
  })

  it('takes the shop’s card payments through its own account, and the other shop’s none', async () => {
    const placed = await placeByCard(source)
    expect(placed.status, placed.text).toBe(201)
    expect(placed.body.redirectUrl).toContain(fake.url)
    const session = fake.requests.filter((r) => r.path === '/v1/checkout/sessions').at(-1)!
    expect(session.apiKey).toBe(SECRET_KEY)
    const other = await placeByCard(martin)
    expect(other.status).toBe(400)
    expect(other.body.message).toBe('Le paiement par carte n’est pas disponible.')
  })

  it('hears the shop’s own webhook with its secret only', async () => {
    const event = {
      id: 'evt_shop_1',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_x', object: 'customer' } },
    }
    const deliver = async (shopId: number, secret: string) => {
      const payload = JSON.stringify(event)
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret })
      return call(
        await t.request(`/v1/payments/stripe/webhook/${shopId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        }),
      )
    }
    const heard = await deliver(source, WEBHOOK_SECRET)
    expect(heard.status, heard.text).toBe(200)
    expect(heard.body).toMatchObject({ received: true, type: 'customer.created' })
    expect((await deliver(source, 'whsec_someoneElse123')).status).toBe(400)
    expect((await deliver(martin, WEBHOOK_SECRET)).status).toBe(404)
  })

  it('seals again under a new key after a rotation', async () => {
    const rotated = createSecretBox(parseSecretKey(newSecretKey())!, [KEY])
    expect(await resealShopSecrets(t.database.db, rotated)).toBe(2)
    expect(await resealShopSecrets(t.database.db, rotated)).toBe(0)
    expect(rotated.open((await rowOf(source)).stripeSecretKey!)).toBe(SECRET_KEY)
  })

  it('removes them: card payments are no longer offered', async () => {
    const removed = await req('DELETE', `${base}/stripe`, tokens.owner)
    expect(removed.body.message).toBe(text.stripeRemoved)
    expect(removed.body.integrations.stripe).toMatchObject({ source: 'none', secretKeySet: false })
    expect((await req('POST', `${base}/stripe-check`, tokens.owner)).body.message).toBe(
      text.checkNoKey,
    )
  })
})

describe('the shop’s domain and audience measurement', () => {
  const site = {
    customDomain: 'Boutique.Domaine-Source.fr',
    analytics: true,
    analyticsScriptUrl: 'https://plausible.io/js/script.js',
  }

  it('saves them, one shop per domain, and refuses bad values writing nothing', async () => {
    const bad = await req('PUT', base, tokens.owner, {
      customDomain: 'http://boutique/',
      analytics: true,
      analyticsScriptUrl: 'http://plausible.io/js/script.js',
    })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain(text.customDomain)
    expect(bad.text).toContain(text.scriptUrl)
    const noScript = await req('PUT', base, tokens.owner, { ...site, analyticsScriptUrl: null })
    expect(noScript.text).toContain(text.scriptMissing)
    expect((await view()).customDomain).toBeNull()

    // The shop's public answer names the script its pages load; off, none. Read once before the
    // save: the answer is cached, and a save must be seen at once.
    const shop = async () => (await req('GET', `/v1/shops/${source}`, undefined)).body.shop
    expect((await shop()).analyticsScriptUrl).toBeNull()
    const saved = await req('PUT', base, tokens.owner, site)
    expect(saved.status, saved.text).toBe(200)
    expect(saved.body.integrations).toMatchObject({
      customDomain: 'boutique.domaine-source.fr',
      platformHost: 'localhost',
      analytics: true,
    })
    expect((await shop()).analyticsScriptUrl).toBe(site.analyticsScriptUrl)
    await req('PUT', base, tokens.owner, { ...site, analytics: false })
    expect((await shop()).analyticsScriptUrl).toBeNull()
    const taken = await req('PUT', base, tokens.owner2, site)
    expect(taken.status).toBe(409)
    expect(taken.body.message).toBe(text.domainTaken)
    expect((await view(tokens.owner2)).customDomain).toBeNull()
  })
})
