import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ShopHeader } from '#app/modules/shop/web/components/shop-header'
import { UnknownProduct } from '#app/modules/shop/web/components/shop-pages'
import { ShopProduct } from '#app/modules/shop/web/components/shop-product'
import { productMeta } from '#app/modules/shop/web/components/shop-seo'
import { guard } from '#app/platform/web/guard.server'
import { shopPageHeaders } from '#app/modules/shop/web/shop-closed.server'
import {
  OfflineBanner,
  ShopPageBoundary,
  closedMeta,
} from '#app/modules/shop/web/components/shop-closed'
import { loadProductPage, requestTariff } from '#app/modules/shop/web/shop-catalogue.server'
import { loadShop } from '#app/modules/shop/web/shop.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const shop = await loadShop(ctx, ctx.params.id)
  const base = `/shops/${ctx.params.id}`
  return loadProductPage(ctx, request, shop, ctx.params.product, { base, productBase: base })
}

/** 'Demander mon tarif professionnel', from the product page too. */
export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return requestTariff(ctx, request, await loadShop(ctx, ctx.params.id))
}

/** An offline shop's closed page (a 503) passes its Retry-After on. */
export const headers = shopPageHeaders

export const meta: MetaFunction<typeof loader> = ({ data, error }) =>
  closedMeta(error) ?? productMeta(data)

export default function SignedInProduct() {
  const data = useLoaderData<typeof loader>()
  return (
    <>
      <ShopHeader shop={data.frame} base={data.base} as="div" />
      <OfflineBanner shop={data.frame} />
      {data.found ? <ShopProduct {...data} /> : <UnknownProduct />}
    </>
  )
}

/** The closed page of an offline shop, or the usual error screens. */
export const ErrorBoundary = ShopPageBoundary
