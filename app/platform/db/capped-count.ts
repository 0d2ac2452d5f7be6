/**
 * Long lists (orders, clients) say "more than 10 000" instead of counting every match: an exact
 * count of a whole shop's file costs more than the page itself (bench/orders-results.md,
 * bench/clients-results.md).
 */
import { count, type Subquery } from 'drizzle-orm'
import type { Db } from './client'

export const LIST_COUNT_CAP = 10_000

/** `total` up to the cap, and whether more match. */
export type CappedTotal = { total: number; totalCapped: boolean }

type Matching = { limit(n: number): { as(alias: string): Subquery } }

/**
 * The rows of `matching` (a select with its joins and filters, whatever its columns) counted up
 * to one past the cap: enough to tell whether it was reached.
 */
export async function cappedCount(db: Db, matching: Matching): Promise<CappedTotal> {
  const [row] = await db
    .select({ n: count() })
    .from(matching.limit(LIST_COUNT_CAP + 1).as('matching'))
  const n = Number(row?.n ?? 0)
  return { total: Math.min(n, LIST_COUNT_CAP), totalCapped: n > LIST_COUNT_CAP }
}
