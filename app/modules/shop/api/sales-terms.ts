/**
 * A shop's general terms of sale, versioned (shop_terms): a saved text is never changed, a new
 * text is a new version, and an order keeps the version its buyer accepted. A shop that never
 * saved any shows Caveau's default text as version 1, stored the first time a buyer accepts it.
 */
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '#app/platform/db/client'
import { shops, shopTerms } from '#app/platform/db/schema'
import { sanitizeRichText } from '#app/platform/domain/rich-text'
import {
  DEFAULT_TERMS_VERSION,
  defaultSalesTermsHtml,
  nextTermsVersion,
} from '../domain/sales-terms'
import type { SalesTerms } from '../contract'

type TermsRow = typeof shopTerms.$inferSelect
type Shop = { id: number; name: string }

const answer = (shop: Shop, row: TermsRow | undefined): SalesTerms =>
  row
    ? {
        shopName: shop.name,
        version: row.version,
        html: row.html,
        savedAt: row.createdAt.toISOString(),
        isDefault: false,
      }
    : {
        shopName: shop.name,
        version: DEFAULT_TERMS_VERSION,
        html: defaultSalesTermsHtml(shop.name),
        savedAt: null,
        isDefault: true,
      }

async function lastRow(db: Db, shopId: number): Promise<TermsRow | undefined> {
  const [row] = await db
    .select()
    .from(shopTerms)
    .where(eq(shopTerms.shopId, shopId))
    .orderBy(desc(shopTerms.version))
    .limit(1)
  return row
}

/**
 * The shop's terms: the current version, or the one asked for (null when unknown). Version 1 of a
 * shop that never saved any is the default text.
 */
export async function readSalesTerms(
  db: Db,
  shop: Shop,
  version?: number,
): Promise<SalesTerms | null> {
  if (version === undefined) return answer(shop, await lastRow(db, shop.id))
  const [row] = await db
    .select()
    .from(shopTerms)
    .where(and(eq(shopTerms.shopId, shop.id), eq(shopTerms.version, version)))
  if (row) return answer(shop, row)
  // The default text stands as version 1 only while the shop has stored nothing.
  if (version === DEFAULT_TERMS_VERSION && !(await lastRow(db, shop.id))) return answer(shop, row)
  return null
}

/** The owner's new text: a new version unless it is the current text already. */
export async function saveSalesTerms(
  db: Db,
  shop: Shop,
  html: string,
): Promise<{ terms: SalesTerms; created: boolean }> {
  const clean = sanitizeRichText(html)
  return db.transaction(async (tx) => {
    // One save at a time per shop: two concurrent saves never compute the same version.
    await tx.execute(sql`select 1 from ${shops} where ${shops.id} = ${shop.id} for update`)
    const last = await lastRow(tx, shop.id)
    const current = answer(shop, last)
    if (current.html === clean) return { terms: current, created: false }
    // The default text the shop showed until now stays readable as version 1.
    if (!last)
      await tx
        .insert(shopTerms)
        .values({ shopId: shop.id, version: current.version, html: current.html })
    const [row] = await tx
      .insert(shopTerms)
      .values({ shopId: shop.id, version: nextTermsVersion(last?.version ?? null), html: clean })
      .returning()
    return { terms: answer(shop, row), created: true }
  })
}

/**
 * The version a buyer accepts at checkout for each shop (in the placing transaction): the current
 * one, the default text stored as version 1 the first time, so that every order's version has
 * its text.
 */
export async function acceptedTermsVersions(
  db: Db,
  shopList: readonly Shop[],
): Promise<Map<number, number>> {
  const versions = new Map<number, number>()
  for (const shop of shopList) {
    const last = await lastRow(db, shop.id)
    if (last) {
      versions.set(shop.id, last.version)
      continue
    }
    await db
      .insert(shopTerms)
      .values({
        shopId: shop.id,
        version: DEFAULT_TERMS_VERSION,
        html: defaultSalesTermsHtml(shop.name),
      })
      .onConflictDoNothing()
    versions.set(shop.id, DEFAULT_TERMS_VERSION)
  }
  return versions
}
