import { parseWithZod } from '@conform-to/zod/v4'
import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { safeRedirectPath } from '#app/platform/domain/redirect'
import { agentModeSchema } from '#app/modules/accounts/domain/preferences'
import { guard } from '#app/platform/web/guard.server'
import { agentModeCookie } from '#app/platform/web/shell.server'
import { readForm } from '#app/platform/web/forms.server'

export async function loader() {
  throw new Response('Not Found', { status: 404 })
}

/** Agents' 'Mode tournée' / 'Mode dashboard' switch, kept in a cookie (spec 2.7). */
export async function action({ request }: ActionFunctionArgs) {
  await guard(request)
  const submission = parseWithZod(await readForm(request), { schema: agentModeSchema })
  // The schema turns anything but 'tour' into the dashboard: it never refuses.
  const { mode, redirectTo } =
    submission.status === 'success' ? submission.value : agentModeSchema.parse({})
  const fallback = mode === 'tour' ? '/shops' : '/dashboard'
  return redirect(safeRedirectPath(redirectTo, fallback), {
    headers: { 'set-cookie': agentModeCookie.serialize(mode) },
  })
}
