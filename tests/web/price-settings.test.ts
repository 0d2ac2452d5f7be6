/**
 * The typologies and 75 cl forms of the settings' 'Typologies et fidélité' tab and the 'TVA' form
 * of its 'Facturation' tab (issue 16 §1), posted as a browser without JavaScript posts them,
 * through the price grid's endpoints: a refusal shows its French message on the field at fault
 * (or on the form) and saves nothing; a valid form saves and redirects to its tab. A collaborator
 * without seeAllPrice reads them and may not post.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import type { SettingsReply as Reply } from './settings-forms'
import { limitedCollaboratorWithout, settingsAs } from './settings-forms'
import { closeRuntime } from './session'

type Typology = { name: string; public: boolean; ttc: boolean; globalDiscount: number }
type Page = {
  priceSettings: {
    typologies: Record<string, Typology>
    allRulesInEq75: boolean
    hasTVA: boolean
    vatRate: { standard: number; medium: number; reduced: number }
    editable: boolean
  } | null
}

let owner: Awaited<ReturnType<typeof settingsAs>>
beforeAll(async () => {
  owner = await settingsAs('owner@caveau.test')
})
afterAll(() => closeRuntime(database))

const pageOf = async (link: string, as = owner) => (await as.load(link)) as unknown as Page
const settingsOf = async (link = 'typos') => (await pageOf(link)).priceSettings!

const vat = (hasTVA: boolean, reduced: string): [string, string][] => [
  ['intent', 'settings-vat'],
  ['formId', 'settings-vat'],
  ...(hasTVA ? [['hasTVA', 'on'] as [string, string]] : []),
  ['vatRate.standard', '20'],
  ['vatRate.medium', '10'],
  ['vatRate.reduced', reduced],
]
const typology = (key: string, fields: [string, string][]): [string, string][] => [
  ['intent', 'settings-typology'],
  ['formId', `settings-typology-${key}`],
  ['key', key],
  ...fields,
]

describe('VAT form (no JavaScript)', () => {
  it('refuses a rate out of range or with three decimals on its field, and saves nothing', async () => {
    const over = (await owner.post('billing', vat(true, '100'))) as Reply
    expect(over.init.status).toBe(400)
    expect(over.data.result.error['vatRate.reduced']).toEqual(['Doit être compris entre 0 et 100'])
    const fine = (await owner.post('billing', vat(true, '5,555'))) as Reply
    expect(fine.data.result.error['vatRate.reduced']).toEqual([
      'Deux décimales au plus, par exemple 5,5',
    ])
    expect(await settingsOf('billing')).toMatchObject({ hasTVA: true, vatRate: { reduced: 5.5 } })
  })

  it('saves the shop as not subject to VAT, the rates typed the French way', async () => {
    const saved = (await owner.post('billing', vat(false, '2,1'))) as Response
    expect(saved.status).toBe(302)
    expect(saved.headers.get('location')).toBe('/dashboard/settings?link=billing')
    const settings = await settingsOf('billing')
    expect(settings).toMatchObject({ hasTVA: false, vatRate: { standard: 20, reduced: 2.1 } })
    expect(settings.editable).toBe(true)
    // Back to the defaults, so that the other tests price as usual.
    expect(((await owner.post('billing', vat(true, '5,5'))) as Response).status).toBe(302)
  })
})

describe('typologies forms (no JavaScript)', () => {
  it('refuses a bad discount on its field and saves nothing', async () => {
    const before = await settingsOf()
    const bad = (await owner.post(
      'typos',
      typology('caviste', [
        ['name', 'Caviste'],
        ['ttc', 'ht'],
        ['globalDiscount', '120'],
      ]),
    )) as Reply
    expect(bad.init.status).toBe(400)
    expect(bad.data.form).toBe('settings-typology-caviste')
    expect(bad.data.result.error.globalDiscount).toEqual(['Doit être compris entre 0 et 100'])
    expect((await settingsOf()).typologies).toEqual(before.typologies)
  })

  it('edits a typology, makes it public in place of the other, adds and deletes one', async () => {
    const edited = (await owner.post(
      'typos',
      typology('caviste', [
        ['name', 'Cavistes'],
        ['ttc', 'ttc'],
        ['globalDiscount', '7,5'],
        ['public', 'on'],
      ]),
    )) as Response
    expect(edited.headers.get('location')).toBe('/dashboard/settings?link=typos')
    let { typologies } = await settingsOf()
    expect(typologies.caviste).toMatchObject({
      name: 'Cavistes',
      ttc: true,
      globalDiscount: 7.5,
      public: true,
    })
    expect(typologies.particulier.public).toBe(false)

    // The public typology may not be deleted: the endpoint's message shows on its form.
    const refused = (await owner.post('typos', [
      ['intent', 'settings-delete-typology'],
      ['formId', 'settings-delete-typology-caviste'],
      ['key', 'caviste'],
    ])) as { data: { form: string; message: string }; init: { status: number } }
    expect(refused.init.status).toBe(400)
    expect(refused.data).toEqual({
      form: 'settings-delete-typology-caviste',
      message: 'La typologie publique ne peut pas être supprimée.',
    })

    const added = await owner.post('typos', [
      ['intent', 'settings-add-typology'],
      ['formId', 'settings-add-typology'],
      ['name', 'Grossiste'],
      ['ttc', 'ht'],
      ['globalDiscount', '20'],
    ])
    expect((added as Response).status).toBe(302)
    typologies = (await settingsOf()).typologies
    expect(typologies.grossiste).toMatchObject({ name: 'Grossiste', public: false, ttc: false })
    const deleted = await owner.post('typos', [
      ['intent', 'settings-delete-typology'],
      ['formId', 'settings-delete-typology-grossiste'],
      ['key', 'grossiste'],
    ])
    expect((deleted as Response).status).toBe(302)
    expect((await settingsOf()).typologies.grossiste).toBeUndefined()
  })

  it('saves the 75 cl rule', async () => {
    const on = await owner.post('typos', [
      ['intent', 'settings-eq75'],
      ['formId', 'settings-eq75'],
      ['allRulesInEq75', 'on'],
    ])
    expect((on as Response).status).toBe(302)
    expect((await settingsOf()).allRulesInEq75).toBe(true)
    await owner.post('typos', [
      ['intent', 'settings-eq75'],
      ['formId', 'settings-eq75'],
    ])
    expect((await settingsOf()).allRulesInEq75).toBe(false)
  })
})

describe('a collaborator without seeAllPrice', () => {
  it('reads the settings and may not post them', async () => {
    const limited = await limitedCollaboratorWithout('seeAllPrice')
    const page = await pageOf('billing', limited)
    expect(page.priceSettings).toMatchObject({ editable: false, hasTVA: true })
    const refused = await limited.post('billing', vat(false, '5,5'))
    expect((refused as Response).status).toBe(403)
    expect((await settingsOf('billing')).hasTVA).toBe(true)
  })
})
