import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { roleLabels } from '#app/platform/domain/enums'
import { guard } from '#app/platform/web/guard.server'

export async function loader({ request }: LoaderFunctionArgs) {
  const { user, shop } = await guard(request)
  return {
    firstname: user!.firstname ?? user!.username,
    role: roleLabels[user!.role],
    shopName: shop?.name ?? user!.shops[0]?.name ?? null,
    validated: user!.validated,
  }
}

export const meta: MetaFunction = () => [{ title: 'Tableau de bord | Caveau' }]

export default function DashboardHome() {
  const d = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-8">
      {!d.validated ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="note">
          Pensez à valider votre adresse mail : ouvrez le lien que nous vous avons envoyé.
        </p>
      ) : null}
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
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
