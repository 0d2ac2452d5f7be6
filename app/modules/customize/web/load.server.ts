import type { ShopTab } from '#app/modules/catalogue/domain/catalogue'
import {
  allTabs,
  MAX_SHOP_TABS,
  TAB_CONTENT_MAX,
  TAB_GAMME_MAX,
  TAB_NAME_MAX,
} from '#app/modules/shop/domain/shop-tabs'
import type { GuardContext } from '#app/platform/web/guard.server'
import { catalogueRoute, myShopRoute } from '#app/modules/shop/contract'

/** The theme colour (spec 9) stands in for a shop that never chose one. */
export const DEFAULT_SHOP_COLOR = '#219ebc'

/**
 * What the page shows: the shop's look as the public header draws it (edited values first),
 * and whether the viewer may change it. Only the owner writes (PUT /shops/me answers 403 to
 * collaborators, and a 403 signs the user out), so collaborators get the page read-only.
 */
export async function loadCustomize(ctx: GuardContext) {
  const result = await ctx.api.call(myShopRoute, {})
  if (!result.ok) throw new Response(result.data.message, { status: result.status })
  const shop = result.data.shop
  const canEdit = ctx.viewer.role === 'owner'
  return {
    canEdit,
    shop: {
      id: shop.id,
      name: shop.name,
      previewUrl: `/shops/${shop.id}`,
      /** The tabs' content blocks are composed there (app/modules/builder), tab by tab. */
      builderUrl: `/shops/${shop.id}/builders`,
      color: (shop.editedShop.color ?? shop.color ?? DEFAULT_SHOP_COLOR).toLowerCase(),
      headerStyle: shop.headerStyle,
      logo: shop.editedShop.logo ?? shop.logo ?? null,
      banner: shop.editedShop.banner ?? shop.banner ?? null,
      membersOnlyPrices: shop.settings.membersOnlyPrices ?? false,
      tabs: shop.tabs,
      /** Changes with every save, so the forms start again from what was saved. */
      version: shop.updatedAt,
    },
    gammes: canEdit ? await gammesOf(ctx, shop.id, shop.tabs) : [],
    limits: {
      tabs: MAX_SHOP_TABS,
      name: TAB_NAME_MAX,
      content: TAB_CONTENT_MAX,
      gamme: TAB_GAMME_MAX,
    },
  }
}

/** The ranges of the shop's catalogue, offered (not imposed) for a product tab's filter. */
async function gammesOf(ctx: GuardContext, shopId: number, tabs: ShopTab[]): Promise<string[]> {
  const result = await ctx.api.call(catalogueRoute, { params: { id: String(shopId) } })
  const fromCatalogue = result.ok ? (result.data.filters?.gammes ?? []) : []
  const fromTabs = allTabs(tabs)
    .map((tab) => tab.filter?.gamme)
    .filter((gamme): gamme is string => Boolean(gamme))
  return [...new Set([...fromCatalogue, ...fromTabs])].sort((a, b) => a.localeCompare(b, 'fr'))
}
