import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { areaMeta, ErrorBoundary, PlainPage } from '#app/components/dashboard/area-route'
import { guard } from '#app/utils/guard.server'

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request)
  return { title: 'Validation du paiement' }
}

export const meta = areaMeta
export { ErrorBoundary }

export default function Validate3ds() {
  const { title } = useLoaderData<typeof loader>()
  return (
    <PlainPage title={title}>
      <p className="text-gray-700">
        Lors d’un paiement par carte, votre banque peut vous demander de confirmer l’achat (3-D
        Secure) : c’est sur cette page que vous reviendrez ensuite. Le paiement en ligne arrive avec
        le module Paiements ; aucun paiement n’est en attente de validation.
      </p>
      <Link to="/" className="inline-block text-primary-dark underline">
        Retour à l’accueil
      </Link>
    </PlainPage>
  )
}
