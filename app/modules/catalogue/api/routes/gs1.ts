/**
 * GS1 Digital Link resolution (/gs1/01/<GTIN>[/22/<vintage>][/10/<lot>] on a label): which
 * shop, product, format, vintage and lot a scanned code names.
 */
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import * as z from 'zod'
import { gtin14 } from '#app/modules/catalogue/domain/catalogue'
import { isValidGtin, isValidLotNumber } from '#app/modules/catalogue/domain/gs1'
import { productFormats, products, shops } from '#app/platform/db/schema'
import { ApiError, messages, ok, parseQuery } from '#app/platform/api/http'
import { shopCatalogue } from '../catalogue-cache'
import { latestVintage, lotAllowed } from '#app/modules/elabel/api/elabels'
import type { ApiEnv } from '#app/platform/api/types'
import { productNotFound } from '#app/modules/shop/api/routes/public-catalogue'

const linkQuery = z.strictObject({
  vintage: z
    .string()
    .trim()
    .min(1, messages.badParameter)
    .max(40, messages.badParameter)
    .optional(),
  lot: z.string().min(1, messages.badParameter).max(40, messages.badParameter).optional(),
})

export const gs1Routes = new Hono<ApiEnv>()

gs1Routes.get('/01/:gtin', async (c) => {
  const query = parseQuery(c, linkQuery)
  const gtin = c.req.param('gtin')
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
  const wanted = query.vintage?.toLowerCase()
  const vintage = wanted
    ? vintages.find((v) => v.name.trim().toLowerCase() === wanted)
    : latestVintage(vintages)
  if (!vintage) throw new ApiError(404, productNotFound)
  const lot = query.lot ?? null
  if (lot !== null && !(isValidLotNumber(lot) && lotAllowed(vintage, lot))) {
    throw new ApiError(404, productNotFound)
  }
  return ok(c, {
    target: {
      shopId: row.shopId,
      // Shops without a url slug are still reachable by their public code.
      shopSlug: row.shopSlug ?? row.shopCode,
      productSlug: row.productSlug,
      formatId: row.formatId,
      vintageId: vintage.id,
      vintageName: vintage.name,
      lot,
    },
  })
})
