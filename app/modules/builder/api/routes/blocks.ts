/**
 * The builder's endpoints (builder/contract.ts). Who may call each is the access table's
 * (api-access.ts: the shop's owner and collaborators, createProduct to write); which block is
 * theirs is `findBlock`'s (another shop's is 404).
 */
import { and, eq } from 'drizzle-orm'
import {
  builderBlocksRoute,
  createBlockRoute,
  deleteBlockRoute,
  moveBlockRoute,
  publicBlocksRoute,
  publishBlocksRoute,
  saveBlockRoute,
} from '#app/modules/builder/contract'
import { blockMessages, moveBlock } from '#app/modules/builder/domain/blocks'
import { catalogueChanged } from '#app/modules/catalogue/catalogue-events'
import { shopViewer } from '#app/modules/shop/api/public-catalogue'
import { findShop } from '#app/modules/shop/api/shops'
import {
  SHOP_CLOSED_STATUS,
  shopClosedMessage,
  shopShownTo,
} from '#app/modules/shop/domain/shop-status'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError } from '#app/platform/api/http'
import { noQuery } from '#app/platform/api/middleware'
import { memberOf } from '#app/platform/auth/permissions'
import { shopBlocks, shops } from '#app/platform/db/schema'
import {
  blockPage,
  blockView,
  checkTab,
  findBlock,
  nextPosition,
  publishedBlocks,
  refuseEmptyText,
  storedContent,
  tabBlocks,
} from '../blocks'

export const builderRoutes = contractRouter()

builderRoutes.openapi(builderBlocksRoute, async (c) => {
  const { db } = c.get('deps')
  const { shop: member } = memberOf(c)
  const { tab } = c.req.valid('query')
  const [shop] = await db.select().from(shops).where(eq(shops.id, member.id))
  return c.json(
    { sucess: true as const, ...(await blockPage(db, shop, await tabBlocks(db, shop.id, tab))) },
    200,
  )
})

builderRoutes.openapi(guarded(createBlockRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const { shop } = memberOf(c)
  const { tab, ...body } = c.req.valid('json')
  const content = storedContent(body)
  refuseEmptyText(body, content)
  await checkTab(db, shop.id, tab)
  const position = await nextPosition(db, shop.id, tab)
  const [row] = await db
    .insert(shopBlocks)
    .values({ shopId: shop.id, tabId: tab, position, kind: body.kind, content, status: 'draft' })
    .returning()
  return c.json(
    { sucess: true as const, message: blockMessages.created, block: blockView(row) },
    201,
  )
})

builderRoutes.openapi(guarded(saveBlockRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const { shop } = memberOf(c)
  const { id } = c.req.valid('param')
  const body = c.req.valid('json')
  const row = await findBlock(db, shop.id, id)
  if (row.kind !== body.kind)
    throw new ApiError(400, blockMessages.otherKind, { kind: [blockMessages.otherKind] })
  const content = storedContent(body)
  refuseEmptyText(body, content)
  const [saved] = await db
    .update(shopBlocks)
    .set({ content, updatedAt: new Date() })
    .where(and(eq(shopBlocks.id, id), eq(shopBlocks.shopId, shop.id)))
    .returning()
  catalogueChanged(shop.id)
  return c.json(
    { sucess: true as const, message: blockMessages.saved, block: blockView(saved) },
    200,
  )
})

builderRoutes.openapi(guarded(deleteBlockRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const { shop } = memberOf(c)
  const { id } = c.req.valid('param')
  await findBlock(db, shop.id, id)
  await db.delete(shopBlocks).where(and(eq(shopBlocks.id, id), eq(shopBlocks.shopId, shop.id)))
  catalogueChanged(shop.id)
  return c.json({ sucess: true as const, message: blockMessages.deleted }, 200)
})

builderRoutes.openapi(guarded(moveBlockRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const { shop } = memberOf(c)
  const { id } = c.req.valid('param')
  const { direction } = c.req.valid('json')
  const row = await findBlock(db, shop.id, id)
  await db.transaction(async (tx) => {
    const ordered = (await tabBlocks(tx, shop.id, row.tabId)).map((r) => r.id)
    const next = moveBlock(ordered, id, direction)
    if (!next) return
    for (const [position, blockId] of next.entries())
      await tx
        .update(shopBlocks)
        .set({ position })
        .where(and(eq(shopBlocks.id, blockId), eq(shopBlocks.shopId, shop.id)))
  })
  catalogueChanged(shop.id)
  return c.json({ sucess: true as const, message: blockMessages.moved }, 200)
})

builderRoutes.openapi(guarded(publishBlocksRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const { shop } = memberOf(c)
  const { tab, published } = c.req.valid('json')
  await checkTab(db, shop.id, tab)
  const rows = await db
    .update(shopBlocks)
    .set({ status: published ? 'published' : 'draft', updatedAt: new Date() })
    .where(and(eq(shopBlocks.shopId, shop.id), eq(shopBlocks.tabId, tab)))
    .returning({ id: shopBlocks.id })
  catalogueChanged(shop.id)
  return c.json(
    {
      sucess: true as const,
      message: published ? blockMessages.published : blockMessages.unpublished,
      count: rows.length,
    },
    200,
  )
})

builderRoutes.openapi(publicBlocksRoute, async (c) => {
  const { db } = c.get('deps')
  const shop = await findShop(db, c.req.valid('param').id)
  if (!shop) throw new ApiError(404, "Cette boutique n'existe pas.")
  const viewer = await shopViewer(c, shop)
  if (!shopShownTo(shop, viewer.staff)) throw new ApiError(SHOP_CLOSED_STATUS, shopClosedMessage)
  const { tab } = c.req.valid('query')
  return c.json(
    {
      sucess: true as const,
      ...(await blockPage(db, shop, await publishedBlocks(db, shop.id, tab))),
    },
    200,
  )
})
