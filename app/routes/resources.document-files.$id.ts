import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { loginUrl } from '#app/platform/domain/redirect'
import { guard } from '#app/platform/web/guard.server'
import { fetchProviderFile } from '#app/platform/web/provider.server'

const notFound = () => new Response('Document introuvable.', { status: 404 })

/**
 * A generated sales PDF, streamed from the provider for the signed-in user. The provider checks
 * who may read it and answers 404 to anyone else, which is what this route answers too.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const id = params.id ?? ''
  if (!/^\d{1,10}$/.test(id) || !ctx.auth.jwt) throw notFound()
  const res = await fetchProviderFile(request, `/document-files/${id}`, ctx.auth.jwt)
  if (res.status === 401) {
    const url = new URL(request.url)
    throw redirect(loginUrl(url.pathname))
  }
  if (!res.ok || !res.body) throw notFound()
  return new Response(res.body, {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': res.headers.get('content-disposition') ?? 'inline',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}
