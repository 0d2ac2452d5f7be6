/** What waits for a reader: the header's counts (GET /conversations/unread). */
import { eq, sql } from 'drizzle-orm'
import type { Db } from '#app/platform/db/client'
import { conversations, users } from '#app/platform/db/schema'
import { unreadOf, visibleTo, type Reader } from './messaging'
import { supportUnreadQuery } from './support'

/**
 * What waits for the reader, in one statement (the header asks it at every page): messages of
 * others in the conversations they see, and the support's answers (`supportUnreadQuery`).
 */
export async function unreadCounts(
  db: Db,
  reader: Reader,
): Promise<{ unread: number; support: number }> {
  const conversationsUnread = db
    .select({ n: sql<number>`coalesce(sum(${unreadOf(reader.userId)}), 0)::int` })
    .from(conversations)
    .where(visibleTo(reader))
  const [row] = await db
    .select({
      unread: sql<number>`(${conversationsUnread})`,
      support: sql<number>`(${supportUnreadQuery(db, reader.userId)})`,
    })
    .from(users)
    .where(eq(users.id, reader.userId))
  return { unread: Number(row?.unread ?? 0), support: Number(row?.support ?? 0) }
}
