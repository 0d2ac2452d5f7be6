import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ShopHome } from '#app/components/shop/shop-pages'
import { guard } from '#app/utils/guard.server'
import { loadShop } from '#app/utils/shop.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return { shop: await loadShop(ctx, ctx.params.name) }
}

export default function ShopIndex() {
  return <ShopHome shop={useLoaderData<typeof loader>().shop} />
}
