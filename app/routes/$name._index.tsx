import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ShopListing } from '#app/components/shop/shop-listing'
import { listingMeta } from '#app/components/shop/shop-seo'
import { guard } from '#app/utils/guard.server'
import { loadListing } from '#app/utils/shop-catalogue.server'
import { loadShop } from '#app/utils/shop.server'

/** The public shop's listing (or one of its content tabs), for visitors. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const shop = await loadShop(ctx, ctx.params.name)
  const base = `/${ctx.params.name}`
  return loadListing(ctx, request, shop, { base, productBase: base })
}

/** The same page for every visitor: cacheable (app/utils/page-cache.server.ts). */
export const handle = { publicCache: true }

export const meta: MetaFunction<typeof loader> = ({ data }) => listingMeta(data)

export default function ShopIndex() {
  return <ShopListing {...useLoaderData<typeof loader>()} />
}
