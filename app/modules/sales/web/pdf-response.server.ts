import { redirect } from '@remix-run/node'
import { loginUrl } from '#app/platform/domain/redirect'
import type { GuardContext } from '#app/platform/web/guard.server'
import { fetchProviderFile } from '#app/platform/web/provider.server'

const notFound = () => new Response('Document introuvable.', { status: 404 })

/**
 * A sales PDF streamed from the provider's `path` for the signed-in user. The provider checks who
 * may read it and answers 404 to anyone else, which is what the page answers too; an expired
 * session goes to the sign-in page and back.
 */
export async function providerPdf(request: Request, ctx: GuardContext, path: string) {
  if (!ctx.auth.jwt) throw notFound()
  const res = await fetchProviderFile(request, path, ctx.auth.jwt)
  if (res.status === 401) throw redirect(loginUrl(new URL(request.url).pathname))
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

/** A record id of a PDF's URL, else the page's 404. */
export function pdfId(raw: string | undefined): string {
  if (!/^\d{1,10}$/.test(raw ?? '')) throw notFound()
  return raw!
}
