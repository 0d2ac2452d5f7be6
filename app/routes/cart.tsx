import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { Fragment } from 'react'
import { CartOrderBlock } from '#app/modules/checkout/web/components/cart/cart-order'
import {
  EmptyCartButton,
  EmptyCartConfirmation,
} from '#app/modules/checkout/web/components/cart/empty-cart-dialog'
import { PlainPage } from '#app/ui/dashboard/area-route'
import { LoyaltyBlock } from '#app/modules/loyalty/web/components/loyalty-block'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { OpenGroupForm } from '#app/modules/groups/web/components/open-group-form'
import {
  openGroupDefaults,
  openGroupFromCart,
  type OpenGroupReply,
} from '#app/modules/groups/web/components/open-group.server'
import { buttonClass } from '#app/ui/button'
import { describeCart } from '#app/modules/checkout/web/cart-view.server'
import { guard } from '#app/platform/web/guard.server'
import { formatCents } from '#app/platform/domain/money'
import { readForm } from '#app/platform/web/forms.server'

/** The cart (spec 2.11): one block per seller order, priced by the server. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const { view } = await describeCart(ctx, request, { deliveryModes: true })
  return {
    cart: view,
    confirmEmpty: new URL(request.url).searchParams.get('confirm') === 'empty',
    home: ctx.user ? '/shops' : '/',
    // Grouped orders are for signed-in buyers; visitors and producers see no form.
    groupDefaults: ctx.viewer.role === 'buyer' ? openGroupDefaults(ctx) : null,
  }
}

/** The page's one form of its own: "Commander à plusieurs" (the cart's others go to /resources/cart). */
export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return openGroupFromCart(ctx, request, await readForm(request))
}

export const meta: MetaFunction = () => [{ title: 'Panier | Caveau' }]

export default function Cart() {
  const { cart, confirmEmpty, home, groupDefaults } = useLoaderData<typeof loader>()
  const reply = useActionData<OpenGroupReply>()?.openGroup ?? null
  if (!cart.orders.length) {
    return (
      <PlainPage title="Panier">
        <div className="space-y-4 rounded-lg border border-gray-200 bg-white p-6 text-center">
          <p className="text-gray-600">Votre panier est vide</p>
          <Link to={home} className={buttonClass('secondary')}>
            Découvrir les producteurs
          </Link>
        </div>
      </PlainPage>
    )
  }
  const hasErrors = cart.orders.some(
    (o) => o.errors.length > 0 || o.lines.some((l) => l.errors.length > 0),
  )
  return (
    <PlainPage title="Panier">
      {confirmEmpty ? <EmptyCartConfirmation /> : null}
      {cart.orders.map((order) => (
        <Fragment key={order.sellerId}>
          <CartOrderBlock order={order} />
          {order.loyalty ? <LoyaltyBlock loyalty={order.loyalty} /> : null}
          {groupDefaults ? (
            <OpenGroupForm
              order={order}
              defaults={groupDefaults}
              reply={reply?.sellerId === order.sellerId ? reply : null}
            />
          ) : null}
        </Fragment>
      ))}
      <div className="space-y-3 rounded-lg border border-gray-200 bg-white p-3 sm:p-4">
        {cart.totalCents !== null ? (
          <p className="flex justify-between text-lg font-semibold" data-testid="cart-total">
            <span>
              Total TTC{cart.orders.length > 1 ? ` (${cart.orders.length} commandes)` : ''}
            </span>
            <span>{formatCents(cart.totalCents)}</span>
          </p>
        ) : null}
        {hasErrors ? (
          <p className="text-sm text-red-700">
            Corrigez les points signalés en rouge avant de commander.
          </p>
        ) : null}
        <Link to="/cart/checkout" className={buttonClass('primary', 'w-full')}>
          Commander
        </Link>
        {!confirmEmpty ? <EmptyCartButton /> : null}
      </div>
    </PlainPage>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
