import type { LoaderFunctionArgs } from '@remix-run/node'
import { templateKinds } from '#app/modules/settings/domain/document-template'
import { providerPdf } from '#app/modules/sales/web/pdf-response.server'
import { guard } from '#app/platform/web/guard.server'

/**
 * 'Aperçu PDF' of the settings' 'Documents' tab: a sample document with the shop's saved template,
 * streamed from GET /v1/settings/documents/preview.pdf (the shop's team).
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const asked = new URL(request.url).searchParams.get('kind')
  const kind = templateKinds.find((k) => k === asked)
  if (!kind) throw new Response('Type de document inconnu.', { status: 400 })
  return providerPdf(request, ctx, `/settings/documents/preview.pdf?kind=${kind}`)
}
