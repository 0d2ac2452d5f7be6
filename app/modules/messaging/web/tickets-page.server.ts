/**
 * /tickets ('Messagerie', spec 2.6, issue 17 §5): the conversations on the left, the open one
 * (`?c={id}`) on the right with its reply form; a buyer starts one from a shop (`?shop=`), an
 * order (`?order=`) or an invoice (`?invoice=`). Every form is a plain POST (post/redirect/get),
 * the reply's files sent as multipart, so the page works without JavaScript. Opening a
 * conversation marks it read (PUT /v1/conversations/{id}/read), before the header's count is read.
 */
import { parseWithZod } from '@conform-to/zod/v4'
import { data } from '@remix-run/node'
import * as z from 'zod'
import {
  conversationRoute,
  listConversationsRoute,
  newConversationRoute,
  postMessageRoute,
  readConversationRoute,
  startConversationRoute,
  type ConversationSummary,
  type Message,
} from '#app/modules/messaging/contract'
import {
  conversationForm,
  messageTime,
  messagingText,
  replyForm,
} from '#app/modules/messaging/domain/messaging'
import { idSegment, pageSegment } from '#app/platform/contract'
import { replyWithProviderError } from '#app/platform/web/forms.server'
import type { GuardContext } from '#app/platform/web/guard.server'
import { redirectWithToast } from '#app/platform/web/toast.server'

export const TICKETS_PATH = '/tickets'

/** A failed read fails the page with the API's status and message. */
function failed(result: { status: number; data: { message: string } }): never {
  throw data({ message: result.data.message }, { status: result.status })
}

const Query = z.object({
  c: idSegment().optional().catch(undefined),
  page: pageSegment().catch(1),
  shop: z.string().min(1).max(100).optional().catch(undefined),
  order: idSegment().optional().catch(undefined),
  invoice: idSegment().optional().catch(undefined),
})

const rowOf = (c: ConversationSummary, isBuyer: boolean) => ({
  id: c.id,
  subject: c.subject,
  /** The other side: the shop for a buyer, the buyer for the shop's team. */
  with: isBuyer ? c.shop.name : c.buyer.name,
  about: c.document?.label ?? c.order?.label ?? null,
  last: messageTime(c.lastMessageAt),
  unread: c.unread,
})
export type ConversationRow = ReturnType<typeof rowOf>

const messageOf = (m: Message, viewerId: number, conversationId: number) => ({
  id: m.id,
  author: m.author.name,
  mine: m.author.id === viewerId,
  side: m.author.side,
  body: m.body,
  time: messageTime(m.createdAt),
  attachments: m.attachments.map((a) => ({
    id: a.id,
    filename: a.filename,
    href: `${TICKETS_PATH}/attachments/${conversationId}/${a.id}`,
    size: `${Math.max(1, Math.round(a.size / 1024))} Ko`,
    image: a.contentType.startsWith('image/'),
  })),
})
export type MessageView = ReturnType<typeof messageOf>

export async function loadTicketsPage(request: Request, ctx: GuardContext) {
  const q = Query.parse(Object.fromEntries(new URL(request.url).searchParams))
  const isBuyer = ctx.user?.role === 'buyer'
  const viewerId = ctx.user?.id ?? 0
  // Read first, so that the list and the header count no longer show it as waiting.
  if (q.c) await ctx.api.call(readConversationRoute, { params: { id: String(q.c) } })
  const wantsDraft = isBuyer && !q.c && (q.shop || q.order || q.invoice)
  const [list, open, draft] = await Promise.all([
    ctx.api.call(listConversationsRoute, {
      query: { page: q.page > 1 ? String(q.page) : undefined },
    }),
    q.c ? ctx.api.call(conversationRoute, { params: { id: String(q.c) } }) : null,
    wantsDraft
      ? ctx.api.call(newConversationRoute, {
          query: {
            shop: q.shop,
            order: q.order ? String(q.order) : undefined,
            invoice: q.invoice ? String(q.invoice) : undefined,
          },
        })
      : null,
  ])
  if (!list.ok) return failed(list)
  if (open && !open.ok) failed(open)
  if (draft && !draft.ok) failed(draft)
  const conversation = open?.ok ? open.data.conversation : null
  return {
    isBuyer,
    page: list.data.page,
    pages: Math.max(1, Math.ceil(list.data.total / list.data.pageSize)),
    conversations: list.data.conversations.map((c) => rowOf(c, isBuyer)),
    open:
      open?.ok && conversation
        ? {
            id: conversation.id,
            subject: conversation.subject,
            with: isBuyer ? conversation.shop.name : conversation.buyer.name,
            about: conversation.document?.label ?? conversation.order?.label ?? null,
            messages: open.data.messages.map((m) => messageOf(m, viewerId, conversation.id)),
          }
        : null,
    draft: draft?.ok
      ? {
          shop: draft.data.shop,
          order: draft.data.order,
          document: draft.data.document,
          values: {
            shopId: String(draft.data.shop.id),
            orderId: draft.data.order ? String(draft.data.order.id) : '',
            documentId: draft.data.document ? String(draft.data.document.id) : '',
            subject: draft.data.subject,
            body: '',
          },
        }
      : null,
  }
}

const Intent = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('start') }),
  z.object({ intent: z.literal('reply'), id: idSegment() }),
])

export type TicketsReply = {
  form: 'start' | 'reply'
  result: ReturnType<typeof replyWithProviderError>
}

/** The page's forms: start a conversation (buyers), or reply in one (with files). */
export async function ticketsAction(request: Request, ctx: GuardContext, form: FormData) {
  const fields = Object.fromEntries([...form.entries()].filter(([, v]) => typeof v === 'string'))
  const intent = Intent.safeParse(fields)
  if (!intent.success)
    return redirectWithToast(request, TICKETS_PATH, { type: 'error', message: 'Requête invalide.' })
  const act = intent.data
  if (act.intent === 'start') {
    const submission = parseWithZod(form, { schema: conversationForm })
    if (submission.status !== 'success')
      return data({ form: act.intent, result: submission.reply() }, { status: 400 })
    const v = submission.value
    const result = await ctx.api.call(startConversationRoute, {
      json: {
        shopId: v.shopId,
        subject: v.subject,
        body: v.body,
        orderId: v.orderId ?? null,
        documentId: v.documentId ?? null,
      },
    })
    if (!result.ok)
      return data(
        { form: act.intent, result: replyWithProviderError(submission, result, []) },
        { status: result.status },
      )
    return redirectWithToast(request, `${TICKETS_PATH}?c=${result.data.id}`, {
      type: 'success',
      message: result.data.message,
    })
  }
  const back = `${TICKETS_PATH}?c=${act.id}`
  const submission = parseWithZod(form, { schema: replyForm })
  if (submission.status !== 'success')
    return data({ form: act.intent, result: submission.reply() }, { status: 400 })
  const upload = new FormData()
  upload.set('body', submission.value.body)
  for (const file of form.getAll('file'))
    if (file instanceof Blob && file.size > 0) upload.append('file', file)
  const result = await ctx.api.call(postMessageRoute, {
    params: { id: String(act.id) },
    form: upload,
  })
  if (!result.ok) {
    if (result.status === 404)
      return redirectWithToast(request, TICKETS_PATH, {
        type: 'error',
        message: messagingText.notFound,
      })
    return data(
      { form: act.intent, result: replyWithProviderError(submission, result, []) },
      { status: result.status },
    )
  }
  return redirectWithToast(request, back, { type: 'success', message: result.data.message })
}
