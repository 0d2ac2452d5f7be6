/**
 * What a visitor or a buyer gets from an offline shop (issue 16 §1): the closed page, thrown by
 * the listing and product loaders so that no catalogue, price or add-to-cart reaches them. The
 * route's ErrorBoundary renders it (components/shop-closed.tsx); the legal pages never call this.
 */
import { data, type HeadersFunction } from '@remix-run/node'
import {
  SHOP_CLOSED_RETRY_AFTER_S,
  SHOP_CLOSED_STATUS,
  shopIsOpen,
} from '#app/modules/shop/domain/shop-status'
import { legalNoticeRoute } from '#app/modules/shop/contract'
import type { GuardContext } from '#app/platform/web/guard.server'
import type { ShopClosedPage } from './components/shop-closed'
import type { PublicShop } from './shop.server'

/**
 * 503 with Retry-After, not 200: search engines keep the shop's indexed pages through a temporary
 * closure, and neither the page cache (app/platform/web/page-cache.server.ts, 200 only) nor a
 * CDN keeps it as the shop's page, so reopening shows at the next request.
 */
export async function throwShopClosed(ctx: GuardContext, shop: PublicShop): Promise<never> {
  const notice = await ctx.api.call(legalNoticeRoute, { params: { id: String(shop.id) } })
  const legal = notice.ok ? notice.data.legalNotice : null
  const page: ShopClosedPage = {
    shopClosed: true,
    name: shop.name,
    email: legal?.contactEmail ?? null,
    phone: legal?.business.phone ?? null,
    legalNoticeHref: `/${shop.urlShop ?? shop.id}/legal-notice`,
  }
  throw data(page, {
    status: SHOP_CLOSED_STATUS,
    headers: { 'Retry-After': String(SHOP_CLOSED_RETRY_AFTER_S) },
  })
}

/**
 * The closed page for everyone but the shop's staff, who still see it (with a banner) to prepare
 * it. `staff` is the pages' own reading of the API's rule (isShopStaff); the API refuses the
 * catalogue with the same 503 anyway.
 */
export async function refuseClosedShop(ctx: GuardContext, shop: PublicShop, staff: boolean) {
  if (!shopIsOpen(shop) && !staff) await throwShopClosed(ctx, shop)
}

/** The closed page's Retry-After reaches the document (Remix only passes headers a route names). */
export const shopPageHeaders: HeadersFunction = ({ parentHeaders, errorHeaders }) => {
  const headers = new Headers(parentHeaders)
  const retry = errorHeaders?.get('Retry-After')
  if (retry) headers.set('Retry-After', retry)
  return headers
}
