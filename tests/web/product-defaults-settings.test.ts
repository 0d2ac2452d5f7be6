/**
 * The 'Valeurs par défaut des articles' form of the settings' 'Articles' tab (issue 16 §1), posted
 * as a browser without JavaScript posts it: a refusal shows its French message on the field at
 * fault and saves nothing; a valid form redirects to its tab, the page shows what was saved and
 * the product creation page starts from it; a collaborator reads it and cannot save.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import { loader as addProductLoader } from '#app/routes/dashboard.products.add'
import {
  builtInProductDefaults,
  productDefaultsText as text,
} from '#app/modules/settings/domain/product-defaults'
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
  active: { link: string; label: string }
  productDefaults: (typeof builtInProductDefaults & { editable: boolean }) | null
}
const pageOf = async (as: typeof owner) => (await as.load('products')) as unknown as Page

const form = (fields: Record<string, string>): [string, string][] => [
  ['intent', 'product-defaults'],
  ...Object.entries({
    vatType: 'reduced',
    container: 'bag in box',
    unity: 'Litre(s)',
    unityValue: '1,5',
    packing: 'Carton',
    packingQuantity: '6',
    ...fields,
  }),
]

describe('product defaults form (no JavaScript)', () => {
  it('shows the built-in defaults in the Articles tab, read-only to a collaborator', async () => {
    const page = await pageOf(owner)
    expect(page.active).toMatchObject({ link: 'products', label: 'Articles' })
    expect(page.productDefaults).toEqual({ ...builtInProductDefaults, editable: true })
    expect((await pageOf(iam)).productDefaults?.editable).toBe(false)
  })

  it('refuses bad fields on their fields, and saves nothing', async () => {
    const bad = (await owner.post(
      'products',
      form({ unityValue: '0', packingQuantity: 'six' }),
    )) as Reply
    expect(bad.init.status).toBe(400)
    expect(bad.data.form).toBe('productDefaults')
    expect(bad.data.result.error.unityValue).toEqual([text.unityValue])
    expect(bad.data.result.error.packingQuantity).toEqual([text.packingQuantity])
    const loose = (await owner.post('products', form({ packing: '' }))) as Reply
    expect(loose.data.result.error.packing).toEqual([text.quantityWithoutPacking])
    expect((await pageOf(owner)).productDefaults).toMatchObject(builtInProductDefaults)
  })

  it('saves them; the product creation page starts from them; a collaborator cannot save', async () => {
    const saved = (await owner.post('products', form({}))) as Response
    expect(saved.status).toBe(302)
    expect(saved.headers.get('location')).toBe('/dashboard/settings?link=products')
    const expected = {
      vatType: 'reduced',
      container: 'bag in box',
      unity: 'Litre(s)',
      unityValue: 1.5,
      packing: 'Carton',
      packingQuantity: 6,
    }
    expect((await pageOf(iam)).productDefaults).toEqual({ ...expected, editable: false })
    const add = await addProductLoader({
      request: requestAs('owner', '/dashboard/products/add'),
      params: {},
      context: {},
    })
    expect(add.defaults).toEqual(expected)

    const refused = (await iam.post('products', form({ vatType: 'standard' }))) as Response
    expect(refused.status).toBe(403)
    expect((await pageOf(owner)).productDefaults?.vatType).toBe('reduced')
  })
})
