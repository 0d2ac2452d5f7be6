import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { areaMeta, ErrorBoundary, PlainPage } from '#app/ui/dashboard/area-route'
import { ComingSoonText } from '#app/ui/dashboard/coming-soon'
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
        <ComingSoonText
          coming="la création d’une clé d’API, pour relier Caveau à vos autres logiciels"
          module="Intégrations"
        />
      </p>
      <Link to="/dashboard" className="inline-block text-primary-dark underline">
        Retour au tableau de bord
      </Link>
    </PlainPage>
  )
}
