import type { LoaderFunctionArgs } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { areaMeta, ErrorBoundary, PlainPage } from '#app/ui/dashboard/area-route'
import { titleOf } from '#app/platform/domain/navigation'
import { guard } from '#app/platform/web/guard.server'

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request)
  return { title: titleOf('/help') }
}

/** The same page for every visitor: cacheable (app/platform/web/page-cache.server.ts). */
export const handle = { publicCache: true }

export const meta = areaMeta
export { ErrorBoundary }

export default function Help() {
  const { title } = useLoaderData<typeof loader>()
  return (
    <PlainPage title={title}>
      <p className="text-gray-700">
        Une question sur Caveau ? Les guides pas à pas du centre d’aide répondent aux plus
        fréquentes.
      </p>
      <ul className="space-y-2">
        <li>
          <a
            href="https://aide.caveau.app"
            className="text-primary-dark underline"
            target="_blank"
            rel="noreferrer"
          >
            Ouvrir le centre d’aide
          </a>
        </li>
        <li>
          Vous n’y trouvez pas la réponse ? Écrivez-nous à{' '}
          <a href="mailto:support@caveau.app" className="text-primary-dark underline">
            support@caveau.app
          </a>
          .
        </li>
      </ul>
    </PlainPage>
  )
}
