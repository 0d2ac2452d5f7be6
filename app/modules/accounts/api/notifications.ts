import { and, count, desc, eq, inArray } from 'drizzle-orm'
import {
  isNotificationType,
  type NotificationType,
  type NotificationView,
} from '#app/modules/accounts/domain/notifications'
import { safeRedirectPath } from '#app/platform/domain/redirect'
import type { Db } from '#app/platform/db/client'
import { notifications } from '#app/platform/db/schema'

export const NOTIFICATIONS_LIMIT = 100

export type NewNotification = {
  userId: number
  shopId?: number | null
  type: NotificationType
  content: string
  /** A local path of the web app ('/dashboard/orders/12'); anything else is dropped. */
  redirectLink?: string | null
}

/** A redirect link kept only when it is a local path starting with a single '/'. */
export function localLink(value: string | null | undefined): string | null {
  if (!value) return null
  return safeRedirectPath(value, '') || null
}

/** Adds a notification to a user's centre; later features (orders, tasks, stocks…) call this. */
export async function notify(db: Db, input: NewNotification): Promise<{ id: number }> {
  if (!isNotificationType(input.type))
    throw new Error(`Type de notification inconnu : ${String(input.type)}`)
  const content = input.content.trim()
  if (!content) throw new Error('Une notification doit avoir un contenu.')
  const [row] = await db
    .insert(notifications)
    .values({
      userId: input.userId,
      shopId: input.shopId ?? null,
      type: input.type,
      content: content.slice(0, 1000),
      redirectLink: localLink(input.redirectLink),
    })
    .returning({ id: notifications.id })
  return row
}

export async function listNotifications(
  db: Db,
  userId: number,
  options: { onlyUnseen?: boolean; type?: NotificationType } = {},
): Promise<{ notifications: NotificationView[]; unseen: number }> {
  const ofType = options.type ? eq(notifications.type, options.type) : undefined
  const rows = await db
    .select({
      id: notifications.id,
      type: notifications.type,
      seen: notifications.seen,
      createdAt: notifications.createdAt,
      content: notifications.content,
      redirectLink: notifications.redirectLink,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        options.onlyUnseen ? eq(notifications.seen, false) : undefined,
        ofType,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_LIMIT)
  // Unseen ones asked and fewer than the limit: the list is all of them, no count to ask for
  // (the shell's bell asks this on every signed-in page).
  const unseen =
    options.onlyUnseen && rows.length < NOTIFICATIONS_LIMIT
      ? rows.length
      : Number(
          (
            await db
              .select({ n: count() })
              .from(notifications)
              .where(and(eq(notifications.userId, userId), eq(notifications.seen, false), ofType))
          )[0]?.n ?? 0,
        )
  return {
    notifications: rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    unseen,
  }
}

/** Marks seen those of `ids` that belong to the user; other users' ids are never touched. */
export async function markSeen(db: Db, userId: number, ids?: readonly number[]): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ seen: true })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.seen, false),
        ids ? inArray(notifications.id, [...ids]) : undefined,
      ),
    )
    .returning({ id: notifications.id })
  return rows.length
}
