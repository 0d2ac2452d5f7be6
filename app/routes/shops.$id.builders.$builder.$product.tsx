import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import {
  ShopBuilderFrame,
  shopBuilderMeta,
} from '#app/modules/shop/web/components/shop-builder-page'
import { UnknownProduct } from '#app/modules/shop/web/components/shop-pages'
import { ShopProduct } from '#app/modules/shop/web/components/shop-product'
import { guard } from '#app/platform/web/guard.server'
import { loadBuilderProduct } from '#app/modules/shop/web/shop-catalogue.server'

export async function loader({ request }: LoaderFunctionArgs) {
  return loadBuilderProduct(await guard(request), request)
}

export const meta = shopBuilderMeta

export default function ShopBuilderProduct() {
  const data = useLoaderData<typeof loader>()
  return (
    <ShopBuilderFrame shop={data.frame} base={data.base}>
      {data.found ? <ShopProduct {...data} /> : <UnknownProduct />}
    </ShopBuilderFrame>
  )
}
