/**
 * GS1 Digital Link resolution (/gs1/01/<GTIN>[/22/<vintage>][/10/<lot>] on a label): which
 * shop, product, format, vintage and lot a scanned code names; an unknown vintage or lot falls
 * back to the product's latest vintage.
 */
import { eq } from 'drizzle-orm'
import { gtin14 } from '#app/modules/catalogue/domain/catalogue'
import { isValidGtin, isValidLotNumber } from '#app/modules/catalogue/domain/gs1'
import { gs1Route } from '#app/modules/catalogue/contract'
import { productFormats, products, shops } from '#app/platform/db/schema'
import { contractRouter } from '#app/platform/api/contract-router'
import { ApiError } from '#app/platform/api/http'
import { shopCatalogue } from '../catalogue-cache'
import { latestVintage, lotAllowed } from '#app/modules/elabel/api/elabels'
import { productNotFound } from '#app/modules/shop/api/routes/public-catalogue'

export const gs1Routes = contractRouter()

gs1Routes.openapi(gs1Route, async (c) => {
  const query = c.req.valid('query')
  const { gtin } = c.req.valid('param')
  if (!isValidGtin(gtin)) throw new ApiError(404, productNotFound)
  const { db } = c.get('deps')
  const [row] = await db
    .select({
      formatId: productFormats.id,
      productId: products.id,
      productSlug: products.slug,
      shopId: shops.id,
      shopSlug: shops.urlShop,
      shopCode: shops.code,
    })
    .from(productFormats)
    .innerJoin(products, eq(products.id, productFormats.productId))
    .innerJoin(shops, eq(shops.id, products.shopId))
    .where(eq(productFormats.gtin, gtin14(gtin)))
  if (!row) throw new ApiError(404, productNotFound)
  const vintages = (await shopCatalogue(db, row.shopId)).vintagesOf.get(row.productId) ?? []
  // A vintage or lot the catalogue does not know (a typo, a lot not yet entered) falls back to
  // the product's e-label (its latest vintage; the named vintage without the lot) rather than
  // leaving the scanner on a 404.
  const wanted = query.vintage?.toLowerCase()
  const named = wanted ? vintages.find((v) => v.name.trim().toLowerCase() === wanted) : undefined
  const vintage = named ?? latestVintage(vintages)
  if (!vintage) throw new ApiError(404, productNotFound)
  const known =
    query.lot !== undefined && isValidLotNumber(query.lot) && lotAllowed(vintage, query.lot)
  const lot = known ? query.lot! : null
  const fallback = (wanted !== undefined && !named) || (query.lot !== undefined && !known)
  return c.json(
    {
      sucess: true as const,
      target: {
        shopId: row.shopId,
        // Shops without a url slug are still reachable by their public code.
        shopSlug: row.shopSlug ?? row.shopCode,
        productSlug: row.productSlug,
        formatId: row.formatId,
        vintageId: vintage.id,
        vintageName: vintage.name,
        lot,
        fallback,
      },
    },
    200,
  )
})
