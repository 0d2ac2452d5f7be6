/**
 * Support impersonation on the web side (admin console): the cookie keeps the administrator's own
 * token beside the session as the user (`adminJwt`), and gives it back on 'Revenir à mon compte'.
 * The API knows the session is an impersonation (sessions.impersonator_id): the guard shows the
 * banner from `me` and sends each form to the audit log.
 */
import { redirect } from '@remix-run/node'
import { endImpersonationRoute, startImpersonationRoute } from '#app/modules/admin/contract'
import type { GuardContext } from '#app/platform/web/guard.server'
import { callRouteAsUser, type ProviderResult } from '#app/platform/web/provider.server'
import { commitAuth } from '#app/platform/web/session.server'
import { redirectWithToast } from '#app/platform/web/toast.server'
import type { AnswerOf } from '#app/platform/contract'

type Refusal = Extract<ProviderResult<AnswerOf<typeof startImpersonationRoute>>, { ok: false }>

/** Opens the session as the user and keeps the administrator's; the caller handles a refusal. */
export async function startImpersonation(
  request: Request,
  ctx: GuardContext,
  userId: number,
  reason: string,
): Promise<Refusal | Response> {
  const result = await ctx.api.call(startImpersonationRoute, {
    params: { id: String(userId) },
    json: { reason },
  })
  if (!result.ok) return result
  if (!ctx.auth.jwt) throw redirect('/auth/login')
  const cookie = await commitAuth(request, { jwt: result.data.jwt, adminJwt: ctx.auth.jwt })
  return redirectWithToast(
    request,
    '/dashboard',
    { type: 'success', message: result.data.message },
    { headers: { 'set-cookie': cookie } },
  )
}

/** 'Revenir à mon compte': ends the session as the user, and the administrator's is back. */
export async function endImpersonation(request: Request, ctx: GuardContext) {
  const { jwt, adminJwt } = ctx.auth
  if (!adminJwt) throw redirect('/')
  if (jwt) await callRouteAsUser(request, jwt, endImpersonationRoute, {})
  return redirect('/admin/users', {
    headers: { 'set-cookie': await commitAuth(request, { jwt: adminJwt }) },
  })
}
