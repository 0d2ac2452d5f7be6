/**
 * The delivery modes of the settings' 'Livraison' tab (issue 16 §1), as a browser without
 * JavaScript uses them: the loader lists the shop's modes and opens one with `mode=ID`; a refused
 * form answers its French messages on the fields at fault and saves nothing; a valid one is added,
 * changed, deleted, each with a redirect to the tab; a collaborator without manageDelivery sees no
 * modes and is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import { demoDelivery } from '#app/modules/delivery/api/seed/seed-delivery-data'
import type { SettingsReply as Reply } from './settings-forms'
import { limitedCollaboratorWithout, settingsAs } from './settings-forms'
import { closeRuntime } from './session'

type Mode = {
  id: number
  name: string
  kind: string
  active: boolean
  zones: { countries: string[]; departements: string[] }
  pricesByBottles: Record<string, number>
  freeFromCents: number | null
  hours: string | null
}
type Page = {
  active: { link: string }
  delivery: { modes: Mode[]; editing: Mode | null } | null
}

let page: Awaited<ReturnType<typeof settingsAs>>
beforeAll(async () => {
  page = await settingsAs('owner@caveau.test')
})
afterAll(() => closeRuntime(database))

const pageOf = async (link: string, as = page) => (await as.load(link)) as unknown as Page
const modesOf = async () => (await pageOf('delivery')).delivery!.modes

/** The form of a carrier for the Centre, as typed; `over` replaces or adds fields. */
const carrierForm = (over: Record<string, string> = {}): [string, string][] => {
  const fields: Record<string, string> = {
    intent: 'delivery-mode',
    formId: 'delivery-mode-new',
    kind: 'carrier',
    name: 'Livraison Centre',
    description: '',
    hours: '',
    departements: '45, 18 41',
    'bands[0].from': '1',
    'bands[0].price': '6,90',
    'bands[1].from': '6',
    'bands[1].price': '9,9',
    'bands[2].from': '',
    'bands[2].price': '',
    bottlesPerParcel: '12',
    extraParcel: '7',
    freeFrom: '120',
    freeFromBottles: '',
    mountainSurcharge: '',
    active: 'on',
    ...over,
  }
  return [...Object.entries(fields), ['countries', 'FR']]
}

describe('delivery modes (no JavaScript)', () => {
  it('lists the shop’s modes and opens one with mode=ID, also through link=deliveries', async () => {
    const modes = await modesOf()
    expect(modes.map((m) => m.name)).toEqual(demoDelivery.source.modes.map((m) => m.name))
    const opened = await pageOf(`deliveries&tab=3&mode=${modes[1].id}`)
    expect(opened.active.link).toBe('delivery')
    expect(opened.delivery?.editing?.name).toBe(demoDelivery.source.pickupName)
  })

  it('refuses bad fields with their French messages and saves nothing', async () => {
    const refused = (await page.post(
      'delivery',
      carrierForm({
        name: '',
        departements: '45, 99',
        'bands[1].from': '1',
        freeFrom: '-3',
      }),
    )) as Reply
    expect(refused.init.status).toBe(400)
    expect(refused.data.form).toBe('delivery-mode-new')
    const errors = refused.data.result.error
    expect(errors.name).toEqual(['Indiquez le nom du mode de livraison.'])
    expect(errors.departements).toEqual([
      'Départements inconnus : 99. Indiquez des codes comme 45, 2A ou 971.',
    ])
    expect(errors['bands[1].from']).toEqual([
      'Les tranches doivent aller en nombre de bouteilles croissant.',
    ])
    expect(errors.freeFrom).toEqual([
      'Indiquez un montant en euros positif ou nul, par exemple 9,90.',
    ])
    const point = (await page.post(
      'delivery',
      carrierForm({ kind: 'collectionPoint', name: 'Point relais' }),
    )) as Reply
    expect(point.data.result.error.address).toEqual([
      'Un point relais doit avoir une adresse : rue, code postal et ville.',
    ])
    expect(await modesOf()).toHaveLength(demoDelivery.source.modes.length)
  })

  it('adds a mode, changes it and deletes it, each time back to the tab', async () => {
    const added = (await page.post('delivery', carrierForm())) as Response
    expect(added.status).toBe(302)
    expect(added.headers.get('location')).toBe('/dashboard/settings?link=delivery')
    const mode = (await modesOf()).find((m) => m.name === 'Livraison Centre')!
    expect(mode).toMatchObject({
      kind: 'carrier',
      active: true,
      zones: { countries: ['FR'], departements: ['45', '18', '41'] },
      pricesByBottles: { '1': 690, '6': 990 },
      freeFromCents: 12_000,
    })

    const changed = (await page.post('delivery', [
      ...carrierForm({
        formId: `delivery-mode-${mode.id}`,
        id: String(mode.id),
        kind: 'collectionPoint',
        name: 'Point relais — Cave de Tours',
        hours: 'Du mardi au samedi, 9 h – 19 h',
        'address.street': '3 rue Colbert',
        'address.zipcode': '37000',
        'address.city': 'Tours',
        'address.country': 'FR',
        departements: '',
        active: '',
      }).filter(([k]) => k !== 'countries'),
    ])) as Response
    expect(changed.status).toBe(302)
    const edited = (await pageOf(`delivery&mode=${mode.id}`)).delivery!.editing
    expect(edited).toMatchObject({
      kind: 'collectionPoint',
      active: false,
      hours: 'Du mardi au samedi, 9 h – 19 h',
      zones: { countries: [], departements: [] },
    })

    const deleted = (await page.post('delivery', [
      ['intent', 'delivery-mode-delete'],
      ['formId', `delivery-mode-delete-${mode.id}`],
      ['id', String(mode.id)],
    ])) as Response
    expect(deleted.status).toBe(302)
    expect((await modesOf()).map((m) => m.id)).not.toContain(mode.id)
  })

  it('shows a collaborator without manageDelivery no modes, and refuses their forms', async () => {
    const limited = await limitedCollaboratorWithout('manageDelivery')
    expect((await pageOf('delivery', limited)).delivery).toBeNull()
    const refused = (await limited.post('delivery', carrierForm())) as Response
    expect(refused.status).toBe(403)
    expect(await modesOf()).toHaveLength(demoDelivery.source.modes.length)
  })
})
