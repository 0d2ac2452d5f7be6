import {
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { CartLines, CartTotal } from '#app/components/cart/cart-drawer'
import { EmptyCartButton, EmptyCartConfirmation } from '#app/components/cart/empty-cart-dialog'
import { PlainPage } from '#app/components/dashboard/area-route'
import { GeneralErrorBoundary } from '#app/components/error-boundary'
import { guard } from '#app/utils/guard.server'
import { summariseCart } from '#app/utils/shop.server'
import { redirectWithToast } from '#app/utils/toast.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return {
    cart: summariseCart(ctx),
    confirmEmpty: new URL(request.url).searchParams.get('confirm') === 'empty',
  }
}

/** Emptying the cart, once confirmed (spec 4): the saved cart is cleared, then back to the shop. */
export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  const form = await request.formData()
  if (form.get('intent') !== 'empty') throw new Response('Action inconnue', { status: 400 })
  const firstShop = (ctx.user?.cart.orders as { seller?: { id?: number } }[] | undefined)?.[0]
    ?.seller?.id
  if (ctx.user) {
    const result = await ctx.api.put('/users/me', { cart: { orders: [] }, message: false })
    if (!result.ok)
      return redirectWithToast(request, '/cart', { type: 'error', message: result.data.message })
  }
  return redirectWithToast(request, firstShop ? `/shops/${firstShop}` : '/cart', {
    type: 'success',
    message: 'Votre panier a été vidé.',
  })
}

export const meta: MetaFunction = () => [{ title: 'Panier | Caveau' }]

export default function Cart() {
  const { cart, confirmEmpty } = useLoaderData<typeof loader>()
  return (
    <PlainPage title="Panier">
      {confirmEmpty && cart.orders.length ? <EmptyCartConfirmation /> : null}
      <div className="rounded-lg border border-gray-200 bg-white px-4">
        <CartLines cart={cart} />
      </div>
      {cart.orders.length ? (
        <div className="space-y-2">
          <CartTotal cart={cart} className="text-lg" />
          {!confirmEmpty ? <EmptyCartButton /> : null}
        </div>
      ) : null}
    </PlainPage>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
