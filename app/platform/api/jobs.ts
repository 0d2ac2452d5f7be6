/**
 * Background work (PDFs, mails, grouped-order deadlines) as rows of `jobs`. A worker claims due
 * rows with FOR UPDATE SKIP LOCKED, so several server processes on one PostgreSQL share the
 * queue without running a job twice; a failure is retried with a growing delay, five times.
 */
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { jobs } from '../db/schema'
import type { ApiDeps } from './types'

export type JobHandler = (deps: ApiDeps, payload: Record<string, unknown>) => Promise<void>
export type JobHandlers = Readonly<Record<string, JobHandler>>

export const MAX_ATTEMPTS = 5

export async function enqueueJob(
  db: Db,
  type: string,
  payload: Record<string, unknown>,
  runAt: Date = new Date(),
): Promise<number> {
  const [row] = await db.insert(jobs).values({ type, payload, runAt }).returning({ id: jobs.id })
  return row.id
}

type Claimed = { id: number; type: string; payload: Record<string, unknown>; attempts: number }

async function claim(db: Db, now: Date, limit: number): Promise<Claimed[]> {
  const result = await db.execute<Claimed>(sql`
    update ${jobs} set status = 'running', attempts = ${jobs.attempts} + 1, updated_at = now()
    where ${jobs.id} in (
      select ${jobs.id} from ${jobs}
      where ${jobs.status} = 'queued' and ${jobs.runAt} <= ${now.toISOString()}
      order by ${jobs.runAt}, ${jobs.id}
      limit ${limit}
      for update skip locked
    )
    returning ${jobs.id} as id, ${jobs.type} as type, ${jobs.payload} as payload, ${jobs.attempts} as attempts`)
  return (result as unknown as { rows: Claimed[] }).rows
}

/** Runs the jobs due at `now`; returns how many ran (successfully or not). */
export async function runDueJobs(
  deps: ApiDeps,
  handlers: JobHandlers,
  options: { now?: Date; limit?: number } = {},
): Promise<number> {
  const now = options.now ?? new Date()
  const claimed = await claim(deps.db, now, options.limit ?? 10)
  for (const job of claimed) {
    const handler = handlers[job.type]
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`)
      await handler(deps, job.payload)
      await deps.db
        .update(jobs)
        .set({ status: 'done', lastError: null, updatedAt: new Date() })
        .where(eq(jobs.id, job.id))
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const failed = job.attempts >= MAX_ATTEMPTS || !handler
      // 1, 4, 9, 16 minutes: a mail server or a storage back up soon enough.
      const retryAt = new Date(now.getTime() + job.attempts * job.attempts * 60_000)
      await deps.db
        .update(jobs)
        .set({
          status: failed ? 'failed' : 'queued',
          runAt: failed ? now : retryAt,
          lastError: message.slice(0, 2000),
          updatedAt: new Date(),
        })
        .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')))
      console.error(`job ${job.id} (${job.type}) failed: ${message}`)
    }
  }
  return claimed.length
}

/**
 * Polls the queue every `intervalMs` in this process until stopped; a tick never overlaps the
 * previous one. Returns `stop`, and `kick` to run at once (after enqueuing something urgent).
 */
export function startJobWorker(deps: ApiDeps, handlers: JobHandlers, intervalMs = 2000) {
  let running: Promise<void> | null = null
  const tick = () => {
    running ??= (async () => {
      try {
        while ((await runDueJobs(deps, handlers)) > 0);
      } catch (error) {
        console.error('job worker:', error)
      } finally {
        running = null
      }
    })()
    return running
  }
  const timer = setInterval(tick, intervalMs)
  timer.unref()
  return {
    kick: () => void tick(),
    stop: async () => {
      clearInterval(timer)
      await running
    },
  }
}
