/**
 * Conversations' queries and writes (issue 17 §5). Every read is narrowed to what the caller
 * sees (`visibleTo`): a buyer their own conversations; the shop's owner and collaborators with
 * seeAllMessages every conversation of the shop; another collaborator those they wrote in. A
 * conversation out of reach answers 404 like one that does not exist.
 */
import { and, count, desc, eq, exists, gt, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { ConversationSummary, Message } from '#app/modules/messaging/contract'
import {
  CONVERSATIONS_PAGE_SIZE,
  messagingText,
  subjectAbout,
} from '#app/modules/messaging/domain/messaging'
import { buyerDocumentsWhere } from '#app/modules/sales/api/documents/buyer'
import { ApiError } from '#app/platform/api/http'
import type { Member } from '#app/platform/api/types'
import { viewerOf } from '#app/platform/auth/permissions'
import type { Db } from '#app/platform/db/client'
import {
  conversationMessages,
  conversationReads,
  conversations,
  messageAttachments,
  orders,
  salesDocuments,
  shops,
  users,
} from '#app/platform/db/schema'
import { hasPermission } from '#app/platform/domain/access'

/** Who reads: a buyer, or a member of a shop's team (seesAll: the owner, or seeAllMessages). */
export type Reader =
  | { kind: 'buyer'; userId: number }
  | { kind: 'staff'; userId: number; shopId: number; seesAll: boolean }

export const readerOf = (userId: number, member: Member | undefined): Reader =>
  member
    ? {
        kind: 'staff',
        userId,
        shopId: member.shop.id,
        seesAll: hasPermission(viewerOf(member.shop), 'seeAllMessages'),
      }
    : { kind: 'buyer', userId }

const wroteIn = (userId: number) =>
  exists(
    sql`(select 1 from ${conversationMessages} where ${conversationMessages.conversationId} = ${conversations.id} and ${conversationMessages.authorId} = ${userId})`,
  )

/** The conversations the reader sees. */
export function visibleTo(reader: Reader): SQL {
  if (reader.kind === 'buyer') return eq(conversations.buyerId, reader.userId)
  return and(
    eq(conversations.shopId, reader.shopId),
    reader.seesAll ? undefined : wroteIn(reader.userId),
  )!
}

/** Messages of others newer than the reader's last reading of their conversation. */
export const unreadOf = (userId: number) => sql<number>`(
  select count(*)::int from ${conversationMessages} m
  where m.conversation_id = ${conversations.id} and m.author_id <> ${userId}
    and m.id > coalesce((select r.last_read_message_id from ${conversationReads} r
      where r.conversation_id = ${conversations.id} and r.user_id = ${userId}), 0))`

type Named = { firstname: string | null; lastname: string | null; username: string | null }
export const personName = (u: Named) =>
  [u.firstname, u.lastname].filter(Boolean).join(' ') || (u.username ?? '')

const buyer = alias(users, 'buyer')
export const orderLabel = (id: number) => `Commande n° ${id}`
export const documentLabel = (number: string | null) => `Facture ${number ?? ''}`.trim()

function selectSummaries(db: Db, reader: Reader) {
  return db
    .select({
      id: conversations.id,
      subject: conversations.subject,
      shopId: shops.id,
      shopName: shops.name,
      buyerId: buyer.id,
      buyerFirstname: buyer.firstname,
      buyerLastname: buyer.lastname,
      buyerUsername: buyer.username,
      orderId: conversations.orderId,
      documentId: salesDocuments.id,
      documentNumber: salesDocuments.number,
      lastMessageAt: conversations.lastMessageAt,
      unread: unreadOf(reader.userId),
    })
    .from(conversations)
    .innerJoin(shops, eq(shops.id, conversations.shopId))
    .innerJoin(buyer, eq(buyer.id, conversations.buyerId))
    .leftJoin(salesDocuments, eq(salesDocuments.id, conversations.salesDocumentId))
}
type SummaryRow = Awaited<ReturnType<ReturnType<typeof selectSummaries>['execute']>>[number]

const summaryOf = (r: SummaryRow): ConversationSummary => ({
  id: r.id,
  subject: r.subject,
  shop: { id: r.shopId, name: r.shopName },
  buyer: {
    id: r.buyerId,
    name: personName({
      firstname: r.buyerFirstname,
      lastname: r.buyerLastname,
      username: r.buyerUsername,
    }),
  },
  order: r.orderId ? { id: r.orderId, label: orderLabel(r.orderId) } : null,
  document: r.documentId ? { id: r.documentId, label: documentLabel(r.documentNumber) } : null,
  lastMessageAt: r.lastMessageAt.toISOString(),
  unread: Number(r.unread),
})

export async function listConversations(db: Db, reader: Reader, page: number) {
  const where = visibleTo(reader)
  const [rows, [total]] = await Promise.all([
    selectSummaries(db, reader)
      .where(where)
      .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
      .limit(CONVERSATIONS_PAGE_SIZE)
      .offset((page - 1) * CONVERSATIONS_PAGE_SIZE),
    db.select({ n: count() }).from(conversations).where(where),
  ])
  return {
    conversations: rows.map(summaryOf),
    total: Number(total?.n ?? 0),
    page,
    pageSize: CONVERSATIONS_PAGE_SIZE,
  }
}

/** The messages waiting for the reader over every conversation they see. */
/** One conversation the reader sees, or 404. */
export async function findConversation(db: Db, reader: Reader, id: number) {
  const [row] = await selectSummaries(db, reader)
    .where(and(eq(conversations.id, id), visibleTo(reader)))
    .limit(1)
  if (!row) throw new ApiError(404, messagingText.notFound)
  return summaryOf(row)
}

export async function messagesOf(db: Db, conversationId: number): Promise<Message[]> {
  const [rows, files] = await Promise.all([
    db
      .select({
        id: conversationMessages.id,
        body: conversationMessages.body,
        createdAt: conversationMessages.createdAt,
        authorId: users.id,
        firstname: users.firstname,
        lastname: users.lastname,
        username: users.username,
        buyerId: conversations.buyerId,
      })
      .from(conversationMessages)
      .innerJoin(users, eq(users.id, conversationMessages.authorId))
      .innerJoin(conversations, eq(conversations.id, conversationMessages.conversationId))
      .where(eq(conversationMessages.conversationId, conversationId))
      .orderBy(conversationMessages.id),
    db
      .select({
        id: messageAttachments.id,
        messageId: messageAttachments.messageId,
        filename: messageAttachments.filename,
        contentType: messageAttachments.contentType,
        size: messageAttachments.size,
      })
      .from(messageAttachments)
      .innerJoin(conversationMessages, eq(conversationMessages.id, messageAttachments.messageId))
      .where(eq(conversationMessages.conversationId, conversationId))
      .orderBy(messageAttachments.id),
  ])
  return rows.map((r) => ({
    id: r.id,
    author: {
      id: r.authorId,
      name: personName(r),
      side: r.authorId === r.buyerId ? ('buyer' as const) : ('shop' as const),
    },
    body: r.body,
    createdAt: r.createdAt.toISOString(),
    attachments: files.filter((f) => f.messageId === r.id).map(({ messageId: _, ...f }) => f),
  }))
}

/** Marks the conversation read by `userId` up to its last message (never backwards). */
export async function markRead(db: Db, conversationId: number, userId: number) {
  const [last] = await db
    .select({ id: sql<number>`max(${conversationMessages.id})` })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId))
  const lastId = last?.id ? Number(last.id) : 0
  if (!lastId) return
  await db
    .insert(conversationReads)
    .values({ conversationId, userId, lastReadMessageId: lastId })
    .onConflictDoUpdate({
      target: [conversationReads.conversationId, conversationReads.userId],
      set: {
        lastReadMessageId: sql`greatest(${conversationReads.lastReadMessageId}, excluded.last_read_message_id)`,
        readAt: new Date(),
      },
    })
}

