import { and, eq, inArray, sql } from 'drizzle-orm'
import { ingredientColumns } from '../ingredient-migration'
import { gtin14, type VintageLegal } from '#app/modules/catalogue/domain/catalogue'
import type { Db } from '#app/platform/db/client'
import {
  iframes,
  productFormats,
  productLabelLinks,
  productLabels,
  products,
  productVintages,
  promotions,
  shops,
  type IframeSettings,
} from '#app/platform/db/schema'
import {
  martinProducts,
  sourceIframe,
  sourceLabels,
  sourceProducts,
  sourcePromotions,
  sourceTabs,
  type SeedProduct,
} from './seed-catalogue-data'

export { demoCatalogue } from './seed-catalogue-data'

/**
 * Seeds the demo catalogues of both shops, each only when that shop has no product yet, so that a
 * second run changes nothing. It runs at every fresh start and in every test database: rows go in
 * as a handful of multi-row inserts rather than one statement per product.
 */
/**
 * Duty-paid (DA2) for what owes excise (its rates come from the dated table by the product's
 * category, catalogue/domain/excise.ts); a product without a type (an accessory) is not subject.
 * Prices are duty-paid; the engine reports the excise they hold.
 */
const legalOf = (p: SeedProduct): VintageLegal => ({
  typeDA: p.type === null && p.productType !== 'box' ? 'NULL' : 'DA2',
})

export async function seedCatalogue(db: Db, shopIds: { source: number; martin: number }) {
  const stocked = await db
    .selectDistinct({ shopId: products.shopId })
    .from(products)
    .where(inArray(products.shopId, [shopIds.source, shopIds.martin]))
  const has = new Set(stocked.map((r) => r.shopId))
  const catalogues: [number, SeedProduct[]][] = []
  if (!has.has(shopIds.source)) catalogues.push([shopIds.source, sourceProducts])
  if (!has.has(shopIds.martin)) catalogues.push([shopIds.martin, martinProducts])
  if (catalogues.length === 0) return

  const entries = catalogues.flatMap(([shopId, list]) =>
    list.map((p, position) => ({ shopId, p, position })),
  )
  const inserted = await db
    .insert(products)
    .values(
      entries.map(({ shopId, p, position }) => ({
        shopId,
        slug: p.slug,
        name: p.name,
        precision: p.precision,
        type: p.type,
        color: p.color,
        gamme: p.gamme,
        quality: p.quality,
        qualityLabels: p.qualityLabels,
        grapes: p.grapes,
        productType: p.productType,
        accessoryType: p.accessoryType,
        status: p.status,
        packing: p.packing,
        packingQuantity: p.packingQuantity,
        weight: p.weight,
        description: p.description,
        appellation: p.appellation,
        category: p.category,
        brand: p.brand,
        position,
      })),
    )
    .returning({ id: products.id, shopId: products.shopId, slug: products.slug })
  const idOf = new Map(inserted.map((r) => [`${r.shopId}/${r.slug}`, r.id]))
  const rows = entries.map(({ shopId, p }) => ({ productId: idOf.get(`${shopId}/${p.slug}`)!, p }))

  await db.insert(productVintages).values(
    rows.flatMap(({ productId, p }) =>
      p.vintages.map((v, position) => ({
        productId,
        name: v.name,
        alcohol: v.alcohol,
        legal: legalOf(p),
        nutrition: v.nutrition,
        // The demo's French lists read into terms, as migrateIngredientTexts reads a database's.
        ...ingredientColumns(v.ingredients),
        allergens: v.allergens,
        lots: v.lots,
        position,
      })),
    ),
  )
  const formatRows = await db
    .insert(productFormats)
    .values(
      rows.flatMap(({ productId, p }) =>
        p.formats.map(({ gtin13, ...f }, position) => ({
          ...f,
          productId,
          gtin: gtin14(gtin13),
          position,
        })),
      ),
    )
    .returning({
      id: productFormats.id,
      productId: productFormats.productId,
      unityValue: productFormats.unityValue,
    })
  for (const { productId, p } of rows.filter((r) => r.p.boxOf)) {
    const shopId = entries.find((e) => idOf.get(`${e.shopId}/${e.p.slug}`) === productId)!.shopId
    const boxContents = (p.boxOf ?? []).map((item) => {
      const inside = idOf.get(`${shopId}/${item.slug}`)
      const format = formatRows.find((f) => f.productId === inside && f.unityValue === 75)
      if (!format) throw new Error(`demo box ${p.slug}: no 75 cl ${item.slug}`)
      return { formatId: format.id, quantity: item.quantity }
    })
    await db.update(products).set({ boxContents }).where(eq(products.id, productId))
  }

  if (!has.has(shopIds.source)) await seedShopExtras(db, shopIds.source)
}

/** Promotions, iframe, tabs and labels of shop 1, each only when the shop has none of its own yet. */
async function seedShopExtras(db: Db, shopId: number) {
  const [promoted] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(eq(promotions.shopId, shopId))
    .limit(1)
  if (!promoted)
    await db.insert(promotions).values(sourcePromotions.map((promo) => ({ ...promo, shopId })))
  const [framed] = await db
    .select({ id: iframes.id })
    .from(iframes)
    .where(eq(iframes.shopId, shopId))
    .limit(1)
  const settings: IframeSettings = { ...sourceIframe.settings }
  if (!framed) await db.insert(iframes).values({ ...sourceIframe, settings, shopId })
  await db
    .update(shops)
    .set({ tabs: sourceTabs })
    .where(and(eq(shops.id, shopId), sql`${shops.tabs} = '[]'::jsonb`))
  await seedLabels(db, shopId)
}

async function seedLabels(db: Db, shopId: number) {
  const [labelled] = await db
    .select({ id: productLabels.id })
    .from(productLabels)
    .where(eq(productLabels.shopId, shopId))
    .limit(1)
  if (labelled) return
  const labels = await db
    .insert(productLabels)
    .values(sourceLabels.map(({ name, colour }) => ({ shopId, name, colour })))
    .returning({ id: productLabels.id, name: productLabels.name })
  const flagged = await db
    .select({ id: products.id, slug: products.slug })
    .from(products)
    .where(
      and(
        eq(products.shopId, shopId),
        inArray(
          products.slug,
          sourceLabels.flatMap((l) => l.slugs),
        ),
      ),
    )
  const links = sourceLabels.flatMap(({ name, slugs }) => {
    const labelId = labels.find((l) => l.name === name)!.id
    return flagged.filter((p) => slugs.includes(p.slug)).map((p) => ({ productId: p.id, labelId }))
  })
  if (links.length) await db.insert(productLabelLinks).values(links)
}
