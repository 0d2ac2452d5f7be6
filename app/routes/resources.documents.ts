import type { LoaderFunctionArgs } from '@remix-run/node'
import { documentsToDownloadRoute } from '#app/modules/accounts/contract'
import { guard } from '#app/platform/web/guard.server'

/** Documents ready for download, for the dashboard's poller; each is handed out once. */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const result = await ctx.api.call(documentsToDownloadRoute, {})
  return Response.json(
    { documents: result.ok ? result.data.documents : [] },
    { headers: { 'cache-control': 'no-store' } },
  )
}
