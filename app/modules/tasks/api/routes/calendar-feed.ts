/**
 * The private iCalendar feed of a user's tasks (tasks/feed-contract.ts). The link is per user and
 * shop; a new one replaces the token, revoking deletes it. The feed lists the tasks given to its
 * owner in that shop, as long as they are still of its team.
 */
import { randomBytes } from 'node:crypto'
import { and, desc, eq, gte, inArray, isNull, or } from 'drizzle-orm'
import {
  calendarFeedRoute,
  calendarFeedTextRoute,
  newCalendarFeedRoute,
  revokeCalendarFeedRoute,
} from '#app/modules/tasks/feed-contract'
import { taskCalendar } from '#app/modules/tasks/domain/icalendar'
import { taskTypeLabels } from '#app/modules/tasks/domain/tasks'
import { contractRouter, guarded } from '#app/platform/api/contract-router'
import { ApiError } from '#app/platform/api/http'
import { noQuery } from '#app/platform/api/middleware'
import { memberOf } from '#app/platform/auth/permissions'
import { calendarFeeds, shopMembers, tasks, users } from '#app/platform/db/schema'

export const calendarFeedRoutes = contractRouter()

const feedPath = (token: string) => `/resources/calendar/${token}`
const DONE_KEPT_DAYS = 90
const FEED_LIMIT = 500
const notFound = 'Ce lien d’agenda n’existe pas ou a été révoqué.'

calendarFeedRoutes.openapi(guarded(calendarFeedRoute, noQuery), async (c) => {
  const { userId, shop } = memberOf(c)
  const [row] = await c
    .get('deps')
    .db.select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, userId), eq(calendarFeeds.shopId, shop.id)))
  return c.json({ sucess: true as const, feed: row ? { path: feedPath(row.token) } : null }, 200)
})

calendarFeedRoutes.openapi(guarded(newCalendarFeedRoute, noQuery), async (c) => {
  const { userId, shop } = memberOf(c)
  const token = randomBytes(24).toString('base64url')
  await c
    .get('deps')
    .db.insert(calendarFeeds)
    .values({ userId, shopId: shop.id, token })
    .onConflictDoUpdate({
      target: [calendarFeeds.userId, calendarFeeds.shopId],
      set: { token, createdAt: new Date() },
    })
  return c.json(
    {
      sucess: true as const,
      message: 'Votre lien d’agenda est prêt ; l’ancien ne fonctionne plus.',
      feed: { path: feedPath(token) },
    },
    201,
  )
})

calendarFeedRoutes.openapi(guarded(revokeCalendarFeedRoute, noQuery), async (c) => {
  const { userId, shop } = memberOf(c)
  await c
    .get('deps')
    .db.delete(calendarFeeds)
    .where(and(eq(calendarFeeds.userId, userId), eq(calendarFeeds.shopId, shop.id)))
  return c.json({ sucess: true as const, message: 'Votre lien d’agenda est révoqué.' }, 200)
})

calendarFeedRoutes.openapi(guarded(calendarFeedTextRoute, noQuery), async (c) => {
  const { db, config } = c.get('deps')
  const { token } = c.req.valid('param')
  const [feed] = await db
    .select({ userId: calendarFeeds.userId, shopId: calendarFeeds.shopId, name: users.username })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .innerJoin(
      shopMembers,
      and(
        eq(shopMembers.userId, calendarFeeds.userId),
        eq(shopMembers.shopId, calendarFeeds.shopId),
        inArray(shopMembers.role, ['owner', 'iam', 'agent']),
      ),
    )
    .where(eq(calendarFeeds.token, token))
  if (!feed) throw new ApiError(404, notFound)
  const since = new Date(Date.now() - DONE_KEPT_DAYS * 86_400_000)
  const rows = await db
    .select()
    .from(tasks)
    .where(
      and(
        eq(tasks.shopId, feed.shopId),
        eq(tasks.assigneeId, feed.userId),
        or(isNull(tasks.completedAt), gte(tasks.completedAt, since)),
      ),
    )
    .orderBy(desc(tasks.deadline))
    .limit(FEED_LIMIT)
  const origin = new URL(config.appUrl)
  const calendar = taskCalendar({
    name: `Tâches Caveau de ${feed.name}`,
    host: origin.host,
    tasks: rows.map((t) => ({
      ...t,
      category: taskTypeLabels[t.type],
      url: new URL(`/dashboard/tasks?edit=${t.id}`, origin).href,
    })),
  })
  return c.json({ sucess: true as const, calendar }, 200)
})
