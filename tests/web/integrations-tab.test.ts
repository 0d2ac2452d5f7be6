/**
 * The settings' 'Intégrations' tab (issue 16 §1) as a browser without JavaScript uses it: the
 * Stripe keys form refused on its field (nothing saved), saved (the page shows '••••' and the last
 * four characters, never the key), checked with Stripe (the local fake) as a toast; the domain and
 * analytics form; a collaborator sees whether keys are set and cannot post.
 */
import { createElement } from 'react'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeStripe } from '#tests/support/fake-stripe'
import { throwAwayRuntime } from '#tests/web/env'

const fake = await startFakeStripe()
// No platform keys: the shop's own alone open card payments.
const database = await throwAwayRuntime({ STRIPE_API_BASE: fake.url })

import { integrationsText as text } from '#app/modules/integrations/domain/shop-integrations'
import type { IntegrationsSettingsView } from '#app/modules/integrations/web/integrations-settings.server'
import type { SettingsReply as Reply } from './settings-forms'
import { settingsAs } from './settings-forms'
import { renderIn } from './render-in'
import { StripeKeysForm } from '#app/modules/integrations/web/components/integrations-forms'
import { closeRuntime } from './session'
import { loader as shopLoader } from '#app/routes/$name'

let owner: Awaited<ReturnType<typeof settingsAs>>
let iam: Awaited<ReturnType<typeof settingsAs>>
beforeAll(async () => {
  owner = await settingsAs('owner@caveau.test')
  iam = await settingsAs('iam@caveau.test')
})
afterAll(async () => {
  await closeRuntime(database)
  await fake.close()
})

type Page = { integrations: IntegrationsSettingsView | null }
const pageOf = async (as: typeof owner) =>
  ((await as.load('integrations')) as unknown as Page).integrations!

const SECRET = 'sk_test_webTabSecret5678'
const keysForm = (fields: Record<string, string>): [string, string][] => [
  ['intent', 'integrations-stripe'],
  ...Object.entries({ secretKey: SECRET, publishableKey: '', webhookSecret: '', ...fields }),
]

describe('integrations tab (no JavaScript)', () => {
  it('refuses a bad key on its field and saves nothing', async () => {
    const bad = (await owner.post(
      'integrations',
      keysForm({ secretKey: 'pk_test_wrong12345' }),
    )) as Reply
    expect(bad.init.status).toBe(400)
    expect(bad.data.form).toBe('stripeKeys')
    expect(bad.data.result.error.secretKey).toEqual([text.secretKey])
    expect((await pageOf(owner)).stripe).toMatchObject({ source: 'none', secretKeySet: false })
  })

  it('saves the keys, shows only their last characters, and checks them with Stripe', async () => {
    const saved = (await owner.post('integrations', keysForm({}))) as Response
    expect(saved.status).toBe(302)
    expect(saved.headers.get('location')).toBe('/dashboard/settings?link=integrations')
    const page = await pageOf(owner)
    expect(page.stripe).toMatchObject({ source: 'shop', secretKeyHint: '••••5678' })
    expect(JSON.stringify(page)).not.toContain(SECRET)
    const form = await renderIn('fr', createElement(StripeKeysForm, { settings: page }))
    expect(form).toContain('Valeur enregistrée (••••5678) : laissez ce champ vide pour la garder.')
    expect(form).not.toContain(SECRET)

    const checked = (await owner.post('integrations', [
      ['intent', 'integrations-stripe-check'],
    ])) as Response
    expect(checked.status).toBe(302)
    expect(fake.requests.at(-1)).toMatchObject({ path: '/v1/balance', apiKey: SECRET })

    const seen = await pageOf(iam)
    expect(seen).toMatchObject({ editable: false })
    expect(seen.stripe).toMatchObject({ secretKeySet: true, secretKeyHint: null })
    for (const intent of [
      'integrations-stripe',
      'integrations-stripe-check',
      'integrations-site',
    ]) {
      const refused = (await iam.post('integrations', [['intent', intent]])) as Response
      expect(refused.status).toBe(403)
    }
  })

  it('saves the domain and the analytics opt-in, refusing a script without https', async () => {
    const site = (fields: Record<string, string>): [string, string][] => [
      ['intent', 'integrations-site'],
      ...Object.entries({ customDomain: 'vins.domaine-source.fr', analytics: 'on', ...fields }),
    ]
    const bad = (await owner.post(
      'integrations',
      site({ analyticsScriptUrl: 'http://stats.example.fr/script.js' }),
    )) as Reply
    expect(bad.init.status).toBe(400)
    expect(bad.data.result.error.analyticsScriptUrl).toEqual([text.scriptUrl])
    const saved = (await owner.post(
      'integrations',
      site({ analyticsScriptUrl: 'https://stats.example.fr/script.js' }),
    )) as Response
    expect(saved.status).toBe(302)
    expect(await pageOf(owner)).toMatchObject({
      customDomain: 'vins.domaine-source.fr',
      analytics: true,
      analyticsScriptUrl: 'https://stats.example.fr/script.js',
    })
    // The public shop's layout then names the script (its loader decides nothing per visitor:
    // the page is cached for every visitor alike; the browser skips it under GPC or DNT).
    const shop = (await shopLoader({
      request: new Request('http://localhost/domaine-de-la-source', {
        headers: { cookie: 'isOver18=true', 'sec-gpc': '1' },
      }),
      params: { name: 'domaine-de-la-source' },
      context: {},
    })) as { analytics: string | null }
    expect(shop.analytics).toBe('https://stats.example.fr/script.js')
  })
})
