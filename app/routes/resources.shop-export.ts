import { redirect, type LoaderFunctionArgs } from '@remix-run/node'
import { loginUrl } from '#app/platform/domain/redirect'
import { guard } from '#app/platform/web/guard.server'
import { fetchProviderFile } from '#app/platform/web/provider.server'

/**
 * The shop's latest full export (issue 16 §1), a ZIP streamed from the provider for its owner
 * (GET /v1/settings/shop/export/file); the settings' account tab links here once it is ready.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const ctx = await guard(request)
  if (!ctx.auth.jwt) throw redirect(loginUrl('/dashboard/settings?link=account'))
  const res = await fetchProviderFile(request, '/settings/shop/export/file', ctx.auth.jwt)
  if (res.status === 401) throw redirect(loginUrl('/dashboard/settings?link=account'))
  if (res.status === 404)
    throw new Response('Aucun export prêt pour cette boutique.', { status: 404 })
  if (!res.ok || !res.body)
    throw new Response('L’export n’a pas pu être téléchargé.', { status: 502 })
  return new Response(res.body, {
    headers: {
      'content-type': 'application/zip',
      'content-disposition':
        res.headers.get('content-disposition') ?? 'attachment; filename="export.zip"',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
}
