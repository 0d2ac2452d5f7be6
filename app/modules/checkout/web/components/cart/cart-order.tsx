import { Link } from '@remix-run/react'
import type { CartOrderView } from '#app/modules/checkout/web/cart-view.server'
import { CartLine } from './cart-line'
import { CartTotals } from './cart-totals'
import { DeliveryForm } from './delivery-form'
import { FrancoProgress } from './franco-progress'
import { PromoForm } from './promo-form'

/** One seller's order on the cart page: its lines, choices, errors (spec 8) and totals. */
export function CartOrderBlock({ order }: { order: CartOrderView }) {
  const headingId = `order-${order.sellerId}`
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-3 rounded-lg border border-gray-200 bg-white p-3 sm:p-4"
      data-testid="cart-order"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {order.seller}
        </h2>
        <Link to={order.shopHref} className="text-sm text-primary-dark underline">
          Continuer mes achats
        </Link>
      </div>
      <p className="text-sm text-gray-600">
        {order.count} article{order.count > 1 ? 's' : ''} · prix {order.ttc ? 'TTC' : 'HT'}
      </p>
      {order.errors.length ? (
        <ul
          className="space-y-1 rounded-md border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
          data-testid="order-errors"
        >
          {order.errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      <ul className="divide-y divide-gray-100">
        {order.lines.map((line) => (
          <CartLine key={line.idTmp} line={line} />
        ))}
      </ul>
      <div className="space-y-3 border-t border-gray-100 pt-3">
        <DeliveryForm
          sellerId={order.sellerId}
          modes={order.deliveryModes}
          chosen={order.deliveryModeId}
        />
        {order.franco ? <FrancoProgress franco={order.franco} /> : null}
        <PromoForm
          sellerId={order.sellerId}
          code={order.promoCode}
          applied={order.promoApplied}
          promotions={order.promotions}
        />
      </div>
      {order.totals ? (
        <div className="border-t border-gray-100 pt-3">
          <CartTotals totals={order.totals} deliveryChosen={order.deliveryModeId !== null} />
        </div>
      ) : (
        <p className="text-sm text-red-700">
          Les prix de cette commande n’ont pas pu être calculés.
        </p>
      )}
    </section>
  )
}
