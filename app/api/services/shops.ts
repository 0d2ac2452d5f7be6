import { randomBytes } from 'node:crypto'
import { eq, or, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { shops, users } from '../db/schema'

type ShopRow = typeof shops.$inferSelect

/** What anyone may read of a shop (auth screen banner, shop header). */
export function publicShop(shop: ShopRow) {
  return {
    id: shop.id,
    code: shop.code,
    name: shop.name,
    urlShop: shop.urlShop,
    editedShop: {
      color: shop.editedShop.color ?? shop.color ?? undefined,
      banner: shop.editedShop.banner ?? shop.banner ?? undefined,
      logo: shop.editedShop.logo ?? shop.logo ?? undefined,
    },
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
  return { ...fields, owner: owner ?? null }
}

/** A shop by numeric id, public code or url slug. */
export async function findShop(db: Db, ref: string): Promise<ShopRow | null> {
  const value = ref.trim()
  if (!value || value.length > 100) return null
  const byId = /^\d{1,9}$/.test(value) ? eq(shops.id, Number(value)) : undefined
  const [row] = await db
    .select()
    .from(shops)
    .where(or(byId, eq(shops.code, value.toUpperCase()), eq(shops.urlShop, value.toLowerCase())))
    .limit(1)
  return row ?? null
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
export async function freeShopIdentifiers(db: Db, name: string): Promise<{ urlShop: string; code: string }> {
  const base = slugify(name)
  let urlShop = base
  for (let n = 2; ; n++) {
    const [taken] = await db.select({ id: shops.id }).from(shops).where(eq(shops.urlShop, urlShop))
    if (!taken) break
    urlShop = `${base}-${n}`
  }
  const prefix = base.replace(/-/g, '').toUpperCase().slice(0, 6) || 'SHOP'
  for (;;) {
    const code = `${prefix}${randomBytes(2).readUInt16BE() % 10000}`
    const [taken] = await db.select({ id: shops.id }).from(shops).where(sql`${shops.code} = ${code}`)
    if (!taken) return { urlShop, code }
  }
}
