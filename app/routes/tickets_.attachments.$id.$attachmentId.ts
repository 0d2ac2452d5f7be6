import type { LoaderFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { loginUrl } from '#app/platform/domain/redirect'
import { guard } from '#app/platform/web/guard.server'
import { fetchProviderFile } from '#app/platform/web/provider.server'

const notFound = () => new Response('Pièce jointe introuvable.', { status: 404 })
const idOf = (raw: string | undefined) => {
  if (!/^\d{1,10}$/.test(raw ?? '')) throw notFound()
  return raw!
}

/**
 * A message's attachment, streamed from the provider, which answers 404 to anyone who is not in
 * the conversation (issue 17 §5); the page answers the same.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  const path = `/conversations/${idOf(params.id)}/attachments/${idOf(params.attachmentId)}`
  if (!ctx.auth.jwt) throw notFound()
  const res = await fetchProviderFile(request, path, ctx.auth.jwt)
  if (res.status === 401) throw redirect(loginUrl(new URL(request.url).pathname))
  if (!res.ok || !res.body) throw notFound()
  return new Response(res.body, {
    headers: {
      'content-type': res.headers.get('content-type') ?? 'application/octet-stream',
      'content-disposition': res.headers.get('content-disposition') ?? 'attachment',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}
