/**
 * The public side of a shop's catalogue (spec 6): listing, product page, e-labels, and the
 * professional's tariff request. Reads need no token; one only changes whose prices are shown.
 */
import { eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import * as z from 'zod'
import { users } from '#app/platform/db/schema'
import { ApiError, messages, ok, parseQuery } from '#app/platform/api/http'
import { noQuery, requireUser } from '#app/platform/api/middleware'
import { findElabel, listElabels } from '#app/modules/elabel/api/elabels'
import { findIframe } from '#app/modules/catalogue/api/iframes'
import { notify } from '#app/modules/accounts/api/notifications'
import {
  findPublicProduct,
  listPublicProducts,
  publicShopHeader,
  publicViewContext,
  shopViewer,
} from '../public-catalogue'
import { hit } from '#app/platform/api/rate-limit'
import { findShop } from '../shops'
import type { ApiEnv, RateLimitRule } from '#app/platform/api/types'

export const productNotFound = 'Produit inexistant'
const shopNotFound = "Cette boutique n'existe pas."
export const tariffRequestSent = 'Votre demande de tarif professionnel a été envoyée.'

/** A producer hears of a buyer's request once; repeats within the hour only add noise. */
const TARIFF_REQUESTS: RateLimitRule = { limit: 5, windowMs: 60 * 60_000 }

const text = z.string().trim().max(100, messages.badParameter)
// An empty value (a form's "all" choice) filters nothing.
const filter = text.optional().transform((v) => v || undefined)

const listQuery = z.strictObject({
  type: filter,
  gamme: filter,
  color: filter,
  vintage: filter,
  typology: filter,
  /** The embedded shop asking: its typology is the one anonymous visitors see there. */
  iframe: z
    .string()
    .regex(/^\d{1,9}$/, messages.badParameter)
    .transform(Number)
    .optional(),
})
const productQuery = z.strictObject({ typology: filter })
const elabelQuery = z.strictObject({
  product: text.min(1, messages.badParameter),
  vintage: filter,
  format: z
    .string()
    .regex(/^\d{1,9}$/, messages.badParameter)
    .transform(Number)
    .optional(),
  lot: z.string().max(40, messages.badParameter).optional(),
})

async function shopOf(c: Context<ApiEnv>) {
  const shop = await findShop(c.get('deps').db, c.req.param('id') ?? '')
  if (!shop) throw new ApiError(404, shopNotFound)
  return shop
}

export const publicCatalogueRoutes = new Hono<ApiEnv>()

publicCatalogueRoutes.get('/:id/products', async (c) => {
  const { typology, iframe, ...filters } = parseQuery(c, listQuery)
  const shop = await shopOf(c)
  const embedded = iframe === undefined ? null : await findIframe(c.get('deps').db, shop.id, iframe)
  const ctx = await publicViewContext(c, shop, typology, embedded?.settings.typology)
  return ok(c, await listPublicProducts(c.get('deps').db, ctx, filters))
})

publicCatalogueRoutes.get('/:id/products/:slug', async (c) => {
  const { typology } = parseQuery(c, productQuery)
  const slug = c.req.param('slug')
  if (!/^[a-z0-9-]{1,100}$/i.test(slug)) throw new ApiError(404, productNotFound)
  const shop = await shopOf(c)
  const ctx = await publicViewContext(c, shop, typology)
  const product = await findPublicProduct(c.get('deps').db, ctx, slug)
  if (!product) throw new ApiError(404, productNotFound)
  return ok(c, { shop: publicShopHeader(ctx), product })
})

publicCatalogueRoutes.get('/:id/elabels', noQuery, async (c) => {
  const shop = await shopOf(c)
  return ok(c, await listElabels(c.get('deps').db, shop))
})

publicCatalogueRoutes.get('/:id/elabel', async (c) => {
  const query = parseQuery(c, elabelQuery)
  const shop = await shopOf(c)
  const elabel = await findElabel(c.get('deps').db, shop, query)
  if (!elabel) throw new ApiError(404, productNotFound)
  return ok(c, { elabel })
})

publicCatalogueRoutes.post('/:id/tariff-requests', requireUser, noQuery, async (c) => {
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
    type: 'newContact',
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
  return ok(c, { message: tariffRequestSent }, 201)
})
