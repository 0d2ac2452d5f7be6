/**
 * The public side of a shop's catalogue (spec 6): listing, product page, e-labels, and the
 * professional's tariff request. Reads need no token; one only changes whose prices are shown.
 */
import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { users } from '#app/platform/db/schema'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError, messages } from '#app/platform/api/http'
import { noQuery } from '#app/platform/api/middleware'
import { findElabel, listElabels } from '#app/modules/elabel/api/elabels'
import { findIframe } from '#app/modules/catalogue/api/iframes'
import { notify } from '#app/modules/accounts/api/notifications'
import {
  findPublicProduct,
  listPublicProducts,
  publicShopHeader,
  publicViewContext,
  refuseIfClosed,
  shopViewer,
} from '../public-catalogue'
import { hit } from '#app/platform/api/rate-limit'
import { findShop } from '../shops'
import type { ApiEnv, RateLimitRule } from '#app/platform/api/types'
import {
  catalogueProductRoute,
  catalogueRoute,
  elabelRoute,
  elabelsRoute,
  tariffRequestRoute,
} from '../../contract'

export const productNotFound = 'Produit inexistant'
const shopNotFound = "Cette boutique n'existe pas."
export const tariffRequestSent = 'Votre demande de tarif professionnel a été envoyée.'

/** A producer hears of a buyer's request once; repeats within the hour only add noise. */
const TARIFF_REQUESTS: RateLimitRule = { limit: 5, windowMs: 60 * 60_000 }

async function shopOf(c: Context<ApiEnv>) {
  const shop = await findShop(c.get('deps').db, c.req.param('id') ?? '')
  if (!shop) throw new ApiError(404, shopNotFound)
  return shop
}

export const publicCatalogueRoutes = contractRouter()

publicCatalogueRoutes.openapi(catalogueRoute, async (c) => {
  const { typology, iframe, ...filters } = c.req.valid('query')
  const shop = await shopOf(c)
  const embedded = iframe === undefined ? null : await findIframe(c.get('deps').db, shop.id, iframe)
  const ctx = await publicViewContext(c, shop, typology, embedded?.settings.typology)
  refuseIfClosed(ctx)
  const listing = await listPublicProducts(c.get('deps').db, ctx, filters)
  return c.json({ sucess: true as const, ...listing }, 200)
})

publicCatalogueRoutes.openapi(catalogueProductRoute, async (c) => {
  const { typology } = c.req.valid('query')
  const { slug } = c.req.valid('param')
  if (!/^[a-z0-9-]{1,100}$/i.test(slug)) throw new ApiError(404, productNotFound)
  const shop = await shopOf(c)
  const ctx = await publicViewContext(c, shop, typology)
  refuseIfClosed(ctx)
  const product = await findPublicProduct(c.get('deps').db, ctx, slug)
  if (!product) throw new ApiError(404, productNotFound)
  return c.json({ sucess: true as const, shop: publicShopHeader(ctx), product }, 200)
})

publicCatalogueRoutes.openapi(guarded(elabelsRoute, noQuery), async (c) => {
  const shop = await shopOf(c)
  const index = await listElabels(c.get('deps').db, shop)
  return c.json({ sucess: true as const, ...index }, 200)
})

publicCatalogueRoutes.openapi(elabelRoute, async (c) => {
  const query = c.req.valid('query')
  const shop = await shopOf(c)
  const elabel = await findElabel(c.get('deps').db, shop, query)
  if (!elabel) throw new ApiError(404, productNotFound)
  return c.json({ sucess: true as const, elabel }, 200)
})

publicCatalogueRoutes.openapi(guarded(tariffRequestRoute, noQuery), async (c) => {
  const { db, mailer, config } = c.get('deps')
  const shop = await shopOf(c)
  const viewer = await shopViewer(c, shop)
  if (viewer.userId === null) throw new ApiError(401, messages.unauthenticated)
  if (viewer.staff) throw new ApiError(403, messages.forbidden)
  if (await hit(db, `tariff-request:user:${viewer.userId}`, TARIFF_REQUESTS))
    throw new ApiError(429, messages.tooManyAttempts)
  const [owner] = shop.ownerId
    ? await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(eq(users.id, shop.ownerId))
    : []
  if (!owner) throw new ApiError(404, shopNotFound)
  const [buyer] = await db
    .select({
      username: users.username,
      email: users.email,
      phone: users.phone,
      business: users.business,
      siret: users.siret,
    })
    .from(users)
    .where(eq(users.id, viewer.userId))
  await notify(db, {
    userId: owner.id,
    shopId: shop.id,
    type: 'tariffRequest',
    content: `«${buyer.username}» demande son tarif professionnel.`,
    redirectLink: '/dashboard/clients',
  })
  const company = buyer.business?.reason || buyer.business?.name
  await mailer.send({
    to: owner.email,
    subject: 'Caveau : demande de tarif professionnel',
    text: [
      'Bonjour,',
      '',
      `${buyer.username} demande son tarif professionnel pour la boutique ${shop.name}.`,
      '',
      `Adresse mail : ${buyer.email}`,
      ...(buyer.phone ? [`Téléphone : ${buyer.phone}`] : []),
      ...(company ? [`Société : ${company}`] : []),
      ...(buyer.siret ? [`SIRET : ${buyer.siret}`] : []),
      '',
      `Pour lui attribuer une typologie, ouvrez vos clients : ${config.appUrl}/dashboard/clients`,
    ].join('\n'),
  })
  return c.json({ sucess: true as const, message: tariffRequestSent }, 201)
})
