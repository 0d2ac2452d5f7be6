/**
 * The help chat's queries and writes (issue 17 §5). A user has one thread with the support,
 * made at their first message; what waits for a side is the other side's messages after its
 * read marker. An admin's answer is signed by the support, not by the admin's name.
 */
import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm'
import type { SupportMessage, SupportThreadSummary } from '#app/modules/messaging/support-contract'
import { SUPPORT_THREADS_PAGE_SIZE, supportText } from '#app/modules/messaging/domain/support'
import { enqueueJob } from '#app/platform/api/jobs'
import { ApiError } from '#app/platform/api/http'
import type { Db } from '#app/platform/db/client'
import { supportMessages, supportThreads, users } from '#app/platform/db/schema'
import { personName } from './messaging'

export const SUPPORT_NAME = 'Support Caveau'

/** How long the mail of an answer waits for more answers to carry. */
export const SUPPORT_MAIL_DELAY_MS = 2 * 60_000

const threadOf = async (db: Db, userId: number) =>
  (
    await db
      .select({ id: supportThreads.id, userReadId: supportThreads.userReadId })
      .from(supportThreads)
      .where(eq(supportThreads.userId, userId))
  )[0]

async function messagesOf(db: Db, threadId: number): Promise<SupportMessage[]> {
  const rows = await db
    .select({
      id: supportMessages.id,
      body: supportMessages.body,
      createdAt: supportMessages.createdAt,
      fromSupport: supportMessages.fromSupport,
      firstname: users.firstname,
      lastname: users.lastname,
      username: users.username,
    })
    .from(supportMessages)
    .innerJoin(users, eq(users.id, supportMessages.authorId))
    .where(eq(supportMessages.threadId, threadId))
    .orderBy(asc(supportMessages.id))
  return rows.map((m) => ({
    id: m.id,
    body: m.body,
    createdAt: m.createdAt.toISOString(),
    fromSupport: m.fromSupport,
    author: m.fromSupport ? SUPPORT_NAME : personName(m),
  }))
}

/** The user's own thread, and the answers after their read marker. */
export async function ownThread(db: Db, userId: number) {
  const thread = await threadOf(db, userId)
  if (!thread) return { messages: [], unread: 0 }
  const messages = await messagesOf(db, thread.id)
  const unread = messages.filter((m) => m.fromSupport && m.id > thread.userReadId).length
  return { messages, unread }
}

/** The support's answers waiting for the user (the header's help badge). */
/** The support's answers the user has not read yet, as a count query (messaging's `unreadCounts`). */
export function supportUnreadQuery(db: Db, userId: number) {
  return db
    .select({ n: count() })
    .from(supportMessages)
    .innerJoin(supportThreads, eq(supportThreads.id, supportMessages.threadId))
    .where(
      and(
        eq(supportThreads.userId, userId),
        eq(supportMessages.fromSupport, true),
        gt(supportMessages.id, supportThreads.userReadId),
      ),
    )
}

/** Writes a message of the user (their thread made at the first one), read by its author. */
export async function writeAsUser(db: Db, userId: number, body: string) {
  return db.transaction(async (tx) => {
    const now = new Date()
    const [thread] = await tx
      .insert(supportThreads)
      .values({ userId, lastMessageAt: now })
      .onConflictDoUpdate({ target: supportThreads.userId, set: { lastMessageAt: now } })
      .returning({ id: supportThreads.id })
    const [message] = await tx
      .insert(supportMessages)
      .values({ threadId: thread.id, authorId: userId, fromSupport: false, body, createdAt: now })
      .returning({ id: supportMessages.id })
    await tx
      .update(supportThreads)
      .set({ userReadId: sql`greatest(${supportThreads.userReadId}, ${message.id})` })
      .where(eq(supportThreads.id, thread.id))
    return message.id
  })
}

/** An admin's answer: read by the support, and mailed to the user if still unread then. */
export async function answerAsSupport(db: Db, threadId: number, adminId: number, body: string) {
  return db.transaction(async (tx) => {
    const now = new Date()
    const [thread] = await tx
      .update(supportThreads)
      .set({ lastMessageAt: now })
      .where(eq(supportThreads.id, threadId))
      .returning({ id: supportThreads.id })
    if (!thread) throw new ApiError(404, supportText.notFound)
    const [message] = await tx
      .insert(supportMessages)
      .values({ threadId, authorId: adminId, fromSupport: true, body, createdAt: now })
      .returning({ id: supportMessages.id })
    await tx
      .update(supportThreads)
      .set({ supportReadId: sql`greatest(${supportThreads.supportReadId}, ${message.id})` })
      .where(eq(supportThreads.id, threadId))
    await enqueueJob(
      tx,
      'support.mail',
      { threadId },
      {
        key: `support.mail:${threadId}`,
        runAt: new Date(now.getTime() + SUPPORT_MAIL_DELAY_MS),
      },
    )
    return message.id
  })
}