/** A shop by its id or its address (urlShop), or 404. */
async function shopByRef(db: Db, ref: string) {
  const value = ref.trim().toLowerCase()
  const where = /^\d{1,9}$/.test(value) ? eq(shops.id, Number(value)) : eq(shops.urlShop, value)
  const [row] = await db.select({ id: shops.id, name: shops.name }).from(shops).where(where)
  if (!row) throw new ApiError(404, messagingText.shop)
  return row
}

/** One of the buyer's orders, or 404. */
async function buyerOrder(db: Db, buyerId: number, id: number) {
  const [row] = await db
    .select({ id: orders.id, shopId: orders.shopId })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.buyerId, buyerId)))
  if (!row) throw new ApiError(404, messagingText.order)
  return row
}

/** One of the buyer's issued invoices (the sales area's rule), or 404. */
async function buyerInvoice(db: Db, buyerId: number, id: number) {
  const [row] = await db
    .select({ id: salesDocuments.id, shopId: salesDocuments.shopId, number: salesDocuments.number })
    .from(salesDocuments)
    .where(and(eq(salesDocuments.id, id), buyerDocumentsWhere(buyerId)))
  if (!row) throw new ApiError(404, messagingText.invoice)
  return row
}

/**
 * What a new conversation is about: a shop, or one of the buyer's orders or invoices (and its
 * shop). 404 for an unknown shop, or an order or invoice that is not theirs.
 */
