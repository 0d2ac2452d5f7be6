import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import type * as z from 'zod'
import { replyWithProviderError } from '#app/platform/web/forms.server'
import type { GuardContext } from '#app/platform/web/guard.server'
import { commitAuth } from '#app/platform/web/session.server'
import { redirectWithToast } from '#app/platform/web/toast.server'

/**
 * Registration actions: validate with the shared schema, let the provider create the account, then
 * sign the new user in and greet them with the provider's message.
 */
export async function registerAction(
  request: Request,
  ctx: GuardContext,
  schema: z.ZodType<Record<string, unknown>>,
  providerPath: string,
  extra: Record<string, unknown> = {},
) {
  const formData = await request.formData()
  const submission = parseWithZod(formData, { schema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply({ hideFields: ['password'] }) }, { status: 400 })
  }
  const raw = Object.fromEntries(formData)
  const result = await ctx.api.post<{ jwt: string }>(providerPath, { ...raw, ...extra })
  if (!result.ok)
    return data({ result: replyWithProviderError(submission, result) }, { status: result.status })
  return redirectWithToast(
    request,
    '/dashboard',
    { type: 'success', message: result.data.message ?? '' },
    { headers: { 'set-cookie': await commitAuth(request, { jwt: result.data.jwt }) } },
  )
}
