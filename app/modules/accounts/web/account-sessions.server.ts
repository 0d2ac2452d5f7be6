/**
 * The 'Compte' tab of the settings (spec 2.3): one's active sessions (GET /v1/users/me/sessions)
 * with a form to end each, and the password change (PUT /v1/users/me/password), which ends every
 * other session. Plain forms: they work without JavaScript.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import * as z from 'zod'
import {
  changePasswordRoute,
  changePasswordSchema,
  endSessionRoute,
  mySessionsRoute,
  type ApiSession,
} from '#app/modules/accounts/contract'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'

const here = '/dashboard/settings?link=account'

export async function loadAccountSessions(ctx: GuardContext): Promise<ApiSession[]> {
  const result = await ctx.api.call(mySessionsRoute, {})
  if (!result.ok) throw data({ message: result.data.message }, { status: result.status })
  return result.data.sessions
}

const endSessionForm = z.object({ sessionId: z.string().max(64) })
const passwordForm = changePasswordSchema.extend({ intent: z.literal('password') })

/** The account tab's forms: `end-session` and `password`. */
export async function accountSessionsAction(request: Request, ctx: GuardContext, form: FormData) {
  if (form.get('intent') === 'end-session') {
    const submission = parseWithZod(form, { schema: endSessionForm })
    if (submission.status !== 'success') throw new Response('Requête invalide.', { status: 400 })
    const result = await ctx.api.call(endSessionRoute, {
      params: { id: submission.value.sessionId },
    })
    if (!result.ok)
      return data({ form: 'end-session', message: result.data.message }, { status: result.status })
    return redirectWithToast(request, here, { type: 'success', message: result.data.message })
  }
  const submission = parseWithZod(form, { schema: passwordForm })
  if (submission.status !== 'success') {
    const message = Object.values(submission.error ?? {}).flatMap((m) => m ?? [])[0]
    return data({ form: 'password', message: message ?? 'Requête invalide.' }, { status: 400 })
  }
  const { intent: _intent, ...passwords } = submission.value
  const result = await ctx.api.call(changePasswordRoute, { json: passwords })
  if (!result.ok)
    return data({ form: 'password', message: result.data.message }, { status: result.status })
  return redirectWithToast(request, here, { type: 'success', message: result.data.message })
}
