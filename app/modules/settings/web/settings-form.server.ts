/**
 * What the settings' simple forms share (numbering, fiscal year): who reads them (the shop's team),
 * who changes them (the owner), and their answers: a refusal shown on the form's fields, or a
 * redirect to the tab with a toast (post/redirect/get, so that they work without JavaScript).
 */
import type { SubmissionResult } from '@conform-to/react'
import { data } from '@remix-run/node'
import type { GuardContext } from '#app/platform/web/guard.server'
import { replyWithProviderError } from '#app/platform/web/forms.server'
import type { ProviderResult } from '#app/platform/web/provider.server'
import { redirectWithToast } from '#app/platform/web/toast.server'

export const readsSettings = (ctx: GuardContext) =>
  ctx.viewer.role === 'owner' || ctx.viewer.role === 'iam'
export const editsSettings = (ctx: GuardContext) => ctx.viewer.role === 'owner'

/**
 * An action's check before it saves: a collaborator's post (no button is shown, but a form can be
 * replayed) is refused here, since a 403 from the API would sign them out.
 */
export function assertEditor(ctx: GuardContext) {
  if (!editsSettings(ctx)) throw new Response('Interdit', { status: 403 })
}

/** A loader's failed read: the page fails with the API's status and message. */
export const failedRead = (result: { status: number; data: { message: string } }) =>
  data({ message: result.data.message }, { status: result.status })

type Submission = Parameters<typeof replyWithProviderError>[0]

/** A refused form: the validator's field errors, or the API's (on its field when it names one). */
export function refusedForm<F extends string>(
  form: F,
  submission: Submission,
  result?: Extract<ProviderResult, { ok: false }>,
) {
  const reply: SubmissionResult<string[]> = result
    ? replyWithProviderError(submission, result, [])
    : submission.reply()
  return data({ form, result: reply }, { status: result?.status ?? 400 })
}

/** Saved: back to the tab, with the API's message as a toast. */
export const savedForm = (request: Request, link: string, message: string) =>
  redirectWithToast(request, `/dashboard/settings?link=${link}`, { type: 'success', message })
