import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { areaMeta, ErrorBoundary, PlainPage } from '#app/components/dashboard/area-route'
import { parseRecordId } from '#app/utils/area-route.server'
import { guard } from '#app/utils/guard.server'

/** The shop a producer embeds in their own website (an iframe's address). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { params } = await guard(request)
  const id = parseRecordId(params.id)
  if (id === null) throw new Response('Not Found', { status: 404 })
  return { title: 'Boutique intégrée', id }
}

export const meta = areaMeta
export { ErrorBoundary }

export default function EmbeddedShop() {
  const { title, id } = useLoaderData<typeof loader>()
  return (
    <PlainPage title={title}>
      <p className="text-gray-700">
        La boutique intégrée n° {id} ne peut pas encore s’afficher : les boutiques à intégrer dans
        le site web d’un producteur arrivent avec le module Iframes.
      </p>
    </PlainPage>
  )
}
