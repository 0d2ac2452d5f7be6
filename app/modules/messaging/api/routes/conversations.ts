/**
 * GET|POST /conversations, GET /conversations/unread, GET /conversations/new,
 * GET /conversations/{id}, PUT /conversations/{id}/read, POST /conversations/{id}/messages,
 * GET /conversations/{id}/attachments/{attachmentId} (messaging/contract.ts). Who may call each is
 * the access table's; which conversation is theirs is `visibleTo`'s (api/messaging.ts).
 */
import type { Context } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { eq } from 'drizzle-orm'
import {
  conversationRoute,
  listConversationsRoute,
  newConversationRoute,
  postMessageRoute,
  readConversationRoute,
  startConversationRoute,
  unreadConversationsRoute,
} from '#app/modules/messaging/contract'
import { attachmentRoute } from '#app/modules/messaging/attachment-contract'
import {
  attachmentName,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  MessageBody,
  messagingText,
  sniffAttachment,
  type AttachmentType,
} from '#app/modules/messaging/domain/messaging'
import { contentDisposition } from '#app/modules/sales/api/routes/document-files'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError } from '#app/platform/api/http'
import { noQuery, userIdOf } from '#app/platform/api/middleware'
import type { ApiEnv } from '#app/platform/api/types'
import type { Db } from '#app/platform/db/client'
import {
  conversationMessages,
  conversationReads,
  conversations,
  messageAttachments,
} from '#app/platform/db/schema'
import {
  checkAbout,
  draftOf,
  findAttachment,
  findConversation,
  listConversations,
  markRead,
  messagesOf,
  readerOf,
  type Reader,
} from '../messaging'
import { queueMessageMail } from '../notify-mail'
import { unreadCounts } from '../unread'

export const conversationsRoutes = contractRouter()

const readerIn = (c: Context<ApiEnv>): Reader =>
  readerOf(userIdOf(c.get('auth')), c.get('member') ?? undefined)

const buyerOnly = (reader: Reader) => {
  if (reader.kind !== 'buyer')
    throw new ApiError(403, 'Seuls les acheteurs ouvrent une conversation avec un producteur.')
  return reader
}

type File = { name: string; type: AttachmentType; bytes: Uint8Array }

/** Writes a message (and its files), moves the conversation up and queues the other side's mail. */
async function addMessage(
  db: Db,
  conversation: { id: number },
  author: Reader,
  body: string,
  files: File[],
) {
  const id = await db.transaction(async (tx) => {
    const now = new Date()
    const [message] = await tx
      .insert(conversationMessages)
      .values({ conversationId: conversation.id, authorId: author.userId, body, createdAt: now })
      .returning({ id: conversationMessages.id })
    if (files.length)
      await tx.insert(messageAttachments).values(
        files.map((f) => ({
          messageId: message.id,
          filename: attachmentName(f.name, f.type),
          contentType: f.type,
          size: f.bytes.byteLength,
          bytes: f.bytes,
        })),
      )
    await tx
      .update(conversations)
      .set({ lastMessageAt: now })
      .where(eq(conversations.id, conversation.id))
    // One's own message is read.
    await tx
      .insert(conversationReads)
      .values({
        conversationId: conversation.id,
        userId: author.userId,
        lastReadMessageId: message.id,
      })
      .onConflictDoUpdate({
        target: [conversationReads.conversationId, conversationReads.userId],
        set: { lastReadMessageId: message.id, readAt: now },
      })
    await queueMessageMail(tx, conversation.id, author.kind === 'buyer' ? 'shop' : 'buyer', now)
    return message.id
  })
  return id
}

conversationsRoutes.openapi(listConversationsRoute, async (c) => {
  const page = await listConversations(c.get('deps').db, readerIn(c), c.req.valid('query').page)
  return c.json({ sucess: true as const, ...page }, 200)
})

conversationsRoutes.openapi(guarded(unreadConversationsRoute, noQuery), async (c) => {
  const counts = await unreadCounts(c.get('deps').db, readerIn(c))
  return c.json({ sucess: true as const, ...counts }, 200)
})

conversationsRoutes.openapi(newConversationRoute, async (c) => {
  const reader = buyerOnly(readerIn(c))
  const draft = await draftOf(c.get('deps').db, reader.userId, c.req.valid('query'))
  return c.json({ sucess: true as const, ...draft }, 200)
})

