import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useActionData, useLoaderData, useNavigation } from '@remix-run/react'
import { CheckoutForm, CheckoutStepper } from '#app/modules/checkout/web/components/checkout-form'
import { PlainPage } from '#app/ui/dashboard/area-route'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { checkoutAction } from '#app/modules/checkout/web/action.server'
import { loadCheckout } from '#app/modules/checkout/web/load.server'
import { guard } from '#app/platform/web/guard.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return loadCheckout(ctx, request)
}

export async function action({ request }: ActionFunctionArgs) {
  const ctx = await guard(request)
  return checkoutAction(request, ctx)
}

export const meta: MetaFunction = () => [{ title: 'Finaliser ma commande | Caveau' }]

export default function Checkout() {
  const { step, checkoutId, orders, defaultValue, delivery } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  const busy = useNavigation().state === 'submitting'
  // The id of the form already sent wins over the fresh one of the reloaded page.
  const id = actionData?.checkoutId || checkoutId
  return (
    <PlainPage title="Finaliser ma commande">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <CheckoutStepper step={step} />
        <Link to="/cart" className="text-sm text-primary-dark underline">
          Retour au panier
        </Link>
      </div>
      <CheckoutForm
        key={step}
        step={step}
        checkoutId={id}
        orders={orders}
        defaultValue={{ ...defaultValue, checkoutId: id }}
        delivery={delivery}
        lastResult={actionData?.result}
        refusals={actionData?.refusals}
        busy={busy}
      />
    </PlainPage>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
