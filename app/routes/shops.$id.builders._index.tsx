import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import {
  ShopBuilderFrame,
  shopBuilderMeta,
} from '#app/modules/shop/web/components/shop-builder-page'
import { ShopListing } from '#app/modules/shop/web/components/shop-listing'
import { guard } from '#app/platform/web/guard.server'
import { loadBuilderListing } from '#app/modules/shop/web/shop-catalogue.server'

export async function loader({ request }: LoaderFunctionArgs) {
  return loadBuilderListing(await guard(request), request)
}

export const meta = shopBuilderMeta

export default function ShopBuilderListing() {
  const data = useLoaderData<typeof loader>()
  return (
    <ShopBuilderFrame shop={data.frame} base={data.base}>
      <ShopListing {...data} />
    </ShopBuilderFrame>
  )
}
