import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { PlainPage } from '#app/ui/dashboard/area-route'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { buttonClass } from '#app/ui/button'
import { MAX_ORDERS } from '#app/modules/checkout/domain/cart'
import { parseRecordId } from '#app/platform/web/area-route.server'
import { afterOrder, paymentLabel, paymentNextStep } from '#app/modules/checkout/web/next-steps'
import { loadPlacedOrders } from '#app/modules/checkout/web/orders.server'
import { guard } from '#app/platform/web/guard.server'
import { TransferDetails } from '#app/modules/checkout/web/components/transfer-details'

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const ids = (new URL(request.url).searchParams.get('orders') ?? '')
    .split(',')
    .slice(0, MAX_ORDERS)
    .map((s) => parseRecordId(s.trim()))
    .filter((id): id is number => id !== null)
  if (!ids.length) throw redirect('/dashboard/orders')
  // Only the buyer's own orders answer: any other id is left out, as if it did not exist.
  const orders = await loadPlacedOrders(ctx, [...new Set(ids)])
  if (!orders.length) throw new Response('Commande introuvable.', { status: 404 })
  return {
    orders: orders.map((o) => ({
      ...o,
      paymentLabel: paymentLabel(o.paymentType),
      nextStep: paymentNextStep(o.paymentType),
    })),
  }
}

export const meta: MetaFunction = () => [{ title: 'Commande enregistrée | Caveau' }]

export default function Confirmation() {
  const { orders } = useLoaderData<typeof loader>()
  return (
    <PlainPage
      title={
        orders.length > 1
          ? 'Merci, vos commandes sont enregistrées'
          : 'Merci, votre commande est enregistrée'
      }
    >
      <ul className="space-y-3">
        {orders.map((o) => (
          <li
            key={o.id}
            className="space-y-1 rounded-lg border border-gray-200 bg-white p-4"
            data-testid="placed-order"
          >
            <h2 className="text-lg font-semibold text-gray-900">
              Commande n° {o.id} — {o.shop}
            </h2>
            <p className="flex justify-between font-medium">
              <span>Total TTC</span>
              <span>{o.total}</span>
            </p>
            <p className="text-sm text-gray-800">Paiement : {o.paymentLabel}</p>
            {o.transfer ? (
              <TransferDetails transfer={o.transfer} />
            ) : o.nextStep ? (
              <p className="text-sm text-gray-800">{o.nextStep}</p>
            ) : null}
          </li>
        ))}
      </ul>
      <p className="text-sm text-gray-700">{afterOrder}</p>
      <Link to="/dashboard/orders" className={buttonClass('primary')}>
        Suivre mes commandes
      </Link>
    </PlainPage>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
