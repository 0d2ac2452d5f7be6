import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { hasPermission } from '#app/platform/domain/access'
import { permissionKeys } from '#app/platform/domain/enums'
import { shops, type EditedShop } from '#app/platform/db/schema'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError, messages } from '#app/platform/api/http'
import { noQuery, requireUser } from '#app/platform/api/middleware'
import { catalogueChanged } from '#app/modules/catalogue/catalogue-events'
import { requireShopRight, viewerOf } from '#app/platform/auth/permissions'
import { findShop, privateShop, publicShop } from '../shops'
import { userShops } from '#app/modules/accounts/api/users'
import type { ApiEnv } from '#app/platform/api/types'
import {
  legalNoticeRoute,
  myShopModulesRoute,
  myShopRoute,
  publicShopRoute,
  updateMyShopRoute,
  type ShopUpdate,
} from '../../contract'

type EditedShopInput = NonNullable<ShopUpdate['editedShop']>

/**
 * The merged `editedShop`; a null logo or banner is removed, and so is the shop's own column,
 * which the public header falls back to: 'Retirer' must leave no image at all.
 */
function editedShopUpdate(current: EditedShop, input: EditedShopInput) {
  const merged: EditedShop = { ...current }
  for (const [key, value] of Object.entries(input) as [keyof EditedShop, string | null][]) {
    if (value === null) delete merged[key]
    else merged[key] = value
  }
  return {
    editedShop: merged,
    ...(input.logo === null ? { logo: null } : {}),
    ...(input.banner === null ? { banner: null } : {}),
  }
}

export const shopRoutes = contractRouter()

/** The first shop of an owner's or collaborator's list is the shop they work in (spec 6). */
async function currentShop(c: Context<ApiEnv>) {
  const auth = c.get('auth')
  if (auth.kind !== 'user') throw new ApiError(401, messages.unauthenticated)
  const { db } = c.get('deps')
  const [first] = await userShops(db, auth.userId)
  if (!first || (first.role !== 'owner' && first.role !== 'iam'))
    throw new ApiError(403, messages.forbidden)
  const [shop] = await db.select().from(shops).where(eq(shops.id, first.id))
  return { shop, role: first.role }
}

/** Only the owner changes the shop: anyone else is refused before their body is read. */
const ownerOnly = createMiddleware<ApiEnv>(async (c, next) => {
  const { role } = await currentShop(c)
  if (role !== 'owner') throw new ApiError(403, messages.forbidden)
  await next()
})

shopRoutes.openapi(guarded(myShopRoute, noQuery, requireUser), async (c) => {
  const { shop } = await currentShop(c)
  return c.json({ sucess: true as const, shop: await privateShop(c.get('deps').db, shop) }, 200)
})

shopRoutes.openapi(guarded(updateMyShopRoute, noQuery, requireUser, ownerOnly), async (c) => {
  const { db } = c.get('deps')
  const { shop } = await currentShop(c)
  // `noMessage` only tells the client not to show a snackbar (spec 7).
  const { settings, editedShop, noMessage: _flag, ...fields } = c.req.valid('json')
  const [updated] = await db
    .update(shops)
    .set({
      ...fields,
      ...(settings ? { settings: { ...shop.settings, ...settings } } : {}),
      ...(editedShop ? editedShopUpdate(shop.editedShop, editedShop) : {}),
      updatedAt: new Date(),
    })
    .where(eq(shops.id, shop.id))
    .returning()
  // Pages rendered from the shop (e-labels, public listings) show its name and price rule.
  catalogueChanged(shop.id)
  return c.json(
    {
      sucess: true as const,
      message: 'Les informations de la boutique ont été enregistrées.',
      shop: await privateShop(db, updated),
    },
    200,
  )
})

/**
 * The modules of the signed-in owner's or collaborator's shop and their effective rights there
 * (every permission key, true or false), for menus that hide what the user cannot open.
 */
shopRoutes.openapi(guarded(myShopModulesRoute, noQuery, requireUser), async (c) => {
  const { shop } = await requireShopRight(c, {})
  const viewer = viewerOf(shop)
  const authorizations = Object.fromEntries(
    permissionKeys.map((key) => [key, hasPermission(viewer, key)]),
  )
  return c.json(
    { sucess: true as const, role: shop.role, modules: shop.integration, authorizations },
    200,
  )
})

shopRoutes.openapi(guarded(publicShopRoute, noQuery), async (c) => {
  const shop = await findShop(c.get('deps').db, c.req.valid('param').id)
  if (!shop) throw new ApiError(404, "Cette boutique n'existe pas.")
  return c.json({ sucess: true as const, shop: publicShop(shop) }, 200)
})

/** What French law requires a shop to show publicly (mentions légales): publisher and contact. */
shopRoutes.openapi(guarded(legalNoticeRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const shop = await findShop(db, c.req.valid('param').id)
  if (!shop) throw new ApiError(404, "Cette boutique n'existe pas.")
  const { owner } = await privateShop(db, shop)
  return c.json(
    {
      sucess: true as const,
      legalNotice: {
        name: shop.name,
        business: {
          name: shop.business?.name ?? null,
          reason: shop.business?.reason ?? null,
          siret: shop.business?.siret ?? null,
        },
        contactEmail: shop.contactEmail,
        publisher: owner ? owner.username : null,
      },
    },
    200,
  )
})
