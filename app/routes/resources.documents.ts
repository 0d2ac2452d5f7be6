import type { LoaderFunctionArgs } from '@remix-run/node'
import { guard } from '#app/platform/web/guard.server'

/** Documents ready for download, for the dashboard's poller; each is handed out once. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const result = await ctx.api.get<{ documents: { id: number; name: string; url: string }[] }>(
    '/documents/to-download',
  )
  return Response.json(
    { documents: result.ok ? result.data.documents : [] },
    { headers: { 'cache-control': 'no-store' } },
  )
}
