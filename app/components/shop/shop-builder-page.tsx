import type { MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { AreaPage } from '#app/components/dashboard/area-page'
import type { PublicShop } from '#app/utils/shop.server'

export const shopBuilderMeta: MetaFunction = () => [{ title: 'Constructeur de boutique | Caveau' }]

/** The shop builder (tabs, pages, products' presentation) comes with the shop customiser. */
export function ShopBuilderPage() {
  const { shop } = useLoaderData<{ shop: PublicShop }>()
  return (
    <AreaPage
      title={`Constructeur de boutique — ${shop.name}`}
      empty="Aucune page n’a encore été construite. Le constructeur de pages arrive avec la personnalisation de la boutique."
    />
  )
}
