/**
 * The blocks a shop tab shows (issue 16 §2), read for the page through the provider: the
 * published ones for visitors (GET /v1/shops/{id}/blocks), every one in the builder's preview
 * (GET /v1/builder/blocks), and the products of each product grid, in the viewer's prices.
 */
import {
  builderBlocksRoute,
  publicBlocksRoute,
  type BlockPage,
} from '#app/modules/builder/contract'
import { catalogueRoute } from '#app/modules/shop/contract'
import { cardOf, type CardProduct } from '#app/modules/shop/web/components/catalogue-types'
import type { GuardContext } from '#app/platform/web/guard.server'

export type TabBlocks = BlockPage & {
  /** The products of each product grid block, by block id. */
  grids: Record<number, CardProduct[]>
  pricesHidden: boolean
  sellerId: number
}

const same = (a: string | null | undefined, b: string | undefined) =>
  !b || (Boolean(a) && a!.trim().toLowerCase() === b.trim().toLowerCase())

export async function loadTabBlocks(
  ctx: GuardContext,
  shopId: number,
  tab: string,
  { drafts, typology }: { drafts: boolean; typology?: string },
): Promise<TabBlocks | null> {
  // A tab id the builder cannot key (an old hand-made one) simply has no blocks: 400 reads as none.
  const result = drafts
    ? await ctx.api.call(builderBlocksRoute, { query: { tab } })
    : await ctx.api.call(publicBlocksRoute, { params: { id: String(shopId) }, query: { tab } })
  if (!result.ok || !result.data.blocks.length) return null
  const { blocks, contact, events } = result.data
  const grids: TabBlocks['grids'] = {}
  let pricesHidden = false
  if (blocks.some((b) => b.kind === 'products')) {
    const params = { id: String(shopId) }
    const listing = await ctx.api.call(catalogueRoute, { params, query: { typology } })
    const products = listing.ok ? listing.data.products : []
    pricesHidden = listing.ok ? listing.data.shop.pricesHidden : false
    for (const block of blocks)
      if (block.kind === 'products') {
        const { type, gamme, color, limit } = block.content
        grids[block.id] = products
          .filter((p) => same(p.type, type) && same(p.gamme, gamme) && same(p.color, color))
          .slice(0, limit)
          .map(cardOf)
      }
  }
  return { blocks, contact, events, grids, pricesHidden, sellerId: shopId }
}
