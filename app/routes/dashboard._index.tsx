import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { guard } from '#app/platform/web/guard.server'
import { loadHome } from '#app/modules/home/web/home.server'
import { AttentionList, FigureList } from '#app/modules/home/web/components/attention-list'
import {
  BuyerGroups,
  BuyerInvoices,
  BuyerLoyalty,
  BuyerOrders,
} from '#app/modules/home/web/components/buyer-home'

/** The home page after sign-in: what needs attention today, or the buyer's orders and points. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return loadHome(ctx, request)
}

export const meta: MetaFunction = () => [{ title: 'Tableau de bord | Caveau' }]

export default function DashboardHome() {
  const d = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      {!d.validated ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="note">
          Pensez à valider votre adresse mail : ouvrez le lien que nous vous avons envoyé.
        </p>
      ) : null}
      <div>
        <h1 className="text-2xl font-semibold">Bonjour {d.firstname}</h1>
        <p data-testid="dashboard-role">
          Vous êtes connecté en tant que <strong>{d.role}</strong>
          {d.shopName ? (
            <>
              {' '}
              — <strong>{d.shopName}</strong>
            </>
          ) : null}
          .
        </p>
      </div>
      {d.audience === 'seller' ? (
        <>
          <AttentionList items={d.attention} />
          <FigureList figures={d.figures} />
        </>
      ) : null}
      {d.audience === 'buyer' ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <BuyerOrders orders={d.orders} more={d.moreOrders} />
          <BuyerInvoices invoices={d.invoices} more={d.moreInvoices} />
          <BuyerLoyalty loyalty={d.loyalty} />
          <BuyerGroups groups={d.groups} />
        </div>
      ) : null}
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
