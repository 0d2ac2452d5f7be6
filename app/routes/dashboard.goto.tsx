import { redirect, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { gotoTargets, searchGoto } from '#app/platform/domain/navigation'
import { guard } from '#app/platform/web/guard.server'

/** Where the 'Go to' box lands: straight to the page whose title was typed, else the matches. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { viewer } = await guard(request)
  if (viewer.role === 'buyer') throw redirect('/dashboard')
  const q = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 100).trim()
  const targets = gotoTargets(viewer)
  const exact = targets.find((t) => t.title.toLowerCase() === q.toLowerCase())
  if (exact) throw redirect(exact.to)
  return { q, results: searchGoto(targets, q) }
}

export const meta: MetaFunction = () => [{ title: 'Aller à | Caveau' }]

export default function Goto() {
  const { q, results } = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-semibold">Aller à « {q} »</h1>
      {results.length === 0 ? (
        <p className="text-gray-600">Aucune page ne correspond à cette recherche.</p>
      ) : (
        <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200 bg-white">
          {results.map((r) => (
            <li key={r.to}>
              <Link to={r.to} className="block px-4 py-3 hover:bg-gray-50">
                <span className="font-medium">{r.title}</span>
                {r.tags.length ? (
                  <span className="ml-2 text-sm text-gray-500">{r.tags.join(', ')}</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
