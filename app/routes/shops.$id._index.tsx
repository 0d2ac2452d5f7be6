import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { ShopHome } from '#app/components/shop/shop-pages'
import { guard } from '#app/utils/guard.server'
import { loadShop } from '#app/utils/shop.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return { shop: await loadShop(ctx, ctx.params.id) }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.shop.name ?? 'Boutique'} | Caveau` },
]

export default function SignedInShop() {
  return <ShopHome shop={useLoaderData<typeof loader>().shop} />
}
