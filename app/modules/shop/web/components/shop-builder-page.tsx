import type { MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { PublicShop } from '#app/modules/shop/web/shop.server'
import { ShopHeader } from './shop-header'

export const shopBuilderMeta: MetaFunction = () => [
  { title: 'Aperçu de la boutique | Caveau' },
  { name: 'robots', content: 'noindex' },
]

/** The owner's preview of their shop: the public pages, under a notice saying so. */
export function ShopBuilderFrame({
  shop,
  base,
  children,
}: {
  shop: PublicShop
  base: string
  children: ReactNode
}) {
  return (
    <>
      <p className="bg-warn/20 px-4 py-2 text-sm text-gray-900">
        Aperçu de votre boutique : vous voyez tous les produits avec un statut. Les onglets et
        l’en-tête se règlent dans{' '}
        <Link to="/dashboard/customize" className="underline">
          Personnaliser la boutique
        </Link>
        .
      </p>
      <ShopHeader shop={shop} base={base} as="div" />
      {children}
    </>
  )
}