const lastMessageId = (threadId: number) =>
  sql<number>`coalesce((select max(${supportMessages.id}) from ${supportMessages} where ${supportMessages.threadId} = ${threadId}), 0)`

export async function markReadByUser(db: Db, userId: number) {
  const thread = await threadOf(db, userId)
  if (!thread) return
  await db
    .update(supportThreads)
    .set({ userReadId: lastMessageId(thread.id) })
    .where(eq(supportThreads.id, thread.id))
}

export async function markReadBySupport(db: Db, threadId: number) {
  const [thread] = await db
    .update(supportThreads)
    .set({ supportReadId: lastMessageId(threadId) })
    .where(eq(supportThreads.id, threadId))
    .returning({ id: supportThreads.id })
  if (!thread) throw new ApiError(404, supportText.notFound)
}

/** The user's messages after the support's marker, per thread. */
const waitingForSupport = sql<number>`(select count(*) from ${supportMessages} where ${supportMessages.threadId} = ${supportThreads.id} and not ${supportMessages.fromSupport} and ${supportMessages.id} > ${supportThreads.supportReadId})`

const lastBody = sql<string>`(select ${supportMessages.body} from ${supportMessages} where ${supportMessages.threadId} = ${supportThreads.id} order by ${supportMessages.id} desc limit 1)`

function selectThreads(db: Db) {
  return db
    .select({
      id: supportThreads.id,
      userId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      username: users.username,
      email: users.email,
      role: users.role,
      lastMessageAt: supportThreads.lastMessageAt,
      lastMessage: lastBody,
      unread: waitingForSupport,
    })
    .from(supportThreads)
    .innerJoin(users, eq(users.id, supportThreads.userId))
}

type ThreadRow = Awaited<ReturnType<ReturnType<typeof selectThreads>['execute']>>[number]

const summary = (t: ThreadRow): SupportThreadSummary => ({
  id: t.id,
  user: { id: t.userId, name: personName(t), email: t.email ?? '', role: t.role },
  lastMessageAt: t.lastMessageAt.toISOString(),
  lastMessage: (t.lastMessage ?? '').slice(0, 140),
  unread: Number(t.unread),
})

/** The admins' inbox: a page of threads, and every message waiting for the support. */
export async function supportInbox(db: Db, page: number) {
  const [rows, [total], [waiting]] = await Promise.all([
    selectThreads(db)
      .orderBy(desc(supportThreads.lastMessageAt), desc(supportThreads.id))
      .limit(SUPPORT_THREADS_PAGE_SIZE)
      .offset((page - 1) * SUPPORT_THREADS_PAGE_SIZE),
    db.select({ n: count() }).from(supportThreads),
    db
      .select({ n: count() })
      .from(supportMessages)
      .innerJoin(supportThreads, eq(supportThreads.id, supportMessages.threadId))
      .where(
        and(
          eq(supportMessages.fromSupport, false),
          gt(supportMessages.id, supportThreads.supportReadId),
        ),
      ),
  ])
  return {
    threads: rows.map(summary),
    unread: Number(waiting?.n ?? 0),
    total: Number(total?.n ?? 0),
    page,
    pageSize: SUPPORT_THREADS_PAGE_SIZE,
  }
}

export async function supportThread(db: Db, threadId: number) {
  const [row] = await selectThreads(db).where(eq(supportThreads.id, threadId))
  if (!row) throw new ApiError(404, supportText.notFound)
  return { thread: summary(row), messages: await messagesOf(db, threadId) }
}

/** The answers a user has not read yet, oldest first (the mail's content). */
export async function answersWaiting(db: Db, threadId: number) {
  const [thread] = await db
    .select({
      userReadId: supportThreads.userReadId,
      email: users.email,
      userId: users.id,
    })
    .from(supportThreads)
    .innerJoin(users, eq(users.id, supportThreads.userId))
    .where(eq(supportThreads.id, threadId))
  if (!thread) return null
  const answers = await db
    .select({
      id: supportMessages.id,
      body: supportMessages.body,
      createdAt: supportMessages.createdAt,
    })
    .from(supportMessages)
    .where(
      and(
        eq(supportMessages.threadId, threadId),
        eq(supportMessages.fromSupport, true),
        gt(supportMessages.id, thread.userReadId),
      ),
    )
    .orderBy(asc(supportMessages.id))
  return { email: thread.email, userId: thread.userId, answers }
}
