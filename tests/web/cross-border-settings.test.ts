/**
 * The cross-border forms of the settings' 'Livraison' and 'Facturation' tabs (issue 15 §1),
 * posted as a browser without JavaScript posts them: French refusals on the field at fault,
 * nothing saved; a valid form saves its part and keeps the other tab's.
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

const settingsOf = async (link: string) =>
  (
    (await page.load(link)) as unknown as {
      crossBorder: {
        businessCountries: string[]
        privateExportCountries: string[]
        privateEuCountries: { country: string; vatRate: number }[]
        intraEuExcise: string
      }
    }
  ).crossBorder

describe('cross-border settings forms (no JavaScript)', () => {
  it('refuses an EU country among the export countries and a distance-selling row without its representative', async () => {
    const euExport = (await post('delivery', [
      ['intent', 'cross-border-delivery'],
      ['privateExportCountries', 'CH'],
      ['privateExportCountries', 'DE'],
    ])) as Reply
    expect(euExport.init.status).toBe(400)
    expect(euExport.data.result.error['privateExportCountries[1]']).toEqual([
      'Ce pays est dans l’Union européenne : indiquez votre représentant fiscal et votre numéro OSS.',
    ])
    const noRepresentative = (await post('billing', [
      ['intent', 'cross-border-billing'],
      ['intraEuExcise', 'dutyPaid'],
      ['privateEuCountries[0].country', 'BE'],
      ['privateEuCountries[0].ossNumber', 'EU372000041'],
      ['privateEuCountries[0].vatRate', '21'],
      ['privateEuCountries[1].country', ''],
    ])) as Reply
    expect(noRepresentative.init.status).toBe(400)
    expect(noRepresentative.data.result.error['privateEuCountries[0].taxRepresentative']).toEqual([
      'Indiquez le nom et l’adresse de votre représentant fiscal dans ce pays.',
    ])
    expect(await settingsOf('delivery')).toMatchObject({
      privateExportCountries: [],
      intraEuExcise: 'suspension',
    })
  })

  it('saves each tab’s part and keeps the other’s (a French decimal rate, the blank row ignored)', async () => {
    const billing = await post('billing', [
      ['intent', 'cross-border-billing'],
      ['intraEuExcise', 'dutyPaid'],
      ['privateEuCountries[0].country', 'BE'],
      ['privateEuCountries[0].taxRepresentative', 'Accises Conseil, 1 rue Neuve, Bruxelles'],
      ['privateEuCountries[0].ossNumber', 'EU372000041'],
      ['privateEuCountries[0].vatRate', '5,5'],
      ['privateEuCountries[1].country', ''],
    ])
    expect((billing as Response).status).toBe(302)
    const delivery = await post('delivery', [
      ['intent', 'cross-border-delivery'],
      ['businessCountries', 'DE'],
      ['privateExportCountries', 'CH'],
    ])
    expect((delivery as Response).headers.get('location')).toBe('/dashboard/settings?link=delivery')
    expect(await settingsOf('billing')).toEqual({
      businessCountries: ['DE'],
      privateExportCountries: ['CH'],
      privateEuCountries: [
        {
          country: 'BE',
          taxRepresentative: 'Accises Conseil, 1 rue Neuve, Bruxelles',
          ossNumber: 'EU372000041',
          vatRate: 5.5,
        },
      ],
      intraEuExcise: 'dutyPaid',
    })
  })
})
