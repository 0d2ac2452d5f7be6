/**
 * Product labels in the back office, posted as a browser without JavaScript posts them (decision
 * 0018): the 'Étiquettes' section of the settings' 'Articles' tab (add, rename and recolour,
 * delete, refusals on their fields in French, read-only to a collaborator), then the product
 * form's checkboxes, the badges of the products list, and a deletion taking the label off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import {
  action as productAction,
  loader as productLoader,
} from '#app/routes/dashboard.products.$id'
import { loader as listLoader } from '#app/routes/dashboard.products._index'
import { action as addAction, loader as addLoader } from '#app/routes/dashboard.products.add'
import {
  productLabelIntents as intents,
  productLabelText as text,
} from '#app/modules/catalogue/domain/product-labels'
import type { SettingsReply as Reply } from './settings-forms'
import { settingsAs } from './settings-forms'
import { closeRuntime, requestAs, signInDemoAccounts, type DemoAccount } from './session'

type Label = { id: number; name: string; colour: string }
type Page = { productLabels: { labels: Label[]; editable: boolean } | null }
type Route = (args: LoaderFunctionArgs | ActionFunctionArgs) => Promise<unknown>

let owner: Awaited<ReturnType<typeof settingsAs>>
let iam: Awaited<ReturnType<typeof settingsAs>>
beforeAll(async () => {
  await signInDemoAccounts()
  owner = await settingsAs('owner@caveau.test')
  iam = await settingsAs('iam@caveau.test')
})
afterAll(() => closeRuntime(database))

const labelsOf = async (as = owner) =>
  ((await as.load('products')) as unknown as Page).productLabels

async function call(route: Route, account: DemoAccount, path: string, form?: [string, string][]) {
  const init = form ? { method: 'POST', body: new URLSearchParams(form) } : {}
  try {
    return await route({ request: requestAs(account, path, init), params: {}, context: {} })
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
}

type Row = { id: number; name: string; labels: Label[] }
const products = async () =>
  ((await call(listLoader as Route, 'owner', '/dashboard/products')) as { products: Row[] })
    .products

describe('the Étiquettes section of the Articles tab (no JavaScript)', () => {
  it('shows the demo’s labels, read-only to a collaborator; the owner deletes them', async () => {
    const seeded = await labelsOf()
    expect(seeded?.editable).toBe(true)
    expect(seeded?.labels.map((l) => l.name)).toEqual(['Coup de cœur', 'Nouveau'])
    expect(await labelsOf(iam)).toEqual({ labels: seeded?.labels, editable: false })
    // The journeys below start from a shop without labels.
    for (const { id } of seeded!.labels) {
      const deleted = (await owner.post('products', [
        ['intent', intents.delete],
        ['labelId', String(id)],
      ])) as Response
      expect(deleted.status).toBe(302)
    }
    expect(await labelsOf()).toEqual({ labels: [], editable: true })
  })

  it('refuses a bad name or colour on their fields, in French, saving nothing', async () => {
    const bad = (await owner.post('products', [
      ['intent', intents.create],
      ['name', ''],
    ])) as Reply
    expect(bad.init.status).toBe(400)
    expect(bad.data.form).toBe('productLabel-new')
    expect(bad.data.result.error.name).toEqual([text.name])
    expect(bad.data.result.error.colour).toEqual([text.colour])
    expect((await labelsOf())?.labels).toEqual([])
  })

  it('adds labels, refuses a name taken in another case on its field, renames and recolours', async () => {
    for (const [name, colour] of [
      ['Coup de cœur', 'red'],
      ['Bio', 'green'],
    ]) {
      const added = (await owner.post('products', [
        ['intent', intents.create],
        ['name', name],
        ['colour', colour],
      ])) as Response
      expect(added.status).toBe(302)
      expect(added.headers.get('location')).toBe('/dashboard/settings?link=products')
    }
    const [bio, favourite] = (await labelsOf())!.labels
    expect([bio.name, favourite.name]).toEqual(['Bio', 'Coup de cœur'])

    const taken = (await owner.post('products', [
      ['intent', intents.update],
      ['labelId', String(favourite.id)],
      ['name', 'BIO'],
      ['colour', 'red'],
    ])) as Reply
    expect(taken.init.status).toBe(409)
    expect(taken.data.form).toBe(`productLabel-${favourite.id}`)
    expect(taken.data.result.error.name).toEqual([text.nameTaken])

    const renamed = (await owner.post('products', [
      ['intent', intents.update],
      ['labelId', String(favourite.id)],
      ['name', 'Nouveau'],
      ['colour', 'blue'],
    ])) as Response
    expect(renamed.status).toBe(302)
    expect((await labelsOf(iam))?.labels).toEqual([
      bio,
      { id: favourite.id, name: 'Nouveau', colour: 'blue' },
    ])
    const refused = (await iam.post('products', [
      ['intent', intents.delete],
      ['labelId', String(bio.id)],
    ])) as Response
    expect(refused.status).toBe(403)
  })
})

describe('the product form’s labels and the badges of the list', () => {
  it('gives the ticked labels; unticking every box takes them all off', async () => {
    const labels = (await labelsOf())!.labels
    const [first] = await products()
    const path = `/dashboard/products/${first.id}`
    const page = (await call(productLoader as Route, 'owner', path)) as { shopLabels: Label[] }
    expect(page.shopLabels).toEqual(labels)

    const product = (ticked: string[]): [string, string][] => [
      ['intent', 'product'],
      ['formId', 'product-form'],
      ['name', first.name],
      ['productType', 'bottle'],
      ['status', 'online'],
      ['vatType', 'standard'],
      ['country', 'FR'],
      ['labelsShown', '1'],
      ...ticked.map((id): [string, string] => ['labelIds', id]),
    ]
    const saved = (await call(
      productAction as Route,
      'owner',
      path,
      product(labels.map((l) => String(l.id))),
    )) as Response
    expect(saved.status).toBe(302)
    expect((await products()).find((p) => p.id === first.id)?.labels).toEqual(labels)

    const unknown = (await call(productAction as Route, 'owner', path, product(['999999']))) as {
      data: { result: { error: Record<string, string[]> } }
    }
    expect(unknown.data.result.error.labelIds).toEqual([text.unknown])

    await call(productAction as Route, 'owner', path, product([]))
    expect((await products()).find((p) => p.id === first.id)?.labels).toEqual([])
  })

  it('gives a new product the labels ticked on the creation page', async () => {
    const [label] = (await labelsOf())!.labels
    const page = (await call(addLoader as Route, 'owner', '/dashboard/products/add')) as {
      labels: Label[]
    }
    expect(page.labels).toContainEqual(label)
    const created = (await call(addAction as Route, 'owner', '/dashboard/products/add', [
      ['name', 'Cuvée étiquetée'],
      ['productType', 'bottle'],
      ['status', 'online'],
      ['vatType', 'standard'],
      ['country', 'FR'],
      ['labelsShown', '1'],
      ['labelIds', String(label.id)],
      ['vintage.name', '2024'],
      ['format.unity', 'Centilitre(s)'],
      ['format.unityValue', '75'],
      ['format.type', 'bottle'],
      ['format.price', '12,50'],
      ['format.gtin', ''],
    ])) as Response
    expect(created.status).toBe(302)
    expect((await products()).find((p) => p.name === 'Cuvée étiquetée')?.labels).toEqual([label])
  })

  it('deletes a label from the tab, and from its products', async () => {
    const [bio, other] = (await labelsOf())!.labels
    const [first] = await products()
    const path = `/dashboard/products/${first.id}`
    await call(productAction as Route, 'owner', path, [
      ['intent', 'product'],
      ['formId', 'product-form'],
      ['name', first.name],
      ['labelsShown', '1'],
      ['labelIds', String(bio.id)],
      ['labelIds', String(other.id)],
    ])
    const deleted = (await owner.post('products', [
      ['intent', intents.delete],
      ['labelId', String(bio.id)],
    ])) as Response
    expect(deleted.status).toBe(302)
    expect((await labelsOf())?.labels).toEqual([other])
    expect((await products()).find((p) => p.id === first.id)?.labels).toEqual([other])
  })
})
