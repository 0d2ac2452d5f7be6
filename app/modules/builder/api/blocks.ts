/**
 * The blocks of a shop tab in the database (shop_blocks): read in order, written after the kind's
 * zod check (the contract's) and, for rich text, the one sanitiser of platform/domain/rich-text.ts.
 */
import { and, asc, eq, inArray, max } from 'drizzle-orm'
import type { Db } from '#app/platform/db/client'
import { shopBlocks, shops } from '#app/platform/db/schema'
import { ApiError } from '#app/platform/api/http'
import { sanitizeRichText } from '#app/platform/domain/rich-text'
import { shopMemo } from '#app/modules/catalogue/shop-memo'
import type { Block, BlockContact, BlockPage } from '#app/modules/builder/contract'
import {
  blockMessages,
  MAX_BLOCKS_PER_TAB,
  tabIdsOf,
  type BlockBody,
  type BlockStatus,
} from '#app/modules/builder/domain/blocks'
import type * as z from 'zod'

type Row = typeof shopBlocks.$inferSelect
type ShopRow = typeof shops.$inferSelect
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export function blockView(row: Row): Block {
  return {
    id: row.id,
    tab: row.tabId,
    position: row.position,
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
    kind: row.kind,
    content: row.content,
  } as Block
}

/** The content as stored: rich text sanitised, whoever sent it. */
export function storedContent(body: BlockBody): BlockBody['content'] {
  if (body.kind === 'text') return { html: sanitizeRichText(body.content.html) }
  return body.content
}

/** A sanitised text that is left empty (only hostile markup) is refused like an empty one. */
export function refuseEmptyText(body: BlockBody, content: BlockBody['content']) {
  if (body.kind === 'text' && !('html' in content && content.html.replace(/<[^>]*>/g, '').trim()))
    throw new ApiError(400, blockMessages.html, { 'content.html': [blockMessages.html] })
}

/** The tab must be one of the shop's (children included), else 400 and nothing written. */
export async function checkTab(db: Db, shopId: number, tab: string) {
  const [shop] = await db.select({ tabs: shops.tabs }).from(shops).where(eq(shops.id, shopId))
  if (!shop || !tabIdsOf(shop.tabs).includes(tab))
    throw new ApiError(400, blockMessages.tab, { tab: [blockMessages.tab] })
}

export async function findBlock(db: Db, shopId: number, id: number): Promise<Row> {
  const [row] = await db
    .select()
    .from(shopBlocks)
    .where(and(eq(shopBlocks.id, id), eq(shopBlocks.shopId, shopId)))
  if (!row) throw new ApiError(404, blockMessages.notFound)
  return row
}

export async function tabBlocks(
  db: Db | Tx,
  shopId: number,
  tab: string,
  statuses?: BlockStatus[],
) {
  return db
    .select()
    .from(shopBlocks)
    .where(
      and(
        eq(shopBlocks.shopId, shopId),
        eq(shopBlocks.tabId, tab),
        statuses ? inArray(shopBlocks.status, statuses) : undefined,
      ),
    )
    .orderBy(asc(shopBlocks.position), asc(shopBlocks.id))
}

/** The position after the tab's last block; 400 once the tab holds its maximum. */
export async function nextPosition(db: Db, shopId: number, tab: string): Promise<number> {
  const rows = await tabBlocks(db, shopId, tab)
  if (rows.length >= MAX_BLOCKS_PER_TAB) throw new ApiError(400, blockMessages.full)
  const [last] = await db
    .select({ at: max(shopBlocks.position) })
    .from(shopBlocks)
    .where(and(eq(shopBlocks.shopId, shopId), eq(shopBlocks.tabId, tab)))
  return (last?.at ?? -1) + 1
}

/** What the contact block shows: the settings' legal identity, else the registration's. */
export function shopContact(shop: ShopRow): z.output<typeof BlockContact> {
  const legal = shop.legal ?? {}
  const address = legal.address
    ? [legal.address.street, `${legal.address.zipcode} ${legal.address.city}`.trim()]
        .filter(Boolean)
        .join(', ')
    : null
  return {
    name: legal.legalName?.trim() || shop.name,
    address: address || null,
    phone: legal.phone?.trim() || null,
    email: legal.email?.trim() || shop.contactEmail || null,
  }
}

/**
 * The shop's upcoming events for the event list block. Wine tourism (app/modules/tourism) has no
 * events table yet, so there is nothing to read: the block says 'Aucun événement à venir'. When
 * events land, this reads them (published, starting after `now`, soonest first).
 */
export async function upcomingEvents(_db: Db, _shopId: number): Promise<BlockPage['events']> {
  return []
}

/**
 * A tab's published blocks, as every visit of the shop's pages reads them: kept until a write of
 * the builder announces the shop's change (routes/blocks.ts), or a minute for a write by hand.
 */
export const publishedBlocks = shopMemo(60_000, (db, shopId, tab) =>
  tabBlocks(db, shopId, tab, ['published']),
)

/** A tab's blocks with what they show: the shop's contact and events (read only when asked). */
export async function blockPage(db: Db, shop: ShopRow, rows: Row[]): Promise<BlockPage> {
  const events = rows.some((r) => r.kind === 'events') ? await upcomingEvents(db, shop.id) : []
  return { blocks: rows.map(blockView), contact: shopContact(shop), events }
}
