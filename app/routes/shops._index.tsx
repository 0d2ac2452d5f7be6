import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { guard } from '#app/platform/web/guard.server'

/** Buyers' and agents' producers (owners and collaborators are sent to their own shop by the guard). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await guard(request)
  return {
    shops: user!.shops.map((s) => ({ id: s.id, name: s.name, typology: s.typology })),
    agent: user!.role === 'agent',
  }
}

export const meta: MetaFunction = () => [{ title: 'Producteurs | Caveau' }]

export default function Shops() {
  const { shops, agent } = useLoaderData<typeof loader>()
  return (
    <div className="mx-auto max-w-5xl space-y-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">Producteurs</h1>
        {agent ? (
          <Link to="/shops/add" className="text-primary-dark underline">
            Ajouter un producteur
          </Link>
        ) : null}
      </div>
      {shops.length === 0 ? (
        <p
          className="rounded-lg border border-dashed border-gray-300 bg-white p-8 text-center text-gray-600"
          data-testid="empty-state"
        >
          Vous n’êtes encore inscrit auprès d’aucun producteur.
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 md:grid-cols-3">
          {shops.map((s) => (
            <li key={s.id}>
              <Link
                to={`/shops/${s.id}`}
                className="block rounded-lg border border-gray-200 bg-white p-4 hover:border-primary"
              >
                <span className="block font-semibold">{s.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
