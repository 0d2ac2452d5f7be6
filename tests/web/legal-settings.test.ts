/**
 * The 'Identité de l’entreprise' and 'Banque et mentions' forms of the settings' 'Informations'
 * and 'Facturation' tabs (issue 16 §1), posted as a browser without JavaScript posts them: a
 * refusal shows its French message on the field at fault and saves nothing; a valid form saves
 * its part (capital and penalty rate typed the French way) and keeps the other's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import type { SettingsReply as Reply } from './settings-forms'
import { settingsAs } from './settings-forms'
import { closeRuntime } from './session'

let page: Awaited<ReturnType<typeof settingsAs>>
beforeAll(async () => {
  page = await settingsAs('owner@caveau.test')
})
afterAll(() => closeRuntime(database))

const post = (link: string, fields: [string, string][]) => page.post(link, fields)

type Page = {
  identity: { identity: Record<string, unknown>; editable: boolean } | null
  bank: { bank: Record<string, unknown>; editable: boolean } | null
}
const pageOf = async (link: string) => (await page.load(link)) as unknown as Page

const identityFields: [string, string][] = [
  ['intent', 'legal-identity'],
  ['legalName', 'GAEC des Caillottes'],
  ['legalForm', 'GAEC'],
  ['capital', '7 622,45'],
  ['siret', '732 829 320 00074'],
  ['rcsCity', 'Bourges'],
  ['vatNumber', 'FR44732829320'],
  ['exciseNumber', 'fr018300e0042'],
  ['cvi', ''],
  ['address.street', '4 chemin des Caillottes'],
  ['address.street2', ''],
  ['address.zipcode', '18300'],
  ['address.city', 'Sancerre'],
  ['address.country', 'FR'],
  ['phone', '02 48 54 00 00'],
  ['email', 'contact@caillottes.test'],
]

describe('identity and bank forms (no JavaScript)', () => {
  it('refuses a bad SIRET and a bad IBAN on their fields, and saves nothing', async () => {
    const badSiret = (await post(
      'infos',
      identityFields.map(([k, v]) => [k, k === 'siret' ? '73282932000075' : v]),
    )) as Reply
    expect(badSiret.init.status).toBe(400)
    expect(badSiret.data.result.error.siret).toEqual([
      'Le numéro SIRET doit contenir 14 chiffres valides',
    ])
    const badIban = (await post('billing', [
      ['intent', 'legal-bank'],
      ['iban', 'FR76 3000 4000 0312 3456 7890 144'],
      ['bic', 'BNPAFRPP'],
      ['latePenaltyRate', '12,15'],
      ['paymentDelay', '30'],
      ['vatExemptionText', ''],
    ])) as Reply
    expect(badIban.init.status).toBe(400)
    expect(badIban.data.result.error.iban).toEqual(["L'IBAN n'est pas valide"])
    const page = await pageOf('infos')
    expect(page.identity?.identity.legalName).toBe('SCEA Domaine de la Source')
    expect(page.identity?.editable).toBe(true)
    expect((await pageOf('billing')).bank?.bank.iban).toBe('FR76 3000 4000 0312 3456 7890 143')
  })

  it('saves each form’s part and keeps the other’s', async () => {
    const identity = await post('infos', identityFields)
    expect((identity as Response).status).toBe(302)
    expect((identity as Response).headers.get('location')).toBe('/dashboard/settings?link=infos')
    const bank = await post('billing', [
      ['intent', 'legal-bank'],
      ['iban', 'fr76 3000 4000 0312 3456 7890 143'],
      ['bic', 'bnpafrpp'],
      ['latePenaltyRate', '10,5'],
      ['paymentDelay', '45EOM'],
      ['vatExemptionText', ''],
    ])
    expect((bank as Response).headers.get('location')).toBe('/dashboard/settings?link=billing')
    expect((await pageOf('infos')).identity?.identity).toMatchObject({
      legalName: 'GAEC des Caillottes',
      legalForm: 'GAEC',
      capitalCents: 762_245,
      siret: '73282932000074',
      siren: '732829320',
      exciseNumber: 'FR018300E0042',
      phone: '02 48 54 00 00',
    })
    expect((await pageOf('billing')).bank?.bank).toMatchObject({
      iban: 'FR76 3000 4000 0312 3456 7890 143',
      bic: 'BNPAFRPP',
      latePenaltyRate: 10.5,
      paymentDelay: '45EOM',
    })
  })
})
