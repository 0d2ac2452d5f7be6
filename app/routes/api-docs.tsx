import type { LoaderFunctionArgs } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { ApiDocs } from '#app/modules/integrations/web/components/api-docs'
import { loadApiDocs } from '#app/modules/integrations/web/api-docs.server'
import { titleOf } from '#app/platform/domain/navigation'
import { guard } from '#app/platform/web/guard.server'
import { areaMeta, ErrorBoundary, PlainPage } from '#app/ui/dashboard/area-route'

export async function loader({ request }: LoaderFunctionArgs) {
  await guard(request)
  return { title: titleOf('/api-docs'), ...(await loadApiDocs(request)) }
}

/** The same page for every visitor: cacheable (app/platform/web/page-cache.server.ts). */
export const handle = { publicCache: true }

export const meta = areaMeta
export { ErrorBoundary }

export default function ApiDocsPage() {
  const { title, version, apiBase, sections } = useLoaderData<typeof loader>()
  const count = sections.reduce((n, s) => n + s.endpoints.length, 0)
  return (
    <PlainPage title={title}>
      <p className="text-gray-700">
        Les {count} points d’accès de l’API de Caveau (version {version}), à l’adresse{' '}
        <code className="font-mono">{apiBase}</code>. Les réponses sont en JSON ; les messages
        d’erreur sont en français, la description de chaque point d’accès en anglais, comme dans le
        document OpenAPI d’où cette page est tirée. Les appels authentifiés prennent un jeton de
        session ou une{' '}
        <Link to="/get-api-key" className="text-primary-dark underline">
          clé d’API
        </Link>{' '}
        dans l’en-tête <code className="font-mono">Authorization: Bearer …</code>. Le même contenu,
        lisible par vos outils :{' '}
        <a href={`${apiBase}/openapi.json`} className="text-primary-dark underline">
          openapi.json
        </a>
        .
      </p>
      <ApiDocs sections={sections} apiBase={apiBase} />
    </PlainPage>
  )
}
