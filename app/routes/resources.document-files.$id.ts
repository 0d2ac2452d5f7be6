import type { LoaderFunctionArgs } from '@remix-run/node'
import { guard } from '#app/platform/web/guard.server'
import { pdfId, providerPdf } from '#app/modules/sales/web/pdf-response.server'

/** A generated sales PDF, streamed from the provider for the signed-in user (404 if not theirs). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return providerPdf(request, ctx, `/document-files/${pdfId(params.id)}`)
}
