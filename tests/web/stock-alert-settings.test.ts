/**
 * The 'Alerte de stock' form of the settings' 'Articles' tab (issue 16 §3), posted as a browser
 * without JavaScript posts it: a refusal shows its French message on the field and saves nothing;
 * a valid form redirects to its tab and the page shows the level kept; an empty field turns the
 * alert off; a collaborator reads it and cannot save.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import { stockAlertText as text } from '#app/modules/settings/domain/stock-alert'
import type { SettingsReply as Reply } from './settings-forms'
import { settingsAs } from './settings-forms'
import { closeRuntime, signInDemoAccounts } from './session'

let owner: Awaited<ReturnType<typeof settingsAs>>
let iam: Awaited<ReturnType<typeof settingsAs>>
beforeAll(async () => {
  await signInDemoAccounts()
  owner = await settingsAs('owner@caveau.test')
  iam = await settingsAs('iam@caveau.test')
})
afterAll(() => closeRuntime(database))

type Page = {
  active: { link: string }
  stockAlert: { level: number | null; editable: boolean } | null
}
const pageOf = async (as: typeof owner) => (await as.load('products')) as unknown as Page
const form = (level: string): [string, string][] => [
  ['intent', 'stock-alert'],
  ['level', level],
]

describe('stock alert form (no JavaScript)', () => {
  it('shows the alert off in the Articles tab, read-only to a collaborator', async () => {
    const page = await pageOf(owner)
    expect(page.active.link).toBe('products')
    expect(page.stockAlert).toEqual({ level: null, editable: true })
    expect((await pageOf(iam)).stockAlert).toEqual({ level: null, editable: false })
  })

  it('refuses a level that is not a whole number up to 100 000 on its field, and saves nothing', async () => {
    for (const level of ['six', '2,5', '-1', '100001']) {
      const refused = (await owner.post('products', form(level))) as Reply
      expect(refused.init.status, level).toBe(400)
      expect(refused.data.form).toBe('stockAlert')
      expect(refused.data.result.error.level).toEqual([text.level])
    }
    expect((await pageOf(owner)).stockAlert?.level).toBeNull()
  })

  it('saves the level; a collaborator cannot save', async () => {
    const saved = (await owner.post('products', form(' 6 '))) as Response
    expect(saved.status).toBe(302)
    expect(saved.headers.get('location')).toBe('/dashboard/settings?link=products')
    expect((await pageOf(iam)).stockAlert).toEqual({ level: 6, editable: false })
    const refused = (await iam.post('products', form('2'))) as Response
    expect(refused.status).toBe(403)
    expect((await pageOf(owner)).stockAlert?.level).toBe(6)
  })

  it('turns the alert off once the field is emptied', async () => {
    const emptied = (await owner.post('products', form(''))) as Response
    expect(emptied.status).toBe(302)
    expect((await pageOf(owner)).stockAlert).toEqual({ level: null, editable: true })
  })
})
