/**
 * Issue 16 §1 through the API: the vintage names a shop hides in display (GET|PUT
 * /v1/settings/hidden-vintages). Refused to the signed-out, a buyer and an agent; a collaborator
 * reads but does not write; a bad list is refused with its French message and nothing written;
 * the other shop keeps its own. Once saved, the shop's public listing, its filters, its e-labels
 * and its staff's records name the vintages by the new list at once (cached catalogue and shop
 * rows included), and a quote or an order written afterwards does too while a quote written
 * before keeps its lines.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { defaultVintageNames } from '#app/modules/catalogue/domain/catalogue'
import { hiddenVintagesText as text } from '#app/modules/settings/domain/hidden-vintages'
import { call } from './helpers'
import { settingsEndpoint, demoShopsForFile } from './sales-db-fixtures'
import { createClient } from './sales-documents-fixtures'

const demo = demoShopsForFile()

const path = '/v1/settings/hidden-vintages'
const { put, get, storedOf } = settingsEndpoint(path, 'hiddenVintageNames', () => demo)

describe('settings: hidden vintage names, access and refusals', () => {
  it('refuses the signed-out, a buyer and an agent; a collaborator reads but does not write', async () => {
    expect((await demo.t.request(path)).status).toBe(401)
    expect((await demo.t.request(path, { method: 'PUT', json: { names: [] } })).status).toBe(401)
    expect((await get(demo.tokens.buyer)).status).toBe(403)
    expect((await get(demo.tokens.agent)).status).toBe(403)
    const read = await get(demo.tokens.iam)
    expect(read.status, read.text).toBe(200)
    expect(read.body.hiddenVintages).toEqual({ names: [...defaultVintageNames] })
    for (const token of [
      demo.tokens.buyer,
      demo.tokens.agent,
      demo.tokens.iam,
      demo.tokens.iamLimited,
    ])
      expect((await put({ names: ['Sans année'] }, token)).status).toBe(403)
    expect(await storedOf(demo.source)).toBeUndefined()
  })

  it('refuses a bad list with its French message, writing nothing', async () => {
    const long = await put({ names: ['NV', 'x'.repeat(41)] })
    expect(long.status).toBe(400)
    expect(long.text).toContain(text.name)
    expect((await put({ names: ['  '] })).text).toContain(text.name)
    const many = await put({ names: Array.from({ length: 21 }, (_, i) => `Cuvée ${i}`) })
    expect(many.status).toBe(400)
    expect(many.text).toContain(text.tooMany)
    expect((await put({ names: 'NV' })).status).toBe(400)
    expect((await put({ names: [], colour: 'Rouge' })).status).toBe(400)
    expect(await storedOf(demo.source)).toBeUndefined()
  })

  it('saves the owner’s shop’s list only, trimmed and each name once', async () => {
    const done = await put({ names: [' NV ', 'nv', 'Non millésimé'] }, demo.tokens.owner2)
    expect(done.status, done.text).toBe(200)
    expect(done.body.message).toBe(text.saved)
    expect(done.body.hiddenVintages).toEqual({ names: ['NV', 'Non millésimé'] })
    expect(await storedOf(demo.martin)).toEqual(['NV', 'Non millésimé'])
    expect(await storedOf(demo.source)).toBeUndefined()
    expect((await get(demo.tokens.iam)).body.hiddenVintages.names).toEqual([...defaultVintageNames])
  })
})

describe('settings: hidden vintage names shown', () => {
  let sansAnnee: number
  let nv: number
  let line: { formatId: number; vintageId: number }
  let client: number
  let quoteBefore: number
  const create = async (name: string, vintage: string) => {
    const made = await call(
      await demo.t.request('/v1/products', {
        method: 'POST',
        token: demo.tokens.owner,
        json: { name, type: 'Vin', vintage: { name: vintage }, format: { priceCents: 900 } },
      }),
    )
    expect(made.status, made.text).toBe(201)
    return made.body.product as {
      id: number
      vintages: { id: number; label: string }[]
      formats: { id: number }[]
    }
  }
  const listing = async () => {
    const res = await call(await demo.t.request('/v1/shops/SOURCE/products'))
    expect(res.status, res.text).toBe(200)
    return res.body as {
      filters: { vintages: string[] }
      products: { id: number; vintages: { name: string; label: string }[] }[]
    }
  }
  const labelOf = (body: Awaited<ReturnType<typeof listing>>, id: number) =>
    body.products.find((p) => p.id === id)?.vintages[0]
  const quoteLineName = async (id?: number) => {
    const res = id
      ? await call(await demo.t.request(`/v1/sales-documents/${id}`, { token: demo.tokens.owner }))
      : await call(
          await demo.t.request('/v1/sales-documents/quotes', {
            method: 'POST',
            token: demo.tokens.owner,
            json: { clientId: client, lines: [{ ...line, quantity: 1 }] },
          }),
        )
    expect(res.status, res.text).toBe(id ? 200 : 201)
    return { id: res.body.document.id as number, name: res.body.document.lines[0].name as string }
  }
  const staffLabel = async (id: number) =>
    (await call(await demo.t.request(`/v1/products/${id}`, { token: demo.tokens.iam }))).body
      .product.vintages[0].label
  const elabelLabel = async (id: number) => {
    const res = await call(await demo.t.request('/v1/shops/SOURCE/elabels'))
    return res.body.products.find((p: { name: string }) => p.name === `Cuvée ${id}`)?.vintages[0]
      .label
  }

  beforeAll(async () => {
    const a = await create('Cuvée 1', 'Sans année')
    const b = await create('Cuvée 2', 'NV')
    ;[sansAnnee, nv] = [a.id, b.id]
    line = { formatId: a.formats[0].id, vintageId: a.vintages[0].id }
    client = await createClient(demo.t, demo.source, { businessName: 'Le Bistrot du Port' })
    expect(a.vintages[0].label).toBe('Sans année')
    expect(b.vintages[0].label).toBe('')
  })

  it('hides the default names until the shop sets its list', async () => {
    // Read once, so that the cached catalogue and shop rows are what the change must refresh.
    const before = await listing()
    expect(labelOf(before, sansAnnee)).toMatchObject({ name: 'Sans année', label: 'Sans année' })
    expect(labelOf(before, nv)).toMatchObject({ name: 'NV', label: '' })
    expect(before.filters.vintages).toContain('Sans année')
    expect(before.filters.vintages).not.toContain('NV')
    const quote = await quoteLineName()
    expect(quote.name).toBe('Cuvée 1 Sans année – 75 cl')
    quoteBefore = quote.id
  })

  it('hides a name the shop adds and shows one it removes, on every page at once', async () => {
    const done = await put({ names: ['Sans année', 'Non millésimé', 'Nouveau millésime'] })
    expect(done.status, done.text).toBe(200)
    const after = await listing()
    expect(labelOf(after, sansAnnee)).toMatchObject({ name: 'Sans année', label: '' })
    expect(labelOf(after, nv)).toMatchObject({ name: 'NV', label: 'NV' })
    expect(after.filters.vintages).toContain('NV')
    expect(after.filters.vintages).not.toContain('Sans année')
    const slug = (
      await call(await demo.t.request(`/v1/products/${sansAnnee}`, { token: demo.tokens.owner }))
    ).body.product.slug
    const detail = await call(await demo.t.request(`/v1/shops/SOURCE/products/${slug}`))
    expect(detail.body.product.vintages[0].label).toBe('')
    expect(await staffLabel(sansAnnee)).toBe('')
    expect(await staffLabel(nv)).toBe('NV')
    expect(await elabelLabel(1)).toBe('')
    expect(await elabelLabel(2)).toBe('NV')
    expect((await quoteLineName()).name).toBe('Cuvée 1 – 75 cl')
    expect((await quoteLineName(quoteBefore)).name).toBe('Cuvée 1 Sans année – 75 cl')
    const entered = await call(
      await demo.t.request('/v1/orders/entries', {
        method: 'POST',
        token: demo.tokens.owner,
        json: { clientId: client, paymentType: 'transfer', lines: [{ ...line, quantity: 1 }] },
      }),
    )
    expect(entered.status, entered.text).toBe(201)
    expect(entered.body.order.lines[0]).toMatchObject({ name: 'Cuvée 1', vintageName: null })
  })

  it('shows every name once the list is empty, and leaves the other shop’s list be', async () => {
    expect((await put({ names: [] })).status).toBe(200)
    const shown = await listing()
    expect(labelOf(shown, sansAnnee)?.label).toBe('Sans année')
    expect(labelOf(shown, nv)?.label).toBe('NV')
    expect(await storedOf(demo.martin)).toEqual(['NV', 'Non millésimé'])
  })
})
