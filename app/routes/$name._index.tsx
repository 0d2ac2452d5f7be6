import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ShopListing } from '#app/modules/shop/web/components/shop-listing'
import { listingMeta } from '#app/modules/shop/web/components/shop-seo'
import { guard } from '#app/platform/web/guard.server'
import { shopPageHeaders } from '#app/modules/shop/web/shop-closed.server'
import { ShopPageBoundary, closedMeta } from '#app/modules/shop/web/components/shop-closed'
import { loadListing } from '#app/modules/shop/web/shop-catalogue.server'
import { loadShop } from '#app/modules/shop/web/shop.server'

/** The public shop's listing (or one of its content tabs), for visitors. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const shop = await loadShop(ctx, ctx.params.name)
  const base = `/${ctx.params.name}`
  return loadListing(ctx, request, shop, { base, productBase: base })
}

/** The same page for every visitor: cacheable (app/platform/web/page-cache.server.ts). */
export const handle = { publicCache: true }

/** An offline shop's closed page (a 503) passes its Retry-After on. */
export const headers = shopPageHeaders

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  closedMeta(error) ?? listingMeta(data)

export default function ShopIndex() {
  return <ShopListing {...useLoaderData<typeof loader>()} />
}

/** The closed page of an offline shop, or the usual error screens. */
export const ErrorBoundary = ShopPageBoundary
