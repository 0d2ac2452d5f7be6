/**
 * The pages of a link mailed to confirm something (account validation, a new e-mail address):
 * opening the link shows a button, because a GET must change nothing (mail scanners open links
 * too); the button POSTs the token to the provider, then a redirect carries its message.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import { validateAccountSchema } from '#app/modules/accounts/domain/registration'
import { mailedToken, readForm, replyWithProviderError } from '#app/platform/web/forms.server'
import type { GuardContext } from '#app/platform/web/guard.server'
import type { ProviderResult } from '#app/platform/web/provider.server'
import { redirectWithToast } from '#app/platform/web/toast.server'

/** The page's data, once the route's loader has passed the guard. */
export function mailedLinkLoader(request: Request) {
  return { token: mailedToken(request) }
}

/** The button's POST, once the route's action has passed the guard (`ctx`). */
export async function mailedLinkAction(
  request: Request,
  ctx: GuardContext,
  send: (
    ctx: GuardContext,
    json: { token: string },
  ) => Promise<ProviderResult<{ message: string }>>,
  next: (ctx: GuardContext) => string,
) {
  const submission = parseWithZod(await readForm(request), { schema: validateAccountSchema })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const result = await send(ctx, submission.value)
  if (!result.ok) {
    return data(
      { result: replyWithProviderError(submission, result, []) },
      { status: result.status },
    )
  }
  return redirectWithToast(request, next(ctx), { type: 'success', message: result.data.message })
}
