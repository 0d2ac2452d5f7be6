import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { AreaPage } from '#app/components/dashboard/area-page'
import { guard } from '#app/utils/guard.server'
import { loadShop } from '#app/utils/shop.server'

/** The shop builder (tabs, pages, products' presentation) comes with the shop customiser. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return { shop: await loadShop(ctx, ctx.params.id) }
}

export const meta: MetaFunction = () => [{ title: 'Constructeur de boutique | Caveau' }]

export default function ShopBuilder() {
  const { shop } = useLoaderData<typeof loader>()
  return (
    <AreaPage
      title={`Constructeur de boutique — ${shop.name}`}
      empty="Aucune page n’a encore été construite. Le constructeur de pages arrive avec la personnalisation de la boutique."
    />
  )
}
