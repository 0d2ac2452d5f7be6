import type { LoaderFunctionArgs } from '@remix-run/node'
import { GeneralErrorBoundary } from '#app/ui/error-boundary'
import { guard } from '#app/platform/web/guard.server'

/**
 * A GS1 Digital Link in its standard form at the domain root (/01/<GTIN>[/22/<vintage>][/10/<lot>],
 * as GS1 tools print and resolvers build it; the three longer forms re-export this module): a
 * permanent redirect to the same link under /gs1, which resolves it. Query string kept.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request)
  const url = new URL(request.url)
  return new Response(null, {
    status: 308,
    headers: { Location: `/gs1${url.pathname}${url.search}` },
  })
}

export const meta = () => [{ title: 'Page introuvable | Caveau' }]

/** Never shown: the loader redirects. */
export default function Gs1RootLink() {
  return <GeneralErrorBoundary />
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}
