import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { throwAwayRuntime } from '#tests/web/env'

// The app's own runtime on a throw-away database (tests/web/env.ts).
const database = await throwAwayRuntime()

import { and, eq } from 'drizzle-orm'
import { demoCatalogue } from '#app/modules/catalogue/api/seed/seed-catalogue-data'
import { productFormats, products, productVintages, shops } from '#app/platform/db/schema'
import { getRuntime } from '#app/platform/api/runtime.server'
import { gs1CheckDigit } from '#app/modules/catalogue/domain/gs1'
import { loader as elabelLoader } from '#app/routes/$name_.nutritiveValues'
import { loader as gs1Loader } from '#app/routes/gs1.01.$ean._index'
import { loader as lotLoader } from '#app/routes/gs1.01.$ean.10.$lotNumber'
import { loader as vintageLoader } from '#app/routes/gs1.01.$ean.22.$vintage._index'
import { loader as vintageLotLoader } from '#app/routes/gs1.01.$ean.22.$vintage.10.$lotNumber'
import { loader as rootLoader } from '#app/routes/01.$ean._index'
import { loader as rootLotLoader } from '#app/routes/01.$ean.10.$lotNumber'
import { loader as rootVintageLotLoader } from '#app/routes/01.$ean.22.$vintage.10.$lotNumber'
import { closeRuntime, requestAs, signInDemoAccounts } from './session'

/**
 * GS1 Digital Link (DOMAIN.md 2): a code printed on a bottle answers 307 to its e-label, the
 * default link, with the vintage (AI 22) and lot (AI 10) it names, or the product's e-label when it
 * does not know them; a malformed code or an unknown GTIN is a 404. The standard form at the
 * domain root (/01/…) redirects to the /gs1 one.
 */

const demo = demoCatalogue.source.elabel
const [olderVintage, newerVintage] = demo.vintages
let vintageIds: Record<string, number> = {}
let bottleId = 0
let magnumId = 0

beforeAll(async () => {
  await signInDemoAccounts()
  const { db } = (await getRuntime()).database
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(and(eq(shops.urlShop, demoCatalogue.source.urlShop), eq(products.slug, demo.slug)))
  const vintages = await db
    .select()
    .from(productVintages)
    .where(eq(productVintages.productId, product.id))
  vintageIds = Object.fromEntries(vintages.map((v) => [v.name, v.id]))
  const formats = await db
    .select()
    .from(productFormats)
    .where(eq(productFormats.productId, product.id))
  bottleId = formats.find((f) => f.gtin === demo.gtin14)!.id
  magnumId = formats.find((f) => f.gtin === demo.magnumGtin13.padStart(14, '0'))!.id
})
afterAll(() => closeRuntime(database))

type Loader = typeof gs1Loader
const run = (loader: Loader, path: string) =>
  loader({ request: requestAs('anonymous', path), params: {}, context: {} })

/** The Response a loader returns or throws. */
async function answer(loader: Loader, path: string): Promise<Response> {
  try {
    return (await run(loader, path)) as Response
  } catch (error) {
    if (error instanceof Response) return error
    throw error
  }
}

/** The e-label page a GS1 answer redirects to. */
const elabelOf = async (res: Response) =>
  (await elabelLoader({
    request: requestAs('anonymous', res.headers.get('location')!),
    params: {},
    context: {},
  })) as Response

const target = (vintage: string, format = bottleId, lot?: string) =>
  `/${demoCatalogue.source.urlShop}/nutritiveValues?product=${demo.slug}&vintage=${vintageIds[vintage]}&format=${format}${lot ? `&lot=${lot}` : ''}`

