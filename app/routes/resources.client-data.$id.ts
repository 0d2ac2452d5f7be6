import type { LoaderFunctionArgs } from '@remix-run/node'
import { guard } from '#app/platform/web/guard.server'
import { clientDataFile } from '#app/modules/clients/web/gdpr.server'

/** A client's data as one JSON file (GDPR access and portability), from the client's page. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return clientDataFile(ctx, params.id ?? '')
}
