/**
 * The shop's labels as a filter of its public listing (issue 16): GET /v1/shops/{id}/products
 * offers in `filters.labels` the labels the viewer's products carry, and `?label={id}` keeps the
 * products given that label; another shop's label or an unknown id lists nothing, a malformed one
 * is refused in French. Runs on the demo (catalogue/api/seed: « Coup de cœur » on Sancerre Les
 * Caillottes, « Nouveau » on Pouilly-Fumé Terres Blanches).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoCatalogue } from '#app/modules/catalogue/api/seed/seed-catalogue-data'
import { messages } from '#app/platform/api/http'
import type { TestApi } from '#tests/support/api'
import { call } from './helpers'
import { demoShopsApi, type DemoTokens } from './sales-db-fixtures'

const { elabel, pausedSlug } = demoCatalogue.source
const caillottes = elabel.slug
const terresBlanches = 'pouilly-fume-terres-blanches'

let t: TestApi
let source: number
let martin: number
let tokens: DemoTokens
let favourite: number
let fresh: number

type Label = { id: number; name: string; colour: string }

beforeAll(async () => {
  ;({ t, source, martin, tokens } = await demoShopsApi())
  const labels: Label[] = (await send('GET', '/v1/product-labels')).body.labels
  favourite = labels.find((l) => l.name === 'Coup de cœur')!.id
  fresh = labels.find((l) => l.name === 'Nouveau')!.id
})
afterAll(() => t.close())

async function send(method: string, url: string, json?: unknown, token = tokens.owner) {
  return call(await t.request(url, { method, token, json }))
}
const list = async (query: string, token?: string, shop = source) =>
  call(await t.request(`/v1/shops/${shop}/products${query}`, { token }))
const slugs = (body: { products: { slug: string }[] }) => body.products.map((p) => p.slug)
const labelNames = (body: { filters: { labels: Label[] } }) =>
  body.filters.labels.map((l) => l.name)

/** The id of one of the shop's products, by slug, as its owner lists them. */
async function productId(slug: string, token = tokens.owner) {
  const { body } = await send('GET', '/v1/products', undefined, token)
  return (body.products as { id: number; slug: string }[]).find((p) => p.slug === slug)!.id
}

describe('the labels as a filter of the public listing', () => {
  it('offers the labels the visible products carry, by name, with their colour', async () => {
    const res = await list('')
    expect(res.status, res.text).toBe(200)
    expect(res.body.filters.labels).toEqual([
      { id: favourite, name: 'Coup de cœur', colour: 'red' },
      { id: fresh, name: 'Nouveau', colour: 'blue' },
    ])
  })

  it('keeps the products given the label, with the other filters too', async () => {
    expect(slugs((await list(`?label=${favourite}`)).body)).toEqual([caillottes])
    expect(slugs((await list(`?label=${fresh}`)).body)).toEqual([terresBlanches])
    expect(slugs((await list(`?label=${favourite}&color=Rouge`)).body)).toEqual([])
    // The filter choices stay those of the whole listing.
    expect(labelNames((await list(`?label=${favourite}`)).body)).toEqual([
      'Coup de cœur',
      'Nouveau',
    ])
    // The form's "all" choice filters nothing.
    const all = (await list('')).body.products.length
    expect((await list('?label=')).body.products).toHaveLength(all)
  })

  it('lists nothing for an unknown label or one of another shop, without an error', async () => {
    const theirs = await send(
      'POST',
      '/v1/product-labels',
      { name: 'Bio', colour: 'green' },
      tokens.owner2,
    )
    expect(theirs.status, theirs.text).toBe(201)
    const id = theirs.body.label.id as number
    const { body } = await send('GET', '/v1/products', undefined, tokens.owner2)
    const onSale = (body.products as { id: number; slug: string; status: string }[]).find(
      (p) => p.status === 'online',
    )!
    expect(
      (await send('PUT', `/v1/products/${onSale.id}`, { labelIds: [id] }, tokens.owner2)).status,
    ).toBe(200)
    expect(slugs((await list(`?label=${id}`, undefined, martin)).body)).toEqual([onSale.slug])

    for (const query of [`?label=${id}`, '?label=999999999', '?label=0']) {
      const res = await list(query)
      expect(res.status, query).toBe(200)
      expect(res.body.products, query).toEqual([])
    }
    expect(labelNames((await list('')).body)).not.toContain('Bio')
  })

  it('refuses a malformed label with the French message', async () => {
    for (const label of ['abc', '-1', '1.5', '1234567890', ' 12', 'x'.repeat(500)]) {
      const res = await list(`?label=${encodeURIComponent(label)}`)
      expect(res.status, label).toBe(400)
      expect(res.body.message, label).toBe(messages.badParameter)
    }
  })

  it('offers a label of products hidden from visitors to the shop’s staff only', async () => {
    const made = await send('POST', '/v1/product-labels', { name: 'Réservé', colour: 'black' })
    expect(made.status, made.text).toBe(201)
    const reserved = made.body.label.id as number
    const paused = await productId(pausedSlug)
    expect((await send('PUT', `/v1/products/${paused}`, { labelIds: [reserved] })).status).toBe(200)

    expect(labelNames((await list('')).body)).toEqual(['Coup de cœur', 'Nouveau'])
    expect(slugs((await list(`?label=${reserved}`)).body)).toEqual([])
    const staff = await list(`?label=${reserved}`, tokens.owner)
    expect(labelNames(staff.body)).toEqual(['Coup de cœur', 'Nouveau', 'Réservé'])
    expect(slugs(staff.body)).toEqual([pausedSlug])
  })

  it('follows a label given, renamed or deleted at once (the cached catalogue is refreshed)', async () => {
    const terres = await productId(terresBlanches)
    const given = await send('PUT', `/v1/products/${terres}`, { labelIds: [fresh, favourite] })
    expect(given.status, given.text).toBe(200)
    expect(slugs((await list(`?label=${favourite}`)).body)).toEqual([caillottes, terresBlanches])

    await send('PUT', `/v1/product-labels/${favourite}`, { name: 'Nos préférés', colour: 'pink' })
    expect((await list('')).body.filters.labels).toContainEqual({
      id: favourite,
      name: 'Nos préférés',
      colour: 'pink',
    })

    expect((await send('DELETE', `/v1/product-labels/${fresh}`)).status).toBe(200)
    expect(labelNames((await list('')).body)).toEqual(['Nos préférés'])
    expect(slugs((await list(`?label=${fresh}`)).body)).toEqual([])
  })
})