describe('a GS1 link', () => {
  it('redirects a bare GTIN to the latest vintage’s e-label (307, default link)', async () => {
    const res = await answer(gs1Loader, `/gs1/01/${demo.gtin13}`)
    expect(res.status).toBe(307)
    expect(res.headers.get('location')).toBe(target(newerVintage))
    expect(res.headers.get('link')).toMatch(
      new RegExp(
        `^<http://localhost${target(newerVintage).replace(/[?]/g, '\\?')}>; rel="gs1:defaultLink"$`,
      ),
    )
    expect(res.headers.get('set-cookie')).toBeNull()
    // The 14-digit form GS1 prints is the same product.
    const long = await answer(gs1Loader, `/gs1/01/${demo.gtin14}`)
    expect(long.headers.get('location')).toBe(target(newerVintage))
  })

  it('keeps the vintage it names (AI 22)', async () => {
    const res = await answer(vintageLoader, `/gs1/01/${demo.gtin14}/22/${olderVintage}`)
    expect(res.status).toBe(307)
    expect(res.headers.get('location')).toBe(target(olderVintage))
  })

  it('keeps the vintage and lot it names (AI 22 then AI 10)', async () => {
    const lot = demo.lots[olderVintage][0]
    const res = await answer(
      vintageLotLoader,
      `/gs1/01/${demo.gtin14}/22/${olderVintage}/10/${lot}`,
    )
    expect(res.status).toBe(307)
    expect(res.headers.get('location')).toBe(target(olderVintage, bottleId, lot))
  })

  it('takes a lot of the latest vintage without AI 22', async () => {
    const lot = demo.lots[newerVintage][0]
    const res = await answer(lotLoader, `/gs1/01/${demo.gtin14}/10/${lot}`)
    expect(res.headers.get('location')).toBe(target(newerVintage, bottleId, lot))
  })

  it('names the format of its GTIN', async () => {
    const res = await answer(gs1Loader, `/gs1/01/${demo.magnumGtin13}`)
    expect(res.headers.get('location')).toBe(target(newerVintage, magnumId))
  })

  it('lands on the e-label of that vintage', async () => {
    const res = await answer(vintageLoader, `/gs1/01/${demo.gtin14}/22/${olderVintage}`)
    const page = await elabelOf(res)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain(`<h1>${demo.name} ${olderVintage}</h1>`)
  })
})

describe('the standard form at the domain root', () => {
  it.each([
    ['a bare GTIN', rootLoader, () => `/01/${demo.gtin14}`, () => target(newerVintage)],
    [
      'a lot (AI 10)',
      rootLotLoader,
      () => `/01/${demo.gtin14}/10/${demo.lots[newerVintage][0]}`,
      () => target(newerVintage, bottleId, demo.lots[newerVintage][0]),
    ],
    [
      'a vintage and a lot (AI 22, AI 10)',
      rootVintageLotLoader,
      () => `/01/${demo.gtin14}/22/${olderVintage}/10/${demo.lots[olderVintage][0]}`,
      () => target(olderVintage, bottleId, demo.lots[olderVintage][0]),
    ],
  ])('redirects %s to its /gs1 form, which resolves it', async (_, loader, path, landing) => {
    const res = await answer(loader, `${path()}?linkType=gs1:pip`)
    expect(res.status).toBe(308)
    const location = res.headers.get('location')!
    expect(location).toBe(`/gs1${path()}?linkType=gs1:pip`)
    const gs1 = location.includes('/22/')
      ? vintageLotLoader
      : location.includes('/10/')
        ? lotLoader
        : gs1Loader
    expect((await answer(gs1, location)).headers.get('location')).toBe(landing())
  })
})

describe('a GS1 link naming a vintage or lot the catalogue does not know', () => {
  it.each([
    ['an unknown vintage', vintageLoader, () => `/gs1/01/${demo.gtin14}/22/1999`, newerVintage],
    ['an unknown lot', lotLoader, () => `/gs1/01/${demo.gtin14}/10/L0000`, newerVintage],
    [
      'a lot of another vintage',
      vintageLotLoader,
      () => `/gs1/01/${demo.gtin14}/22/${olderVintage}/10/${demo.lots[newerVintage][0]}`,
      olderVintage,
    ],
  ])('lands on the product’s e-label (%s)', async (_, loader, path, vintage) => {
    const res = await answer(loader, path())
    expect(res.status).toBe(307)
    expect(res.headers.get('location')).toBe(target(vintage))
    expect((await elabelOf(res)).status).toBe(200)
  })
})

describe('a GS1 link that names nothing', () => {
  const unknownGtin = `376999999999${gs1CheckDigit('376999999999')}`
  const badCheckDigit = `${demo.gtin13.slice(0, -1)}${(Number(demo.gtin13.at(-1)) + 1) % 10}`
  it.each([
    ['a bad check digit', gs1Loader, () => `/gs1/01/${badCheckDigit}`],
    ['an unknown GTIN', gs1Loader, () => `/gs1/01/${unknownGtin}`],
    ['too few digits', gs1Loader, () => '/gs1/01/12345'],
    ['a malformed vintage', vintageLoader, () => `/gs1/01/${demo.gtin14}/22/20`],
    ['a malformed lot', lotLoader, () => `/gs1/01/${demo.gtin14}/10/lot%20n%C2%B01`],
  ])('is a 404 (%s)', async (_, loader, path) => {
    const res = await answer(loader, path())
    expect(res.status).toBe(404)
  })
})
