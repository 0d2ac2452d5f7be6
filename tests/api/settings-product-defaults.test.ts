/**
 * Issue 16 §1 through the API: the defaults of new products (GET|PUT
 * /v1/settings/product-defaults). Refused to the signed-out, a buyer and an agent; a collaborator
 * reads but does not write; a bad value is refused with its French message and nothing written;
 * the other shop keeps its own. Once saved, a product created without those fields takes them,
 * one created with them keeps its own, and a wine stays at the normal VAT rate.
 */
import { describe, expect, it } from 'vitest'
import {
  builtInProductDefaults,
  productDefaultsText as text,
} from '#app/modules/settings/domain/product-defaults'
import { call } from './helpers'
import { settingsEndpoint, demoShopsForFile } from './sales-db-fixtures'

const demo = demoShopsForFile()

const path = '/v1/settings/product-defaults'
const { put, get, storedOf } = settingsEndpoint(path, 'productDefaults', () => demo)

const saved = {
  vatType: 'reduced',
  container: 'bag in box',
  unity: 'Litre(s)',
  unityValue: 3,
  packing: 'Carton',
  packingQuantity: 4,
}

describe('settings: product defaults, access and refusals', () => {
  it('refuses the signed-out, a buyer and an agent; a collaborator reads but does not write', async () => {
    expect((await demo.t.request(path)).status).toBe(401)
    expect((await get(demo.tokens.buyer)).status).toBe(403)
    expect((await get(demo.tokens.agent)).status).toBe(403)
    const read = await get(demo.tokens.iam)
    expect(read.status, read.text).toBe(200)
    expect(read.body.productDefaults).toEqual(builtInProductDefaults)
    for (const token of [demo.tokens.buyer, demo.tokens.agent, demo.tokens.iam])
      expect((await put(saved, token)).status).toBe(403)
    expect(await storedOf(demo.source)).toBeUndefined()
  })

  it('refuses bad values with their French messages, writing nothing', async () => {
    const bad = await put({ ...saved, container: 'amphora', unityValue: -1 })
    expect(bad.status).toBe(400)
    expect(bad.text).toContain(text.container)
    expect(bad.text).toContain(text.unityValue)
    const loose = await put({ ...saved, packing: null })
    expect(loose.status).toBe(400)
    expect(loose.text).toContain(text.quantityWithoutPacking)
    expect((await put({ ...saved, labelColour: 'Rouge' })).status).toBe(400)
    expect(await storedOf(demo.source)).toBeUndefined()
  })
})

describe('settings: product defaults saved and used', () => {
  it('saves the owner’s shop’s defaults only', async () => {
    const done = await put(saved)
    expect(done.status, done.text).toBe(200)
    expect(done.body.message).toBe(text.saved)
    expect(done.body.productDefaults).toEqual(saved)
    expect((await get(demo.tokens.iam)).body.productDefaults).toEqual(saved)
    expect(await storedOf(demo.martin)).toBeUndefined()
    expect((await get(demo.tokens.owner2)).body.productDefaults).toEqual(builtInProductDefaults)
  })

  const create = async (json: Record<string, unknown>, token = demo.tokens.owner) =>
    call(await demo.t.request('/v1/products', { method: 'POST', token, json }))
  const juice = (format: Record<string, unknown> = {}) => ({
    name: 'Jus de raisin',
    type: 'Jus',
    vintage: { name: '2025' },
    format: { priceCents: 450, ...format },
  })

  it('gives a new product the defaults it leaves out', async () => {
    const made = await create(juice())
    expect(made.status, made.text).toBe(201)
    const { product } = made.body
    expect(product).toMatchObject({ vatType: 'reduced', packing: 'Carton', packingQuantity: 4 })
    expect(product.formats[0]).toMatchObject({
      unity: 'Litre(s)',
      unityValue: 3,
      container: 'bag in box',
    })
  })

  it('keeps what the request gives, none included; a wine stays at the normal rate', async () => {
    const own = await create({
      ...juice({ unity: 'Centilitre(s)', unityValue: 50, container: null }),
      vatType: 'medium',
      packing: null,
      packingQuantity: null,
    })
    expect(own.status, own.text).toBe(201)
    expect(own.body.product).toMatchObject({ vatType: 'medium', packing: null })
    expect(own.body.product.formats[0]).toMatchObject({ unityValue: 50, container: null })

    const wine = await create({ ...juice(), name: 'Sancerre', type: 'Vin' })
    expect(wine.status, wine.text).toBe(201)
    expect(wine.body.product.vatType).toBe('standard')
  })

  it('leaves the other shop’s new products at the built-in defaults', async () => {
    const other = await create(juice(), demo.tokens.owner2)
    expect(other.status, other.text).toBe(201)
    expect(other.body.product).toMatchObject({ vatType: 'standard', packing: null })
    expect(other.body.product.formats[0]).toMatchObject({
      unity: 'Centilitre(s)',
      unityValue: 75,
      container: 'bottle',
    })
  })
})
