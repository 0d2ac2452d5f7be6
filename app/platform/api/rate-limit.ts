import { sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { rateLimits } from '../db/schema'
import type { RateLimitRule } from './types'

/** Whether the current fixed window's limit is reached, without counting a new hit. */
export async function isLimited(db: Db, key: string, rule: RateLimitRule): Promise<boolean> {
  return (await hitsSoFar(db, key, rule)) >= rule.limit
}

/** The hits counted in the current fixed window. */
export async function hitsSoFar(db: Db, key: string, rule: RateLimitRule): Promise<number> {
  const since = new Date(Date.now() - rule.windowMs)
  const rows = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowStart} > ${since.toISOString()}`)
  return rows[0]?.count ?? 0
}

/** Counts one hit and tells whether the window's limit is now exceeded. */
export async function hit(db: Db, key: string, rule: RateLimitRule): Promise<boolean> {
  return (await countHit(db, key, rule)) > rule.limit
}

/** Counts one hit and returns the window's count, this one included. */
export async function countHit(db: Db, key: string, rule: RateLimitRule): Promise<number> {
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
  return row.count
}

export async function clearLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`)
}