export async function draftOf(
  db: Db,
  buyerId: number,
  q: { shop?: string; order?: number; invoice?: number },
) {
  const document = q.invoice ? await buyerInvoice(db, buyerId, q.invoice) : null
  const order = q.order ? await buyerOrder(db, buyerId, q.order) : null
  const shopId = document?.shopId ?? order?.shopId
  const shop = shopId
    ? await shopByRef(db, String(shopId))
    : q.shop
      ? await shopByRef(db, q.shop)
      : null
  if (!shop) throw new ApiError(400, messagingText.shop)
  if ((order && order.shopId !== shop.id) || (document && document.shopId !== shop.id))
    throw new ApiError(400, messagingText.shop)
  return {
    shop,
    order: order ? { id: order.id, label: orderLabel(order.id) } : null,
    document: document ? { id: document.id, label: documentLabel(document.number) } : null,
    subject: subjectAbout({
      order: order ? `n° ${order.id}` : null,
      invoice: document ? (document.number ?? '') : null,
    }),
  }
}

/** The order and invoice of a new conversation: the buyer's, and of the shop written to. */
export async function checkAbout(
  db: Db,
  buyerId: number,
  input: { shopId: number; orderId?: number | null; documentId?: number | null },
) {
  const [shop] = await db.select({ id: shops.id }).from(shops).where(eq(shops.id, input.shopId))
  if (!shop) throw new ApiError(404, messagingText.shop)
  if (input.orderId) {
    const order = await buyerOrder(db, buyerId, input.orderId)
    if (order.shopId !== shop.id) throw new ApiError(404, messagingText.order)
  }
  if (input.documentId) {
    const doc = await buyerInvoice(db, buyerId, input.documentId)
    if (doc.shopId !== shop.id) throw new ApiError(404, messagingText.invoice)
  }
}

/** An attachment of a conversation the reader sees, or 404. */
export async function findAttachment(db: Db, reader: Reader, id: number, attachmentId: number) {
  await findConversation(db, reader, id)
  const [row] = await db
    .select({
      filename: messageAttachments.filename,
      contentType: messageAttachments.contentType,
      bytes: messageAttachments.bytes,
    })
    .from(messageAttachments)
    .innerJoin(conversationMessages, eq(conversationMessages.id, messageAttachments.messageId))
    .where(
      and(eq(messageAttachments.id, attachmentId), eq(conversationMessages.conversationId, id)),
    )
  if (!row) throw new ApiError(404, messagingText.notFound)
  return row
}

/**
 * Who is told of a message waiting on the shop's side: the owner, and the team members who wrote
 * in the conversation. On the buyer's side: the buyer.
 */
export async function recipientsOf(
  db: Db,
  conversation: { id: number; shopId: number; buyerId: number },
  side: 'buyer' | 'shop',
) {
  const columns = { id: users.id, email: users.email }
  if (side === 'buyer')
    return db.select(columns).from(users).where(eq(users.id, conversation.buyerId))
  const writers = db
    .selectDistinct({ id: conversationMessages.authorId })
    .from(conversationMessages)
    .where(
      and(
        eq(conversationMessages.conversationId, conversation.id),
        ne(conversationMessages.authorId, conversation.buyerId),
      ),
    )
  return db
    .select(columns)
    .from(users)
    .where(
      or(
        inArray(
          users.id,
          db.select({ id: shops.ownerId }).from(shops).where(eq(shops.id, conversation.shopId)),
        ),
        inArray(users.id, writers),
      ),
    )
}

/** The messages that wait for `userId` in a conversation: by others, after their last reading. */
export async function waitingFor(db: Db, conversationId: number, userId: number) {
  const [read] = await db
    .select({ last: conversationReads.lastReadMessageId })
    .from(conversationReads)
    .where(
      and(
        eq(conversationReads.conversationId, conversationId),
        eq(conversationReads.userId, userId),
      ),
    )
  return db
    .select({
      id: conversationMessages.id,
      body: conversationMessages.body,
      createdAt: conversationMessages.createdAt,
      firstname: users.firstname,
      lastname: users.lastname,
      username: users.username,
    })
    .from(conversationMessages)
    .innerJoin(users, eq(users.id, conversationMessages.authorId))
    .where(
      and(
        eq(conversationMessages.conversationId, conversationId),
        ne(conversationMessages.authorId, userId),
        gt(conversationMessages.id, read?.last ?? 0),
      ),
    )
    .orderBy(conversationMessages.id)
}
