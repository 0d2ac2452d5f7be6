/**
 * The cross-border forms of the settings' 'Livraison' and 'Facturation' tabs (issue 15 §1),
 * posted as a browser without JavaScript posts them: French refusals on the field at fault,
 * nothing saved; a valid form saves its part and keeps the other tab's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import { action, loader } from '#app/routes/dashboard.settings'
import { commitAuth } from '#app/platform/web/session.server'
import { closeRuntime, requestAs, signIn } from './session'

let cookie = ''
beforeAll(async () => {
  const { jwt } = (await signIn('owner@caveau.test')) as { jwt: string }
  cookie = (await commitAuth(new Request('http://localhost/'), { jwt })).split(';')[0]
})
afterAll(() => closeRuntime(database))

const as = (path: string, init: RequestInit = {}) =>
  requestAs('anonymous', path, { ...init, headers: { ...init.headers, cookie } })

const post = async (link: string, fields: [string, string][]) => {
  try {
    return (await action({
      request: as(`/dashboard/settings?link=${link}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
      }),
      params: {},
      context: {},
    })) as unknown
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
}

type Reply = {
  data: { form: string; result: { error: Record<string, string[]> } }
  init: { status: number }
}

const settingsOf = async (link: string) =>
  (
    (await loader({
      request: as(`/dashboard/settings?link=${link}`),
      params: {},
      context: {},
    })) as {
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
