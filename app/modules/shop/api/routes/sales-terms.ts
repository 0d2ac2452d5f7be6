import { eq } from 'drizzle-orm'
import { shops } from '#app/platform/db/schema'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError } from '#app/platform/api/http'
import { noQuery } from '#app/platform/api/middleware'
import { memberOf } from '#app/platform/auth/permissions'
import { catalogueChanged } from '#app/modules/catalogue/catalogue-events'
import { findShop } from '../shops'
import { readSalesTerms, saveSalesTerms } from '../sales-terms'
import { salesTermsMessages } from '../../domain/sales-terms'
import { salesTermsRoute, updateSalesTermsRoute } from '../../contract'

export const salesTermsRoutes = contractRouter()

salesTermsRoutes.openapi(guarded(salesTermsRoute), async (c) => {
  const { db } = c.get('deps')
  const shop = await findShop(db, c.req.valid('param').id)
  if (!shop) throw new ApiError(404, "Cette boutique n'existe pas.")
  const terms = await readSalesTerms(db, shop, c.req.valid('query').version)
  if (!terms) throw new ApiError(404, salesTermsMessages.unknownVersion)
  return c.json({ sucess: true as const, terms }, 200)
})

salesTermsRoutes.openapi(guarded(updateSalesTermsRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const [shop] = await db
    .select({ id: shops.id, name: shops.name })
    .from(shops)
    .where(eq(shops.id, memberOf(c).shop.id))
  const { terms, created } = await saveSalesTerms(db, shop, c.req.valid('json').html)
  // The shop's cached public pages (its /cgv page among them) show the new text at once.
  if (created) catalogueChanged(shop.id)
  const message = created ? salesTermsMessages.saved(terms.version) : salesTermsMessages.unchanged
  return c.json({ sucess: true as const, message, terms }, 200)
})
