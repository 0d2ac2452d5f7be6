/**
 * A shop's product labels through the API (decision 0018): /v1/product-labels listed by the team,
 * written by the owner only; given to a product by PUT /v1/products/{id} { labelIds } with the
 * catalogue's right (createProduct); shown on the staff's records and the public catalogue, which
 * a rename refreshes at once; deleting a label removes it from its products.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productLabelText as text } from '#app/modules/catalogue/domain/product-labels'
import type { TestApi } from '#tests/support/api'
import { call } from './helpers'
import { demoShopsApi, type DemoTokens } from './sales-db-fixtures'

let t: TestApi
let source: number
let tokens: DemoTokens
let productId: number
let slug: string

beforeAll(async () => {
  ;({ t, source, tokens } = await demoShopsApi())
  const list = await call(await t.request('/v1/products', { token: tokens.owner }))
  const online = list.body.products.find((p: { status: string }) => p.status === 'online')
  ;({ id: productId, slug } = online)
})
afterAll(() => t.close())

const path = '/v1/product-labels'
const send = async (method: string, url: string, json?: unknown, token = tokens.owner) =>
  call(await t.request(url, { method, token, json }))
const list = async (token = tokens.owner) => call(await t.request(path, { token }))
const create = (json: unknown, token = tokens.owner) => send('POST', path, json, token)
const give = (labelIds: unknown, token = tokens.owner, id = productId) =>
  send('PUT', `/v1/products/${id}`, { labelIds }, token)
const publicProduct = async () =>
  call(await t.request(`/v1/shops/${source}/products/${slug}`)).then((r) => r.body.product)
const publicCard = async () =>
  call(await t.request(`/v1/shops/${source}/products`)).then((r) =>
    r.body.products.find((p: { id: number }) => p.id === productId),
  )

describe('product labels: access and refusals', () => {
  it('refuses the signed-out (401), a buyer and an agent (403); a collaborator reads only', async () => {
    expect((await t.request(path)).status).toBe(401)
    expect(
      (await t.request(path, { method: 'POST', json: { name: 'Bio', colour: 'green' } })).status,
    ).toBe(401)
    expect((await list(tokens.buyer)).status).toBe(403)
    expect((await list(tokens.agent)).status).toBe(403)
    const read = await list(tokens.iam)
    expect(read.status, read.text).toBe(200)
    // The demo's labels (catalogue/api/seed).
    expect(read.body.labels.map((l: { name: string }) => l.name)).toEqual([
      'Coup de cœur',
      'Nouveau',
    ])
    for (const token of [tokens.buyer, tokens.agent, tokens.iam, tokens.iamLimited]) {
      expect((await create({ name: 'Bio', colour: 'green' }, token)).status).toBe(403)
      const id = read.body.labels[0].id
      expect((await send('DELETE', `${path}/${id}`, undefined, token)).status).toBe(403)
    }
    expect((await list()).body.labels).toEqual(read.body.labels)
    // The journeys below start from a shop without labels.
    for (const { id } of read.body.labels)
      expect((await send('DELETE', `${path}/${id}`)).status).toBe(200)
    expect((await list()).body.labels).toEqual([])
  })

  it('refuses a bad name or colour with the French messages, and a name taken whatever its case', async () => {
    const bad = await create({ name: ' ', colour: 'fuchsia' })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain(text.name)
    expect(bad.text).toContain(text.colour)
    expect((await create({ name: 'x'.repeat(31), colour: 'red' })).text).toContain(text.name)
    expect((await create({ name: 'Bio', colour: 'green', extra: 1 })).status).toBe(400)
    expect((await create({ name: 'Bio', colour: 'green' })).status).toBe(201)
    const twice = await create({ name: 'BIO', colour: 'red' })
    expect(twice.status).toBe(409)
    expect(twice.body.message).toBe(text.nameTaken)
  })
})

describe('product labels: written, given, shown, deleted', () => {
  let favourite: number
  let bio: number

  it('creates, lists by name, renames and recolours the owner’s labels', async () => {
    const made = await create({ name: '  Coup   de cœur ', colour: 'red' })
    expect(made.status, made.text).toBe(201)
    expect(made.body).toMatchObject({ message: text.created, label: { name: 'Coup de cœur' } })
    favourite = made.body.label.id
    const labels = (await list(tokens.iam)).body.labels
    expect(labels.map((l: { name: string }) => l.name)).toEqual(['Bio', 'Coup de cœur'])
    bio = labels[0].id
    const renamed = await send('PUT', `${path}/${favourite}`, {
      name: 'Coup de cœur',
      colour: 'pink',
    })
    expect(renamed.status, renamed.text).toBe(200)
    expect(renamed.body).toMatchObject({ message: text.saved, label: { colour: 'pink' } })
    // Another label's name, in another case, is still refused.
    expect(
      (await send('PUT', `${path}/${favourite}`, { name: 'bio', colour: 'pink' })).status,
    ).toBe(409)
  })

  it('keeps another shop out: 404 on its labels, which it cannot give', async () => {
    expect((await list(tokens.owner2)).body.labels).toEqual([])
    const other = await send(
      'PUT',
      `${path}/${favourite}`,
      { name: 'X', colour: 'red' },
      tokens.owner2,
    )
    expect(other.status).toBe(404)
    expect((await send('DELETE', `${path}/${favourite}`, undefined, tokens.owner2)).status).toBe(
      404,
    )
    const theirs = await call(await t.request('/v1/products', { token: tokens.owner2 }))
    const refused = await give([favourite], tokens.owner2, theirs.body.products[0].id)
    expect(refused.status).toBe(400)
    expect(refused.text).toContain(text.unknown)
  })

  it('gives labels with the catalogue’s right; the product and the public catalogue show them', async () => {
    expect((await give([bio], tokens.iamLimited)).status).toBe(403)
    expect((await give(['bio'])).status).toBe(400)
    const given = await give([favourite, bio, favourite], tokens.iam)
    expect(given.status, given.text).toBe(200)
    expect(given.body.product.labels).toEqual([
      { id: bio, name: 'Bio', colour: 'green' },
      { id: favourite, name: 'Coup de cœur', colour: 'pink' },
    ])
    expect((await publicCard()).labels.map((l: { name: string }) => l.name)).toEqual([
      'Bio',
      'Coup de cœur',
    ])
    // An update without labelIds keeps them.
    expect(
      (await send('PUT', `/v1/products/${productId}`, { gamme: 'Tradition' })).body.product.labels,
    ).toHaveLength(2)
  })

  it('shows a rename on the public pages at once (the cached catalogue is refreshed)', async () => {
    await send('PUT', `${path}/${bio}`, { name: 'Agriculture biologique', colour: 'green' })
    expect((await publicProduct()).labels.map((l: { name: string }) => l.name)).toEqual([
      'Agriculture biologique',
      'Coup de cœur',
    ])
  })

  it('deletes a label from its products too', async () => {
    const gone = await send('DELETE', `${path}/${favourite}`)
    expect(gone.status, gone.text).toBe(200)
    expect(gone.body.message).toBe(text.deleted)
    expect((await publicCard()).labels.map((l: { name: string }) => l.name)).toEqual([
      'Agriculture biologique',
    ])
    expect((await give([])).body.product.labels).toEqual([])
    expect((await send('DELETE', `${path}/${favourite}`)).status).toBe(404)
  })
})
