import { eq } from 'drizzle-orm'
import type { Context } from 'hono'
import { hasPermission } from '#app/platform/domain/access'
import { permissionKeys } from '#app/platform/domain/enums'
import { shops, type EditedShop } from '#app/platform/db/schema'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError } from '#app/platform/api/http'
import { noQuery } from '#app/platform/api/middleware'
import { catalogueChanged } from '#app/modules/catalogue/catalogue-events'
import { memberOf, viewerOf } from '#app/platform/auth/permissions'
import { findPublicShop, findShop, privateShop, publicShop } from '../shops'
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
/** The row of the shop the access table resolved (owners and collaborators; owners to change it). */
async function currentShop(c: Context<ApiEnv>) {
  const { shop: member } = memberOf(c)
  const [shop] = await c.get('deps').db.select().from(shops).where(eq(shops.id, member.id))
  return { shop, role: member.role }
}

shopRoutes.openapi(guarded(myShopRoute, noQuery), async (c) => {
  const { shop } = await currentShop(c)
  return c.json({ sucess: true as const, shop: await privateShop(c.get('deps').db, shop) }, 200)
})

shopRoutes.openapi(guarded(updateMyShopRoute, noQuery), async (c) => {
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
shopRoutes.openapi(guarded(myShopModulesRoute, noQuery), async (c) => {
  const { shop } = memberOf(c)
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
  const found = await findPublicShop(c.get('deps').db, c.req.valid('param').id)
  if (!found) throw new ApiError(404, "Cette boutique n'existe pas.")
  const { row, analyticsScriptUrl } = found
  return c.json({ sucess: true as const, shop: { ...publicShop(row), analyticsScriptUrl } }, 200)
})

/** What French law requires a shop to show publicly (mentions légales): publisher and contact. */
shopRoutes.openapi(guarded(legalNoticeRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const shop = await findShop(db, c.req.valid('param').id)
  if (!shop) throw new ApiError(404, "Cette boutique n'existe pas.")
  const { owner } = await privateShop(db, shop)
  // The legal identity of the settings (the one invoices print), else the registration's.
  const legal = shop.legal ?? {}
  const address = legal.address
    ? [legal.address.street, `${legal.address.zipcode} ${legal.address.city}`.trim()]
        .filter(Boolean)
        .join(', ')
    : null
  return c.json(
    {
      sucess: true as const,
      legalNotice: {
        name: shop.name,
        business: {
          name: shop.business?.name ?? null,
          reason: legal.legalName?.trim() || shop.business?.reason || null,
          siret: legal.siret?.trim() || shop.business?.siret || null,
          legalForm: legal.legalForm?.trim() || null,
          capitalCents: legal.capitalCents ?? null,
          rcsCity: legal.rcsCity?.trim() || null,
          vatNumber: legal.vatNumber?.trim() || null,
          address: address || null,
          phone: legal.phone?.trim() || null,
        },
        contactEmail: legal.email?.trim() || shop.contactEmail,
        publisher: owner ? owner.username : null,
        text: shop.settings.legalNoticeText?.trim() || null,
      },
    },
    200,
  )
})
