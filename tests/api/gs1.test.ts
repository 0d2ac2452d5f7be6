import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gtin14 } from '#app/modules/catalogue/domain/catalogue'
import { createTestApi, type TestApi } from '#tests/support/api'
import { call } from './helpers'
import {
  clearCatalogue,
  insertProduct,
  shopIdOf,
  withCheckDigit,
  type Inserted,
} from './public-catalogue-fixtures'

let t: TestApi
let shopId: number
let martinId: number
let cuvee: Inserted
let martin: Inserted

const ean13 = withCheckDigit('376000000001')
const magnumGtin14 = withCheckDigit('1376000000001')
const upc12 = withCheckDigit('04210000526')
const gtin8 = withCheckDigit('9638507')

beforeAll(async () => {
  t = await createTestApi()
  shopId = await shopIdOf(t, 'SOURCE')
  martinId = await shopIdOf(t, 'MARTIN')
  await clearCatalogue(t, shopId)
  await clearCatalogue(t, martinId)
  cuvee = await insertProduct(
    t,
    shopId,
    { slug: 'cuvee-des-amis', name: 'Cuvée des Amis', status: 'paused' },
    [
      { name: '2020', lots: [] },
      { name: '2022', lots: ['L22A', 'L22B'] },
    ],
    [
      { priceCents: 1200, gtin: gtin14(ean13) },
      { priceCents: 2600, unityValue: 150, gtin: magnumGtin14 },
    ],
  )
  martin = await insertProduct(
    t,
    martinId,
    { slug: 'cuvee-martin', name: 'Cuvée Martin' },
    [{ name: 'NV' }],
    [
      { priceCents: 800, gtin: gtin14(upc12) },
      { priceCents: 300, gtin: gtin14(gtin8) },
    ],
  )
})
afterAll(() => t.close())

const resolve = async (gtin: string, query = '') =>
  call(await t.request(`/v1/gs1/01/${gtin}${query}`))

describe('GET /v1/gs1/01/:gtin', () => {
  it('resolves a GTIN-13 to its shop, product, format and latest vintage', async () => {
    const res = await resolve(ean13)
    expect(res.status).toBe(200)
    expect(res.body).toEqual({
      sucess: true,
      target: {
        shopId,
        shopSlug: 'domaine-de-la-source',
        productSlug: 'cuvee-des-amis',
        formatId: cuvee.formats[0].id,
        vintageId: cuvee.vintages[1].id,
        vintageName: '2022',
        lot: null,
        fallback: false,
      },
    })
  })

  it('accepts the same GTIN written on 14 digits, and GTIN-14, -12 and -8 codes', async () => {
    expect((await resolve(gtin14(ean13))).body.target.formatId).toBe(cuvee.formats[0].id)
    expect((await resolve(magnumGtin14)).body.target.formatId).toBe(cuvee.formats[1].id)
    const upc = await resolve(upc12)
    expect(upc.body.target).toMatchObject({ shopId: martinId, formatId: martin.formats[0].id })
    expect((await resolve(gtin8)).body.target.formatId).toBe(martin.formats[1].id)
  })

  it('answers 404 “Produit inexistant” for a wrong check digit, a malformed or unknown code', async () => {
    const wrong = ean13.slice(0, -1) + String((Number(ean13.at(-1)) + 1) % 10)
    for (const code of [wrong, '37600000000', 'abcdefghijklm', withCheckDigit('400000000000')]) {
      const res = await resolve(code)
      expect(res.status, code).toBe(404)
      expect(res.body).toEqual({ sucess: false, message: 'Produit inexistant' })
    }
  })

  it('picks the vintage named in the link', async () => {
    const res = await resolve(ean13, '?vintage=2020')
    expect(res.body.target).toMatchObject({ vintageId: cuvee.vintages[0].id, vintageName: '2020' })
  })

  it('falls back to the latest vintage for a vintage it does not know, lot dropped', async () => {
    const res = await resolve(ean13, '?vintage=1999&lot=L22A')
    expect(res.status).toBe(200)
    expect(res.body.target).toMatchObject({
      vintageId: cuvee.vintages[1].id,
      vintageName: '2022',
      lot: 'L22A',
      fallback: true,
    })
    const unknown = await resolve(ean13, '?vintage=1999&lot=L99')
    expect(unknown.body.target).toMatchObject({ vintageName: '2022', lot: null, fallback: true })
  })

  it('accepts a lot the vintage lists, any well-formed lot when it lists none', async () => {
    const listed = await resolve(ean13, '?vintage=2022&lot=L22B')
    expect(listed.status).toBe(200)
    expect(listed.body.target.lot).toBe('L22B')
    expect(listed.body.target.fallback).toBe(false)
    const free = await resolve(ean13, '?vintage=2020&lot=ANY-1')
    expect(free.body.target).toMatchObject({ vintageName: '2020', lot: 'ANY-1' })
  })

  it('keeps the vintage and drops a lot it does not list, or one outside the GS1 set', async () => {
    for (const lot of ['L99', '%C3%A9t%C3%A9']) {
      const res = await resolve(ean13, `?vintage=2022&lot=${lot}`)
      expect(res.status, lot).toBe(200)
      expect(res.body.target).toMatchObject({ vintageName: '2022', lot: null, fallback: true })
    }
  })

  it('refuses unknown query parameters', async () => {
    const res = await resolve(ean13, '?serial=12')
    expect(res.status).toBe(400)
    expect(res.body.sucess).toBe(false)
  })
})