conversationsRoutes.openapi(guarded(conversationRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const conversation = await findConversation(db, readerIn(c), c.req.valid('param').id)
  return c.json(
    { sucess: true as const, conversation, messages: await messagesOf(db, conversation.id) },
    200,
  )
})

conversationsRoutes.openapi(guarded(readConversationRoute, noQuery), async (c) => {
  const { db } = c.get('deps')
  const reader = readerIn(c)
  const conversation = await findConversation(db, reader, c.req.valid('param').id)
  await markRead(db, conversation.id, reader.userId)
  return c.json({ sucess: true as const, message: messagingText.read }, 200)
})

conversationsRoutes.openapi(guarded(startConversationRoute, noQuery), async (c) => {
  const reader = buyerOnly(readerIn(c))
  const input = c.req.valid('json')
  const { db } = c.get('deps')
  await checkAbout(db, reader.userId, input)
  const [row] = await db
    .insert(conversations)
    .values({
      shopId: input.shopId,
      buyerId: reader.userId,
      subject: input.subject,
      orderId: input.orderId ?? null,
      salesDocumentId: input.documentId ?? null,
    })
    .returning({ id: conversations.id })
  try {
    await addMessage(db, row, reader, input.body, [])
  } catch (error) {
    await db.delete(conversations).where(eq(conversations.id, row.id))
    throw error
  }
  return c.json({ sucess: true as const, message: messagingText.started, id: row.id }, 201)
})

/** Room for the multipart envelope around three 5 MB files. */
const MAX_MESSAGE_BODY = MAX_ATTACHMENTS * MAX_ATTACHMENT_BYTES + 64 * 1024
const messageLimit = bodyLimit({
  maxSize: MAX_MESSAGE_BODY,
  onError: (c) => c.json({ sucess: false, message: messagingText.tooLarge }, 413),
})

/** The reply's text and files, each checked: its size, then its type by its first bytes. */
async function readReply(c: Context<ApiEnv>) {
  let form: Record<string, unknown>
  try {
    form = await c.req.parseBody({ all: true })
  } catch {
    throw new ApiError(400, messagingText.badForm)
  }
  const body = MessageBody.safeParse(typeof form.body === 'string' ? form.body : '')
  if (!body.success) throw new ApiError(400, messagingText.body, { body: [messagingText.body] })
  const uploads = [form.file]
    .flat()
    .filter((f): f is globalThis.File => f instanceof Blob && f.size > 0)
  if (uploads.length > MAX_ATTACHMENTS)
    throw new ApiError(400, messagingText.tooMany, { file: [messagingText.tooMany] })
  const files: File[] = []
  for (const upload of uploads) {
    if (upload.size > MAX_ATTACHMENT_BYTES) throw new ApiError(413, messagingText.tooLarge)
    const bytes = new Uint8Array(await upload.arrayBuffer())
    const type = sniffAttachment(bytes)
    if (!type) throw new ApiError(400, messagingText.badType, { file: [messagingText.badType] })
    files.push({ name: upload.name || 'piece-jointe', type, bytes })
  }
  return { body: body.data, files }
}

conversationsRoutes.openapi(guarded(postMessageRoute, noQuery, messageLimit), async (c) => {
  const { db } = c.get('deps')
  const reader = readerIn(c)
  const conversation = await findConversation(db, reader, c.req.valid('param').id)
  const { body, files } = await readReply(c)
  const id = await addMessage(db, conversation, reader, body, files)
  return c.json({ sucess: true as const, message: messagingText.sent, id }, 201)
})

conversationsRoutes.openapi(guarded(attachmentRoute, noQuery), async (c) => {
  const { id, attachmentId } = c.req.valid('param')
  const file = await findAttachment(c.get('deps').db, readerIn(c), id, attachmentId)
  return c.body(new Uint8Array(file.bytes), 200, {
    'content-type': file.contentType,
    'content-disposition': contentDisposition(
      file.filename,
      file.contentType === 'application/pdf' || file.contentType.startsWith('image/')
        ? 'inline'
        : 'attachment',
    ),
    'content-length': String(file.bytes.byteLength),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  })
})
