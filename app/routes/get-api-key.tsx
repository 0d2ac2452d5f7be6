import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { areaMeta, ErrorBoundary, PlainPage } from '#app/ui/dashboard/area-route'
import { titleOf } from '#app/platform/domain/navigation'
import { guard } from '#app/platform/web/guard.server'

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request)
  return { title: titleOf('/get-api-key') }
}

export const meta = areaMeta
export { ErrorBoundary }

export default function GetApiKey() {
  const { title } = useLoaderData<typeof loader>()
  return (
    <PlainPage title={title}>
      <p className="text-gray-700">
        La création d’une clé d’API, pour relier Caveau à vos autres logiciels, arrive avec le
        module Intégrations. Aucune clé n’a encore été créée pour votre domaine.
      </p>
      <Link to="/dashboard" className="inline-block text-primary-dark underline">
        Retour au tableau de bord
      </Link>
    </PlainPage>
  )
}
