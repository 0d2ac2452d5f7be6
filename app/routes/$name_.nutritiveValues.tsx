import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { AdultGate } from '#app/components/shop/adult-gate'
import { guard } from '#app/utils/guard.server'
import { loadShop, needsAdultGate } from '#app/utils/shop.server'

/** The e-label page: neutral, no tracking, no JavaScript at all (DOMAIN.md, e-label rules). */
export const handle = { scripts: false }

export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const shop = await loadShop(ctx, ctx.params.name)
  return {
    shop: { name: shop.name },
    gate: await needsAdultGate(request, ctx, { crawlable: true }),
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Déclaration nutritionnelle — ${data?.shop.name ?? 'Caveau'}` },
]

export default function NutritiveValues() {
  const { shop, gate } = useLoaderData<typeof loader>()
  return (
    <main className="mx-auto max-w-xl px-4 py-6">
      <p className="text-sm text-gray-600">{shop.name}</p>
      <h1 className="mb-4 text-2xl font-semibold">Déclaration nutritionnelle</h1>
      <p
        className="rounded-lg border border-dashed border-gray-300 bg-white p-6 text-center text-gray-600"
        data-testid="empty-state"
      >
        Aucune déclaration nutritionnelle n’est encore publiée pour ce domaine.
      </p>
      {gate ? <AdultGate /> : null}
    </main>
  )
}
