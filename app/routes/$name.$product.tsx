import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { UnknownProduct } from '#app/modules/shop/web/components/shop-pages'
import { ShopProduct } from '#app/modules/shop/web/components/shop-product'
import { productMeta } from '#app/modules/shop/web/components/shop-seo'
import { guard } from '#app/platform/web/guard.server'
import { shopPageHeaders } from '#app/modules/shop/web/shop-closed.server'
import { ShopPageBoundary, closedMeta } from '#app/modules/shop/web/components/shop-closed'
import { loadProductPage } from '#app/modules/shop/web/shop-catalogue.server'
import { loadShop } from '#app/modules/shop/web/shop.server'

/** A product of the public shop, or the spec's 'Produit inexistant' (404). */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const shop = await loadShop(ctx, ctx.params.name)
  const base = `/${ctx.params.name}`
  return loadProductPage(ctx, request, shop, ctx.params.product, { base, productBase: base })
}

/** The same page for every visitor: cacheable (app/platform/web/page-cache.server.ts). */
export const handle = { publicCache: true }

/** An offline shop's closed page (a 503) passes its Retry-After on. */
export const headers = shopPageHeaders

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  closedMeta(error) ?? productMeta(data)

export default function ShopProductPage() {
  const data = useLoaderData<typeof loader>()
  return data.found ? <ShopProduct {...data} /> : <UnknownProduct />
}

/** The closed page of an offline shop, or the usual error screens. */
export const ErrorBoundary = ShopPageBoundary
