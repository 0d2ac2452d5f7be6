import { data, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { UnknownProduct } from '#app/components/shop/shop-pages'
import { guard } from '#app/utils/guard.server'
import { loadShop } from '#app/utils/shop.server'

/** Product pages come with the catalogue; until a product exists the spec's 'Produit inexistant'. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  await loadShop(ctx, ctx.params.name)
  return data({ product: null }, { status: 404 })
}

export const meta: MetaFunction = () => [{ title: 'Produit inexistant | Caveau' }]

export default function ShopProduct() {
  return <UnknownProduct />
}
