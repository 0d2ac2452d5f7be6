import { Form, Link, useSearchParams } from '@remix-run/react'
import type { ReactNode } from 'react'
import { CartDrawer } from '#app/modules/checkout/web/components/cart/cart-drawer'
import { buttonClass } from '#app/ui/button'
import { Icon } from '#app/ui/icons'
import type { CartSummary, PublicShop } from '#app/modules/shop/web/shop.server'
import { AdultGate } from './adult-gate'
import { ShopHeader } from './shop-header'
import { linkWith, listingParams } from './shop-links'
import { HealthNotice, MinorsBanner } from './alcohol-notices'
import { salesTermsPath } from '#app/modules/shop/domain/shop-paths'

export type ShopViewer = { username: string; email: string; role: string } | null

type Props = {
  shop: PublicShop
  viewer: ShopViewer
  cart: CartSummary | null
  gate: boolean
  /** Base of the shop's links: `/shops/1` signed in, `/domaine-de-la-source` for visitors. */
  base: string
  children: ReactNode
}

/**
 * The default layout around a public shop (spec 2.6, 2.9): the shop's colour and logo, the cart
 * drawer for buyers and visitors, the account area, the help button and the alcohol notice.
 */
export function ShopFrame({ shop, viewer, cart, gate, base, children }: Props) {
  const [searchParams] = useSearchParams()
  const hideAccountLinks = searchParams.has('refId')
  return (
    <div className="min-h-screen">
      <ShopHeader
        shop={shop}
        base={base}
        actions={
          <>
            {cart ? <CartDrawer cart={cart} /> : null}
            {viewer ? (
              <details className="relative">
                <summary
                  className="flex min-h-[44px] min-w-[44px] cursor-pointer list-none items-center justify-center rounded-full hover:bg-black/10"
                  aria-label="Mon compte"
                >
                  <Icon name="user" />
                </summary>
                <div className="absolute right-0 z-40 mt-2 w-60 rounded-md bg-white p-2 text-gray-900 shadow-lg">
                  <p className="px-3 font-semibold">{viewer.username}</p>
                  <p className="truncate px-3 pb-2 text-sm text-gray-600">{viewer.email}</p>
                  <Link
                    to={viewer.role === 'admin' ? '/admin' : '/dashboard'}
                    className="block rounded px-3 py-2 hover:bg-gray-100"
                  >
                    Mon espace
                  </Link>
                  <Form method="post" action="/auth/logout">
                    <button
                      type="submit"
                      className="block w-full rounded px-3 py-2 text-left hover:bg-gray-100"
                    >
                      Se déconnecter
                    </button>
                  </Form>
                </div>
              </details>
            ) : hideAccountLinks ? null : (
              <>
                <Link
                  to={`/auth/login?id=${encodeURIComponent(shop.code)}`}
                  className="whitespace-nowrap rounded px-2 py-2 text-sm underline"
                >
                  Se connecter
                </Link>
                <Link
                  to={`/auth/register/buyer?id=${encodeURIComponent(shop.code)}`}
                  className={buttonClass(
                    'secondary',
                    'hidden min-h-[36px] py-1 text-sm sm:inline-flex',
                  )}
                >
                  Créer un compte
                </Link>
              </>
            )}
          </>
        }
      />
      <MinorsBanner />
      <main>{children}</main>
      <footer className="mx-auto max-w-5xl px-4 py-6 text-sm text-gray-600">
        <Link
          to={linkWith(`${base}/legal-notice`, searchParams, {}, listingParams)}
          className="underline"
        >
          Mentions légales
        </Link>
        <span className="mx-2">·</span>
        <Link
          to={linkWith(salesTermsPath(base), searchParams, {}, listingParams)}
          className="underline"
        >
          Conditions générales de vente
        </Link>
        <span className="mx-2">·</span>
        <HealthNotice />
      </footer>
      <Link
        to="/help"
        className="fixed bottom-4 right-4 z-20 flex h-12 w-12 items-center justify-center rounded-full bg-primary-dark text-white shadow-lg"
        aria-label="Aide"
      >
        <Icon name="help" />
      </Link>
      {gate ? <AdultGate /> : null}
    </div>
  )
}
