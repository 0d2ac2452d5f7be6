/**
 * The help chat's pages (issue 17 §5): a signed-in user's conversation with the support on
 * `/help`, and the admins' inbox on `/admin/support` (`?t={id}` opens a thread). Plain POST forms
 * (post/redirect/get), so both work without JavaScript. Opening a conversation marks it read
 * before the counts are read, as `/tickets` does.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from '@remix-run/node'
import * as z from 'zod'
import { messageTime, replyForm } from '#app/modules/messaging/domain/messaging'
import { HELP_CHAT, SUPPORT_INBOX, supportText } from '#app/modules/messaging/domain/support'
import {
  answerSupportRoute,
  ownSupportRoute,
  readSupportRoute,
  readSupportThreadRoute,
  supportInboxRoute,
  supportThreadRoute,
  writeSupportRoute,
  type SupportMessage,
} from '#app/modules/messaging/support-contract'
import { idSegment, pageSegment } from '#app/platform/contract'
import { loginUrl } from '#app/platform/domain/redirect'
import { readForm, replyWithProviderError } from '#app/platform/web/forms.server'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'

/** A message as shown; `mine` is the reader's side (the user on /help, the support in /admin). */
const viewOf = (m: SupportMessage, side: 'user' | 'support') => ({
  id: m.id,
  author: m.author,
  mine: side === 'support' ? m.fromSupport : !m.fromSupport,
  body: m.body,
  time: messageTime(m.createdAt),
})
export type SupportMessageView = ReturnType<typeof viewOf>

/** A signed-in user's conversation with the support (null for a visitor). */
export async function loadHelpChat(ctx: GuardContext) {
  if (!ctx.user) return null
  let result = await ctx.api.call(ownSupportRoute, {})
  if (!result.ok) return null
  if (result.data.unread > 0) {
    await ctx.api.call(readSupportRoute, {})
    result = await ctx.api.call(ownSupportRoute, {})
    if (!result.ok) return null
  }
  return { messages: result.data.messages.map((m) => viewOf(m, 'user')) }
}

/** Sends the user's message; a visitor is sent to sign in first. */
export async function helpChatAction(request: Request, ctx: GuardContext) {
  if (!ctx.user) throw redirect(loginUrl('/help'))
  const submission = parseWithZod(await readForm(request), { schema: replyForm })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const result = await ctx.api.call(writeSupportRoute, { json: { body: submission.value.body } })
  if (!result.ok)
    return data(
      { result: replyWithProviderError(submission, result, []) },
      { status: result.status },
    )
  return redirectWithToast(request, HELP_CHAT, { type: 'success', message: result.data.message })
}

const InboxQuery = z.object({
  t: idSegment().optional().catch(undefined),
  page: pageSegment().catch(1),
})

/** The admins' inbox: the threads (newest activity first) and the open one. */
export async function loadSupportInbox(request: Request, ctx: GuardContext) {
  const q = InboxQuery.parse(Object.fromEntries(new URL(request.url).searchParams))
  if (q.t) await ctx.api.call(readSupportThreadRoute, { params: { id: String(q.t) } })
  const [inbox, open] = await Promise.all([
    ctx.api.call(supportInboxRoute, { query: { page: String(q.page) } }),
    q.t ? ctx.api.call(supportThreadRoute, { params: { id: String(q.t) } }) : null,
  ])
  if (!inbox.ok) throw data({ message: inbox.data.message }, { status: inbox.status })
  if (open && !open.ok) throw data({ message: open.data.message }, { status: open.status })
  return {
    threads: inbox.data.threads.map((t) => ({
      id: t.id,
      name: t.user.name,
      email: t.user.email,
      last: messageTime(t.lastMessageAt),
      excerpt: t.lastMessage,
      unread: t.unread,
    })),
    unread: inbox.data.unread,
    page: inbox.data.page,
    pages: Math.max(1, Math.ceil(inbox.data.total / inbox.data.pageSize)),
    open: open?.ok
      ? {
          id: open.data.thread.id,
          name: open.data.thread.user.name,
          email: open.data.thread.user.email,
          messages: open.data.messages.map((m) => viewOf(m, 'support')),
        }
      : null,
  }
}

const AnswerTarget = z.object({ id: idSegment() })

/** An admin's answer to the thread named by the form. */
export async function supportInboxAction(request: Request, ctx: GuardContext) {
  const form = await readForm(request)
  const target = AnswerTarget.safeParse({ id: form.get('id') })
  if (!target.success) throw data({ message: supportText.notFound }, { status: 400 })
  const back = `${SUPPORT_INBOX}?t=${target.data.id}`
  const submission = parseWithZod(form, { schema: replyForm })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const result = await ctx.api.call(answerSupportRoute, {
    params: { id: String(target.data.id) },
    json: { body: submission.value.body },
  })
  if (!result.ok) {
    if (result.status === 404)
      return redirectWithToast(request, SUPPORT_INBOX, {
        type: 'error',
        message: supportText.notFound,
      })
    return data(
      { result: replyWithProviderError(submission, result, []) },
      { status: result.status },
    )
  }
  return redirectWithToast(request, back, { type: 'success', message: result.data.message })
}
