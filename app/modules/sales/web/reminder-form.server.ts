/**
 * A payment reminder from the unpaid list: spec 5's multi-email field, typed without JavaScript
 * as addresses separated by commas, semicolons or spaces, checked with spec 5's messages.
 */
import { validateEmailReceivers } from '#app/platform/domain/validation'
import type { GuardContext } from '#app/platform/web/guard.server'

export type ReminderReply = { documentId: number; emails: string; error: string }

/** The typed list as addresses, empty pieces dropped. */
export const splitEmails = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter(Boolean)

export async function sendReminder(
  ctx: GuardContext,
  form: FormData,
): Promise<{ ok: true; message: string } | { ok: false; status: number; reply: ReminderReply }> {
  const idText = String(form.get('documentId') ?? '')
  const emails = String(form.get('emails') ?? '').slice(0, 5000)
  if (!/^[1-9]\d{0,9}$/.test(idText)) throw new Response('Document inconnu.', { status: 400 })
  const documentId = Number(idText)
  const list = splitEmails(emails)
  const problem = validateEmailReceivers(list)
  if (problem) return { ok: false, status: 400, reply: { documentId, emails, error: problem } }
  const result = await ctx.api.post<{ message: string }>(`/payments/unpaids/${documentId}/remind`, {
    emails: list,
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
