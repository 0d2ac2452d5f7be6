/**
 * The 'Millésimes masqués' form of the settings' 'Articles' tab (issue 16 §1), posted as a browser
 * without JavaScript posts it: one name a line; a refusal shows its French message on the text
 * area and saves nothing; a valid form redirects to its tab and the page shows the names kept
 * (trimmed, each once); an empty text area shows every name, in the back office's product list
 * too; a collaborator reads it and cannot save.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import { defaultVintageNames } from '#app/modules/catalogue/domain/catalogue'
import { hiddenVintagesText as text } from '#app/modules/settings/domain/hidden-vintages'
import { loader as productsLoader } from '#app/routes/dashboard.products._index'
import type { SettingsReply as Reply } from './settings-forms'
import { settingsAs } from './settings-forms'
import { closeRuntime, requestAs, signInDemoAccounts } from './session'

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
  hiddenVintages: { names: string[]; editable: boolean } | null
}
const pageOf = async (as: typeof owner) => (await as.load('products')) as unknown as Page
const form = (names: string): [string, string][] => [
  ['intent', 'hidden-vintages'],
  ['names', names],
]

/** The demo's crémant, of a vintage named NV, as the back office's product list names it. */
async function cremantVintages() {
  const list = (await productsLoader({
    request: requestAs('owner', '/dashboard/products'),
    params: {},
    context: {},
  })) as { products: { name: string; vintages: string[] }[] }
  return list.products.find((p) => p.name.startsWith('Crémant de Bourgogne'))?.vintages
}

describe('hidden vintage names form (no JavaScript)', () => {
  it('shows the default names in the Articles tab, read-only to a collaborator', async () => {
    const page = await pageOf(owner)
    expect(page.active.link).toBe('products')
    expect(page.hiddenVintages).toEqual({ names: [...defaultVintageNames], editable: true })
    expect(await cremantVintages()).toEqual(['Non millésimé'])
    expect((await pageOf(iam)).hiddenVintages).toEqual({
      names: [...defaultVintageNames],
      editable: false,
    })
  })

  it('refuses a too long name or too many names on the text area, and saves nothing', async () => {
    const long = (await owner.post('products', form(`NV\n${'x'.repeat(41)}`))) as Reply
    expect(long.init.status).toBe(400)
    expect(long.data.form).toBe('hiddenVintages')
    expect(long.data.result.error.names).toEqual([text.name])
    const names = Array.from({ length: 21 }, (_, i) => `Cuvée ${i}`).join('\n')
    const many = (await owner.post('products', form(names))) as Reply
    expect(many.data.result.error.names).toEqual([text.tooMany])
    expect((await pageOf(owner)).hiddenVintages?.names).toEqual([...defaultVintageNames])
  })

  it('saves one name a line, trimmed and each once; a collaborator cannot save', async () => {
    const saved = (await owner.post('products', form(' Sans année \r\n\r\nNV\r\nnv'))) as Response
    expect(saved.status).toBe(302)
    expect(saved.headers.get('location')).toBe('/dashboard/settings?link=products')
    expect((await pageOf(iam)).hiddenVintages).toEqual({
      names: ['Sans année', 'NV'],
      editable: false,
    })
    const refused = (await iam.post('products', form('NV'))) as Response
    expect(refused.status).toBe(403)
    expect((await pageOf(owner)).hiddenVintages?.names).toEqual(['Sans année', 'NV'])
  })

  it('shows every name once the text area is emptied', async () => {
    const emptied = (await owner.post('products', form(''))) as Response
    expect(emptied.status).toBe(302)
    expect((await pageOf(owner)).hiddenVintages?.names).toEqual([])
    expect(await cremantVintages()).toEqual(['NV'])
  })
})
