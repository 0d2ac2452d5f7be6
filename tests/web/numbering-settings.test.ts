/**
 * The 'Numérotation des documents' and 'Exercice comptable' forms of the settings' 'Facturation'
 * and 'Informations' tabs (issue 16 §1), posted as a browser without JavaScript posts them: a
 * refusal shows its French message on the field at fault and saves nothing; a valid form redirects
 * to its tab and the page shows what was saved; a collaborator reads them and cannot save.
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

type Page = {
  numbering: {
    prefixes: Record<string, string>
    next: Record<string, number>
    editable: boolean
  } | null
  fiscalYear: {
    month: number
    day: number
    current: { from: string; to: string }
    editable: boolean
  } | null
}
const pageOf = async (as: typeof owner, link: string) => (await as.load(link)) as unknown as Page

const prefixes = (quote: string, invoice: string, creditNote: string): [string, string][] => [
  ['intent', 'numbering'],
  ['quote', quote],
  ['invoice', invoice],
  ['creditNote', creditNote],
]

describe('numbering form (no JavaScript)', () => {
  it('refuses a bad prefix on its field, and saves nothing', async () => {
    const bad = (await owner.post('billing', prefixes('D', 'F A', 'AV'))) as Reply
    expect(bad.init.status).toBe(400)
    expect(bad.data.result.error.invoice).toEqual([
      'Le préfixe compte de 1 à 10 caractères : lettres, chiffres, tiret, barre oblique ou tiret bas.',
    ])
    const same = (await owner.post('billing', prefixes('F', 'F', 'AV'))) as Reply
    expect(same.data.result.error.quote?.[0]).toContain('Les devis ont leur propre compteur')
    const page = await pageOf(owner, 'billing')
    expect(page.numbering?.prefixes).toEqual({ quote: 'D', invoice: 'F', creditNote: 'F' })
    expect(page.numbering?.editable).toBe(true)
  })

  it('saves the prefixes uppercased; a collaborator sees them and cannot save', async () => {
    const saved = (await owner.post('billing', prefixes('dv', 'fa-2026', 'av'))) as Response
    expect(saved.status).toBe(302)
    expect(saved.headers.get('location')).toBe('/dashboard/settings?link=billing')
    const seen = await pageOf(iam, 'billing')
    expect(seen.numbering).toMatchObject({
      prefixes: { quote: 'DV', invoice: 'FA-2026', creditNote: 'AV' },
      editable: false,
    })
    expect(seen.numbering?.next.invoice).toBeGreaterThan(0)
    const refused = (await iam.post('billing', prefixes('D', 'F', 'F'))) as Response
    expect(refused.status).toBe(403)
    expect((await pageOf(owner, 'billing')).numbering?.prefixes.invoice).toBe('FA-2026')
  })
})

describe('fiscal year form (no JavaScript)', () => {
  it('refuses 29 February on the day, and saves nothing', async () => {
    const before = (await pageOf(owner, 'infos')).fiscalYear
    const bad = (await owner.post('infos', [
      ['intent', 'fiscal-year'],
      ['month', '2'],
      ['day', '29'],
    ])) as Reply
    expect(bad.init.status).toBe(400)
    expect(bad.data.result.error.day).toEqual(['Ce jour n’existe pas dans ce mois.'])
    expect((await pageOf(owner, 'infos')).fiscalYear).toEqual(before)
  })

  it('saves the start and shows the current fiscal year from it', async () => {
    const saved = (await owner.post('infos', [
      ['intent', 'fiscal-year'],
      ['month', '7'],
      ['day', '1'],
    ])) as Response
    expect(saved.headers.get('location')).toBe('/dashboard/settings?link=infos')
    const { fiscalYear } = await pageOf(iam, 'infos')
    expect(fiscalYear).toMatchObject({ month: 7, day: 1, editable: false })
    expect(fiscalYear?.current.from).toMatch(/-07-01$/)
    expect(fiscalYear?.current.to).toMatch(/-06-30$/)
    const refused = (await iam.post('infos', [
      ['intent', 'fiscal-year'],
      ['month', '1'],
      ['day', '1'],
    ])) as Response
    expect(refused.status).toBe(403)
    expect((await pageOf(owner, 'infos')).fiscalYear?.month).toBe(7)
  })
})
