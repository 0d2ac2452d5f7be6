import { afterAll, beforeAll, describe, expect, it } from 'vitest'
// GS1's toolkit library (devDependency, decision 0010): an outside witness of the URI syntax.
import { DigitalLink } from 'digital-link.js'
import { eq } from 'drizzle-orm'
import { labelLinks } from '#app/modules/catalogue/domain/catalogue'
import { productFormats, products, productVintages } from '#app/platform/db/schema'
import { createTestApi, type TestApi } from '#tests/support/api'

/**
 * Every link the catalogue prints on a label (each format with a GTIN × each vintage, and each lot
 * of it) is a valid GS1 Digital Link per `digital-link.js`, `/gs1` being a custom stem, and so is
 * its standard form at the domain root; each resolves through the API.
 */

const origin = 'https://caveau.test'
let t: TestApi
type Product = {
  name: string
  formats: { gtin: string | null }[]
  vintages: { name: string; lots: string[] }[]
}
let catalogue: Product[] = []

beforeAll(async () => {
  t = await createTestApi()
  const rows = await t.deps.db.select({ id: products.id, name: products.name }).from(products)
  catalogue = await Promise.all(
    rows.map(async (p) => ({
      name: p.name,
      formats: await t.deps.db
        .select({ gtin: productFormats.gtin })
        .from(productFormats)
        .where(eq(productFormats.productId, p.id)),
      vintages: await t.deps.db
        .select({ name: productVintages.name, lots: productVintages.lots })
        .from(productVintages)
        .where(eq(productVintages.productId, p.id)),
    })),
  )
})
afterAll(() => t.close())

describe('the links printed on labels', () => {
  it('are valid GS1 Digital Links, under /gs1 and at the root, and resolve', async () => {
    const links = catalogue.flatMap((p) =>
      labelLinks(origin, p, { lots: true }).map((l) => ({ ...l, product: p.name })),
    )
    // The seeded demo has GTINs, vintages and lots to print.
    expect(links.length).toBeGreaterThan(20)
    expect(links.some((l) => l.lot)).toBe(true)
    for (const { link, product } of links) {
      const dl = DigitalLink(link)
      expect(dl.isValid(), `${product}: ${link}`).toBe(true)
      expect(dl.getDomain()).toBe(`${origin}/gs1`)
      const root = link.replace(`${origin}/gs1/`, `${origin}/`)
      expect(DigitalLink(root).isValid(), `${product}: ${root}`).toBe(true)
      // The API resolves it to the vintage and lot it names (AI 22, AI 10).
      const query = new URLSearchParams()
      const qualifiers = dl.getKeyQualifiers()
      if (qualifiers['22']) query.set('vintage', qualifiers['22'])
      if (qualifiers['10']) query.set('lot', qualifiers['10'])
      const res = await t.request(`/v1/gs1/01/${dl.getIdentifier()['01']}?${query}`)
      const body = (await res.json()) as { target: { fallback: boolean } }
      expect(res.status, link).toBe(200)
      expect(body.target.fallback, link).toBe(false)
    }
  })
})
