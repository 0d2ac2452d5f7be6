/** Embeddable views of a shop, framed only by the origins their owner lists. */
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { IframeInput, IframeUpdate } from '#app/modules/catalogue/domain/catalogue-schemas'
import type { Db } from '#app/platform/db/client'
import { iframes, products, shops, type IframeSettings } from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import { publicShop } from '#app/modules/shop/api/shops'
import { shopIsOpen } from '#app/modules/shop/domain/shop-status'

type IframeRow = typeof iframes.$inferSelect

export const iframesText = {
  notFound: 'Iframe inexistante',
  unknownTypology: 'Typologie inexistante',
  unknownProduct: 'Produit inexistant',
  created: "L'iframe a été créée.",
  updated: "L'iframe a été enregistrée.",
  deleted: "L'iframe a été supprimée.",
} as const

export function toIframeRecord(row: IframeRow) {
  return { id: row.id, name: row.name, origins: row.origins, settings: row.settings }
}

export async function listIframes(db: Db, shopId: number) {
  const rows = await db
    .select()
    .from(iframes)
    .where(eq(iframes.shopId, shopId))
    .orderBy(asc(iframes.name), asc(iframes.id))
  return rows.map(toIframeRecord)
}

export async function findIframe(db: Db, shopId: number, id: number) {
  const [row] = await db
    .select()
    .from(iframes)
    .where(and(eq(iframes.id, id), eq(iframes.shopId, shopId)))
  if (!row) throw new ApiError(404, iframesText.notFound)
  return row
}

/** The settings to store: defaults filled, typology and products checked against the shop. */
async function settingsOf(
  db: Db,
  shopId: number,
  input: IframeInput['settings'],
  current?: IframeSettings,
): Promise<IframeSettings> {
  const base: IframeSettings = current ?? { showFilters: true, productIds: [] }
  const merged = { ...base, ...input }
  const settings: IframeSettings = {
    showFilters: merged.showFilters ?? true,
    productIds: [...new Set(merged.productIds ?? [])],
    ...(merged.typology ? { typology: merged.typology } : {}),
    ...(merged.color ? { color: merged.color } : {}),
  }
  if (settings.typology) {
    const [shop] = await db
      .select({ typologies: shops.typologies })
      .from(shops)
      .where(eq(shops.id, shopId))
    if (!shop || !Object.hasOwn(shop.typologies, settings.typology))
      throw new ApiError(400, iframesText.unknownTypology, {
        'settings.typology': [iframesText.unknownTypology],
      })
  }
  if (settings.productIds.length > 0) {
    const own = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.shopId, shopId), inArray(products.id, settings.productIds)))
    if (own.length !== settings.productIds.length)
      throw new ApiError(400, iframesText.unknownProduct, {
        'settings.productIds': [iframesText.unknownProduct],
      })
  }
  return settings
}

export async function createIframe(db: Db, shopId: number, input: IframeInput) {
  const settings = await settingsOf(db, shopId, input.settings)
  const [row] = await db
    .insert(iframes)
    .values({ shopId, name: input.name, origins: input.origins, settings })
    .returning()
  return toIframeRecord(row)
}

export async function updateIframe(db: Db, shopId: number, id: number, input: IframeUpdate) {
  const current = await findIframe(db, shopId, id)
  const settings = input.settings
    ? await settingsOf(db, shopId, input.settings, current.settings)
    : current.settings
  const [row] = await db
    .update(iframes)
    .set({
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.origins !== undefined ? { origins: input.origins } : {}),
      settings,
      updatedAt: new Date(),
    })
    .where(and(eq(iframes.id, id), eq(iframes.shopId, shopId)))
    .returning()
  return toIframeRecord(row)
}

export async function deleteIframe(db: Db, shopId: number, id: number) {
  await findIframe(db, shopId, id)
  await db.delete(iframes).where(and(eq(iframes.id, id), eq(iframes.shopId, shopId)))
}

/** What an embedding page needs, or null when unknown, offline or its module is off. */
export async function publicIframe(db: Db, id: number) {
  const [row] = await db
    .select({ iframe: iframes, shop: shops })
    .from(iframes)
    .innerJoin(shops, eq(shops.id, iframes.shopId))
    .where(eq(iframes.id, id))
  if (!row || !shopIsOpen(row.shop) || row.shop.integration.iframes?.active !== true) return null
  return { iframe: toIframeRecord(row.iframe), shop: publicShop(row.shop) }
}
