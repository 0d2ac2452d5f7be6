/**
 * A payment reminder from the unpaid list: spec 5's multi-email field, typed without JavaScript
 * as addresses separated by commas, semicolons or spaces, checked with spec 5's messages.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { remindUnpaidRoute } from '#app/modules/sales/contract'
import { ReminderForm } from '#app/modules/sales/domain/payment-forms'
import type { GuardContext } from '#app/platform/web/guard.server'

export type ReminderReply = { documentId: number; emails: string; error: string }

export async function sendReminder(
  ctx: GuardContext,
  form: FormData,
): Promise<{ ok: true; message: string } | { ok: false; status: number; reply: ReminderReply }> {
  const submission = parseWithZod(form, { schema: ReminderForm })
  const idText = String(form.get('documentId') ?? '')
  if (submission.status !== 'success' && submission.error?.documentId)
    throw new Response('Document inconnu.', { status: 400 })
  const documentId = Number(idText)
  const emails = String(form.get('emails') ?? '').slice(0, 5000)
  if (submission.status !== 'success') {
    const error = submission.error?.emails?.[0] ?? 'Document inconnu.'
    return { ok: false, status: 400, reply: { documentId, emails, error } }
  }
  const result = await ctx.api.call(remindUnpaidRoute, {
    params: { documentId: String(submission.value.documentId) },
    json: { emails: submission.value.emails },
  })
  if (result.ok) return { ok: true, message: result.data.message ?? 'La relance a été envoyée.' }
  if (result.status === 404) throw new Response(result.data.message, { status: 404 })
  const fieldMessage = Object.values(result.data.errors ?? {}).flat()[0]
  return {
    ok: false,
    status: result.status,
    reply: { documentId, emails, error: fieldMessage ?? result.data.message },
  }
}
