/**
 * The settings page's tab registry (app/modules/settings/web/tabs): each intent answered by one
 * tab, and the page's action refusing an intent no tab answers or one of a tab the viewer does not
 * see, before any form is read or any API called.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import { settingsTabs } from '#app/modules/settings/web/tabs/index.server'
import { settingsAs } from './settings-forms'
import { closeRuntime } from './session'

afterAll(() => closeRuntime(database))

let owner: Awaited<ReturnType<typeof settingsAs>>
let buyer: Awaited<ReturnType<typeof settingsAs>>
beforeAll(async () => {
  owner = await settingsAs('owner@caveau.test')
  buyer = await settingsAs('buyer@caveau.test')
})

describe('settings tabs', () => {
  it('gives each intent to one tab', () => {
    const intents = settingsTabs.flatMap((tab) => Object.keys(tab.actions))
    expect(intents.length).toBeGreaterThan(0)
    expect(new Set(intents).size).toBe(intents.length)
  })

  it('names each tab’s data keys once in its `none`', () => {
    for (const tab of settingsTabs) {
      expect(Object.values(tab.none).every((value) => value === null)).toBe(true)
    }
  })

  it.each(['', 'nope', 'toString', 'constructor'])(
    'refuses the intent %j with 400, as the promotions did',
    async (intent) => {
      const answer = (await owner.post('infos', [['intent', intent]])) as Response
      expect(answer.status).toBe(400)
      expect(await answer.text()).toBe('Requête invalide')
    },
  )

  it('gives the whole team the products tab’s three sections, with no placeholder line', async () => {
    const collaborator = await settingsAs('iam@caveau.test')
    for (const member of [owner, collaborator]) {
      const page = (await member.load('products')) as Record<string, unknown> & {
        active: { link: string; empty: string }
      }
      expect(page.active).toMatchObject({ link: 'products', empty: '' })
      expect(page.productDefaults).not.toBeNull()
      expect(page.hiddenVintages).not.toBeNull()
      expect(page.productLabels).not.toBeNull()
    }
  })

  it('refuses a buyer the forms of the tabs they do not see', async () => {
    for (const intent of ['numbering', 'loyalty', 'delivery-mode', 'add-promotion']) {
      const answer = (await buyer.post('billing', [['intent', intent]])) as Response
      expect(answer.status).toBe(403)
    }
  })
})
