import { randomBytes } from 'node:crypto'
import { eq, or, sql } from 'drizzle-orm'
import type { Db } from '#app/platform/db/client'
import { shopIntegrations, shops, users } from '#app/platform/db/schema'
import { onCatalogueChange } from '#app/modules/catalogue/catalogue-events'
import type { ShopTab } from '#app/modules/catalogue/domain/catalogue'
import type { ShopTabAnswer } from '../contract'

type ShopRow = typeof shops.$inferSelect

/** The stored tabs are two levels deep (sub-tabs have none): what the contract describes. */
const twoLevels = (tabs: ShopTab[]): ShopTabAnswer[] => tabs

/** What anyone may read of a shop (auth screen banner, shop header). */
export function publicShop(shop: ShopRow) {
  return {
    id: shop.id,
    code: shop.code,
    name: shop.name,
    urlShop: shop.urlShop,
    headerStyle: shop.headerStyle,
    tabs: twoLevels(shop.tabs),
    editedShop: {
      color: shop.editedShop.color ?? shop.color ?? undefined,
      banner: shop.editedShop.banner ?? shop.banner ?? undefined,
      logo: shop.editedShop.logo ?? shop.logo ?? undefined,
    },
    // A suspended shop shows as closed (admin console); its owner's switch is kept for after.
    online: shop.online && !shop.suspendedAt,
  }
}

export async function privateShop(db: Db, shop: ShopRow) {
  const [owner] = shop.ownerId
    ? await db
        .select({ id: users.id, username: users.username, email: users.email, phone: users.phone })
        .from(users)
        .where(eq(users.id, shop.ownerId))
    : []
  const { ownerId: _ownerId, ...fields } = shop
  return { ...fields, tabs: twoLevels(shop.tabs), owner: owner ?? null }
}

/**
 * A shop by numeric id, public code or url slug, in that order: digits are always an id, and
 * new slugs never equal a code (see freeShopIdentifiers), so a reference names one shop.
 */
export async function findShop(db: Db, ref: string): Promise<ShopRow | null> {
  return (await findPublicShop(db, ref))?.row ?? null
}

/**
 * A shop (as `findShop`) with the analytics script its public pages load: null unless the shop
 * turned its analytics on (settings, `integrations` tab).
 */
export async function findPublicShop(db: Db, ref: string): Promise<CachedShop | null> {
  const cache = shopCacheOf(db)
  const key = ref.trim().toLowerCase()
  const hit = cache.get(key)
  if (hit && Date.now() - hit.at < SHOP_CACHE_MS) return hit.shop
  const shop = await lookUpShop(db, ref)
  // Only shops found are kept: a shop created a moment later must be found at once.
  if (shop) {
    if (cache.size >= SHOP_CACHE_MAX) cache.clear()
    cache.set(key, { shop, at: Date.now() })
  }
  return shop
}

type CachedShop = { row: ShopRow; analyticsScriptUrl: string | null }

/**
 * Every public shop page reads its shop two or three times (layout, page, catalogue): the rows
 * are kept a few seconds per database, and dropped at once when this process changes the shop
 * or its catalogue, here or in another process on the same PostgreSQL (LISTEN/NOTIFY, see
 * change-events.ts); SHOP_CACHE_MS bounds what nobody announced.
 */
const SHOP_CACHE_MS = 10_000
const SHOP_CACHE_MAX = 1_000
const shopCaches = new WeakMap<Db, Map<string, { shop: CachedShop; at: number }>>()

function shopCacheOf(db: Db) {
  let cache = shopCaches.get(db)
  if (!cache) {
    const created = new Map<string, { shop: CachedShop; at: number }>()
    onCatalogueChange(
      (shopId) => {
        for (const [key, entry] of created) if (entry.shop.row.id === shopId) created.delete(key)
      },
      () => created.clear(),
    )
    shopCaches.set(db, created)
    cache = created
  }
  return cache
}

async function lookUpShop(db: Db, ref: string): Promise<CachedShop | null> {
  const value = ref.trim()
  if (!value || value.length > 100) return null
  if (/^\d+$/.test(value) && value.length > 9) return null
  const rows = await db
    .select({
      row: shops,
      analytics: shopIntegrations.analytics,
      scriptUrl: shopIntegrations.analyticsScriptUrl,
    })
    .from(shops)
    .leftJoin(shopIntegrations, eq(shopIntegrations.shopId, shops.id))
    .where(
      /^\d+$/.test(value)
        ? eq(shops.id, Number(value))
        : or(eq(shops.code, value.toUpperCase()), eq(shops.urlShop, value.toLowerCase())),
    )
  const found = rows.find((r) => r.row.code === value.toUpperCase()) ?? rows[0]
  return found
    ? { row: found.row, analyticsScriptUrl: found.analytics ? found.scriptUrl : null }
    : null
}

export function slugify(name: string): string {
  return (
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'boutique'
  )
}

/** A free url slug and a free public code for a new shop. */
export async function freeShopIdentifiers(
  db: Db,
  name: string,
): Promise<{ urlShop: string; code: string }> {
  // An all-digit slug would read as an id.
  const base = /^\d+$/.test(slugify(name)) ? `boutique-${slugify(name)}` : slugify(name)
  const taken = async (candidate: string) => {
    const [row] = await db
      .select({ id: shops.id })
      .from(shops)
      .where(
        sql`${shops.urlShop} = ${candidate.toLowerCase()} or ${shops.code} = ${candidate.toUpperCase()}`,
      )
    return Boolean(row)
  }
  let urlShop = base
  for (let n = 2; await taken(urlShop); n++) urlShop = `${base}-${n}`
  const prefix =
    base
      .replace(/[^a-z]/g, '')
      .toUpperCase()
      .slice(0, 6) || 'SHOP'
  for (;;) {
    const code = `${prefix}${randomBytes(2).readUInt16BE() % 10000}`
    if (!(await taken(code))) return { urlShop, code }
  }
}
