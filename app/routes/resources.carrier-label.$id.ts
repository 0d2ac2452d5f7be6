import type { LoaderFunctionArgs } from '@remix-run/node'
import { guard } from '#app/platform/web/guard.server'
import { pdfId, providerPdf } from '#app/modules/sales/web/pdf-response.server'

/** A shipment's Colissimo label (carriers area), streamed from the provider (404 if none). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  return providerPdf(request, ctx, `/shipments/${pdfId(params.id)}/label`)
}
