import { Link } from '@remix-run/react'
import { useCloseOnNavigation } from '#app/ui/shell/use-close-on-navigation'
import { buttonClass } from '#app/ui/button'
import { CountBadge } from '#app/ui/count-badge'
import { Icon } from '#app/ui/icons'
import { formatCents } from '#app/platform/domain/money'
import type { CartSummary } from '#app/modules/shop/web/shop.server'
import { EmptyCartButton } from './empty-cart-dialog'
import { LoyaltyDiscountLine } from './loyalty-discount'

/** The cart per seller order: lines, count and total TTC as the server priced them. */
export function CartLines({ cart }: { cart: CartSummary }) {
  if (!cart.orders.length)
    return <p className="py-6 text-center text-gray-600">Votre panier est vide</p>
  return (
    <ul className="divide-y divide-gray-100">
      {cart.orders.map((o) => (
        <li key={o.key} className="space-y-1 py-3" data-testid="drawer-order">
          <div className="flex justify-between gap-3">
            <span>
              <Link to={o.shopHref} className="block font-medium hover:underline">
                {o.seller}
              </Link>
              <span className="text-sm text-gray-600">
                {o.count} article{o.count > 1 ? 's' : ''}
              </span>
            </span>
            {o.totalCents !== null ? (
              <span className="whitespace-nowrap font-medium">{formatCents(o.totalCents)}</span>
            ) : null}
          </div>
          <ul className="text-sm text-gray-700">
            {o.lines.map((l) => (
              <li key={l.idTmp} className="flex justify-between gap-2">
                <span className="min-w-0 truncate">
                  {l.name}
                  {l.detail ? <span className="text-gray-500"> · {l.detail}</span> : null}
                </span>
                <span className="whitespace-nowrap">× {l.quantity}</span>
              </li>
            ))}
          </ul>
          <LoyaltyDiscountLine cents={o.loyaltyDiscountCents} />
          {o.hasErrors ? (
            <p className="text-sm font-medium text-red-700">
              Cette commande demande votre attention : voir le panier.
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

export function CartTotal({ cart, className = '' }: { cart: CartSummary; className?: string }) {
  if (cart.totalCents === null) return null
  return (
    <p className={`flex justify-between font-semibold ${className}`}>
      <span>Total TTC</span>
      <span>{formatCents(cart.totalCents)}</span>
    </p>
  )
}

/** The right-hand cart drawer of the default layout (spec 2.6): 400 px, full width on a phone. */
export function CartDrawer({ cart }: { cart: CartSummary }) {
  const ref = useCloseOnNavigation()
  return (
    <span className="relative">
      <details ref={ref}>
        <summary
          className="flex min-h-[44px] min-w-[44px] cursor-pointer list-none items-center justify-center rounded-full hover:bg-black/5"
          aria-label={`Panier (${cart.count} articles)`}
        >
          <Icon name="cart" />
        </summary>
        <div
          className="fixed bottom-0 right-0 top-14 z-40 flex w-full flex-col bg-white p-4 text-gray-900 shadow-xl sm:w-[400px]"
          role="dialog"
          aria-label="Panier"
        >
          <h2 className="mb-2 text-lg font-semibold">Panier</h2>
          <div className="flex-1 overflow-y-auto">
            <CartLines cart={cart} />
          </div>
          {cart.orders.length ? (
            <div className="space-y-2 border-t border-gray-200 pt-3">
              <CartTotal cart={cart} />
              <Link to="/cart" className={buttonClass('primary', 'w-full')}>
                Voir le panier
              </Link>
              <EmptyCartButton />
            </div>
          ) : (
            <Link to="/cart" className={buttonClass('secondary', 'w-full')}>
              Voir le panier
            </Link>
          )}
        </div>
      </details>
      <CountBadge count={cart.count} />
    </span>
  )
}
