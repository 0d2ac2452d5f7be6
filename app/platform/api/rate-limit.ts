import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimits } from '../db/schema'
import type { RateLimitRule } from './types'

/** Hits remaining in the current fixed window, without counting a new hit. */
export async function isLimited(db: Db, key: string, rule: RateLimitRule): Promise<boolean> {
  const since = new Date(Date.now() - rule.windowMs)
  const rows = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowStart} > ${since.toISOString()}`)
  return (rows[0]?.count ?? 0) >= rule.limit
}

/** Counts one hit and tells whether the window's limit is now exceeded. */
export async function hit(db: Db, key: string, rule: RateLimitRule): Promise<boolean> {
  const now = new Date()
  const since = new Date(now.getTime() - rule.windowMs)
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} <= ${since.toISOString()} then 1 else ${rateLimits.count} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${since.toISOString()} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ count: rateLimits.count })
  return row.count > rule.limit
}

export async function clearLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`)
}
