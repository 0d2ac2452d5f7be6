import { asc, count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '#app/platform/db/client'
import {
  iframes,
  productFormats,
  products,
  productVintages,
  promotions,
  shops,
} from '#app/platform/db/schema'
import { seedDemo } from '#app/platform/db/seed'
import { demoCatalogue } from '#app/modules/catalogue/api/seed/seed-catalogue'
import { formatLabel, kcalFromKj, nutritionFields } from '#app/modules/catalogue/domain/catalogue'
import { isValidGtin } from '#app/modules/catalogue/domain/gs1'
import { createTestDatabase } from '#tests/support/database'

let database: Database
let drop: () => Promise<void>
let shopIds: { source: number; martin: number }

beforeAll(async () => {
  ;({ database, drop } = await createTestDatabase())
  await seedDemo(database.db, { activity: false })
  const rows = await database.db.select({ id: shops.id, url: shops.urlShop }).from(shops)
  const idOf = (url: string) => rows.find((r) => r.url === url)!.id
  shopIds = { source: idOf('domaine-de-la-source'), martin: idOf('maison-martin') }
})
afterAll(async () => {
  await database.close()
  await drop()
})

const catalogueOf = async (shopId: number) => {
  const db = database.db
  const list = await db
    .select()
    .from(products)
    .where(eq(products.shopId, shopId))
    .orderBy(asc(products.position))
  const vintages = await db.select().from(productVintages)
  const formats = await db.select().from(productFormats)
  return list.map((p) => ({
    ...p,
    vintages: vintages.filter((v) => v.productId === p.id),
    formats: formats.filter((f) => f.productId === p.id),
  }))
}

describe('demo catalogue seed', () => {
  it('stores a valid, unique 14-digit GTIN on every format of both shops', async () => {
    const gtins = (
      await database.db.select({ gtin: productFormats.gtin }).from(productFormats)
    ).map((r) => r.gtin)
    expect(gtins.length).toBeGreaterThan(20)
    for (const gtin of gtins) {
      expect(gtin).toMatch(/^\d{14}$/)
      expect(isValidGtin(gtin!)).toBe(true)
      expect(isValidGtin(gtin!.slice(1))).toBe(true)
      expect(gtin!.startsWith('0376')).toBe(true)
    }
    expect(new Set(gtins).size).toBe(gtins.length)
  })

  it('gives every vintage of a bottle product nutrition, ingredients and allergens', async () => {
    for (const shopId of [shopIds.source, shopIds.martin]) {
      for (const p of (await catalogueOf(shopId)).filter((x) => x.productType === 'bottle')) {
        expect(p.vintages.length, p.slug).toBeGreaterThan(0)
        for (const v of p.vintages) {
          expect(v.nutrition, `${p.slug} ${v.name}`).not.toBeNull()
          for (const field of nutritionFields) expect(typeof v.nutrition![field]).toBe('number')
          expect(v.nutrition!.energyKcal).toBe(kcalFromKj(v.nutrition!.energyKj))
          expect(v.nutrition!.sugars).toBeLessThanOrEqual(v.nutrition!.carbohydrates)
          expect(v.ingredientTerms?.length || v.ingredients).toBeTruthy()
          expect(v.alcohol).toBeGreaterThan(0)
          if (p.type !== 'Eau de vie' && shopId === shopIds.source) {
            expect(v.ingredientTerms).toContain('sulphites')
            expect(v.allergens).toContain('sulphites')
          }
        }
      }
    }
  })

  it('seeds shop 1 with the catalogue the issue describes', async () => {
    const list = await catalogueOf(shopIds.source)
    const facts = demoCatalogue.source
    expect(list.map((p) => p.slug)).toEqual(facts.products.map((p) => p.slug))
    expect(list.filter((p) => p.productType === 'bottle').length).toBeGreaterThanOrEqual(12)
    const bySlug = (slug: string) => list.find((p) => p.slug === slug)!
    expect(bySlug(facts.pausedSlug).status).toBe('paused')
    expect(bySlug(facts.outOfStockSlug).status).toBe('outofstock')
    expect(bySlug(facts.accessorySlug)).toMatchObject({
      productType: 'accessory',
      accessoryType: 'corkscrew',
    })
    expect(bySlug(facts.boxSlug).productType).toBe('box')
    expect(bySlug(facts.eggFinedSlug).vintages[0].allergens).toEqual(['sulphites', 'egg'])
    expect(bySlug(facts.cremantSlug).vintages.map((v) => v.name)).toEqual(['NV'])
    expect(bySlug(facts.cremantSlug).vintages[0].ingredientTerms).toContain('tirageLiqueur')

    const labels = list.flatMap((p) => p.formats.map(formatLabel))
    expect(labels).toContain('Magnum 1,5 L')
    expect(labels).toContain('Bag-in-box 3 L')
    const wineFormats = list
      .filter((p) => p.productType === 'bottle' && p.type !== 'Eau de vie')
      .map((p) => p.formats.map((f) => f.unityValue))
    for (const volumes of wineFormats) expect(volumes).toContain(75)

    const bib = bySlug(facts.prosOnlyFormatSlug).formats.find((f) => f.type === 'bib')!
    expect(bib.typologies.particulier).toEqual({ visible: false })
    expect(bib.typologies.restaurateur.priceCents).toBeLessThan(bib.priceCents)

    const formats = list.flatMap((p) => p.formats)
    expect(formats.filter((f) => Object.keys(f.discountPrice).length > 0)).toHaveLength(2)
    expect(formats.filter((f) => Object.keys(f.discountAdd).length > 0)).toHaveLength(1)
    for (const f of formats) {
      expect(f.priceCents).toBeGreaterThanOrEqual(800)
      expect(f.priceCents).toBeLessThanOrEqual(6000)
    }
    const elabel = bySlug(facts.elabel.slug)
    expect(elabel.formats[0].gtin).toBe(facts.elabel.gtin14)
    expect(elabel.vintages.map((v) => [v.name, v.lots])).toEqual(Object.entries(facts.elabel.lots))
  })

  it('prices professionals HT below the public TTC price on most formats', async () => {
    for (const shopId of [shopIds.source, shopIds.martin]) {
      const formats = (await catalogueOf(shopId)).flatMap((p) => p.formats)
      const priced = formats.filter((f) => f.typologies.restaurateur && f.typologies.caviste)
      expect(priced.length / formats.length).toBeGreaterThan(0.8)
      for (const f of priced) {
        expect(f.typologies.caviste.priceCents!).toBeLessThan(f.priceCents / 1.2)
        expect(f.typologies.restaurateur.priceCents!).toBeLessThan(f.priceCents / 1.2)
      }
    }
  })

  it('seeds shop 1’s promotions, iframe and tabs, and shop 2’s spirits', async () => {
    const db = database.db
    const promos = await db.select().from(promotions).where(eq(promotions.shopId, shopIds.source))
    expect(promos.map((p) => [p.name, p.type, p.amount, p.code])).toEqual([
      ['Offre 12 bouteilles', '%', 1000, null],
      ['Code de bienvenue', '%', 1000, demoCatalogue.source.promoCode],
    ])
    const [frame] = await db.select().from(iframes).where(eq(iframes.shopId, shopIds.source))
    expect(frame).toMatchObject({
      name: 'Site du domaine',
      origins: ['https://www.domaine-de-la-source.fr'],
      settings: { showFilters: true, productIds: [] },
    })
    const [shop] = await db.select().from(shops).where(eq(shops.id, shopIds.source))
    const names = shop.tabs.flatMap((t) => [t.name, ...(t.children ?? []).map((c) => c.name)])
    expect(names).toEqual(['Nos vins', 'Rouges', 'Blancs', 'Effervescents', 'Le domaine'])

    const spirits = await catalogueOf(shopIds.martin)
    expect(spirits.map((p) => p.type)).toEqual(['Cognac', 'Armagnac', 'Calvados', 'Gin', 'Liqueur'])
    const [martin] = await db.select().from(shops).where(eq(shops.id, shopIds.martin))
    expect(martin.typologies.restaurateur.ttc).toBe(false)
    expect(martin.typologies.particulier).toMatchObject({ public: true, ttc: true })
  })

  it('changes nothing when it runs again', async () => {
    const counts = async () =>
      Promise.all(
        [products, productVintages, productFormats, promotions, iframes].map(
          async (table) => (await database.db.select({ n: count() }).from(table))[0].n,
        ),
      )
    const before = await counts()
    await seedDemo(database.db, { activity: false })
    expect(await counts()).toEqual(before)
  })
})
