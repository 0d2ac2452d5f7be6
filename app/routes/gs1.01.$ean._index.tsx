import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { areaMeta, ErrorBoundary, PlainPage } from '#app/components/dashboard/area-route'
import { parseGs1Link } from '#app/domain/gs1'
import { guard } from '#app/utils/guard.server'

/**
 * A GS1 link printed on a label (/gs1/01/<GTIN>[/22/<vintage>][/10/<lot>]); the three longer
 * forms re-export this module. A malformed code is not a page; a good one names no product yet.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { params } = await guard(request)
  const link = parseGs1Link(params)
  if (!link) throw new Response('Not Found', { status: 404 })
  return { title: 'Produit inexistant', ...link }
}

export const meta = areaMeta
export { ErrorBoundary }

export default function Gs1Product() {
  const { title, ean, vintage, lotNumber } = useLoaderData<typeof loader>()
  return (
    <PlainPage title={title}>
      <p className="text-gray-700">Aucun produit n’est enregistré sous ce code pour le moment.</p>
      <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-1 rounded-lg border border-gray-200 bg-white p-4">
        <dt className="text-sm text-gray-600">Code GTIN</dt>
        <dd className="font-mono">{ean}</dd>
        {vintage ? (
          <>
            <dt className="text-sm text-gray-600">Millésime</dt>
            <dd>{vintage}</dd>
          </>
        ) : null}
        {lotNumber ? (
          <>
            <dt className="text-sm text-gray-600">Lot</dt>
            <dd className="font-mono">{lotNumber}</dd>
          </>
        ) : null}
      </dl>
    </PlainPage>
  )
}
