import { eq } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import * as z from 'zod'
import { hasPermission } from '#app/platform/domain/access'
import { permissionKeys } from '#app/platform/domain/enums'
import { shopHeaderStyles, ShopTabsInput } from '#app/modules/shop/domain/shop-tabs'
import * as rules from '#app/platform/domain/validation'
import { shops, type EditedShop } from '#app/platform/db/schema'
import { ApiError, messages, ok, parseBody } from '#app/platform/api/http'
import { noQuery, requireUser } from '#app/platform/api/middleware'
import { catalogueChanged } from '#app/modules/catalogue/catalogue-events'
import { requireShopRight, viewerOf } from '#app/platform/auth/permissions'
import { findShop, privateShop, publicShop } from '../shops'
import { userShops } from '#app/modules/accounts/api/users'
import type { ApiEnv } from '#app/platform/api/types'

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, "La couleur n'est pas valide")

/** An uploaded image (`/uploads/…` from POST /images) or an http(s) address; null removes it. */
const image = z
  .string()
  .max(500, "L'url n'est pas valide")
  .refine(
    (s) => /^\/(?!\/)\S+$/.test(s) || /^https?:\/\/[^\s/]+\S*$/i.test(s),
    "L'url n'est pas valide",
  )
  .nullable()

const shopUpdate = z
  .object({
    name: rules.needed().pipe(z.string().max(120)).optional(),
    contactEmail: rules.email().optional(),
    color: hexColor.optional(),
    headerStyle: z.enum(shopHeaderStyles, { error: "Cette valeur n'est pas proposée" }).optional(),
    tabs: ShopTabsInput.optional(),
    online: z.boolean().optional(),
    editedShop: z
      .object({
        color: hexColor.optional(),
        banner: image.optional(),
        logo: image.optional(),
      })
      .strict()
      .optional(),
    settings: z
      .object({
        logStartMonth: z.number().int().min(1).max(12).optional(),
        logStartDay: z.number().int().min(1).max(31).optional(),
        hasTVA: z.boolean().optional(),
        titleProducts: z.string().max(200).optional(),
        allRulesInEq75: z.boolean().optional(),
        membersOnlyPrices: z.boolean().optional(),
      })
      .strict()
      .optional(),
  })
  .strict()

type EditedShopInput = NonNullable<z.output<typeof shopUpdate>['editedShop']>

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

export const shopRoutes = new Hono<ApiEnv>()

// Per route, not '*': the public catalogue router shares the /shops prefix and takes queries.
for (const path of ['/me', '/me/*', '/:id', '/:id/legal-notice']) shopRoutes.use(path, noQuery)

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

shopRoutes.get('/me', requireUser, async (c) => {
  const { shop } = await currentShop(c)
  return ok(c, { shop: await privateShop(c.get('deps').db, shop) })
})

shopRoutes.put('/me', requireUser, async (c) => {
  const { db } = c.get('deps')
  const { shop, role } = await currentShop(c)
  if (role !== 'owner') throw new ApiError(403, messages.forbidden)
  // `noMessage` only tells the client not to show a snackbar (spec 7).
  const body = await parseBody(c, shopUpdate, { strip: ['noMessage'] })
  const { settings, editedShop, ...fields } = body
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
  return ok(c, {
    message: 'Les informations de la boutique ont été enregistrées.',
    shop: await privateShop(db, updated),
  })
})

/**
 * The modules of the signed-in owner's or collaborator's shop and their effective rights there
 * (every permission key, true or false), for menus that hide what the user cannot open.
 */
shopRoutes.get('/me/modules', requireUser, async (c) => {
  const { shop } = await requireShopRight(c, {})
  const viewer = viewerOf(shop)
  const authorizations = Object.fromEntries(
    permissionKeys.map((key) => [key, hasPermission(viewer, key)]),
  )
  return ok(c, { role: shop.role, modules: shop.integration, authorizations })
})

shopRoutes.get('/:id', async (c) => {
  const shop = await findShop(c.get('deps').db, c.req.param('id'))
  if (!shop) throw new ApiError(404, "Cette boutique n'existe pas.")
  return ok(c, { shop: publicShop(shop) })
})

/** What French law requires a shop to show publicly (mentions légales): publisher and contact. */
shopRoutes.get('/:id/legal-notice', async (c) => {
  const { db } = c.get('deps')
  const shop = await findShop(db, c.req.param('id'))
  if (!shop) throw new ApiError(404, "Cette boutique n'existe pas.")
  const { owner } = await privateShop(db, shop)
  return ok(c, {
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
  })
})
