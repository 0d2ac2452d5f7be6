/**
 * The API documentation page's data: `/v1/openapi.json` as the API answers it (in process, or
 * from PROVIDER_URL), grouped for reading (integrations/domain/api-docs.ts).
 */
import { data } from '@remix-run/node'
import { apiDocSections, type OpenApiDocument } from '#app/modules/integrations/domain/api-docs'
import { callProvider } from '#app/platform/web/provider.server'
import { publicOrigin } from '#app/platform/web/public-url.server'

export async function loadApiDocs(request: Request) {
  const result = await callProvider<OpenApiDocument>(request, '/openapi.json')
  if (!result.ok) throw data({ message: result.data.message }, { status: result.status })
  const doc = result.data as unknown as OpenApiDocument
  return {
    version: doc.info.version,
    apiBase: `${publicOrigin(request)}/v1`,
    sections: apiDocSections(doc),
  }
}
