import type { LoaderFunctionArgs } from '@remix-run/node'
import { guard } from '#app/platform/web/guard.server'
import { pdfId, providerPdf } from '#app/modules/sales/web/pdf-response.server'

/**
 * A buyer's own invoice, deposit invoice or credit note as a PDF (rendered by the provider on
 * first download); 404 for anything that is not theirs.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return providerPdf(request, ctx, `/users/me/invoices/${pdfId(params.id)}/pdf`)
}
