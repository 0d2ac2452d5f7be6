import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { Header } from '#app/ui/shell/header'
import { ComingSoonText } from '#app/ui/dashboard/coming-soon'
import { guard } from '#app/platform/web/guard.server'
import { loadShell } from '#app/platform/web/shell.server'

/** The messaging layout titled 'Messagerie' (spec 2.6); conversations come with the tickets issue. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return { shell: await loadShell(request, ctx) }
}

export const meta: MetaFunction = () => [{ title: 'Messagerie | Caveau' }]

export default function Tickets() {
  const { shell } = useLoaderData<typeof loader>()
  return (
    <div className="min-h-screen">
      <Header shell={shell} />
      <main className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-6 md:flex-row">
        <section aria-labelledby="tickets-title" className="md:w-72">
          <h1 id="tickets-title" className="mb-3 text-2xl font-semibold">
            Messagerie
          </h1>
          <p
            className="rounded-lg border border-dashed border-gray-300 bg-white p-6 text-center text-gray-600"
            data-testid="coming-soon"
          >
            <ComingSoonText
              coming="vos conversations avec vos clients, vos producteurs et le support"
              module="Messagerie"
            />
          </p>
        </section>
      </main>
    </div>
  )
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
