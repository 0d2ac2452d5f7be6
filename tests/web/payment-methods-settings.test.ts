/**
 * The 'Moyens de paiement' form of the settings' 'Facturation' tab (issue 16 §1), posted as a
 * browser without JavaScript posts it: every method unticked or an unknown one is refused with its
 * French message and nothing saved; ticked boxes redirect to the tab and the page shows them; a
 * collaborator reads them and cannot save.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import type { SettingsReply as Reply } from './settings-forms'
import { settingsAs } from './settings-forms'
import { closeRuntime } from './session'

let owner: Awaited<ReturnType<typeof settingsAs>>
let iam: Awaited<ReturnType<typeof settingsAs>>
beforeAll(async () => {
  owner = await settingsAs('owner@caveau.test')
  iam = await settingsAs('iam@caveau.test')
})
afterAll(() => closeRuntime(database))

type Page = { paymentMethods: { paymentTypes: string[]; editable: boolean } | null }
const pageOf = async (as: typeof owner) => (await as.load('billing')) as unknown as Page

const ticked = (...methods: string[]): [string, string][] => [
  ['intent', 'payment-methods'],
  ...methods.map((m): [string, string] => ['paymentTypes', m]),
]

describe('payment methods form (no JavaScript)', () => {
  it('shows the accepted methods to the owner, editable', async () => {
    const page = await pageOf(owner)
    expect(page.paymentMethods?.editable).toBe(true)
    expect(page.paymentMethods?.paymentTypes).toContain('transfer')
  })

  it('refuses every box unticked, and an unknown method, saving nothing', async () => {
    const before = (await pageOf(owner)).paymentMethods
    const none = (await owner.post('billing', ticked())) as Reply
    expect(none.init.status).toBe(400)
    expect(none.data.result.error.paymentTypes).toEqual(['Acceptez au moins un moyen de paiement.'])
    const unknown = (await owner.post('billing', ticked('cash', 'bitcoin'))) as Reply
    expect(unknown.init.status).toBe(400)
    expect(JSON.stringify(unknown.data.result.error)).toContain('Moyen de paiement inconnu.')
    expect((await pageOf(owner)).paymentMethods).toEqual(before)
  })

  it('saves one ticked box, or several; a collaborator sees them and cannot save', async () => {
    const one = (await owner.post('billing', ticked('cbnc'))) as Response
    expect(one.status).toBe(302)
    expect(one.headers.get('location')).toBe('/dashboard/settings?link=billing')
    expect((await pageOf(owner)).paymentMethods?.paymentTypes).toEqual(['cbnc'])
    const saved = (await owner.post('billing', ticked('cash', 'sumUp', 'transfer'))) as Response
    expect(saved.status).toBe(302)
    const seen = await pageOf(iam)
    expect(seen.paymentMethods).toEqual({
      paymentTypes: ['transfer', 'cash', 'sumUp'],
      editable: false,
    })
    const refused = (await iam.post('billing', ticked('cash'))) as Response
    expect(refused.status).toBe(403)
    expect((await pageOf(owner)).paymentMethods?.paymentTypes).toEqual([
      'transfer',
      'cash',
      'sumUp',
    ])
  })
})
