import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { safeRedirectPath } from '#app/platform/domain/redirect'
import { guard } from '#app/platform/web/guard.server'
import { agentModeCookie } from '#app/platform/web/shell.server'

export async function loader() {
  throw new Response('Not Found', { status: 404 })
}

/** Agents' 'Mode tournée' / 'Mode dashboard' switch, kept in a cookie (spec 2.7). */
export async function action({ request }: ActionFunctionArgs) {
  await guard(request)
  const form = await request.formData()
  const mode = form.get('mode') === 'tour' ? 'tour' : 'dashboard'
  const fallback = mode === 'tour' ? '/shops' : '/dashboard'
  return redirect(safeRedirectPath(form.get('redirectTo'), fallback), {
    headers: { 'set-cookie': agentModeCookie.serialize(mode) },
  })
}
